import { DETAILS_STALE_AFTER_DAYS } from '~/utils/details-freshness';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, listingReports, openingHours, restaurants } from '~/db/schema';
import type { HoursRow } from '~/utils/hours';
import { recordChange } from './changes.server';
import { detailsById, readDetails, replaceDetails } from './listing-details.server';
import { NO_DETAILS, type ListingDetails } from '~/utils/listing-details-text';
import { claimedChange, idAtSlug, saveClaimed } from './desk-versions.server';
import { forgetOldSlug, rememberOldSlug } from './slug-redirects.server';
import { statementsInRuns } from '~/db/bound-parameters';
import { restaurantRow } from '~/utils/restaurant-row';
import type { SourceRow } from '~/utils/listing-sources';
import { replaceSources } from './listing-sources.server';

/** A restaurant as the desk's form edits it: every field of the listing and its week. */
export type RestaurantInput = {
  name: string;
  slug: string;
  cuisineId: number;
  description: string;
  priceLevel: number;
  neighborhood: string;
  imageUrl: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  website: string;
  reservationUrl: string;
  isFeatured: boolean;
  closed: boolean;
  hours: HoursRow[];
  /** Typical spend per person in whole dollars, or null. */
  pricePerPerson: number | null;
} & ListingDetails;

/**
 * A snapshot from the desk's history as today's input: one saved before listings had
 * details (facts, dishes, happy hour, special dates, price per person) restores none.
 */
export function restaurantInputOf(snapshot: unknown): RestaurantInput {
  const { sources, ...saved } = snapshot as Partial<RestaurantInput> & Omit<RestaurantInput, keyof ListingDetails | 'pricePerPerson'> & { sources?: unknown };
  void sources; // Who stated what is restored beside the input (sourcesOfSnapshot).
  return { ...NO_DETAILS, pricePerPerson: null, ...saved };
}

export const DESK_RESTAURANTS_PAGE_SIZE = 25;


export type DeskRestaurantFilters = { q?: string; state?: 'open' | 'closed' | 'draft'; page: number };

/**
 * The desk's restaurant list, narrowed by a search and open/closed/draft, a page at a
 * time, in the order an editor works through it: drafts to complete, listings with open reports from
 * diners (most first), then open listings not checked for DETAILS_STALE_AFTER_DAYS
 * (never checked, then the oldest check), then the rest by name.
 */
