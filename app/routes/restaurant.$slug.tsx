import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { ArrowLeftIcon, ClockIcon, GlobeIcon, MapPinIcon, PhoneIcon } from '~/components/icons';
import { Price, Rating, Stars } from '~/components/rating';
import { CuisineBadge, OpenBadge } from '~/components/restaurant-card';
import { DinerReviews } from '~/components/diner-reviews';
import { LazyReviewForm } from '~/routes/resources.reviews/lazy-review-form';
import { Picture } from '~/components/picture';
import { ShareButton } from '~/components/share-button';
import { articlesAboutRestaurant, editorialRating } from '~/models/articles.server';
import { getRestaurantSlugById, restaurantBySlug, restaurantDetails } from '~/models/restaurants.server';
import { findRenamedItem } from '~/models/slug-redirects.server';
import { restaurantReviews } from '~/models/reviews.server';
import { restaurantPhotos } from '~/models/photos.server';
import { readTogether } from '~/db/read-together.server';
import { canUseDesk } from '~/models/users.server';
import { PhotoGallery } from '~/components/photo-gallery';
import { PhotoPicture } from '~/components/photo-picture';
import { photoVariantPath } from '~/utils/photo-rules';
import { FavoriteButton, ListEntryButton } from '~/components/favorite-button';
import { LazyBeenDetailsForm } from '~/routes/resources.list-entry/lazy-been-details-form';
import { viewerPlaceLists } from '~/models/diner-lists.server';
import { handleListForm, type ListFormReply } from '~/modules/diner-list-forms.server';
import { ListingReportForm } from '~/components/listing-report-form';
import { keepDataAfterUnsent } from '~/components/toast';
import { getOptionalUser } from '~/modules/auth.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate, formatMonthYear, priceLabel, priceSymbols, ratingOutOfFive } from '~/utils/format';
import { cuisineName } from '~/utils/cuisine-names';
import { useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';
import { openingHoursSpecification, specialOpeningHoursSpecification } from '~/utils/hours';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { reviewListParams } from '~/utils/review-list';
import { absoluteUrl, errorMeta, seoMeta, truncateDescription } from '~/utils/seo';
import { shareImagePath } from '~/utils/share-image';
import { amenityFeatures, menuJsonLd, ownerStatements, postalAddress } from '~/utils/structured-data';
import { GoodToKnow } from '~/components/good-to-know';
import { WeekHours } from '~/components/week-hours';
import { ContactUpdated, OwnerNote } from '~/components/owner-updated';
import { WhatToOrder } from '~/components/what-to-order';
import { SpotMap } from '~/components/spot-map';
import { drawSpotMap } from '~/modules/place-map.server';
import { factTallies } from '~/models/fact-votes.server';
import { handleFactVote } from '~/modules/fact-vote-form.server';
import { messagesFor } from '~/modules/messages.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  // The spec's cards linked /restaurant/{id}: an id moves permanently to the slug URL.
  if (/^\d{1,10}$/.test(slug)) {
    const canonical = await getRestaurantSlugById(context.db, Number(slug));
    if (canonical) throw redirect(`/restaurant/${canonical}`, 301);
  }
  routeParam(slug, 'slug');
  const user = await getOptionalUser(context);
  const now = context.now;
  // The restaurant and everything its page shows, in one D1 round trip: the other reads
  // find the restaurant by its slug themselves.
  const bySlug = { slug };
  const reads = {
    restaurant: restaurantBySlug(context.db, slug, user?.id ?? null, now),
    details: restaurantDetails(context.db, bySlug, now),
    coverage: articlesAboutRestaurant(context.db, bySlug),
    ourRating: editorialRating(context.db, bySlug),
    reviews: restaurantReviews(context.db, bySlug, user?.id ?? null, reviewListParams(new URL(request.url).searchParams)),
    photos: restaurantPhotos(context.db, bySlug),
    votes: factTallies(context.db, bySlug),
  };
  // A signed-in viewer's Been day and note and their friends' Want to go, in the same round trip.
  const { restaurant, details, coverage, ourRating, reviews, photos, votes, ...mine } = await readTogether(
    context.db,
    user ? { ...reads, myLists: viewerPlaceLists(context.db, bySlug, user.id) } : reads,
  );
  const myLists = 'myLists' in mine ? mine.myLists : null;
  if (!restaurant) {
    // A listing renamed in the desk keeps answering at its old address.
    const renamedId = await findRenamedItem(context.db, 'restaurant', slug);
    const current = renamedId === null ? null : await getRestaurantSlugById(context.db, renamedId);
    if (current) throw redirect(`/restaurant/${current}`, 301);
    notFound();
  }
  const map = await drawSpotMap(context, restaurant);
  return json(
    {
      restaurant,
      coverage,
      ourRating,
      reviews,
      askedAt: context.instant,
      photos,
      canChooseCover: canUseDesk(user),
      signedIn: Boolean(user),
      myLists,
      facts: details.facts,
      votes,
      happyHours: details.happyHours,
      // Special dates from yesterday through SPECIAL_DATES_AHEAD_DAYS, as rows: the page and
      // its structured data work out what they show from them, so nothing is sent twice.
      specialHours: details.specialHours,
      sources: details.sources,
      map,
      messages: messagesFor(context.locale, 'cuisines', 'facts', 'factAnswers', 'prices', 'hours', 'dates', 'ratings', 'reports'),
      now,
      origin: context.origin,
    },
    { headers: publicCache(60, 600) },
  );
}

