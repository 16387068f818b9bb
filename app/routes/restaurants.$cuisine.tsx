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
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import { cuisineName, cuisinePageWords } from '~/utils/cuisine-names';
import { useLocale } from '~/utils/locale';
import { atomFeedLink, errorMeta, pageLocale, seoMeta } from '~/utils/seo';
import { FollowSearchForm } from '~/components/follow-search-form';
import { followOffer } from '~/modules/follow-feeds.server';
import { readFollowedSearch } from '~/utils/followed-search';
import { shareImagePath } from '~/utils/share-image';
import { RestaurantsSkeleton, type SkeletonHandle } from '~/components/skeletons';
import { NO_HYDRATION, type HydrateHandle } from '~/utils/hydration';

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
  const map = await drawRestaurantMap(context, listing.all, { firstNumber: first, of: 'page' });
  // What "Follow this search" follows: the cuisine with the page's filters, not its page.
  const follow = followOffer(context, { ...readFollowedSearch(new URLSearchParams(filteredSearch(filters))), cuisine: cuisine.key }, cuisine.name);
  return json(
    { cuisine, ...listing, filters, page, first, map, follow, origin: context.origin, messages: messagesFor(context.locale, 'directory', 'card', 'cuisines', 'cuisinePages', 'facts', 'prices', 'hours', 'ratings', 'follow') },
    { headers: publicCache(120, 1800) },
  );
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts); its skeleton shows while a
// navigation to it loads.
export const handle: HydrateHandle & SkeletonHandle = { ...NO_HYDRATION, pendingSkeleton: RestaurantsSkeleton };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Cuisine Not Found');
  const t = metaTranslator(matches);
  const { total, page } = data;
  const cuisine = { ...data.cuisine, ...cuisinePageWords(data.cuisine, t), name: cuisineName(data.cuisine.key, data.cuisine.name, t) };
  return [
    ...seoMeta(matches, {
      title: page > 1 ? t('directory.cuisineTitlePage', { title: cuisine.title, page }) : t('directory.cuisineTitle', { title: cuisine.title }),
      description: t('directory.cuisineDescription', { plural: cuisine.plural, total }),
      path: page > 1 ? `/restaurants/${cuisine.key}?page=${page}` : `/restaurants/${cuisine.key}`,
      image: shareImagePath('cuisines', cuisine.key),
      imageAlt: t('directory.cuisineImageAlt', { title: cuisine.title, name: cuisine.name }),
      // A cuisine with no restaurants keeps its page but stays out of search results.
      noindex: total === 0,
    }),
    atomFeedLink(t('directory.cuisineFeed', { name: cuisine.name }), `/feeds/cuisine/${cuisine.key}.xml`),
    atomFeedLink(data.follow.feedTitle, data.follow.feedPath, pageLocale(matches)),
  ];
};

function cuisineJsonLd(t: Translate, cuisine: { key: string; title: string }, all: Array<{ slug: string; name: string }>, firstPosition: number, origin: string) {
  const url = `${origin}/restaurants/${cuisine.key}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: t('directory.cuisineTitle', { title: cuisine.title }),
      itemListElement: all.map((r, i) => ({ '@type': 'ListItem', position: firstPosition + i, url: `${origin}${restaurantPath(r)}`, name: r.name })),
    },
    breadcrumbList([
      { name: t('layout.nav.home'), url: `${origin}/` },
      { name: t('directory.title'), url: `${origin}/restaurant-directory` },
      { name: cuisine.title, url },
    ]),
  ];
}

/** `label`: the page's words, or English in the error boundary, which has no page data to read them from. */
function BackLink({ label }: { label: string }) {
  return (
    <Link to="/restaurant-directory" className="inline-flex min-h-[44px] items-center gap-1 text-sm font-medium text-brand-800 underline">
      <ArrowLeftIcon className="h-4 w-4" />{label}
    </Link>
  );
}

export default function CuisinePage() {
  const { cuisine: stored, featured, all, total, page, pageCount, first, origin, filters, counts, map, follow } = useLoaderData<typeof loader>();
  const t = useT();
  const cuisine = { ...stored, ...cuisinePageWords(stored, t) };
  const locale = useLocale();
  const filtered = hasFilters(filters);
  const path = `/restaurants/${cuisine.key}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={cuisineJsonLd(t, cuisine, all, first, origin)} />
      <BackLink label={t('directory.back')} />
      <h1 className="mt-2 text-3xl font-bold">{cuisine.title}</h1>
      <p className="mt-2 text-stone-700">{t('directory.cuisineIntro', { plural: cuisine.plural })}</p>

      {total > 0 || filtered ? (
        // A plain GET form: the page runs no scripts.
        <Form method="get" action={path} aria-label={t('directory.filterLabel', { plural: cuisine.plural })} className="mt-6 space-y-3">
          <MoreFilters filters={filters} counts={counts} withOpenNow />{' '}
          <button type="submit" className="btn-primary">{t('directory.applyFilters')}</button>
        </Form>
      ) : null}
      <FollowSearchForm offer={follow} className="mt-4" />

      {total === 0 && filtered ? (
        <section className="mt-8 rounded-xl border border-dashed border-stone-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{t('directory.noMatches')}</h2>
          <p className="mt-2 text-stone-700">{t('directory.noMatchesText', { plural: cuisine.plural })}</p>
          <Link to={path} className="btn-primary mt-6">{t('directory.clearFilters')}</Link>
        </section>
      ) : total === 0 ? (
        <section className="mt-10 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <h2 className="text-2xl font-bold">{t('directory.noneYet')}</h2>
          <p className="mt-3 text-lg font-semibold text-brand-800">{t('directory.showcase')}</p>
          <p className="mt-2 text-stone-700">{t('directory.beFirst', { name: cuisine.name })}</p>
          <Link to="/contact" className="btn-primary mt-6">{t('directory.contactUs')}</Link>
        </section>
      ) : (
        <>
          {featured.length > 0 ? (
            <section aria-labelledby="featured-heading" className="mt-8">
              <h2 id="featured-heading" className="text-2xl font-bold">{t('directory.featured')}</h2>
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
            <h2 id="all-heading" className="text-2xl font-bold">{t('directory.all', { plural: locale === 'en' ? capitalizeWords(cuisine.plural) : cuisine.plural })}</h2>
            {pageCount > 1 ? <p className="mt-1 text-stone-700">{t('directory.slice', { first, last: first + all.length - 1, total })}</p> : null}
            {map ? <PlaceMap drawing={map} className="mt-4 max-w-xl" /> : null}
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {all.map((r, i) => (
                <li key={r.id} id={`place-${first + i}`}>
                  <CuisinePageCard restaurant={r} variant="small" filters={filters} number={map ? first + i : undefined} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} basePath={`${path}${filteredSearch(filters)}`} label={t('directory.pages', { title: cuisine.title })} />
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {status !== 404 ? <BackLink label="Back to Restaurant Directory" /> : null}
      <GeneralErrorBoundary title={t('layout.error.screen.restaurants')} defaultMessage={t('layout.error.loading.restaurants')} retry />
    </div>
  );
}
