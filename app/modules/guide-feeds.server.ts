import type { AppLoadContext } from '@remix-run/cloudflare';
import { getGuide, guideFeedPath, guidePath, listGuides, type GuideLogEntry } from '~/models/guides.server';
import { guideAsShown, guideCardsAsShown } from '~/modules/spanish-words.server';
import { notFound, publicCache } from '~/modules/http.server';
import { translator } from '~/modules/messages.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import type { Translate } from '~/utils/i18n';
import { LANGUAGE_TAG, pathInLocale, type Locale } from '~/utils/locale';
import { absoluteUrl } from '~/utils/seo';

const ALL_GUIDES_FEED = '/feeds/guides.xml';

/** The feed's language (Spanish at /es/feeds/...), and an English item inside a Spanish feed marked as such. */
const feedLang = (locale: Locale) => (locale === 'es' ? { lang: LANGUAGE_TAG.es } : {});
const entryLang = (locale: Locale, item: object) => (locale === 'es' && !('spanish' in item) ? { lang: 'en' } : {});

/** The all-guides feed: one entry per published guide, newest first, updated when the guide is. */
export async function allGuidesFeed(context: AppLoadContext) {
  const { origin, locale } = context;
  const t = translator(locale);
  const at = (path: string) => absoluteUrl(origin, pathInLocale(path, locale));
  const guides = await guideCardsAsShown(context.db, locale, await listGuides(context.db, 50));
  const xml = renderAtom({
    selfUrl: at(ALL_GUIDES_FEED),
    pageUrl: at('/guides'),
    title: t('guides.feedTitle'),
    subtitle: t('guides.feedSubtitle'),
    ...feedLang(locale),
    entries: guides.map((g) => ({
      url: at(guidePath(g.slug)),
      title: g.title,
      updated: g.updatedAt,
      published: g.publishedAt,
      author: g.author,
      summary: t('guides.feedEntrySummary', { summary: g.summary, count: g.placeCount }),
      ...entryLang(locale, g),
    })),
  });
  return atomResponse(xml, publicCache(600, 3600));
}

/** How a line of a guide's Changes list reads as a feed entry's title. */
function entryTitle(entry: GuideLogEntry, t: Translate) {
  if (entry.kind === 'note') return entry.reason ?? t('guides.feedUpdated');
  const name = entry.restaurantName ?? t('guides.aPlace');
  const what = entry.kind === 'added' ? t('guides.added', { name }) : t('guides.removed', { name });
  return entry.reason ? `${what}: ${entry.reason}` : what;
}

/**
 * One guide's feed, for a reader who follows that guide: an entry each time it
 * changes (a place added or removed, an editor's note, from its Changes list),
 * and one for its publication.
 */
export async function oneGuideFeed(context: AppLoadContext, file: string | undefined) {
  const slug = file?.match(/^([a-z0-9-]+)\.xml$/)?.[1];
  const loaded = slug ? await getGuide(context.db, slug) : null;
  if (!loaded) notFound('No such guide feed');
  const { origin, locale } = context;
  const guide = await guideAsShown(context.db, locale, loaded);
  const t = translator(locale);
  const url = absoluteUrl(origin, pathInLocale(guidePath(guide.slug), locale));
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, pathInLocale(guideFeedPath(guide.slug), locale)),
    pageUrl: url,
    title: t('guides.changesFeedName', { title: guide.title }),
    subtitle: guide.summary,
    ...feedLang(locale),
    entries: [
      ...guide.log.map((entry) => ({
        url: `${url}#change-${entry.id}`,
        title: entryTitle(entry, t),
        updated: entry.createdAt,
        published: entry.createdAt,
        author: guide.author,
        summary: t('guides.feedNowHas', { change: entryTitle(entry, t), count: guide.places.length }),
      })),
      {
        url,
        title: t('guides.feedPublished', { title: guide.title }),
        updated: guide.publishedAt,
        published: guide.publishedAt,
        author: guide.author,
        summary: guide.summary,
        content: guide.places.map((p) => `${p.number}. ${p.name}: ${p.note}`).join('\n'),
        ...entryLang(locale, guide),
      },
    ],
  });
  return atomResponse(xml, publicCache(600, 3600));
}
