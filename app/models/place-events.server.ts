import { and, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { selectInRuns } from '~/db/bound-parameters';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  articleRestaurants,
  articles,
  cuisines,
  guideLog,
  guidePlaces,
  guides,
  placeEvents,
  placeMarks,
  placeStateNow,
  placeStates,
  restaurants,
  type PlaceEventKind,
} from '~/db/schema';
import { fortWorthTime } from '~/utils/hours';
import type { Locale } from '~/utils/locale';
import { placeChanges, type PlaceEventDetail, type PlaceState } from '~/utils/place-changes';
import { isLive } from './publication.server';
import { liveTranslations } from './translations.server';
import { shownRating } from './restaurant-cards.server';

/**
 * The changes followers are told about (issue 44): a place's own, settled from the
 * marks the triggers of migration 0026 leave, and the editors' new reviews and guides
 * that include it, read from their tables by date.
 */

/** How many marked places one settling takes: the rest wait for the next request or minute. */
const SETTLE_AT_ONCE = 50;

const asState = (row: { listed: number; closed: number; hours: string; specialDates: string; facts: string }): PlaceState => ({
  listed: row.listed === 1,
  closed: row.closed === 1,
  hours: row.hours,
  specialDates: row.specialDates,
  facts: row.facts,
});

/**
 * Turns marked places into events: each is compared with the state last seen, what
 * changed is written, and the state kept. Two requests settling the same mark write
 * its events once (unique per mark); a write made meanwhile leaves a newer mark for
 * the next settling. Cheap when nothing is marked: one read of an empty table.
 * Returns how many places it settled.
 */
export async function settlePlaceEvents(db: Db, now: Date = new Date()) {
  const marked = await db
    .select({
      restaurantId: placeMarks.restaurantId,
      touchedAt: placeMarks.touchedAt,
      current: {
        listed: placeStateNow.listed,
        closed: placeStateNow.closed,
        hours: placeStateNow.hours,
        specialDates: placeStateNow.specialDates,
        facts: placeStateNow.facts,
      },
      seen: placeStates,
    })
    .from(placeMarks)
    .innerJoin(placeStateNow, eq(placeStateNow.restaurantId, placeMarks.restaurantId))
    .leftJoin(placeStates, eq(placeStates.restaurantId, placeMarks.restaurantId))
    .limit(SETTLE_AT_ONCE);
  if (!marked.length) return 0;
  const at = now.toISOString();
  const today = fortWorthTime(now).date;
  const writes = marked.flatMap(({ restaurantId, touchedAt, current, seen }) => {
    const changes = placeChanges(seen ? asState(seen) : null, asState(current), today);
    const state = current;
    return [
      ...changes.map((detail) =>
        db
          .insert(placeEvents)
          .values({
            restaurantId,
            kind: detail.kind,
            detail,
            at,
            mark: touchedAt,
          })
          .onConflictDoNothing()
      ),
      db
        .insert(placeStates)
        .values({ restaurantId, ...state })
        .onConflictDoUpdate({ target: placeStates.restaurantId, set: state }),
      db.delete(placeMarks).where(and(eq(placeMarks.restaurantId, restaurantId), eq(placeMarks.touchedAt, touchedAt))),
    ];
  });
  await db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  return marked.length;
}

/** Settles every marked place, a round at a time, up to `rounds` (an import of thousands takes a few minutes of cron). */
export async function settleAllPlaceEvents(db: Db, now: Date = new Date(), rounds = 10) {
  let settled = 0;
  for (let round = 0; round < rounds; round++) {
    const count = await settlePlaceEvents(db, now);
    settled += count;
    if (count < SETTLE_AT_ONCE) break;
  }
  return settled;
}

/** What a follower's search is matched against: the place as it is now. */
export type FollowedPlace = {
  id: number;
  slug: string;
  name: string;
  cuisineKey: string;
  priceLevel: number;
  neighborhood: string;
  /** The rating the site shows, in tenths (0-50); null without reviews. */
  rating: number | null;
  pricePerPerson: number | null;
  /** The facts that are yes now. */
  facts: string[];
  closed: boolean;
  isSample: boolean;
};

