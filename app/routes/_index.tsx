import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { JsonLd } from '~/components/json-ld';
import { SearchIcon } from '~/components/icons';
import { SignInForm } from '~/components/account-menu';
import { PopularCarousel } from '~/components/popular-carousel';
import { RestaurantCard } from '~/components/restaurant-card';
import { CardSkeletons } from '~/components/skeletons';
import { listCuisines } from '~/models/cuisines.server';
import { getHomeListing, listNeighborhoods } from '~/models/restaurants.server';
import { keepDataAfterUnsent } from '~/components/toast';
import { getOptionalUser } from '~/modules/auth.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { seoMeta } from '~/utils/seo';
import {
  ALL_AREAS,
  ALL_CUISINES,
  ANY_PRICE,
  listingSearch,
  PAGE_SIZE,
  SORTS,
  type ListingParams,
} from '~/utils/listing-params';
import { parseListingParams } from '~/utils/listing-filters.server';

export const FORT_WORTH_GEO = { latitude: 32.7555, longitude: -97.3308 };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = parseListingParams(new URL(request.url).searchParams);
  const user = await getOptionalUser(context);
  const now = context.now;
  const [listing, cuisines, neighborhoods] = await Promise.all([
    getHomeListing(context.db, params, user?.id ?? null, now),
    listCuisines(context.db),
    listNeighborhoods(context.db),
  ]);
  return json(
    {
      params,
      ...listing,
      cuisines: cuisines.map((c) => ({ key: c.key, name: c.name })),
      neighborhoods,
      signedIn: Boolean(user),
      origin: context.origin,
    },
    // Featured data is fresh for 10 s at the edge, then revalidated.
    { headers: { 'Cache-Control': publicCache(10, 300) } },
  );
}

export const headers = passThroughCacheHeaders;

