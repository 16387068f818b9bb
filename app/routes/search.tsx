import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { Pagination } from '~/components/pagination';
import { PlaceMap } from '~/components/place-map';
import { RestaurantCard } from '~/components/restaurant-card';
import { search, SEARCH_PAGE_SIZE, searchPageCount } from '~/models/search.server';
import { getOptionalUser } from '~/modules/auth.server';
import { drawRestaurantMap } from '~/modules/place-map.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate } from '~/utils/format';
import { notFound, publicCache, redirectToCanonical } from '~/modules/http.server';
import { MoreFilters } from '~/components/fact-filters';
import { FILTER_PARAMS, filteredSearch } from '~/utils/listing-params';
import { isNotCanonical, parseFilterParams } from '~/utils/listing-filters.server';
import { pageOrFirst } from '~/utils/page-number';
import { atomFeedLink, pageLocale, seoMeta } from '~/utils/seo';
import { FollowSearchForm } from '~/components/follow-search-form';
import { followOffer } from '~/modules/follow-feeds.server';
import { readFollowedSearch } from '~/utils/followed-search';
import { messagesFor } from '~/modules/messages.server';
import { articleCardsAsShown, guideCardsAsShown } from '~/modules/spanish-words.server';
import { useEnglishMark, useLocale } from '~/utils/locale';
import { aroundLink } from '~/utils/around-link';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';

const MAX_QUERY = 100;

/** Whether a result's words are the editors' Spanish (then no lang="en" on a Spanish page). */
const withSpanishMark = <T extends object>(item: T) => ({ ...item, inSpanish: 'spanish' in item });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const q = (searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const page = pageOrFirst(searchParams);
  const filters = parseFilterParams(searchParams);
  // What was typed stays as typed; the filters and page have one spelling each.
  const query = filteredSearch(filters, page);
  if (isNotCanonical(searchParams, query, ['page', ...FILTER_PARAMS])) {
    redirectToCanonical(`/search${filteredSearch(filters, page, new URLSearchParams(searchParams.has('q') ? { q: searchParams.get('q')! } : {}))}`);
  }
  const user = await getOptionalUser(context);
  // A Spanish page also finds the editors' live Spanish, and shows it where translated.
  const found = await search(context.db, q, page, user?.id ?? null, context.now, filters, context.locale);
  const [articles, guides] = await Promise.all([
    articleCardsAsShown(context.db, context.locale, found.articles),
    guideCardsAsShown(context.db, context.locale, found.guides),
  ]);
  const results = { ...found, articles: articles.map(withSpanishMark), guides: guides.map(withSpanishMark) };
  const pageCount = searchPageCount(results);
  if (page > pageCount) notFound();
  const map = await drawRestaurantMap(context, results.restaurants, { firstNumber: (page - 1) * SEARCH_PAGE_SIZE.restaurants + 1, of: 'found' });
  // What "Follow this search" follows: the words and the filters, without the page; nothing before words are typed.
  const follow = q ? followOffer(context, readFollowedSearch(new URLSearchParams(filteredSearch(filters, 1, new URLSearchParams({ q }))))) : null;
  // The page sizes travel with the data: a .server module is empty in the browser.
  return json(
    { q, page, pageCount, pageSize: SEARCH_PAGE_SIZE, filters, map, follow, ...results, messages: messagesFor(context.locale, 'search', 'card', 'cuisines', 'facts', 'prices', 'hours', 'ratings', 'follow') },
    { headers: publicCache(300, 3600) },
  );
}

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const follow = data?.follow;
  return [
    ...seoMeta(matches, {
      title: data?.q ? t('search.titleFor', { q: data.q }) : t('search.title'),
      description: t('search.description'),
      path: '/search',
      // The bare search page may be indexed; result pages stay out (docs/decisions/012).
      noindex: !data || Boolean(data.q),
    }),
    ...(follow ? [atomFeedLink(follow.feedTitle, follow.feedPath, pageLocale(matches))] : []),
  ];
};

