import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadArticleFeed } from '~/modules/article-listing.server';

/** Atom feed of the news listing: /feeds/news.xml. */
export async function loader(args: LoaderFunctionArgs) {
  return loadArticleFeed('news', args);
}
