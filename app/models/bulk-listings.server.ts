import { asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '~/db/client.server';
import { cuisines, openingHours, restaurants } from '~/db/schema';
import { toEditableRestaurant, type RestaurantInput } from './desk-restaurants.server';
import { detailsById, readDetails } from './listing-details.server';
import { NO_DETAILS, type ListingDetails } from '~/utils/listing-details-text';
import { runsWithinD1Limit } from '~/db/bound-parameters';
import { RESTAURANT_ROW_FIELDS, restaurantRow } from '~/utils/restaurant-row';

/**
 * Every listing at once, for a spreadsheet import and the operator's export:
 * the restaurants as the desk edits them, and the cuisines a sheet may name.
 */
export async function loadListings(db: Db) {
  const [rows, hours, cuisineRows] = await db.batch([
    db.select().from(restaurants).orderBy(asc(restaurants.id)),
    db
      .select({ restaurantId: openingHours.restaurantId, weekday: openingHours.weekday, opensMinute: openingHours.opensMinute, closesMinute: openingHours.closesMinute })
      .from(openingHours)
      .orderBy(asc(openingHours.restaurantId), asc(openingHours.weekday), asc(openingHours.opensMinute)),
    db.select({ id: cuisines.id, key: cuisines.key, name: cuisines.name }).from(cuisines).orderBy(asc(cuisines.sortOrder), asc(cuisines.name)),
  ]);
  const weeks = new Map<number, RestaurantInput['hours']>();
  for (const { restaurantId, ...row } of hours) {
    const week = weeks.get(restaurantId) ?? [];
    week.push(row);
    weeks.set(restaurantId, week);
  }
  const details = await readAllDetails(db, rows.map((row) => row.id));
  const listings = rows.map((row) => toEditableRestaurant(row, weeks.get(row.id) ?? [], details.get(row.id) ?? NO_DETAILS));
  return { listings, cuisines: cuisineRows };
}

/** The details of every listing in `ids`, in one batch. */
async function readAllDetails(db: Db, ids: number[]): Promise<Map<number, ListingDetails>> {
  const reads = runsWithinD1Limit(ids, { others: 0 }).flatMap((part) => readDetails(db, part));
  if (!reads.length) return new Map();
  const results: unknown[][] = await db.batch(reads as unknown as [(typeof reads)[number], ...typeof reads]);
  // readDetails gives four reads a chunk: facts, dishes, happy hours, special dates.
  const ofKind = (kind: number) => results.filter((_, i) => i % 4 === kind).flat();
  return detailsById([ofKind(0), ofKind(1), ofKind(2), ofKind(3)] as Parameters<typeof detailsById>[0]);
}

/** One listing an import adds (`id` null) or changes, with its history line. */
export type ListingWrite = {
  id: number | null;
  expectedVersion: number;
  input: RestaurantInput;
  closedAt: string | null;
  previousSlug: string | null;
  /** A real listing added beside a sample: the sample's address, which it takes when the samples are removed (decision 036). */
  takesSlug?: string;
  /** Imported without a usable description: on no public surface until completed (decision 040). */
  isDraft: boolean;
  action: string;
  summary: string;
  /**
   * When the row says its details were checked (its details_checked day, or now when
   * the operator ticked that they checked them today); null leaves the listing's own.
   */
  detailsCheckedAt: string | null;
};

// Rows travel as one JSON text per statement, read back by json_each, so a
// statement binds a handful of parameters (D1 takes at most 100) whatever the
// number of rows. Each text stays under D1's 100 KB for a statement, so the same
// statements also run with their values written in (the import script's file).
const STATEMENT_BYTES = 90_000;
const dialect = new SQLiteSyncDialect();
const encoder = new TextEncoder();

/** Consecutive runs of `items` whose JSON, quotes doubled as in SQL, fits in STATEMENT_BYTES. */
function chunksOfJson<T>(items: T[]) {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 2;
  for (const item of items) {
    const json = JSON.stringify(item);
    const bytes = encoder.encode(json).length + (json.match(/'/g)?.length ?? 0) + 1;
    if (current.length && size + bytes > STATEMENT_BYTES) {
      out.push(current);
      current = [];
      size = 2;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length) out.push(current);
  return out;
}

const field = (name: string) => sql.raw(`json_extract(j.value, '$.${name}')`);
const rowColumns = getTableColumns(restaurants);
// The columns restaurantRow gives, as the desk's save writes them.
const LISTING_COLUMNS = sql.raw(RESTAURANT_ROW_FIELDS.map((name) => rowColumns[name].name).join(', '));
const listingValues = sql.join(RESTAURANT_ROW_FIELDS.map(field), sql`, `);

function asRow(write: ListingWrite) {
  const { input } = write;
  return {
    id: write.id,
    version: write.expectedVersion,
    ...restaurantRow(input, write),
    takesSlug: write.takesSlug ?? null,
    action: write.action,
    summary: write.summary,
    detailsCheckedAt: write.detailsCheckedAt,
    snapshot: input,
  };
}

/**
 * Inserts of a listing's rows into `into` ("table (restaurant_id, columns…)"), each
 * row [id, slug of a listing the import adds, …`width` values].
 */
function inserts(into: string, width: number, rows: unknown[][]): SQL[] {
  const values = Array.from({ length: width }, (_, i) => `json_extract(j.value, '$[${i + 2}]')`).join(', ');
  return chunksOfJson(rows).map(
    (part) =>
      sql`INSERT INTO ${sql.raw(into)}
        SELECT coalesce(json_extract(j.value, '$[0]'), (SELECT id FROM restaurants WHERE slug = json_extract(j.value, '$[1]'))), ${sql.raw(values)}
        FROM json_each(${JSON.stringify(part)}) AS j`,
  );
}

/**
 * The statements of an import, for one D1 batch (one transaction): each changed
 * listing, its week and details, its old address (which answers 301) and its history line,
 * as a desk save writes them. An edited listing's history line comes first and
 * names its listing only while the listing still has the version the preview
 * read (as claimedChange does for one save): if another editor saved it since,
 * the NOT NULL entity fails and the whole import is rolled back.
 */
export function listingImportStatements(writes: ListingWrite[], userId: number | null, now = new Date().toISOString()): SQL[] {
  const edits = writes.filter((w) => w.id !== null).map(asRow);
  const added = writes.filter((w) => w.id === null).map(asRow);
  const renamed = writes.filter((w) => w.id !== null && w.previousSlug !== null && w.previousSlug !== w.input.slug);
  const statements: SQL[] = [];
  for (const part of chunksOfJson(edits)) {
    const rows = JSON.stringify(part);
    statements.push(
      sql`INSERT INTO changes (entity, entity_id, user_id, action, summary, snapshot)
        SELECT (SELECT 'restaurant' FROM restaurants WHERE id = ${field('id')} AND version = ${field('version')}),
          ${field('id')}, ${userId}, ${field('action')}, ${field('summary')}, ${field('snapshot')}
        FROM json_each(${rows}) AS j`,
      // A row's check moves the listing's date forward only: a check is never undone.
      sql`UPDATE restaurants SET (${LISTING_COLUMNS}, updated_at, details_checked_at, version) = (${listingValues}, ${now},
          CASE WHEN restaurants.details_checked_at IS NULL OR restaurants.details_checked_at < ${field('detailsCheckedAt')} THEN ${field('detailsCheckedAt')} ELSE restaurants.details_checked_at END,
          restaurants.version + 1)
        FROM json_each(${rows}) AS j WHERE restaurants.id = ${field('id')}`,
    );
  }
  for (const part of chunksOfJson(added)) {
    const rows = JSON.stringify(part);
    statements.push(
      sql`INSERT INTO restaurants (${LISTING_COLUMNS}, updated_at, details_checked_at, version) SELECT ${listingValues}, ${now}, ${field('detailsCheckedAt')}, 1 FROM json_each(${rows}) AS j`,
      sql`INSERT INTO changes (entity, entity_id, user_id, action, summary, snapshot)
        SELECT 'restaurant', (SELECT id FROM restaurants WHERE slug = ${field('slug')}), ${userId}, ${field('action')}, ${field('summary')}, ${field('snapshot')}
        FROM json_each(${rows}) AS j`,
    );
  }
  for (const part of chunksOfJson(added.filter((row) => row.takesSlug))) {
    statements.push(sql`UPDATE restaurants SET takes_slug = ${field('takesSlug')} FROM json_each(${JSON.stringify(part)}) AS j WHERE restaurants.slug = ${field('slug')}`);
  }
  // Each listing's week and details replace what it had, as a desk save's do.
  for (const ids of chunksOfJson(edits.map((row) => row.id))) {
    for (const table of ['opening_hours', 'restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours']) {
      statements.push(sql`DELETE FROM ${sql.raw(table)} WHERE restaurant_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
    }
  }
  const rowsOf = (each: (input: RestaurantInput) => unknown[][]) => writes.flatMap((w) => each(w.input).map((row) => [w.id, w.id === null ? w.input.slug : null, ...row]));
  statements.push(
    ...inserts('opening_hours (restaurant_id, weekday, opens_minute, closes_minute)', 3, rowsOf((i) => i.hours.map((h) => [h.weekday, h.opensMinute, h.closesMinute]))),
    ...inserts('restaurant_facts (restaurant_id, fact, value, checked_on)', 3, rowsOf((i) => Object.entries(i.facts).map(([fact, c]) => [fact, c!.value, c!.checkedOn]))),
    ...inserts('restaurant_dishes (restaurant_id, position, name, price_cents)', 3, rowsOf((i) => i.dishes.map((d, n) => [n + 1, d.name, d.priceCents]))),
    ...inserts('happy_hours (restaurant_id, weekday, starts_minute, ends_minute)', 3, rowsOf((i) => i.happyHours.map((h) => [h.weekday, h.opensMinute, h.closesMinute]))),
    ...inserts('special_hours (restaurant_id, on_date, opens_minute, closes_minute, note)', 4, rowsOf((i) => i.specialHours.map((h) => [h.date, h.opensMinute, h.closesMinute, h.note]))),
  );
  for (const part of chunksOfJson(renamed.map((w) => ({ id: w.id, from: w.previousSlug, to: w.input.slug })))) {
    const moves = JSON.stringify(part);
    statements.push(
      // "WHERE true" tells SQLite the ON CONFLICT belongs to the INSERT, not to a join.
      sql`INSERT INTO slug_redirects (entity, old_slug, entity_id) SELECT 'restaurant', ${field('from')}, ${field('id')} FROM json_each(${moves}) AS j WHERE true
        ON CONFLICT (entity, old_slug) DO UPDATE SET entity_id = excluded.entity_id`,
      sql`DELETE FROM slug_redirects WHERE entity = 'restaurant' AND old_slug IN (SELECT ${field('to')} FROM json_each(${moves}) AS j)`,
    );
  }
  return statements;
}

/**
 * Writes an import all at once or not at all. `{ conflict: true }` when a
 * listing moved on since the preview (nothing was written); any other failure
 * is thrown for the caller to report.
 */
export async function saveListingImport(db: Db, writes: ListingWrite[], userId: number | null): Promise<{ saved: number } | { conflict: true }> {
  const statements = listingImportStatements(writes, userId);
  if (!statements.length) return { saved: 0 };
  try {
    // Straight to D1: drizzle's batch cannot bind a raw statement's parameters.
    await db.$client.batch(statements.map((statement) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return db.$client.prepare(text).bind(...params);
    }));
    return { saved: writes.length };
  } catch (error) {
    const edits = writes.filter((w) => w.id !== null);
    const current = new Map((await db.select({ id: restaurants.id, version: restaurants.version }).from(restaurants)).map((r) => [r.id, r.version]));
    if (edits.some((w) => current.get(w.id!) !== w.expectedVersion)) return { conflict: true };
    throw error;
  }
}