export default function SearchPage() {
  const locale = useLocale();
  const { q, page, pageCount, pageSize, restaurants, articles, guides, restaurantTotal, articleTotal, filters, counts, map, follow } = useLoaderData<typeof loader>();
  const t = useT();
  const englishMark = useEnglishMark();
  const total = restaurantTotal + articleTotal;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('search.title')}</h1>
      <Form method="get" action="/search" role="search" className="mt-4 max-w-3xl space-y-3">
        <div className="max-w-xl">
          <label htmlFor="search-page-q" className="sr-only">{t('layout.search.placeholder')}</label>
          <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY} placeholder={t('layout.search.placeholder')} className="field-input w-full" />
        </div>
        {/* Applied with the words: the restaurants found are narrowed, the reviews and news are not. */}
        <MoreFilters filters={filters} counts={counts} withOpenNow />{' '}
        {/* One button for the words and the filters, after both: it sends the whole form. */}
        <button type="submit" className="btn-primary">{t('search.submit')}</button>
      </Form>
      {follow ? <FollowSearchForm offer={follow} className="mt-4" /> : null}

      {!q ? (
        <p className="mt-8 text-stone-700">{t('search.hint')}</p>
      ) : total === 0 && guides.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-stone-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{t('search.noResults', { q })}</h2>
          <NoResultsHelp t={t} />
        </div>
      ) : (
        <>
          <p className="mt-6 text-stone-700" role="status">{t('search.foundFor', { found: foundText(t, restaurantTotal, articleTotal, guides.length), q })}</p>
          {/* The editors' guides and the articles on the subject come first: they answer it in a sentence. */}
          {guides.length > 0 ? (
            <section aria-labelledby="guide-results" className="mt-6">
              <h2 id="guide-results" className="text-2xl font-bold">{t('search.guides')}</h2>
              <ul className="mt-4 space-y-3">
                {guides.map((g) => (
                  <li key={g.path}>
                    <Link to={g.path} lang={g.inSpanish ? undefined : englishMark} className="inline-flex min-h-[44px] items-center text-lg font-semibold text-brand-800 underline">{g.title}</Link>
                    <p lang={g.inSpanish ? undefined : englishMark} className="text-stone-700">{g.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {articles.length > 0 ? (
            <section aria-labelledby="article-results" className="mt-8">
              <h2 id="article-results" className="text-2xl font-bold">{t('search.reviewsAndNews')}</h2>
              <SliceText text={sliceText(t, page, pageSize.articles, articles.length, articleTotal)} />
              <ul className="mt-4 space-y-4">
                {articles.map((a) => (
                  <li key={a.id} className="card p-4">
                    <p className="text-sm text-stone-600">{a.category} · {formatLongDate(a.publishedAt, locale)}</p>
                    <h3 className="text-lg font-semibold"><Link to={a.kind === 'review' ? `/review/${a.slug}` : `/article/${a.slug}`} lang={a.inSpanish ? undefined : englishMark} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{a.title}</Link></h3>
                    <p lang={a.inSpanish ? undefined : englishMark} className="mt-1 text-stone-700">{a.excerpt}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {restaurants.length > 0 ? (
            <section aria-labelledby="restaurant-results" className="mt-10">
              <h2 id="restaurant-results" className="text-2xl font-bold">{t('search.restaurants')}</h2>
              <SliceText text={sliceText(t, page, pageSize.restaurants, restaurants.length, restaurantTotal)} />
              {map ? <PlaceMap drawing={map} className="mt-4 max-w-xl" /> : null}
              <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
                {restaurants.map((r, i) => {
                  const n = (page - 1) * pageSize.restaurants + 1 + i;
                  return (
                    <li key={r.id} id={`place-${n}`}><RestaurantCard restaurant={r} filters={filters} number={map ? n : undefined} /></li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <Pagination page={page} pageCount={pageCount} basePath={`/search${filteredSearch(filters, 1, new URLSearchParams({ q }))}`} label={t('search.pages')} />
        </>
      )}
    </div>
  );
}

/** "1 guide, 7 restaurants and 8 reviews or news stories": what the search found, in full. */
function foundText(t: Translate, restaurantTotal: number, articleTotal: number, guideCount: number) {
  const parts = [
    guideCount ? t('search.guideCount', { count: guideCount }) : null,
    restaurantTotal ? t('search.restaurantCount', { count: restaurantTotal }) : null,
    articleTotal ? t('search.articleCount', { count: articleTotal }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 1 ? t('search.listEnd', { rest: parts.slice(0, -1).join(', '), last: parts.at(-1) }) : (parts[0] ?? '');
}

/** "25–48 of 60": which slice of a paged list this page shows; nothing when one page holds it all. */
function sliceText(t: Translate, page: number, pageSize: number, shown: number, total: number) {
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  return t('search.slice', { first, last: first + shown - 1, total });
}

function NoResultsHelp({ t }: { t: Translate }) {
  const [before, after] = aroundLink(t, 'search.noResultsHelp');
  return (
    <p className="mt-2 text-stone-700">
      {before}
      <Link to="/restaurant-directory" className="text-brand-800 underline">{t('search.directoryLink')}</Link>
      {after}
    </p>
  );
}

function SliceText({ text }: { text: string | null }) {
  return text ? <p className="mt-1 text-stone-700">{text}</p> : null;
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.search')} defaultMessage={t('layout.error.loading.restaurants')} retry />;
}
