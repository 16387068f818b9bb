import type { AppLoadContext } from '@remix-run/cloudflare';
import { advanceContentGeneration } from '~/models/content-generation.server';

/**
 * After the desk changes what readers see (publishing, editing a live item, a
 * restaurant's facts, a moderation decision): every shared page rendered before
 * is out of date — the item, its listings, cuisine pages, feeds, the sitemap and
 * home all read it — so the whole edge cache is left behind at once rather than
 * a list of URLs that would miss their filtered and paged variants.
 */
export function publishChanges(context: AppLoadContext) {
  return advanceContentGeneration(context.db);
}
