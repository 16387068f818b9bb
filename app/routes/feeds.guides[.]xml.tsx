import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { allGuidesFeed } from '~/modules/guide-feeds.server';

/** Atom feed of every published guide: /feeds/guides.xml. */
export async function loader({ context }: LoaderFunctionArgs) {
  return allGuidesFeed(context);
}
