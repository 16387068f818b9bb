import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { ArticleListingError, ArticleListingPage, articleListingMeta, loadArticleListing } from '~/components/article-listing';
import { passThroughCacheHeaders } from '~/utils/cache-headers';

// One template for the reviews and news listings: see ARTICLE_LISTINGS.
export async function loader(args: LoaderFunctionArgs) {
  return loadArticleListing('review', args);
}

export const headers = passThroughCacheHeaders;

export const meta = articleListingMeta('review');

export default function Reviews() {
  return <ArticleListingPage kind="review" />;
}

export function ErrorBoundary() {
  return <ArticleListingError kind="review" />;
}