export type PlaceChange = {
  /** Unique within the stream: the entry's id in feeds and digests. */
  key: string;
  at: string;
  place: FollowedPlace;
  change: PlaceEventDetail | { kind: 'review'; id: number; slug: string; title: string } | { kind: 'guide'; id: number; slug: string; title: string };
};

export type ChangeKind = PlaceEventKind | 'review' | 'guide';

export type ChangeWindow = {
  /** Changes after this moment (ISO). */
  since: string;
  /** ... up to and including this one (ISO). */
  until: string;
  /** Only these places; all when absent. */
  placeIds?: number[];
  /** Only places meeting these conditions on `restaurants` and their `cuisines` (a followed search's filters). */
  where?: SQL[];
  /** At most this many of each source, newest first. */
  limit?: number;
};

const placeColumns = (db: Db) => ({
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  cuisineKey: cuisines.key,
  priceLevel: restaurants.priceLevel,
  neighborhood: restaurants.neighborhood,
  rating: shownRating(db).average,
  pricePerPerson: restaurants.pricePerPerson,
  facts: placeStateNow.facts,
  closedAt: restaurants.closedAt,
  isSample: restaurants.isSample,
});

/** A place as read: its facts as one list, and when it closed. */
type PlaceRow = Omit<FollowedPlace, 'facts' | 'closed'> & { facts: string; closedAt: string | null };

const asPlace = (row: PlaceRow): FollowedPlace => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  cuisineKey: row.cuisineKey,
  priceLevel: row.priceLevel,
  neighborhood: row.neighborhood,
  rating: row.rating,
  pricePerPerson: row.pricePerPerson,
  facts: row.facts ? row.facts.split(',') : [],
  closed: row.closedAt !== null,
  isSample: row.isSample,
});

/**
 * Every change in the window, newest first: the places' own events, the editors'
 * reviews that went live, and the guides that went live with a place or added it.
 * Drafts never appear; a sample place appears only on a demo. Each source reads only
 * which place and when; the places are read once, together.
 */
