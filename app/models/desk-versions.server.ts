import { eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '~/db/client.server';
import { articles, changes, guides, recipes, restaurants } from '~/db/schema';
import { changeValues, type RecordedChange } from './changes.server';

/**
 * A desk save is one D1 batch, and a batch is one transaction: the item, its
 * version, its parts and its history row land together or not at all.
 */
type VersionedTable = typeof articles | typeof recipes | typeof restaurants | typeof guides;

/** The id of the item at `slug`, in SQL: later statements of a batch that creates it name it so. */
export function idAtSlug(table: VersionedTable, slug: string): SQL<number> {
  return sql<number>`(SELECT ${table.id} FROM ${table} WHERE ${table.slug} = ${slug})`;
}

/**
 * The history row of an edit, and its batch's version check: put it before the
 * item's UPDATE. It names its entity only while the item still has the version
 * the form was loaded with; otherwise the entity is NULL, the NOT NULL constraint
 * fails and D1 rolls the whole batch back, so a stale form writes nothing.
 */
export function claimedChange(db: Db, table: VersionedTable, expectedVersion: number, change: RecordedChange) {
  return db.insert(changes).values({
    ...changeValues(change),
    entity: sql<string>`(SELECT ${change.entity} FROM ${table} WHERE ${table.id} = ${change.entityId} AND ${table.version} = ${expectedVersion})`,
  });
}

/**
 * Runs an edit's batch. A failed batch whose item has moved on from the expected
 * version was refused by `claimedChange` (another editor saved first); any other
 * failure is thrown for the caller to report.
 */
export async function saveClaimed(
  db: Db,
  table: VersionedTable,
  claim: { id: number; expectedVersion: number },
  statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
): Promise<{ id: number } | { conflict: true }> {
  try {
    await db.batch(statements);
    return { id: claim.id };
  } catch (error) {
    const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, claim.id)).limit(1);
    if (row?.version !== claim.expectedVersion) return { conflict: true };
    throw error;
  }
}
