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

/** What happened, in the feed's words: "Added Bird Café", or "Updated" for an editor's note. */
function changePhrase(entry: GuideLogEntry, t: Translate) {
  if (entry.kind === 'note') return t('guides.feedUpdated');
  const name = entry.restaurantName ?? t('guides.aPlace');
  return entry.kind === 'added' ? t('guides.added', { name }) : t('guides.removed', { name });
}

/**
 * A line of a guide's Changes list as a feed entry. English reads it in the title, the
 * editor's reason after the phrase. The editor writes the reason in English only: a Spanish
 * entry's title is the phrase alone, the reason its content, marked English where it stands.
 */
function changeEntry(entry: GuideLogEntry, t: Translate, locale: Locale) {
  const phrase = changePhrase(entry, t);
  if (locale === 'es') return { title: phrase, ...(entry.reason ? { content: entry.reason, contentLang: 'en' } : {}) };
  if (entry.kind === 'note') return { title: entry.reason ?? phrase };
  return { title: entry.reason ? `${phrase}: ${entry.reason}` : phrase };
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
      ...guide.log.map((entry) => {
        const change = changeEntry(entry, t, locale);
        return {
          url: `${url}#change-${entry.id}`,
          ...change,
          updated: entry.createdAt,
          published: entry.createdAt,
          author: guide.author,
          summary: t('guides.feedNowHas', { change: change.title, count: guide.places.length }),
        };
      }),
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