export const headers = passThroughCacheHeaders;

/** The Been day and note form (the Want to go / Been toggles post to resources.list-entry). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const slug = routeParam(params.slug, 'slug');
  const form = await request.formData();
  const answer = (await handleFactVote(request, context, form, slug)) ?? (await handleListForm(request, context, form, `/restaurant/${slug}#quick-actions`));
  return answer ?? new Response('Unknown form.', { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Restaurant Not Found');
  const r = data.restaurant;
  return seoMeta(matches, {
    title: `${r.name} | ${r.cuisine} in ${r.neighborhood}`,
    description: truncateDescription(r.description),
    path: `/restaurant/${r.slug}`,
    image: shareImage(data),
    imageAlt: data.restaurant.cover ? data.restaurant.cover.caption : `${r.name}, ${r.cuisine} in ${r.neighborhood}: an illustration of its food`,
  });
};

/** The share image: the editor's cover photo at its largest width, else the drawn share card. */
function shareImage(data: SerializeFrom<typeof loader>) {
  const cover = data.restaurant.cover;
  return cover ? photoVariantPath(cover.id, cover.widths[cover.widths.length - 1]!) : shareImagePath('restaurants', data.restaurant.slug);
}

/** The listing as a schema.org Restaurant (Google's local business rich result), plus its breadcrumb. */
function restaurantJsonLd(data: SerializeFrom<typeof loader>, origin: string): JsonLdObject[] {
  const r = data.restaurant;
  const url = absoluteUrl(origin, `/restaurant/${r.slug}`);
  const special = specialOpeningHoursSpecification(data.specialHours, data.now.date);
  const restaurant: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': url,
    name: r.name,
    description: r.description,
    url,
    image: [absoluteUrl(origin, shareImagePath('restaurants', r.slug))],
    telephone: r.phone ?? undefined,
    address: r.address ? postalAddress(r.address) : undefined,
    geo:
      r.latitude !== null && r.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: r.latitude, longitude: r.longitude }
        : undefined,
    servesCuisine: r.cuisine,
    priceRange: priceSymbols(r.priceLevel),
    openingHoursSpecification: openingHoursSpecification(r.hours),
    specialOpeningHoursSpecification: special.length ? special : undefined,
    amenityFeature: amenityFeatures(data.facts),
    additionalProperty: ownerStatements(data.sources),
    hasMenu: menuJsonLd(r.dishes),
    // A reservation link is how a listing says it takes bookings.
    acceptsReservations: Boolean(r.reservationUrl),
    aggregateRating:
      r.averageRating !== null && r.reviewCount > 0
        ? { '@type': 'AggregateRating', ratingValue: ratingOutOfFive(r.averageRating)!.toFixed(1), bestRating: '5', worstRating: '1', ratingCount: r.reviewCount }
        : undefined,
  };
  const breadcrumb = breadcrumbList([
    { name: 'Home', url: absoluteUrl(origin, '/') },
    { name: 'Restaurant Directory', url: absoluteUrl(origin, '/restaurant-directory') },
    { name: r.name, url },
  ]);
  return [restaurant, breadcrumb];
}

