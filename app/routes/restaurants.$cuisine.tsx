import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData, useRouteError, isRouteErrorResponse } from '@remix-run/react';
import { MoreFilters } from '~/components/fact-filters';
import { GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd } from '~/components/json-ld';
import { ArrowLeftIcon } from '~/components/icons';
import { Pagination } from '~/components/pagination';
import { PlaceMap } from '~/components/place-map';
import { CuisinePageCard } from '~/components/cuisine-page-card';
import { restaurantPath } from '~/components/restaurant-card';
import { getCuisineByKey } from '~/models/cuisines.server';
import { CUISINE_PAGE_SIZE, listRestaurantsByCuisine } from '~/models/restaurant-listing.server';
import { getOptionalUser } from '~/modules/auth.server';
import { drawRestaurantMap } from '~/modules/place-map.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { capitalizeWords } from '~/utils/format';
import { notFound, publicCache, redirectToCanonical, routeParam } from '~/modules/http.server';
import { FILTER_PARAMS, filteredSearch, hasFilters } from '~/utils/listing-params';
import { isNotCanonical, parseFilterParams } from '~/utils/listing-filters.server';
import { pageOrFirst } from '~/utils/page-number';
import { atomFeedLink, errorMeta, seoMeta } from '~/utils/seo';
import { shareImagePath } from '~/utils/share-image';
import { RestaurantsSkeleton, type SkeletonHandle } from '~/components/skeletons';
import { NO_HYDRATION, type HydrateHandle } from '~/utils/hydration';
import { messagesFor } from '~/modules/messages.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const cuisine = await getCuisineByKey(context.db, routeParam(params.cuisine, 'key'));
  if (!cuisine || !cuisine.hasPage) notFound();
  const { searchParams } = new URL(request.url);
  const page = pageOrFirst(searchParams);
  const filters = parseFilterParams(searchParams);
  const query = filteredSearch(filters, page);
  if (isNotCanonical(searchParams, query, ['page', ...FILTER_PARAMS])) redirectToCanonical(`/restaurants/${cuisine.key}${query}`);
  const user = await getOptionalUser(context);
  const listing = await listRestaurantsByCuisine(context.db, cuisine.id, page, user?.id ?? null, context.now, filters);
  if (page > listing.pageCount) notFound();
  const first = (page - 1) * CUISINE_PAGE_SIZE + 1;
  const map = await drawRestaurantMap(context, listing.all, { firstNumber: first, of: 'on this page' });
  return json(
    { cuisine, ...listing, filters, page, first, map, origin: context.origin, messages: messagesFor(context.locale, 'cuisines', 'facts', 'prices', 'hours', 'ratings') },
    { headers: publicCache(120, 1800) },
  );
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts); its skeleton shows while a
// navigation to it loads.
export const handle: HydrateHandle & SkeletonHandle = { ...NO_HYDRATION, pendingSkeleton: RestaurantsSkeleton };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Cuisine Not Found');
  const { cuisine, total, page } = data;
  return [
    ...seoMeta(matches, {
      title: page > 1 ? `${cuisine.title} in Fort Worth (page ${page})` : `${cuisine.title} in Fort Worth`,
      description: `Discover the best ${cuisine.plural} in the Fort Worth area: ${total} listed with hours, prices and reviews.`,
      path: page > 1 ? `/restaurants/${cuisine.key}?page=${page}` : `/restaurants/${cuisine.key}`,
      image: shareImagePath('cuisines', cuisine.key),
      imageAlt: `${cuisine.title} in Fort Worth: a ${cuisine.name} food illustration`,
      // A cuisine with no restaurants keeps its page but stays out of search results.
      noindex: total === 0,
    }),
    atomFeedLink(`New ${cuisine.name} listings`, `/feeds/cuisine/${cuisine.key}.xml`),
  ];
};

