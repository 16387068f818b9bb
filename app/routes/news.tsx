import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { ArticleListingError, ArticleListingPage, articleListingMeta, loadArticleListing } from '~/components/article-listing';
import { passThroughCacheHeaders } from '~/utils/cache-headers';

// One template for the reviews and news listings: see ARTICLE_LISTINGS.
export async function loader(args: LoaderFunctionArgs) {
  return loadArticleListing('news', args);
}

export const headers = passThroughCacheHeaders;

export const meta = articleListingMeta('news');

export default function News() {
  return <ArticleListingPage kind="news" />;
}

export function ErrorBoundary() {
  return <ArticleListingError kind="news" />;
}
