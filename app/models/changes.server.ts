import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { changes, users, type TranslatedEntity } from '~/db/schema';

export type ChangeEntity =
  | 'article'
  | 'recipe'
  | 'guide'
  | 'restaurant'
  | 'user'
  | 'photo'
  | 'review'
  | 'owner-reply'
  | 'report'
  | 'message'
  /** An item's Spanish version (app/modules/translation-desk.server.ts), under the English item's id. */
  | `${TranslatedEntity}-es`;

export type RecordedChange = {
  entity: ChangeEntity;
  /** SQL when the batch that records it also creates the item (see `idAtSlug`). */
  entityId: number | SQL<number>;
  /** Who made it; null for the system (e.g. a scheduled item going live). */
  userId: number | null;
  action: string;
  summary?: string;
  /** The item as saved, for restoring it later. */
  snapshot?: unknown;
};

/** The columns of a recorded change. */
export function changeValues(change: RecordedChange) {
  return {
    entity: change.entity,
    entityId: change.entityId,
    userId: change.userId,
    action: change.action,
    summary: change.summary ?? '',
    snapshot: change.snapshot ?? null,
  };
}

/** The statement that records a change: batch it with the write it describes, so neither lands alone. */
export function recordChange(db: Db, change: RecordedChange) {
  return db.insert(changes).values(changeValues(change));
}

/** An item's history, newest first, with who made each change. */
export function listChanges(db: Db, entity: ChangeEntity, entityId: number, limit = 50) {
  return db
    .select({
      id: changes.id,
      action: changes.action,
      summary: changes.summary,
      createdAt: changes.createdAt,
      hasSnapshot: changes.snapshot,
      by: users.name,
    })
    .from(changes)
    .leftJoin(users, eq(users.id, changes.userId))
    .where(and(eq(changes.entity, entity), eq(changes.entityId, entityId)))
    .orderBy(desc(changes.createdAt), desc(changes.id))
    .limit(limit)
    .then((rows) => rows.map(({ hasSnapshot, ...row }) => ({ ...row, restorable: hasSnapshot !== null })));
}

/** One recorded version of an item, to restore it. */
export async function getChangeSnapshot(db: Db, entity: ChangeEntity, entityId: number, changeId: number) {
  const [row] = await db
    .select({ snapshot: changes.snapshot, createdAt: changes.createdAt })
    .from(changes)
    .where(and(eq(changes.id, changeId), eq(changes.entity, entity), eq(changes.entityId, entityId)))
    .limit(1);
  return row?.snapshot == null ? null : row;
}

/** The newest changes across the desk (the dashboard's "Recent changes"). */
export function listRecentChanges(db: Db, limit = 10) {
  return db
    .select({
      id: changes.id,
      entity: changes.entity,
      entityId: changes.entityId,
      action: changes.action,
      summary: changes.summary,
      createdAt: changes.createdAt,
      by: users.name,
    })
    .from(changes)
    .leftJoin(users, eq(users.id, changes.userId))
    .orderBy(desc(changes.createdAt), desc(changes.id))
    .limit(limit);
}