export const shouldRevalidate = keepDataAfterUnsent;

export default function RestaurantPage() {
  const data = useLoaderData<typeof loader>();
  const { restaurant: r, specialHours, now, origin, coverage, ourRating, reviews, askedAt, signedIn, photos, canChooseCover, myLists } = data;
  const reply = useActionData<typeof action>() as ListFormReply | undefined;
  const t = useT();
  const locale = useLocale();
  const cover = r.cover;
  const addPhotosPath = `/restaurant/${r.slug}/photos`;
  const directions = r.address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(r.address)}` : null;
  return (
    <article>
      <JsonLd data={restaurantJsonLd(data, origin.replace(/\/+$/, ''))} />
      <header className="relative overflow-hidden bg-stone-900 text-white">
        {cover ? (
          // The editor's chosen diner photo in place of the illustration. (React 18 knows no fetchPriority prop.)
          <PhotoPicture {...{ fetchpriority: 'high' }} photo={cover} preferredWidth={1600} sizes="100vw" alt="" className="absolute inset-0 h-full w-full object-cover opacity-30" />
        ) : (
          // Taller than the hero, its bottom cut off: the drawing's name label (its lowest
          // tenth) would peek out under the rating on a phone, where the picture fits the height.
          <Picture src={r.imageUrl} placeholder="restaurant" eager className="absolute inset-x-0 top-0 h-[115%] w-full opacity-30" />
        )}
        <div className="relative mx-auto max-w-5xl px-4 py-12">
          <Link to="/" className="inline-flex min-h-[44px] items-center gap-1 text-sm text-white underline"><ArrowLeftIcon className="h-4 w-4" />All restaurants</Link>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <CuisineBadge cuisine={r.cuisine} cuisineKey={r.cuisineKey} />{' '}
            <span className="rounded bg-white px-2 text-emerald-900"><Price level={r.priceLevel} /></span>{' '}
            <span className="text-sm">{r.neighborhood}</span>
          </div>
          <h1 className="mt-3 text-4xl font-extrabold">{r.name}</h1>
          {r.closedAt ? (
            <p className="mt-3 inline-block rounded bg-red-100 px-3 py-1 font-semibold text-red-900">
              Permanently closed. Its reviews and photos stay here for the record.
            </p>
          ) : null}
          <p className="mt-3 max-w-3xl text-lg text-stone-100">{r.description}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <p className="rounded bg-white/95 px-3 py-1 text-stone-900">
              <span className="mr-2 text-sm font-semibold">Diners' rating</span>
              <Rating tenths={r.averageRating} reviewCount={r.reviewCount} />
            </p>
            {ourRating ? (
              <p className="rounded bg-amber-100 px-3 py-1 text-sm text-stone-900">
                <span className="mr-2 font-semibold">Our rating</span>
                <span className="inline-flex items-center gap-1">
                  <Stars value={ourRating.stars} />
                  <span className="font-semibold">{`${ourRating.stars} out of 5`}</span>
                </span>{' '}
                <Link to={`/review/${ourRating.slug}`} className="ml-1 font-medium text-brand-800 underline">Read our review</Link>
              </p>
            ) : null}
          </div>
          {r.friendsSaved > 0 ? <p className="mt-2 font-medium text-sky-200">{r.friendsSaved === 1 ? '1 friend saved this' : `${r.friendsSaved} friends saved this`}</p> : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <section className="card p-5" aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold">About</h2>
            {/* The description is the hero's; here, the facts in a sentence and where to find more like it. */}
            <p className="mt-2 text-stone-800">
              {`${r.name} serves ${r.cuisine} food in ${r.neighborhood || 'Fort Worth'}${r.address ? `, at ${r.address}` : ''}. `}
              <Link to={`/restaurants/${r.cuisineKey}`} className="text-brand-800 underline">{`More ${r.cuisine} places in Fort Worth`}</Link>
            </p>
          </section>
          <WhatToOrder dishes={r.dishes} />
          <section className="card p-5" aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-bold"><ClockIcon />Hours</h2>
            <OpenBadge open={r.open} />
            <WeekHours hours={r.hours} special={specialHours} now={now} sources={data.sources} />
            {r.detailsCheckedAt ? (
              <p className="mt-3 text-sm text-stone-700">
                Details checked <time dateTime={r.detailsCheckedAt}>{formatMonthYear(new Date(r.detailsCheckedAt), locale)}</time>{' '}
                {/* The form on a page of its own: a fragment opens no closed <details> in Firefox or a text browser. */}
                <Link to={`/restaurant/${r.slug}/report`} className="ml-1 inline-flex min-h-[44px] items-center text-brand-800 underline">Something changed?</Link>
              </p>
            ) : null}
          </section>
          <OwnerNote note={r.ownerNote} on={r.ownerNoteOn} />
          <GoodToKnow facts={data.facts} sources={data.sources} votes={data.votes} voteAction={`/restaurant/${r.slug}`} happyHours={data.happyHours} pricePerPerson={r.pricePerPerson} />
          <PhotoGallery photos={photos} addPhotosPath={addPhotosPath} coverPhotoId={cover?.id ?? null} canChooseCover={canChooseCover} />
          <DinerReviews
            restaurant={{ id: r.id, name: r.name, slug: r.slug }}
            reviews={reviews}
            now={askedAt}
            signedIn={signedIn}
            listPath={`/restaurant/${r.slug}`}
            reviewForm={<LazyReviewForm restaurantId={r.id} restaurantName={r.name} myReview={reviews.myReview} />}
          />
          {coverage.length > 0 ? (
            <section className="card p-5" aria-labelledby="coverage-heading">
              <h2 id="coverage-heading" className="text-xl font-bold">In our reviews</h2>
              <ul className="mt-2 space-y-1">
                {coverage.map((a) => (
                  <li key={a.slug}>
                    <Link to={a.kind === 'review' ? `/review/${a.slug}` : `/article/${a.slug}`} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
                      {a.title}
                    </Link>{' '}
                    <span className="ml-2 text-sm text-stone-600">{formatLongDate(a.publishedAt, locale)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <section className="card space-y-3 p-5" aria-labelledby="contact-heading">
            <h2 id="contact-heading" className="text-xl font-bold">Contact</h2>
            {r.address ? (
              <p className="flex gap-2"><MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" /><span>{r.address}{directions ? <><br /><a href={directions} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-[44px] items-center text-brand-800 underline">Get directions<span className="sr-only"> (opens in a new tab)</span></a></> : null}</span></p>
            ) : null}
            {data.map ? <SpotMap drawing={data.map} /> : null}
            {r.phone ? <p className="flex items-center gap-2"><PhoneIcon className="h-5 w-5" /><a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{r.phone}</a></p> : null}
            {r.website ? <p className="flex items-center gap-2"><GlobeIcon className="h-5 w-5" /><a href={r.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-[44px] items-center break-all text-brand-800 underline">{r.website.replace(/^https?:\/\//, '')}</a></p> : null}
            <ContactUpdated sources={data.sources} />
          </section>

          {/* A column of buttons with spaces between them: a text browser reads them apart. */}
          <section id="quick-actions" className="card flex flex-col gap-2 p-5" aria-labelledby="actions-heading">
            <h2 id="actions-heading" className="text-xl font-bold">Quick Actions</h2>
            {r.website ? <a href={r.website} target="_blank" rel="noopener noreferrer" className="btn-primary w-full">Visit Website<span className="sr-only"> (opens in a new tab)</span></a> : null}{' '}
            {r.phone ? <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="btn-secondary w-full">Call Restaurant</a> : null}{' '}
            <FavoriteButton restaurantId={r.id} isFavorite={r.isFavorite} variant="button" anchor="quick-actions" />
            <ListEntryButton restaurantId={r.id} list="want" on={r.wantToGo} variant="button" anchor="quick-actions" />
            <ListEntryButton restaurantId={r.id} list="been" on={r.been} variant="button" anchor="quick-actions" />
            {myLists ? (
              <details className="rounded-lg border border-stone-200 p-3" open={reply?.form === `been-${r.id}` || undefined}>
                <summary className="flex min-h-[44px] cursor-pointer items-center font-medium text-brand-800 underline">
                  {myLists.been?.visitedOn || myLists.been?.note ? 'Your day and note' : 'Add the day you went and a note'}
                </summary>
                <LazyBeenDetailsForm
                  restaurantId={r.id}
                  restaurantName={r.name}
                  visitedOn={myLists.been?.visitedOn ?? null}
                  note={myLists.been?.note ?? null}
                  today={now.date}
                  action={`/restaurant/${r.slug}`}
                  lastResult={reply?.form === `been-${r.id}` ? reply.result : null}
                />
              </details>
            ) : null}
            {myLists && myLists.friendsWantToGo > 0 ? (
              <p className="font-medium text-blue-800">{myLists.friendsWantToGo === 1 ? '1 friend wants to go' : `${myLists.friendsWantToGo} friends want to go`}</p>
            ) : null}
            {/* Anonymous diners go through sign-in and come back to the form (its loader sends them). */}
            <Link to={addPhotosPath} className="btn-secondary w-full">Add Photos</Link>{' '}
            {r.reservationUrl && !r.closedAt ? <a href={r.reservationUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary w-full">Reserve a Table<span className="sr-only"> (opens in a new tab)</span></a> : null}{' '}
            <ShareButton title={r.name} url={`${origin}/restaurant/${r.slug}`} />
          </section>

          <section className="card p-5" aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-bold">Restaurant Details</h2>
            <dl className="mt-2 grid grid-cols-2 gap-y-2 text-sm">
              <dt className="flex min-h-[44px] items-center font-medium text-stone-600">Cuisine</dt><dd><Link to={`/restaurants/${r.cuisineKey}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{cuisineName(r.cuisineKey, r.cuisine, t)}</Link></dd>
              <dt className="font-medium text-stone-600">Price</dt><dd>{priceSymbols(r.priceLevel)} · {priceLabel(r.priceLevel, t)}</dd>
              <dt className="font-medium text-stone-600">Neighborhood</dt><dd>{r.neighborhood}</dd>
              <dt className="font-medium text-stone-600">Reservations</dt><dd>{r.reservationUrl ? 'Accepted' : 'Walk-in'}</dd>
              <dt className="font-medium text-stone-600">Listed since</dt><dd>{formatLongDate(r.createdAt, locale)}</dd>
            </dl>
            {/* A co-owner may claim a managed listing too, so the link stays (decision 050). */}
            <p className="mt-2 text-sm">{r.managedByOwner ? <span className="mr-2 font-medium text-stone-900">Managed by its owner</span> : null}<Link to={`/restaurant/${r.slug}/claim`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">Own this place?</Link></p>
          </section>

          {/* The same form for every diner, as this page is shared at the edge; <details> opens without scripts. */}
          <section id="report-listing" className="card p-5" aria-labelledby="report-listing-heading">
            <h2 id="report-listing-heading" className="text-xl font-bold">Is this listing out of date?</h2>
            <details className="mt-2">
              <summary className="flex min-h-[44px] cursor-pointer items-center font-medium text-brand-800 underline">Report a change</summary>
              <div className="mt-3">
                <ListingReportForm action={`/restaurant/${r.slug}/report`} />
              </div>
            </details>
          </section>
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      title="Restaurant unavailable"
      defaultMessage="Error loading restaurants. Please try again later."
      retry
      statusHandlers={{
        404: () => (
          <ErrorMessage title="Restaurant Not Found" action={<Link to="/" className="btn-primary">Go Back</Link>}>
            The restaurant you're looking for doesn't exist.
          </ErrorMessage>
        ),
      }}
    />
  );
}
