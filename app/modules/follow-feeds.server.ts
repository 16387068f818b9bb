import type { AppLoadContext } from '@remix-run/cloudflare';
import { listCuisines } from '~/models/cuisines.server';
import { dinerPlaceIds, placeFeedOwner } from '~/models/follows.server';
import { changesBetween, changesInLanguage, settlePlaceEvents, type ChangeWindow, type PlaceChange } from '~/models/place-events.server';
import { followedSearchConditions, listNeighborhoods } from '~/models/restaurant-listing.server';
import { placeIdsForWords } from '~/models/search.server';
import { atomResponse, renderAtom } from '~/utils/atom';
import { SHARE_TOKEN } from '~/utils/diner-lists';
import { changePath, changeSummary, changeTitle } from '~/utils/change-words';
import { describeFollowedSearch, followPagePath, listingPathOf, placesFeedPath, searchFeedPath } from '~/utils/follow-words';
import { concernsSearch, followedSearchQuery, MY_PLACES_CHANGES, readFollowedSearch, type FollowedSearch } from '~/utils/followed-search';
import { LANGUAGE_TAG, pathInLocale } from '~/utils/locale';
import { absoluteUrl } from '~/utils/seo';
import { publicCache } from './http.server';
import { translator } from './messages.server';

/*
 * The feeds of issue 44: a followed search's (public, the same for everyone who follows
 * it) and a diner's own places' (private, by token). Both settle the places' marks first,
 * so a change made a moment ago is already in, then read the last 90 days of changes.
 */

const WINDOW_DAYS = 90;
const ENTRIES = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A private feed: never stored by anyone (browser, edge, offline worker), never indexed. */
export const PRIVATE_FEED = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/**
 * The search a query names, with only a cuisine and a neighbourhood the site has (in the
 * site's spelling), and the cuisine's stored name for a cuisine the catalogs lack.
 */
export async function readKnownSearch(context: AppLoadContext, query: URLSearchParams): Promise<{ search: FollowedSearch; cuisineName?: string }> {
  const read = readFollowedSearch(query);
  if (!read.cuisine && !read.neighborhood) return { search: read };
  const [cuisines, neighborhoods] = await Promise.all([listCuisines(context.db), listNeighborhoods(context.db)]);
  const cuisine = cuisines.find((c) => c.key === read.cuisine);
  const wanted = read.neighborhood?.toLowerCase();
  const neighborhood = (wanted && neighborhoods.find((n) => n.toLowerCase() === wanted)) || null;
  return { search: { ...read, cuisine: cuisine?.key ?? null, neighborhood }, cuisineName: cuisine?.name };
}

/** A query's parameters in name order, repeated ones (facts) kept in theirs: the order the edge cache renders a page with. */
function inNameOrder(query: URLSearchParams) {
  const sorted = new URLSearchParams(query);
  sorted.sort();
  return sorted.toString();
}

/**
 * What a listing offers to follow, worked out here so its page carries no more than a
 * form's address and its feed's link: where "Follow this search" posts, and the feed.
 */
export function followOffer(context: AppLoadContext, search: FollowedSearch, cuisineName?: string) {
  const t = translator(context.locale);
  return {
    action: followPagePath(search),
    feedPath: searchFeedPath(search),
    feedTitle: t('follow.feedTitle', { search: describeFollowedSearch(search, t, cuisineName) }),
  };
}

export type FollowOffer = ReturnType<typeof followOffer>;

/** Whether `query` spells the search as its canonical query does; the order of different parameters changes nothing. */
export const isCanonicalQuery = (query: URLSearchParams, search: FollowedSearch) =>
  inNameOrder(query) === inNameOrder(new URLSearchParams(followedSearchQuery(search)));

