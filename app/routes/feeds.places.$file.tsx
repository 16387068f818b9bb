import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { placesFeed } from '~/modules/follow-feeds.server';

/** A diner's private Atom feed of their own places: /feeds/places/{token}.xml. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return placesFeed(context, params.file);
}
