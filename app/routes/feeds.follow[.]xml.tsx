import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { searchFeed } from '~/modules/follow-feeds.server';

/** Atom feed of a followed search: /feeds/follow.xml?<canonical query> (empty: everything in the guide). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return searchFeed(context, request);
}
