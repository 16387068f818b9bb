import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { ArrowLeftIcon, ClockIcon } from '~/components/icons';
import { Price, Rating, Stars } from '~/components/rating';
import { CuisineBadge, OpenBadge } from '~/components/restaurant-card';
import { DinerReviews } from '~/components/diner-reviews';
import { LazyReviewForm } from '~/routes/resources.reviews/lazy-review-form';
import { Picture } from '~/components/picture';
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
import { viewerPlaceLists } from '~/models/diner-lists.server';
import { handleListForm, type ListFormReply } from '~/modules/diner-list-forms.server';
import { LazyBeenDetailsForm } from '~/routes/resources.list-entry/lazy-been-details-form';
import { RestaurantAside } from '~/components/restaurant-aside';
import { keepDataAfterUnsent } from '~/components/toast';
import { getOptionalUser } from '~/modules/auth.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate, formatMonthYear, priceSymbols, ratingOutOfFive } from '~/utils/format';
import { openingHoursSpecification, specialOpeningHoursSpecification } from '~/utils/hours';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { reviewListParams } from '~/utils/review-list';
import { absoluteUrl, errorMeta, seoMeta, truncateDescription } from '~/utils/seo';
import { shareImagePath } from '~/utils/share-image';
import { amenityFeatures, menuJsonLd, ownerStatements, postalAddress } from '~/utils/structured-data';
import { GoodToKnow } from '~/components/good-to-know';
import { OwnerNote } from '~/components/owner-updated';
import { WeekHours } from '~/components/week-hours';
import { WhatToOrder } from '~/components/what-to-order';
import { drawSpotMap } from '~/modules/place-map.server';
import { factTallies } from '~/models/fact-votes.server';
import { handleFactVote } from '~/modules/fact-vote-form.server';
import { messagesFor } from '~/modules/messages.server';
import { articleTitlesAsShown, spanishDescription } from '~/modules/spanish-words.server';
import { metaTranslator, useT } from '~/utils/i18n';
import { cuisineInSentence } from '~/utils/cuisine-names';
import { useEnglishMark, useLocale } from '~/utils/locale';

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
  // On a Spanish page, the editors' Spanish of the description and of the articles' titles.
  const [map, description, coverageShown] = await Promise.all([
    drawSpotMap(context, restaurant),
    spanishDescription(context.db, context.locale, restaurant.id),
    articleTitlesAsShown(context.db, context.locale, coverage),
  ]);
  return json(
    {
      restaurant: description ? { ...restaurant, description } : restaurant,
      descriptionInSpanish: Boolean(description),
      coverage: coverageShown.map((a) => ({ ...a, inSpanish: 'spanish' in a })),
      // The box shows the stars and links to the review: the review's own title and summary
      // are read there, in the page's language when an editor wrote its Spanish.
      ourRating: ourRating ? { slug: ourRating.slug, stars: ourRating.stars } : null,
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
      now,
      origin: context.origin,
      // The owners' words go only to owners, whose pages are never shared.
      messages: messagesFor(context.locale, 'restaurant', 'reviews', 'photos', 'report', 'cuisines', 'facts', 'factAnswers', 'prices', 'hours', 'dates', 'ratings', 'reports', 'beenDetails', ...(reviews.viewerOwns ? (['ownerReply'] as const) : [])),
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
  const t = metaTranslator(matches);
  // A failed page's data carries no words but the layout's.
  if (!data) return errorMeta(t('layout.error.screen.noRestaurant'));
  const r = data.restaurant;
  const place = { name: r.name, cuisine: r.cuisine, neighborhood: r.neighborhood };
  return seoMeta(matches, {
    title: t('restaurant.metaTitle', place),
    description: truncateDescription(r.description),
    path: `/restaurant/${r.slug}`,
    image: shareImage(data),
    imageAlt: data.restaurant.cover ? data.restaurant.cover.caption : t('restaurant.shareImageAlt', place),
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
  // The editors' words without a Spanish version (issue 43, item 4) are marked as English.
  const englishMark = useEnglishMark();
  const cover = r.cover;
  const addPhotosPath = `/restaurant/${r.slug}/photos`;
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
          <Link to="/" className="inline-flex min-h-[44px] items-center gap-1 text-sm text-white underline"><ArrowLeftIcon className="h-4 w-4" />{t('restaurant.allRestaurants')}</Link>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <CuisineBadge cuisine={r.cuisine} cuisineKey={r.cuisineKey} />{' '}
            <span className="rounded bg-white px-2 text-emerald-900"><Price level={r.priceLevel} /></span>{' '}
            <span className="text-sm">{r.neighborhood}</span>
          </div>
          <h1 className="mt-3 text-4xl font-extrabold">{r.name}</h1>
          {r.closedAt ? (
            <p className="mt-3 inline-block rounded bg-red-100 px-3 py-1 font-semibold text-red-900">
              {t('restaurant.closed')}
            </p>
          ) : null}
          <p lang={data.descriptionInSpanish ? undefined : englishMark} className="mt-3 max-w-3xl text-lg text-stone-100">{r.description}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <p className="rounded bg-white/95 px-3 py-1 text-stone-900">
              <span className="mr-2 text-sm font-semibold">{t('restaurant.dinersRating')}</span>
              <Rating tenths={r.averageRating} reviewCount={r.reviewCount} />
            </p>
            {ourRating ? (
              <p className="rounded bg-amber-100 px-3 py-1 text-sm text-stone-900">
                <span className="mr-2 font-semibold">{t('restaurant.ourRating')}</span>
                <span className="inline-flex items-center gap-1">
                  <Stars value={ourRating.stars} />
                  <span className="font-semibold">{t('restaurant.outOfFive', { stars: ourRating.stars })}</span>
                </span>{' '}
                <Link to={`/review/${ourRating.slug}`} className="ml-1 font-medium text-brand-800 underline">{t('restaurant.readOurReview')}</Link>
              </p>
            ) : null}
          </div>
          {r.friendsSaved > 0 ? <p className="mt-2 font-medium text-sky-200">{t('restaurant.friendsSaved', { count: r.friendsSaved })}</p> : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <section className="card p-5" aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold">{t('restaurant.about')}</h2>
            {/* The description is the hero's; here, the facts in a sentence and where to find more like it. */}
            <p className="mt-2 text-stone-800">
              {`${t('restaurant.serves', { name: r.name, cuisine: cuisineInSentence(r.cuisineKey, r.cuisine, t, locale), neighborhood: r.neighborhood || 'Fort Worth', address: r.address ?? '', at: r.address ? 'address' : 'none' })} `}
              <Link to={`/restaurants/${r.cuisineKey}`} className="text-brand-800 underline">{t('restaurant.moreCuisine', { cuisine: cuisineInSentence(r.cuisineKey, r.cuisine, t, locale) })}</Link>
            </p>
          </section>
          <WhatToOrder dishes={r.dishes} />
          <section className="card p-5" aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-bold"><ClockIcon />{t('restaurant.hours')}</h2>
            <OpenBadge open={r.open} />
            <WeekHours hours={r.hours} special={specialHours} now={now} sources={data.sources} />
            {r.detailsCheckedAt ? (
              <p className="mt-3 text-sm text-stone-700">
                {t('restaurant.detailsChecked')} <time dateTime={r.detailsCheckedAt}>{formatMonthYear(new Date(r.detailsCheckedAt), locale)}</time>{' '}
                {/* The form on a page of its own: a fragment opens no closed <details> in Firefox or a text browser. */}
                <Link to={`/restaurant/${r.slug}/report`} className="ml-1 inline-flex min-h-[44px] items-center text-brand-800 underline">{t('restaurant.somethingChanged')}</Link>
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
              <h2 id="coverage-heading" className="text-xl font-bold">{t('restaurant.inOurReviews')}</h2>
              <ul className="mt-2 space-y-1">
                {coverage.map((a) => (
                  <li key={a.slug}>
                    <Link to={a.kind === 'review' ? `/review/${a.slug}` : `/article/${a.slug}`} lang={a.inSpanish ? undefined : englishMark} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
                      {a.title}
                    </Link>{' '}
                    <span className="ml-2 text-sm text-stone-600">{formatLongDate(a.publishedAt, locale)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <RestaurantAside
          restaurant={r}
          map={data.map}
          sources={data.sources}
          origin={origin}
          myLists={myLists}
          beenDetailsOpen={reply?.form === `been-${r.id}`}
          beenDetailsForm={
            myLists ? (
              <LazyBeenDetailsForm
                restaurantId={r.id}
                restaurantName={r.name}
                visitedOn={myLists.been?.visitedOn ?? null}
                note={myLists.been?.note ?? null}
                today={now.date}
                action={`/restaurant/${r.slug}`}
                lastResult={reply?.form === `been-${r.id}` ? reply.result : null}
              />
            ) : null
          }
        />
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <GeneralErrorBoundary
      title={t('layout.error.screen.restaurant')}
      defaultMessage={t('layout.error.loading.restaurants')}
      retry
      statusHandlers={{
        404: () => (
          <ErrorMessage title={t('layout.error.screen.noRestaurant')} action={<Link to="/" className="btn-primary">{t('layout.error.goBack')}</Link>}>
            {t('layout.error.noRestaurant')}
          </ErrorMessage>
        ),
      }}
    />
  );
}
