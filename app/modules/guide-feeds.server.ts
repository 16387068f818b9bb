import type { AppLoadContext } from '@remix-run/cloudflare';
import { getGuide, guideFeedPath, guidePath, listGuides, type GuideLogEntry } from '~/models/guides.server';
import { notFound, publicCache } from '~/modules/http.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import { absoluteUrl } from '~/utils/seo';

const ALL_GUIDES_FEED = '/feeds/guides.xml';

/** The all-guides feed: one entry per published guide, newest first, updated when the guide is. */
export async function allGuidesFeed(context: AppLoadContext) {
  const origin = context.origin;
  const guides = await listGuides(context.db, 50);
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, ALL_GUIDES_FEED),
    pageUrl: absoluteUrl(origin, '/guides'),
    title: 'Fort Worth Eats: Guides',
    subtitle: 'Our editors’ guides to where to eat in Fort Worth.',
    entries: guides.map((g) => ({
      url: absoluteUrl(origin, guidePath(g.slug)),
      title: g.title,
      updated: g.updatedAt,
      published: g.publishedAt,
      author: g.author,
      summary: `${g.summary} (${g.placeCount} places)`,
    })),
  });
  return atomResponse(xml, publicCache(600, 3600));
}

/** How a line of a guide's Changes list reads as a feed entry's title. */
function entryTitle(entry: GuideLogEntry) {
  if (entry.kind === 'note') return entry.reason ?? 'Updated';
  const what = `${entry.kind === 'added' ? 'Added' : 'Removed'} ${entry.restaurantName ?? 'a place'}`;
  return entry.reason ? `${what}: ${entry.reason}` : what;
}

/**
 * One guide's feed, for a reader who follows that guide: an entry each time it
 * changes (a place added or removed, an editor's note, from its Changes list),
 * and one for its publication.
 */
export async function oneGuideFeed(context: AppLoadContext, file: string | undefined) {
  const slug = file?.match(/^([a-z0-9-]+)\.xml$/)?.[1];
  const guide = slug ? await getGuide(context.db, slug) : null;
  if (!guide) notFound('No such guide feed');
  const origin = context.origin;
  const url = absoluteUrl(origin, guidePath(guide.slug));
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, guideFeedPath(guide.slug)),
    pageUrl: url,
    title: `${guide.title}: changes`,
    subtitle: guide.summary,
    entries: [
      ...guide.log.map((entry) => ({
        url: `${url}#change-${entry.id}`,
        title: entryTitle(entry),
        updated: entry.createdAt,
        published: entry.createdAt,
        author: guide.author,
        summary: `${entryTitle(entry)}. The guide now has ${guide.places.length} places.`,
      })),
      {
        url,
        title: `Published: ${guide.title}`,
        updated: guide.publishedAt,
        published: guide.publishedAt,
        author: guide.author,
        summary: guide.summary,
        content: guide.places.map((p) => `${p.number}. ${p.name}: ${p.note}`).join('\n'),
      },
    ],
  });
  return atomResponse(xml, publicCache(600, 3600));
}