export const shouldRevalidate = keepDataAfterUnsent;

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...seoMeta(matches, {
    title: "Fort Worth Eats | Discover Fort Worth's Best Eats",
    description: 'Find top restaurants in Fort Worth, TX, filter by cuisine, price and neighborhood, and see what your Facebook friends are enjoying.',
    path: '/',
  }),
  { name: 'geo.region', content: 'US-TX' },
  { name: 'geo.placename', content: 'Fort Worth, TX' },
  { name: 'geo.position', content: `${FORT_WORTH_GEO.latitude};${FORT_WORTH_GEO.longitude}` },
  { name: 'ICBM', content: `${FORT_WORTH_GEO.latitude}, ${FORT_WORTH_GEO.longitude}` },
];

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

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const listingPending = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <>
      <JsonLd data={websiteJsonLd(data.origin)} />
      <section className="bg-gradient-to-b from-brand-50 to-stone-50 px-4 pb-10 pt-12 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">Discover Fort Worth's Best Eats</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">Find top restaurants and see what your Facebook friends are enjoying</p>
        <Form method="get" action="/search" role="search" aria-label="Restaurants" className="mx-auto mt-8 flex max-w-xl gap-2">
          <label htmlFor="hero-search" className="sr-only">Search restaurants</label>
          <input id="hero-search" type="search" name="q" required maxLength={100} placeholder="Brisket, tacos, Magnolia Ave..." className="field-input flex-1" />
          <button type="submit" className="btn-primary"><SearchIcon className="h-4 w-4" />Search</button>
        </Form>
      </section>

      {data.featured.length > 0 ? <PopularCarousel restaurants={data.featured} /> : null}

      <section aria-labelledby="listing-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="listing-heading" className="text-2xl font-bold">Restaurants in Fort Worth</h2>
        <FiltersForm params={data.params} cuisines={data.cuisines} neighborhoods={data.neighborhoods} />
        {/* Where every listing action lands without JavaScript (#results): the order, then the cards. */}
        <div id="results" className="scroll-mt-32 md:scroll-mt-20">
          <SortAndView params={data.params} />
          {data.params.sort === 'friends' && !data.signedIn ? <FriendsPicksSignIn params={data.params} /> : null}
          {listingPending ? (
            <CardSkeletons count={PAGE_SIZE} className={`mt-6 grid gap-6 ${LISTING_COLUMNS[data.params.view]}`} />
          ) : data.restaurants.length === 0 ? (
            <div className="mt-8 rounded-xl border border-dashed border-stone-300 p-10 text-center">
              <h3 className="text-xl font-semibold">No Matches Found</h3>
              <p className="mt-2 text-stone-700">Try adjusting your filters for more options</p>
              <Link to="/#results" preventScrollReset className="btn-primary mt-6">Reset Filters</Link>
            </div>
          ) : (
            <>
              <ul className={`mt-6 grid gap-6 ${LISTING_COLUMNS[data.params.view]}`}>
                {data.restaurants.map((r, i) => (
                  <li key={r.id} id={`r-${i + 1}`} className="scroll-mt-32 md:scroll-mt-20">
                    <RestaurantCard restaurant={r} variant={data.params.view} eager={i < 2} />
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
                    Explore More
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

function FiltersForm({
  params,
  cuisines,
  neighborhoods,
}: {
  params: ListingParams;
  cuisines: Array<{ key: string; name: string }>;
  neighborhoods: string[];
}) {
  // Filters are a draft until "Apply Filters": a plain GET form.
  return (
    <Form method="get" action="/#results" preventScrollReset className="mt-4 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter restaurants">
      {params.sort !== 'rating' ? <input type="hidden" name="sort" value={params.sort} /> : null}
      {params.view !== 'grid' ? <input type="hidden" name="view" value={params.view} /> : null}
      <div>
        <label htmlFor="filter-cuisine" className="block text-sm font-medium">Cuisine</label>
        <select id="filter-cuisine" name="cuisine" defaultValue={params.cuisine ?? ALL_CUISINES} className="field-input mt-1">
          <option value={ALL_CUISINES}>All cuisines</option>
          {cuisines.map((c) => <option key={c.key} value={c.key}>{c.name}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="filter-price" className="block text-sm font-medium">Price level</label>
        <select id="filter-price" name="priceLevel" defaultValue={params.priceLevel ?? ANY_PRICE} className="field-input mt-1">
          <option value={ANY_PRICE}>Any price</option>
          {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{'$'.repeat(n)}</option>)}
        </select>
      </div>
      <fieldset>
        <legend className="block text-sm font-medium">Minimum rating</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-1 rounded-md border border-stone-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" name="rating" value="" defaultChecked={!params.rating} className="sr-only" />Any
          </label>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="inline-flex min-h-[44px] cursor-pointer items-center rounded-md border border-stone-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700">
              <input type="radio" name="rating" value={n} defaultChecked={params.rating === n} className="sr-only" />
              {n}<span aria-hidden="true">★</span><span className="sr-only"> {n === 1 ? 'star' : 'stars'} and up</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="filter-area" className="block text-sm font-medium">Neighborhood</label>
        <select id="filter-area" name="neighborhood" defaultValue={params.neighborhood ?? ALL_AREAS} className="field-input mt-1">
          <option value={ALL_AREAS}>All areas</option>
          {neighborhoods.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </div>
      <div className="flex flex-col justify-end gap-2">
        <label className="inline-flex min-h-[44px] items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="open" value="1" defaultChecked={params.openNow} className="h-5 w-5" />
          Open now
        </label>
        <button type="submit" className="btn-primary">Apply Filters</button>
      </div>
    </Form>
  );
}

function SortAndView({ params }: { params: ListingParams }) {
  // Sort and view apply at once: they are links to the new state of the listing.
  const pill = (active: boolean) =>
    `inline-flex min-h-[44px] items-center rounded-full border px-3 text-sm font-medium ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <nav aria-label="Sort restaurants" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-stone-700">Sort by</span>
        {SORTS.map((s) => (
          <Link key={s.value} to={`/${listingSearch(params, { sort: s.value, page: 1 })}#results`} preventScrollReset className={pill(params.sort === s.value)} aria-current={params.sort === s.value ? 'true' : undefined}>
            {s.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="View" className="flex gap-2">
        {(['grid', 'list'] as const).map((v) => (
          <Link key={v} to={`/${listingSearch(params, { view: v })}#results`} preventScrollReset className={pill(params.view === v)} aria-current={params.view === v ? 'true' : undefined}>
            {v === 'grid' ? 'Grid' : 'List'}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** Friends' Picks orders by what a diner's friends saved: signed out, there are none, so say so and offer to sign in. */
function FriendsPicksSignIn({ params }: { params: ListingParams }) {
  return (
    <div role="note" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4">
      <p className="flex-1 text-stone-800">
        <span className="font-semibold">Friends' Picks needs you to log in</span>: it puts first the places your Facebook
        friends saved and reviewed. Until then the list is in Highest Rated order.
      </p>
      <SignInForm redirectTo={`/${listingSearch(params)}#results`} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary title="Connection Issue" defaultMessage="We're having trouble loading the restaurants" retry />
  );
}

