import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadArticleFeed } from '~/modules/article-listing.server';

/** Atom feed of the reviews listing: /feeds/reviews.xml. */
export async function loader(args: LoaderFunctionArgs) {
  return loadArticleFeed('review', args);
}
