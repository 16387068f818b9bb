import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ArticleCard, Pagination } from '~/components/article-card';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listArticles } from '~/models/articles.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/utils/http.server';
import { pageParam } from '~/utils/page-param';
import { atomFeedLink, errorMeta, seoMeta } from '~/utils/seo';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await listArticles(context.db, 'news', pageParam(request));
  return json(result, { headers: { 'Cache-Control': publicCache(300, 1800) } });
}

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('News');
  return seoMeta(matches, {
    title: data.page > 1 ? `Fort Worth Food News (page ${data.page})` : 'Fort Worth Food News',
    description: 'Openings, closings, food events, festivals and community news from the Fort Worth restaurant scene.',
    path: data.page > 1 ? `/news?page=${data.page}` : '/news',
  }).concat(atomFeedLink('Fort Worth Eats news', '/feeds/news.xml'));
};

export default function News() {
  const { articles, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">News</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        Openings, events and community news from around Fort Worth.{' '}
        <a href="/feeds/news.xml" className="font-medium text-brand-800 underline">Follow our news feed</a>.
      </p>
      {articles.length === 0 ? (
        <p className="mt-10 text-stone-700">No news yet. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} basePath="/news" label="News pages" />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="News" defaultMessage="Error loading news articles. Please try again later." />;
}
