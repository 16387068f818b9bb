import type { SpanishVersion } from '~/utils/spanish-overlay';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import type { MarkdownNode } from '~/utils/markdown-tree';
import { cuisines, guideLog, guidePlaces, guides, restaurants } from '~/db/schema';
import { isLive } from './publication.server';
import { stillTrading } from './restaurant-cards.server';
import { selectInRuns } from '~/db/bound-parameters';

/**
 * What readers see of the editors' guides: published (or due) guides only, and
 * in each only the places still trading. A permanently closed place leaves the
 * guide's numbered list, as it leaves every listing (decision 015); the editor
 * takes it out in the desk with the reason "closed", which the Changes list shows.
 */

export type GuideCard = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  imageAlt: string | null;
  author: string;
  publishedAt: string;
  updatedAt: string;
  placeCount: number;
  /** On a Spanish page, present when the words are the editors' Spanish version (spanish-overlay.ts). */
  spanish?: SpanishVersion;
};

/** One numbered place of a guide: 1..n in the editor's order, the same number its pin on a map carries. */
export type GuidePlace = {
  number: number;
  id: number;
  slug: string;
  name: string;
  cuisine: string;
  neighborhood: string;
  priceLevel: number;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  note: string;
};

export type GuideLogEntry = { id: number; kind: 'added' | 'removed' | 'note'; restaurantName: string | null; reason: string | null; createdAt: string };

export type GuideDetail = GuideCard & { intro: string; places: GuidePlace[]; log: GuideLogEntry[] };

/** A guide as its template draws it: the intro's Markdown parsed on the server. */
export type GuidePage = Omit<GuideDetail, 'intro'> & { introNodes: MarkdownNode[] };

/** The /guides/{slug} path of a guide. */
export const guidePath = (slug: string) => `/guides/${slug}`;
/** Its own Atom feed. */
export const guideFeedPath = (slug: string) => `/feeds/guides/${slug}.xml`;

// Spelled out: inside a one-table query drizzle leaves column names unqualified, and a bare "id" here would be the restaurant's.
const openPlaceCount = sql<number>`(SELECT count(*) FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = "guides"."id" AND r.closed_at IS NULL AND r.is_draft = 0)`;

const cardColumns = {
  id: guides.id,
  slug: guides.slug,
  title: guides.title,
  summary: guides.summary,
  imageUrl: guides.imageUrl,
  imageAlt: guides.imageAlt,
  author: guides.author,
  publishedAt: guides.publishedAt,
  updatedAt: guides.updatedAt,
  placeCount: openPlaceCount.mapWith(Number),
};

const newestFirst = [desc(guides.publishedAt), desc(guides.id)];

/** Every published guide, newest first: the /guides page and the all-guides feed. */
export function listGuides(db: Db, limit = 100): Promise<GuideCard[]> {
  return db.select(cardColumns).from(guides).where(isLive(guides)).orderBy(...newestFirst).limit(limit);
}

/** A live guide's id found by its slug, as a subquery: the guide's reads find it themselves, in one batch. */
const liveGuideId = (db: Db, slug: string) => db.select({ id: guides.id }).from(guides).where(and(isLive(guides), eq(guides.slug, slug)));

/** The still-trading places of the guide `guideId` selects, numbered in the guide's order. */
function placesOfGuide(db: Db, guideId: ReturnType<typeof liveGuideId>) {
  return db
    .select({ ...placeColumns, note: guidePlaces.note })
    .from(guidePlaces)
    .innerJoin(restaurants, eq(restaurants.id, guidePlaces.restaurantId))
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(inArray(guidePlaces.guideId, guideId), stillTrading))
    .orderBy(asc(guidePlaces.position), asc(restaurants.name));
}

const placeColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  // Its own name: in a D1 batch a row is keyed by column name, and "name" is the place's.
  cuisine: sql<string>`${cuisines.name}`.as('cuisine_name'),
  neighborhood: restaurants.neighborhood,
  priceLevel: restaurants.priceLevel,
  imageUrl: restaurants.imageUrl,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
};

/** Places a guide being previewed will hold, in the given order with the given notes (still-trading only). */
export async function previewPlaces(db: Db, places: Array<{ id: number; note: string }>): Promise<GuidePlace[]> {
  if (!places.length) return [];
  const rows = await selectInRuns(places.map((p) => p.id), (ids) =>
    db.select(placeColumns).from(restaurants).innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId)).where(and(inArray(restaurants.id, ids), stillTrading)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return places.flatMap((p) => {
    const row = byId.get(p.id);
    return row ? [{ ...row, note: p.note }] : [];
  }).map((row, i) => ({ ...row, number: i + 1 }));
}

/** A guide's Changes list, newest first: the guide by id, or as a subquery that finds it. */
export function guideChanges(db: Db, guide: number | ReturnType<typeof liveGuideId>, limit = 50) {
  return db
    .select({ id: guideLog.id, kind: guideLog.kind, restaurantName: guideLog.restaurantName, reason: guideLog.reason, createdAt: guideLog.createdAt })
    .from(guideLog)
    .where(typeof guide === 'number' ? eq(guideLog.guideId, guide) : inArray(guideLog.guideId, guide))
    .orderBy(desc(guideLog.createdAt), desc(guideLog.id))
    .limit(limit);
}

/** One published guide by slug, with its numbered places and its Changes list, or null: one D1 round trip. */
export async function getGuide(db: Db, slug: string): Promise<GuideDetail | null> {
  const guideId = liveGuideId(db, slug);
  const [[row], places, log] = await db.batch([
    db.select({ ...cardColumns, intro: guides.intro }).from(guides).where(and(isLive(guides), eq(guides.slug, slug))).limit(1),
    placesOfGuide(db, guideId),
    guideChanges(db, guideId),
  ]);
  if (!row) return null;
  return { ...row, places: places.map((place, i) => ({ ...place, number: i + 1 })), log };
}

/** Every published guide's path and last change, for the sitemap. */
export async function listGuidePaths(db: Db) {
  const rows = await db.select({ slug: guides.slug, updatedAt: guides.updatedAt }).from(guides).where(isLive(guides)).orderBy(...newestFirst);
  return rows.map((row) => ({ path: guidePath(row.slug), updatedAt: row.updatedAt }));
}
