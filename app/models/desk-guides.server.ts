import { and, asc, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { guideLog, guidePlaces, guides, restaurants, type PublicationStatus } from '~/db/schema';
import type { GuideInput } from '~/utils/desk-guide';
import { recordChange } from './changes.server';
import { claimedChange, idAtSlug, saveClaimed } from './desk-versions.server';
import { publicRestaurant } from './restaurant-cards.server';
import { selectInRuns } from '~/db/bound-parameters';

/** The desk's guide list: every state, newest change first. */
export type DeskGuideFilters = { status?: PublicationStatus; q?: string };

export function listDeskGuides(db: Db, filters: DeskGuideFilters, limit = 200) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(guides.status, filters.status));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(like(guides.title, pattern), like(guides.slug, pattern))!);
  }
  return db
    .select({ id: guides.id, title: guides.title, slug: guides.slug, status: guides.status, author: guides.author, publishedAt: guides.publishedAt })
    .from(guides)
    .where(and(...conditions))
    .orderBy(desc(guides.updatedAt), desc(guides.id))
    .limit(limit);
}

export type EditableGuide = {
  id: number;
  version: number;
  status: PublicationStatus;
  updatedAt: string;
  input: GuideInput;
  /** Its places that have closed for good: the form marks them so the editor can take them out. */
  closed: string[];
};

type GuidePlaceWords = GuideInput['places'];

/**
 * Where a guide keeps the words a Spanish version translates: each place's note by the
 * place's address, read beside the guide (their order does not change a word).
 */
export const guideWordSource = {
  table: guides,
  columns: {
    title: guides.title,
    summary: guides.summary,
    intro: guides.intro,
    imageAlt: guides.imageAlt,
    places: sql<string>`(SELECT json_group_array(json_object('restaurant', ${restaurants.slug}, 'note', ${guidePlaces.note}))
      FROM ${guidePlaces} JOIN ${restaurants} ON ${restaurants.id} = ${guidePlaces.restaurantId} WHERE ${guidePlaces.guideId} = ${guides.id})`.mapWith(
      (text: string): GuidePlaceWords => JSON.parse(text),
    ),
  },
};

/** A guide's words as its editor shows them: the fields of its Spanish version come from these. */
export function guideWordsOf(row: { title: string; summary: string; intro: string; imageAlt: string | null; places: GuidePlaceWords }) {
  return { title: row.title, summary: row.summary, intro: row.intro, imageAlt: row.imageAlt ?? '', places: row.places };
}

/** A guide as the desk's form edits it, in any state. */
export async function getEditableGuide(db: Db, id: number): Promise<EditableGuide | null> {
  const [row] = await db.select().from(guides).where(eq(guides.id, id)).limit(1);
  if (!row) return null;
  const places = await db
    .select({ slug: restaurants.slug, note: guidePlaces.note, closedAt: restaurants.closedAt })
    .from(guidePlaces)
    .innerJoin(restaurants, eq(restaurants.id, guidePlaces.restaurantId))
    .where(eq(guidePlaces.guideId, id))
    .orderBy(asc(guidePlaces.position), asc(restaurants.name));
  const input: GuideInput = {
    ...guideWordsOf({ ...row, places: places.map((p) => ({ restaurant: p.slug, note: p.note })) }),
    slug: row.slug,
    imageUrl: row.imageUrl ?? '',
    author: row.author,
    publishedAt: new Date(row.publishedAt.length === 10 ? `${row.publishedAt}T12:00:00Z` : row.publishedAt).toISOString(),
  };
  return { id: row.id, version: row.version, status: row.status, updatedAt: row.updatedAt, input, closed: places.filter((p) => p.closedAt).map((p) => p.slug) };
}

/** The title of another guide already at `slug`, or null. */
export async function guideSlugTakenBy(db: Db, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ title: guides.title })
    .from(guides)
    .where(and(eq(guides.slug, slug), exceptId === null ? undefined : ne(guides.id, exceptId)))
    .limit(1);
  return row?.title ?? null;
}

export type FoundPlace = { id: number; slug: string; name: string };

/** The listed restaurants among `slugs` (by slug), and the slugs that name none. */
export async function findGuidePlaces(db: Db, slugs: string[]) {
  const unique = [...new Set(slugs)];
  const rows = await selectInRuns(unique, (slugs) =>
    db.select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name }).from(restaurants).where(and(inArray(restaurants.slug, slugs), publicRestaurant)),
  );
  const found = new Map<string, FoundPlace>(rows.map((row) => [row.slug, row]));
  return { found, unknown: unique.filter((slug) => !found.has(slug)) };
}

/** The listings an editor can pick from (the place field's suggestions), by name. */
export function restaurantChoices(db: Db, limit = 1500) {
  return db.select({ slug: restaurants.slug, name: restaurants.name }).from(restaurants).where(publicRestaurant).orderBy(asc(restaurants.name)).limit(limit);
}

export type GuideLogLine = { kind: 'added' | 'removed' | 'note'; restaurantName: string | null; reason: string | null };

export type GuideSave = {
  /** null to create. */
  id: number | null;
  /** The version the form was loaded with; the save is refused if the guide has moved on. */
  expectedVersion: number;
  input: GuideInput;
  status: PublicationStatus;
  publishedAt: string;
  /** The places in order, found by slug. */
  places: Array<{ id: number; note: string }>;
  /** Lines for the guide's visible Changes list, written with the save. */
  log: GuideLogLine[];
  userId: number;
  action: string;
  summary: string;
};

/**
 * Writes a guide in one batch: the row, its places in order, its Changes lines
 * and the recorded change (with the guide, for Restore). An edit is refused,
 * with nothing written, when the guide has moved on from the version the form
 * was loaded with.
 */
export async function saveGuide(db: Db, save: GuideSave): Promise<{ id: number } | { conflict: true }> {
  const now = new Date().toISOString();
  const input = save.input;
  const values = {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    intro: input.intro,
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageUrl ? input.imageAlt : null,
    author: input.author,
    publishedAt: save.publishedAt,
    status: save.status,
    updatedAt: now,
  };
  const id = save.id ?? idAtSlug(guides, input.slug);
  const change = { entity: 'guide', entityId: id, userId: save.userId, action: save.action, summary: save.summary, snapshot: input } as const;
  const parts = [
    db.delete(guidePlaces).where(eq(guidePlaces.guideId, id)),
    ...save.places.map((place, position) => db.insert(guidePlaces).values({ guideId: id, restaurantId: place.id, position, note: place.note })),
    ...save.log.map((line) => db.insert(guideLog).values({ guideId: id, ...line, createdAt: now })),
  ];
  if (save.id === null) {
    const [created] = await db.batch([
      db.insert(guides).values({ ...values, version: 1, createdAt: now }).returning({ id: guides.id }),
      ...parts,
      recordChange(db, change),
    ]);
    return { id: created[0]!.id };
  }
  return saveClaimed(db, guides, { id: save.id, expectedVersion: save.expectedVersion }, [
    claimedChange(db, guides, save.expectedVersion, change),
    db
      .update(guides)
      .set({ ...values, version: save.expectedVersion + 1 })
      .where(and(eq(guides.id, save.id), eq(guides.version, save.expectedVersion))),
    ...parts,
  ]);
}
