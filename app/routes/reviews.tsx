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
  const result = await listArticles(context.db, 'review', pageParam(request));
  return json(result, { headers: { 'Cache-Control': publicCache(300, 1800) } });
}

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Reviews');
  return seoMeta(matches, {
    title: data.page > 1 ? `Restaurant Reviews (page ${data.page})` : 'Restaurant Reviews',
    description: 'Honest reviews of Fort Worth restaurants, brunches, patios and happy hours by two local food writers.',
    path: data.page > 1 ? `/reviews?page=${data.page}` : '/reviews',
  }).concat(atomFeedLink('Fort Worth Eats reviews', '/feeds/reviews.xml'));
};

export default function Reviews() {
  const { articles, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Reviews</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        Where we ate, what we ordered and whether it was worth it: our reviews of Fort Worth restaurants, brunches, patios and happy
        hours. <a href="/feeds/reviews.xml" className="font-medium text-brand-800 underline">Follow our reviews feed</a>.
      </p>
      {articles.length === 0 ? (
        <p className="mt-10 text-stone-700">No reviews yet. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} basePath="/reviews" label="Reviews pages" />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Reviews" defaultMessage="Error loading articles. Please try again later." />;
}