export async function listDeskRestaurants(db: Db, filters: DeskRestaurantFilters, now = new Date()) {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(like(restaurants.name, `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  if (filters.state === 'open') conditions.push(isNull(restaurants.closedAt));
  if (filters.state === 'closed') conditions.push(isNotNull(restaurants.closedAt));
  if (filters.state === 'draft') conditions.push(eq(restaurants.isDraft, true));
  const where = and(...conditions);
  const staleBefore = new Date(now.getTime() - DETAILS_STALE_AFTER_DAYS * 86_400_000).toISOString();
  const openReports = sql<number>`(SELECT count(*) FROM ${listingReports} WHERE ${listingReports.restaurantId} = ${restaurants.id} AND ${listingReports.status} = 'open')`;
  // A closed place has no hours or phone left to check.
  const stale = sql<number>`(${restaurants.closedAt} IS NULL AND (${restaurants.detailsCheckedAt} IS NULL OR ${restaurants.detailsCheckedAt} < ${staleBefore}))`;
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        slug: restaurants.slug,
        neighborhood: restaurants.neighborhood,
        // Aliased: D1 batches return rows as objects, where a second "name" would overwrite the first.
        cuisine: sql<string>`${cuisines.name}`.as('cuisine_name'),
        closedAt: restaurants.closedAt,
        isDraft: restaurants.isDraft,
        isFeatured: restaurants.isFeatured,
        detailsCheckedAt: restaurants.detailsCheckedAt,
        openReports: openReports.as('open_reports'),
        stale: stale.mapWith(Boolean).as('stale'),
      })
      .from(restaurants)
      .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
      .where(where)
      .orderBy(
        desc(restaurants.isDraft),
        sql`open_reports DESC`,
        sql`stale DESC`,
        sql`CASE WHEN stale THEN coalesce(${restaurants.detailsCheckedAt}, '') END`,
        asc(restaurants.name),
      )
      .limit(DESK_RESTAURANTS_PAGE_SIZE)
      .offset((filters.page - 1) * DESK_RESTAURANTS_PAGE_SIZE),
    db.select({ n: count() }).from(restaurants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Listings an import left as drafts for want of a description (decision 040): the desk overview asks for them. */
export async function countDraftListings(db: Db) {
  const [row] = await db.select({ n: count() }).from(restaurants).where(eq(restaurants.isDraft, true));
  return row?.n ?? 0;
}

export type EditableRestaurant = {
  id: number;
  version: number;
  updatedAt: string | null;
  closedAt: string | null;
  detailsCheckedAt: string | null;
  /** Demo content (decisions 022, 036): a desk save or an import keeps it a sample. */
  isSample: boolean;
  /** Imported without a usable description: on no public surface until completed (decision 040). */
  isDraft: boolean;
  input: RestaurantInput;
};

export async function getEditableRestaurant(db: Db, id: number): Promise<EditableRestaurant | null> {
  const [[row], hours, ...details] = await db.batch([
    db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1),
    db
      .select({ weekday: openingHours.weekday, opensMinute: openingHours.opensMinute, closesMinute: openingHours.closesMinute })
      .from(openingHours)
      .where(eq(openingHours.restaurantId, id))
      .orderBy(asc(openingHours.weekday), asc(openingHours.opensMinute)),
    ...readDetails(db, [id]),
  ]);
  return row ? toEditableRestaurant(row, hours, detailsById(details).get(id) ?? NO_DETAILS) : null;
}

/** Where a listing keeps the words a Spanish version translates: its description. */
export const restaurantWordSource = { table: restaurants, columns: { description: restaurants.description } };

/** A restaurant's row, its week and its details as the desk edits them (the editor, an import, the export). */
export function toEditableRestaurant(row: typeof restaurants.$inferSelect, hours: RestaurantInput['hours'], details: ListingDetails): EditableRestaurant {
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt,
    detailsCheckedAt: row.detailsCheckedAt,
    isSample: row.isSample,
    isDraft: row.isDraft,
    input: {
      name: row.name,
      slug: row.slug,
      cuisineId: row.cuisineId,
      description: row.description,
      priceLevel: row.priceLevel,
      neighborhood: row.neighborhood,
      imageUrl: row.imageUrl ?? '',
      address: row.address ?? '',
      latitude: row.latitude,
      longitude: row.longitude,
      phone: row.phone ?? '',
      website: row.website ?? '',
      reservationUrl: row.reservationUrl ?? '',
      isFeatured: row.isFeatured,
      closed: row.closedAt !== null,
      hours,
      pricePerPerson: row.pricePerPerson,
      ...details,
    },
  };
}

/** The name of another restaurant at `slug`, or null. */
export async function restaurantSlugTakenBy(db: Db, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.slug, slug), exceptId === null ? undefined : ne(restaurants.id, exceptId)))
    .limit(1);
  return row?.name ?? null;
}

export type RestaurantSave = {
  id: number | null;
  expectedVersion: number;
  input: RestaurantInput;
  /** When it closed for good, kept from before if it already had; null while open. */
  closedAt: string | null;
  previousSlug: string | null;
  userId: number;
  action: string;
  summary: string;
  /** Who states each part after this save (an edit: decision 050); recorded in the snapshot, so a restore brings them back. */
  sources?: SourceRow[];
};

/**
 * Writes a restaurant, its week, its details, its old address (which answers 301) and the
 * recorded change in one batch; an edit is refused, with nothing written, when
 * the restaurant has moved on from the version the form was loaded with.
 */
export async function saveRestaurant(db: Db, save: RestaurantSave): Promise<{ id: number } | { conflict: true }> {
  const { input } = save;
  const savedAt = new Date().toISOString();
  const values = {
    // The desk's form requires a description: saving a draft publishes it (decision 040).
    ...restaurantRow(input, { closedAt: save.closedAt, isDraft: false }),
    updatedAt: savedAt,
    // An editor saving a listing vouches for what it says.
    detailsCheckedAt: savedAt,
  };
  const id = save.id ?? idAtSlug(restaurants, input.slug);
  const renamed = save.id !== null && save.previousSlug !== null && save.previousSlug !== input.slug;
  // D1 binds at most 100 parameters a statement: 4 a row, 20 rows an insert.
  const hourInserts = [];
  for (let i = 0; i < input.hours.length; i += 20) {
    hourInserts.push(db.insert(openingHours).values(input.hours.slice(i, i + 20).map((row) => ({ ...row, restaurantId: id }))));
  }
  const parts = [
    db.delete(openingHours).where(eq(openingHours.restaurantId, id)),
    ...hourInserts,
    ...replaceDetails(db, id, input),
    ...(renamed ? [rememberOldSlug(db, 'restaurant', save.previousSlug!, save.id!), forgetOldSlug(db, 'restaurant', input.slug)] : []),
    ...(save.id !== null && save.sources ? replaceSources(db, save.id, save.sources) : []),
  ];
  const snapshot = save.sources ? { ...input, sources: save.sources } : input;
  const change = { entity: 'restaurant', entityId: id, userId: save.userId, action: save.action, summary: save.summary, snapshot } as const;
  if (save.id === null) {
    const [created] = await db.batch([
      db.insert(restaurants).values({ ...values, version: 1 }).returning({ id: restaurants.id }),
      ...parts,
      recordChange(db, change),
    ]);
    return { id: created[0]!.id };
  }
  return saveClaimed(db, restaurants, { id: save.id, expectedVersion: save.expectedVersion }, [
    claimedChange(db, restaurants, save.expectedVersion, change),
    db
      .update(restaurants)
      .set({ ...values, version: save.expectedVersion + 1 })
      .where(and(eq(restaurants.id, save.id), eq(restaurants.version, save.expectedVersion))),
    ...parts,
  ]);
}

/**
 * The desk's "Confirm details": an editor checked the listing against the place
 * and found it right. Only the checked date moves, with a line in its history;
 * the version stays, so a form another editor has open still saves.
 */
export async function confirmDetails(db: Db, { id, userId, at = new Date() }: { id: number; userId: number; at?: Date }) {
  await db.batch([
    db.update(restaurants).set({ detailsCheckedAt: at.toISOString() }).where(eq(restaurants.id, id)),
    recordChange(db, { entity: 'restaurant', entityId: id, userId, action: 'confirmed details' }),
  ]);
}

/**
 * Marks listings' hours and details as checked at `at`, for writers outside the
 * desk's form (an import of checked listings). A date older than a listing's own
 * is ignored: a check is never undone. Writes only the date, in one batch; the
 * caller records its own history and publishes (publishChanges) so pages show it.
 * Returns how many listings moved to `at`.
 */
export async function markDetailsChecked(db: Db, ids: readonly number[], at: Date | string): Promise<number> {
  const iso = typeof at === 'string' ? new Date(at).toISOString() : at.toISOString();
  const unique = [...new Set(ids)];
  if (!unique.length) return 0;
  const [first, ...rest] = statementsInRuns(unique, (ids) =>
    db
      .update(restaurants)
      .set({ detailsCheckedAt: iso })
      .where(and(inArray(restaurants.id, ids), sql`(${restaurants.detailsCheckedAt} IS NULL OR ${restaurants.detailsCheckedAt} < ${iso})`)),
  );
  const results = await db.batch([first!, ...rest]);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}
