import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { articlePath, latestArticles, listArticles, type ArticleKind } from '~/models/articles.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import { publicCache } from '~/modules/http.server';
import { pageParam } from '~/utils/page-param.server';
import { absoluteUrl, atomFeedLink, errorMeta, seoMeta } from '~/utils/seo';
import { ArticleCard } from './article-card';
import { Pagination } from './pagination';
import { GeneralErrorBoundary } from './error-page';

/**
 * The reviews and news listings (and their Atom feeds) are one page template;
 * everything that differs between them is this data.
 */
export const ARTICLE_LISTINGS = {
  review: {
    path: '/reviews',
    feedPath: '/feeds/reviews.xml',
    heading: 'Reviews',
    title: 'Restaurant Reviews',
    description: 'Honest reviews of Fort Worth restaurants, brunches, patios and happy hours by two local food writers.',
    intro: 'Where we ate, what we ordered and whether it was worth it: our reviews of Fort Worth restaurants, brunches, patios and happy hours.',
    feedLinkText: 'Follow our reviews feed',
    feedTitle: 'Fort Worth Eats: Reviews',
    feedSubtitle: 'Our newest reviews of Fort Worth restaurants, brunches, patios and happy hours.',
    empty: 'No reviews yet. Check back soon.',
    errorText: 'Error loading articles. Please try again later.',
  },
  news: {
    path: '/news',
    feedPath: '/feeds/news.xml',
    heading: 'News',
    title: 'Fort Worth Food News',
    description: 'Openings, closings, food events, festivals and community news from the Fort Worth restaurant scene.',
    intro: 'Openings, events and community news from around Fort Worth.',
    feedLinkText: 'Follow our news feed',
    feedTitle: 'Fort Worth Eats: News',
    feedSubtitle: 'Openings, events and community news from the Fort Worth food scene.',
    empty: 'No news yet. Check back soon.',
    errorText: 'Error loading news articles. Please try again later.',
  },
} as const satisfies Record<ArticleKind, unknown>;

/** The listing route's loader body (routes declare `loader` as a function so browser bundles drop it). */
export async function loadArticleListing(kind: ArticleKind, { request, context }: LoaderFunctionArgs) {
  const result = await listArticles(context.db, kind, pageParam(request));
  return json(result, { headers: { 'Cache-Control': publicCache(300, 1800) } });
}

type ListingData = SerializeFrom<typeof loadArticleListing>;

export function articleListingMeta(kind: ArticleKind): MetaFunction {
  const listing = ARTICLE_LISTINGS[kind];
  return ({ data, matches }) => {
    const page = (data as ListingData | undefined)?.page;
    if (!page) return errorMeta(listing.heading);
    return seoMeta(matches, {
      title: page > 1 ? `${listing.title} (page ${page})` : listing.title,
      description: listing.description,
      path: page > 1 ? `${listing.path}?page=${page}` : listing.path,
    }).concat(atomFeedLink(`Fort Worth Eats ${listing.heading.toLowerCase()}`, listing.feedPath));
  };
}

export function ArticleListingPage({ kind }: { kind: ArticleKind }) {
  const listing = ARTICLE_LISTINGS[kind];
  const { articles, page, pageCount } = useLoaderData<ListingData>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{listing.heading}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        {listing.intro}{' '}
        <a href={listing.feedPath} className="font-medium text-brand-800 underline">{listing.feedLinkText}</a>.
      </p>
      {articles.length === 0 ? (
        <p className="mt-10 text-stone-700">{listing.empty}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} basePath={listing.path} label={`${listing.heading} pages`} />
    </div>
  );
}

export function ArticleListingError({ kind }: { kind: ArticleKind }) {
  const listing = ARTICLE_LISTINGS[kind];
  return <GeneralErrorBoundary title={listing.heading} defaultMessage={listing.errorText} />;
}

/** The listing's Atom feed of its newest articles. */
export async function loadArticleFeed(kind: ArticleKind, { context }: LoaderFunctionArgs) {
  const listing = ARTICLE_LISTINGS[kind];
  {
    const origin = context.cloudflare.env.PUBLIC_ORIGIN.replace(/\/+$/, '');
    const articles = await latestArticles(context.db, kind);
    const xml = renderAtom({
      selfUrl: absoluteUrl(origin, listing.feedPath),
      pageUrl: absoluteUrl(origin, listing.path),
      title: listing.feedTitle,
      subtitle: listing.feedSubtitle,
      entries: articles.map((a) => ({
        url: absoluteUrl(origin, articlePath(a)),
        title: a.title,
        updated: a.updatedAt,
        published: a.publishedAt,
        author: a.author,
        summary: a.excerpt,
        content: a.content,
        categories: [a.category, ...a.tags],
      })),
    });
    return atomResponse(xml, publicCache(600, 3600));
  }
}