export async function changesBetween(db: Db, window: ChangeWindow): Promise<PlaceChange[]> {
  const { since, until, placeIds, where = [], limit = 500 } = window;
  const now = new Date(until);
  // Narrowed before the limit, so a burst of changes elsewhere never crowds out a search's own.
  const visible = and(eq(restaurants.isDraft, false), db.demoContent ? undefined : eq(restaurants.isSample, false), ...where);
  const readFor = async <Row>(read: (places: SQL | undefined) => PromiseLike<Row[]>) =>
    placeIds ? selectInRuns(placeIds, (run) => read(inArray(restaurants.id, run))) : read(undefined);
  const inWindow = (at: SQLiteColumn) => and(gt(at, since), lte(at, until));

  const [events, reviews, guidesLive, guidesAdded] = await Promise.all([
    readFor((places) =>
      db
        .select({ id: placeEvents.id, at: placeEvents.at, detail: placeEvents.detail, placeId: restaurants.id })
        .from(placeEvents)
        .innerJoin(restaurants, eq(restaurants.id, placeEvents.restaurantId))
        .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
        .where(and(inWindow(placeEvents.at), visible, places))
        .orderBy(desc(placeEvents.at))
        .limit(limit)
    ),
    readFor((places) =>
      db
        .select({ id: articles.id, at: articles.publishedAt, slug: articles.slug, title: articles.title, placeId: restaurants.id })
        .from(articles)
        .innerJoin(articleRestaurants, eq(articleRestaurants.articleId, articles.id))
        .innerJoin(restaurants, eq(restaurants.id, articleRestaurants.restaurantId))
        .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
        .where(and(eq(articles.kind, 'review'), isLive(articles, now), inWindow(articles.publishedAt), visible, places))
        .orderBy(desc(articles.publishedAt))
        .limit(limit)
    ),
    readFor((places) =>
      db
        .select({ guideId: guides.id, at: guides.publishedAt, slug: guides.slug, title: guides.title, placeId: restaurants.id })
        .from(guides)
        .innerJoin(guidePlaces, eq(guidePlaces.guideId, guides.id))
        .innerJoin(restaurants, eq(restaurants.id, guidePlaces.restaurantId))
        .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
        .where(and(isLive(guides, now), inWindow(guides.publishedAt), visible, places))
        .orderBy(desc(guides.publishedAt))
        .limit(limit)
    ),
    // A live guide that gains a place logs it by name (the log outlives the place).
    readFor((places) =>
      db
        .select({ guideId: guides.id, at: guideLog.createdAt, slug: guides.slug, title: guides.title, placeId: restaurants.id })
        .from(guideLog)
        .innerJoin(guides, eq(guides.id, guideLog.guideId))
        .innerJoin(guidePlaces, eq(guidePlaces.guideId, guides.id))
        .innerJoin(restaurants, and(eq(restaurants.id, guidePlaces.restaurantId), eq(restaurants.name, guideLog.restaurantName)))
        .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
        .where(and(eq(guideLog.kind, 'added'), isLive(guides, now), inWindow(guideLog.createdAt), visible, places))
        .orderBy(desc(guideLog.createdAt))
        .limit(limit)
    ),
  ]);

  const found = [...events, ...reviews, ...guidesLive, ...guidesAdded].map((row) => row.placeId);
  const places = await placesByIds(db, [...new Set(found)]);
  const place = (id: number) => places.get(id)!;
  const guideChange = (g: (typeof guidesLive)[number]) => ({
    // A guide that went live with a place and logged it too is one entry.
    key: `guide-${g.guideId}-${g.placeId}`,
    at: g.at,
    place: place(g.placeId),
    change: { kind: 'guide' as const, id: g.guideId, slug: g.slug, title: g.title },
  });
  const changes: PlaceChange[] = [
    ...events.map((e) => ({ key: `event-${e.id}`, at: e.at, place: place(e.placeId), change: e.detail as PlaceEventDetail })),
    ...reviews.map((r) => ({
      key: `review-${r.id}-${r.placeId}`,
      at: r.at,
      place: place(r.placeId),
      change: { kind: 'review' as const, id: r.id, slug: r.slug, title: r.title },
    })),
    ...guidesLive.map(guideChange),
    ...guidesAdded.map(guideChange),
  ];
  const seen = new Set<string>();
  return changes.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).filter((c) => !seen.has(c.key) && Boolean(seen.add(c.key)));
}

/** The places as followers' searches read them now: cuisine, price, rating and facts. */
async function placesByIds(db: Db, ids: number[]): Promise<Map<number, FollowedPlace>> {
  const columns = placeColumns(db);
  const rows = await selectInRuns(ids, (run) =>
    db
      .select(columns)
      .from(restaurants)
      .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
      .innerJoin(placeStateNow, eq(placeStateNow.restaurantId, restaurants.id))
      .where(inArray(restaurants.id, run))
  );
  return new Map(rows.map((row) => [row.id, asPlace(row)]));
}

/**
 * The changes as a page in `locale` names them: a review's or a guide's title in its
 * editor's live Spanish version where it has one, else as written.
 */
export async function changesInLanguage(db: Db, changes: PlaceChange[], locale: Locale): Promise<PlaceChange[]> {
  if (locale === 'en') return changes;
  const idsOf = (kind: 'review' | 'guide') => changes.flatMap((c) => (c.change.kind === kind ? [c.change.id] : []));
  const [reviews, guides] = await Promise.all([liveTranslations(db, 'article', idsOf('review'), locale), liveTranslations(db, 'guide', idsOf('guide'), locale)]);
  return changes.map((c) => {
    if (c.change.kind !== 'review' && c.change.kind !== 'guide') return c;
    const title = (c.change.kind === 'review' ? reviews : guides).get(c.change.id)?.title;
    return title ? { ...c, change: { ...c.change, title } } : c;
  });
}
