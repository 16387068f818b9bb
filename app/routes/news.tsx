import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { ArticleListingError, ArticleListingPage, articleListingMeta } from '~/components/article-listing';
import { loadArticleListing } from '~/modules/article-listing.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { ArticlesSkeleton, type SkeletonHandle } from '~/components/skeletons';
import { NO_HYDRATION, type HydrateHandle } from '~/utils/hydration';

// One template for the reviews and news listings: see ARTICLE_LISTINGS.
export async function loader(args: LoaderFunctionArgs) {
  return loadArticleListing('news', args);
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts); its skeleton shows while a
// navigation to it loads.
export const handle: HydrateHandle & SkeletonHandle = { ...NO_HYDRATION, pendingSkeleton: ArticlesSkeleton };

export const meta = articleListingMeta('news');

export default function News() {
  return <ArticleListingPage kind="news" />;
}

export function ErrorBoundary() {
  return <ArticleListingError kind="news" />;
}
