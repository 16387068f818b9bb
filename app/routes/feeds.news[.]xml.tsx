import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadArticleFeed } from '~/components/article-listing';

/** Atom feed of the news listing: /feeds/news.xml. */
export async function loader(args: LoaderFunctionArgs) {
  return loadArticleFeed('news', args);
}
