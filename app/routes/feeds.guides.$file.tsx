import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { oneGuideFeed } from '~/modules/guide-feeds.server';

/** Atom feed of one guide's changes: /feeds/guides/{slug}.xml. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return oneGuideFeed(context, params.file);
}