/** The changes of the last 90 days up to now at these places, newest first, after settling what is marked. */
async function recentChanges(context: AppLoadContext, places: Pick<ChangeWindow, 'placeIds' | 'where'>) {
  const until = new Date(context.instant);
  // Settled as of this request's moment, so what it settles is inside the window it reads.
  await settlePlaceEvents(context.db, until);
  if (places.placeIds && !places.placeIds.length) return [];
  const changes = await changesBetween(context.db, { since: new Date(until.getTime() - WINDOW_DAYS * DAY_MS).toISOString(), until: until.toISOString(), ...places });
  return changesInLanguage(context.db, changes, context.locale);
}

/** Entries of changes, in the feed's language: each with its own id, as a change may concern one page twice. */
function entriesOf(context: AppLoadContext, changes: PlaceChange[]) {
  const { origin, locale } = context;
  const t = translator(locale);
  const host = new URL(origin).hostname;
  return changes.map((change) => ({
    id: `tag:${host},2026:place-change/${change.key}`,
    url: absoluteUrl(origin, pathInLocale(changePath(change), locale)),
    title: changeTitle(change, t),
    updated: change.at,
    published: change.at,
    summary: changeSummary(change, { t, locale }),
  }));
}

const feedLang = (context: AppLoadContext) => (context.locale === 'es' ? { lang: LANGUAGE_TAG.es } : {});

/**
 * A followed search's feed (/feeds/follow.xml?<canonical query>): what newly matches and
 * what changed at the places it holds, newest 50 of the last 90 days. Another spelling of
 * the query answers 301 to the one spelling, so every reader of a search reads one feed.
 */
export async function searchFeed(context: AppLoadContext, request: Request) {
  const { origin, locale } = context;
  const query = new URL(request.url).searchParams;
  const { search, cuisineName } = await readKnownSearch(context, query);
  // Remix puts a Spanish feed's redirect under /es itself (the router's basename).
  if (!isCanonicalQuery(query, search)) {
    throw new Response(null, { status: 301, headers: { Location: searchFeedPath(search), 'Cache-Control': 'public, max-age=3600' } });
  }
  const placeIds = search.q ? await placeIdsForWords(context.db, search.q, context.now) : undefined;
  const where = followedSearchConditions(context.db, search, context.now);
  const changes = (await recentChanges(context, { placeIds, where })).filter((change) => concernsSearch(search, change)).slice(0, ENTRIES);
  const t = translator(locale);
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, pathInLocale(searchFeedPath(search), locale)),
    pageUrl: absoluteUrl(origin, pathInLocale(listingPathOf(search).replace(/#.*$/, ''), locale)),
    title: t('follow.feedTitle', { search: describeFollowedSearch(search, t, cuisineName) }),
    subtitle: t('followFeed.feedSubtitle'),
    ...feedLang(context),
    emptySince: context.instant,
    entries: entriesOf(context, changes),
  });
  // The same for everyone who follows the search: shared at the edge, for a short while.
  return atomResponse(xml, publicCache(600, 3600));
}

/**
 * A diner's own places' feed (/feeds/places/<token>.xml): changes to the places in
 * their Favorites, Want to go and Been. The token is the only way in; a stopped feed,
 * or a token that never was, answers 404.
 */
export async function placesFeed(context: AppLoadContext, file: string | undefined) {
  const token = file?.match(/^(.+)\.xml$/)?.[1] ?? '';
  const owner = SHARE_TOKEN.test(token) ? await placeFeedOwner(context.db, token) : null;
  if (owner === null) throw new Response('Not Found', { status: 404, statusText: 'Not Found', headers: PRIVATE_FEED });
  const { origin, locale } = context;
  const changes = (await recentChanges(context, { placeIds: await dinerPlaceIds(context.db, owner) }))
    .filter((change) => MY_PLACES_CHANGES.includes(change.change.kind))
    .slice(0, ENTRIES);
  const t = translator(locale);
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, pathInLocale(placesFeedPath(token), locale)),
    pageUrl: absoluteUrl(origin, pathInLocale('/lists', locale)),
    title: t('followFeed.places.feedTitle'),
    subtitle: t('followFeed.places.feedSubtitle'),
    ...feedLang(context),
    emptySince: context.instant,
    entries: entriesOf(context, changes),
  });
  return atomResponse(xml, PRIVATE_FEED);
}
