import type { MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { JsonLd } from '~/components/json-ld';
import { SearchIcon } from '~/components/icons';
import { PlaceMap } from '~/components/place-map';
import { PopularCarousel } from '~/components/popular-carousel';
import { RestaurantCard } from '~/components/restaurant-card';
import { CardSkeletons, HomeSkeleton, type SkeletonHandle } from '~/components/skeletons';
import type { GridCard, ListingCard } from '~/models/restaurant-cards.server';
import { keepDataAfterUnsent } from '~/components/toast';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { metaTranslator, useT } from '~/utils/i18n';
import { atomFeedLink, pageLocale, seoMeta } from '~/utils/seo';
import { FollowSearchForm } from '~/components/follow-search-form';
import type { ListingCards } from '~/models/restaurant-listing.server';
import { listingSearch, PAGE_SIZE } from '~/utils/listing-params';
import { FiltersForm } from './filters-form';
import { FriendsPicksSignIn, SortAndView } from './listing-controls';
import type { loader } from './loader.server';

// In its own server module, so the page's script carries none of the loader's imports
// (each would be one more empty file for the browser to fetch).
export { loader } from './loader.server';

const FORT_WORTH_GEO = { latitude: 32.7555, longitude: -97.3308 };

export const headers = passThroughCacheHeaders;

export const shouldRevalidate = keepDataAfterUnsent;

export const handle: SkeletonHandle = { pendingSkeleton: HomeSkeleton };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    ...seoMeta(matches, { title: t('home.title'), description: t('home.description'), path: '/' }),
    ...(data ? [atomFeedLink(data.follow.feedTitle, data.follow.feedPath, pageLocale(matches))] : []),
    { name: 'geo.region', content: 'US-TX' },
    { name: 'geo.placename', content: 'Fort Worth, TX' },
    { name: 'geo.position', content: `${FORT_WORTH_GEO.latitude};${FORT_WORTH_GEO.longitude}` },
    { name: 'ICBM', content: `${FORT_WORTH_GEO.latitude}, ${FORT_WORTH_GEO.longitude}` },
  ];
};

function websiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Fort Worth Eats',
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A page of the listing is 6 cards, and "Explore More" adds 6: columns that
 * divide 6 leave no card alone on its row (list view: one compact row each).
 */
const LISTING_COLUMNS = {
  grid: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  list: 'grid-cols-1',
} as const;

type ListingCardProps = { variant: 'grid'; restaurant: GridCard } | { variant: 'list'; restaurant: ListingCard };

/** Each card with the layout whose shape it was read in. */
function cardsInLayout(listing: ListingCards): ListingCardProps[] {
  return listing.view === 'list'
    ? listing.restaurants.map((restaurant) => ({ variant: 'list', restaurant }))
    : listing.restaurants.map((restaurant) => ({ variant: 'grid', restaurant }));
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useT();
  const listingPending = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <>
      <JsonLd data={websiteJsonLd(data.origin)} />
      <section className="bg-gradient-to-b from-brand-50 to-stone-50 px-4 pb-10 pt-12 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">{t('home.heading')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{t('home.tagline')}</p>
        <Form method="get" action="/search" role="search" aria-label={t('home.search.form')} className="mx-auto mt-8 flex max-w-xl gap-2">
          <label htmlFor="hero-search" className="sr-only">{t('home.search.label')}</label>
          <input id="hero-search" type="search" name="q" required maxLength={100} placeholder={t('home.search.placeholder')} className="field-input min-w-0 flex-1 placeholder:text-sm" />
          <button type="submit" className="btn-primary"><SearchIcon className="h-4 w-4" />{t('home.search.button')}</button>
        </Form>
      </section>

      {data.featured.length > 0 ? <PopularCarousel restaurants={data.featured} /> : null}

      <section aria-labelledby="listing-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="listing-heading" className="text-2xl font-bold">{t('home.listing.heading')}</h2>
        <FiltersForm params={data.params} cuisines={data.cuisines} neighborhoods={data.neighborhoods} counts={data.counts} signedIn={data.signedIn} />
        <FollowSearchForm offer={data.follow} className="mt-4" />
        {/* Where every listing action lands without JavaScript (#results): the order, then the cards. */}
        <div id="results">
          <SortAndView params={data.params} />
          {data.params.sort === 'friends' && !data.signedIn ? <FriendsPicksSignIn params={data.params} /> : null}
          {listingPending ? (
            <>
              {/* The map stays, faded, while its results load: the page keeps its height and the diner's place. */}
              {data.map ? <PlaceMap drawing={data.map} className="mt-6 max-w-xl opacity-50" /> : null}
              <CardSkeletons count={PAGE_SIZE} className={`mt-6 grid gap-6 ${LISTING_COLUMNS[data.params.view]}`} />
            </>
          ) : data.restaurants.length === 0 ? (
            <div className="mt-8 rounded-xl border border-dashed border-stone-300 p-10 text-center">
              <h3 className="text-xl font-semibold">{t('home.listing.none')}</h3>
              <p className="mt-2 text-stone-700">{t('home.listing.noneHint')}</p>
              <Link to="/#results" preventScrollReset className="btn-primary mt-6">{t('home.listing.reset')}</Link>
            </div>
          ) : (
            <>
              {data.map ? <PlaceMap drawing={data.map} className="mt-6 max-w-xl" /> : null}
              <ul className={`mt-6 grid gap-6 ${LISTING_COLUMNS[data.view]}`}>
                {cardsInLayout(data).map((card, i) => (
                  <li key={card.restaurant.id} id={`r-${i + 1}`}>
                    <RestaurantCard {...card} eager={i < 2} filters={data.params} number={data.map ? i + 1 : undefined} />
                  </li>
                ))}
              </ul>
              {data.hasMore ? (
                <div className="mt-8 text-center">
                  <Link
                    to={`/${listingSearch(data.params, { page: data.params.page + 1 })}#r-${data.restaurants.length + 1}`}
                    preventScrollReset
                    className="btn-secondary"
                  >
                    {t('home.listing.more')}
                  </Link>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.connection')} defaultMessage={t('layout.error.restaurants')} retry />;
}