function cuisineJsonLd(cuisine: { key: string; title: string }, all: Array<{ slug: string; name: string }>, firstPosition: number, origin: string) {
  const url = `${origin}/restaurants/${cuisine.key}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${cuisine.title} in Fort Worth`,
      itemListElement: all.map((r, i) => ({ '@type': 'ListItem', position: firstPosition + i, url: `${origin}${restaurantPath(r)}`, name: r.name })),
    },
    breadcrumbList([
      { name: 'Home', url: `${origin}/` },
      { name: 'Restaurant Directory', url: `${origin}/restaurant-directory` },
      { name: cuisine.title, url },
    ]),
  ];
}

function BackLink() {
  return (
    <Link to="/restaurant-directory" className="inline-flex min-h-[44px] items-center gap-1 text-sm font-medium text-brand-800 underline">
      <ArrowLeftIcon className="h-4 w-4" />Back to Restaurant Directory
    </Link>
  );
}

export default function CuisinePage() {
  const { cuisine, featured, all, total, page, pageCount, first, origin, filters, counts, map } = useLoaderData<typeof loader>();
  const filtered = hasFilters(filters);
  const path = `/restaurants/${cuisine.key}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={cuisineJsonLd(cuisine, all, first, origin)} />
      <BackLink />
      <h1 className="mt-2 text-3xl font-bold">{cuisine.title}</h1>
      <p className="mt-2 text-stone-700">{`Discover the best ${cuisine.plural} in the Fort Worth area.`}</p>

      {total > 0 || filtered ? (
        // A plain GET form: the page runs no scripts.
        <Form method="get" action={path} aria-label={`Filter ${cuisine.plural}`} className="mt-6 space-y-3">
          <MoreFilters filters={filters} counts={counts} withOpenNow />{' '}
          <button type="submit" className="btn-primary">Apply Filters</button>
        </Form>
      ) : null}

      {total === 0 && filtered ? (
        <section className="mt-8 rounded-xl border border-dashed border-stone-300 p-10 text-center">
          <h2 className="text-xl font-semibold">No Matches Found</h2>
          <p className="mt-2 text-stone-700">{`No ${cuisine.plural} match every filter. Try fewer.`}</p>
          <Link to={path} className="btn-primary mt-6">Clear filters</Link>
        </section>
      ) : total === 0 ? (
        <section className="mt-10 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <h2 className="text-2xl font-bold">No Restaurants Listed Yet</h2>
          <p className="mt-3 text-lg font-semibold text-brand-800">Showcase your business! Contact us today!</p>
          <p className="mt-2 text-stone-700">{`Be the first ${cuisine.name} restaurant to join our directory and connect with Fort Worth diners.`}</p>
          <Link to="/contact" className="btn-primary mt-6">Contact us</Link>
        </section>
      ) : (
        <>
          {featured.length > 0 ? (
            <section aria-labelledby="featured-heading" className="mt-8">
              <h2 id="featured-heading" className="text-2xl font-bold">Featured Restaurants</h2>
              <ul className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
                {featured.map((r, i) => (
                  <li key={r.id}>
                    <CuisinePageCard
                      restaurant={r}
                      variant={cuisine.featuredStyle === 'compact' ? 'featured-compact' : 'featured-large'}
                      gold={cuisine.featuredStyle === 'large-gold'}
                      eager={i < 2}
                      filters={filters}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="all-heading" className="mt-10">
            <h2 id="all-heading" className="text-2xl font-bold">{`All ${capitalizeWords(cuisine.plural)}`}</h2>
            {pageCount > 1 ? <p className="mt-1 text-stone-700">{`${first}–${first + all.length - 1} of ${total}, by name`}</p> : null}
            {map ? <PlaceMap drawing={map} className="mt-4 max-w-xl" /> : null}
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {all.map((r, i) => (
                <li key={r.id} id={`place-${first + i}`}>
                  <CuisinePageCard restaurant={r} variant="small" filters={filters} number={map ? first + i : undefined} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} basePath={`${path}${filteredSearch(filters)}`} label={`${cuisine.title} pages`} />
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {status !== 404 ? <BackLink /> : null}
      <GeneralErrorBoundary title="Restaurants" defaultMessage="Error loading restaurants. Please try again later." retry />
    </div>
  );
}
