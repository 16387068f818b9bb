import { and, eq, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFieldsFlat } from 'drizzle-orm/sqlite-core';
import { runsWithinD1Limit, selectInRuns } from '~/db/bound-parameters';
import type { Db } from '~/db/client.server';
import { articles, changes, guides, recipes, restaurants, translations, type PublicationStatus, type TranslatedEntity } from '~/db/schema';
import { changeValues, type RecordedChange } from './changes.server';

/** Languages an editor translates into: every one but English (app/utils/locale.ts). */
export type TranslatedLocale = 'es';

/** A translation readers see at `now`: published, or scheduled and its time has come (as publication.server.ts's isLive). */
function isLiveTranslation(now: Date): SQL {
  return or(eq(translations.status, 'published'), and(eq(translations.status, 'scheduled'), lte(translations.publishedAt, now.toISOString())))!;
}

/** SQL for a query that reads `translations`: the row is the live version in `locale` of the item `itemId` names (search joins on it). */
export function liveTranslationOf(entity: TranslatedEntity, itemId: SQLWrapper, locale: TranslatedLocale, now: Date): SQL {
  return and(eq(translations.entity, entity), eq(translations.entityId, itemId), eq(translations.locale, locale), isLiveTranslation(now))!;
}

/** The words readers see of one item in `locale`, or null when it has no live translation. */
export async function liveTranslation(db: Db, entity: TranslatedEntity, entityId: number, locale: TranslatedLocale, now = new Date()) {
  const [row] = await db
    .select({ fields: translations.fields })
    .from(translations)
    .where(and(eq(translations.entity, entity), eq(translations.entityId, entityId), eq(translations.locale, locale), isLiveTranslation(now)))
    .limit(1);
  return row?.fields ?? null;
}

/** The live words of many items (cards, lists, feeds): item id to its fields; items without one are absent. */
export async function liveTranslations(db: Db, entity: TranslatedEntity, entityIds: readonly number[], locale: TranslatedLocale, now = new Date()) {
  const found = new Map<number, Record<string, string>>();
  for (const ids of runsWithinD1Limit([...new Set(entityIds)])) {
    const rows = await db
      .select({ entityId: translations.entityId, fields: translations.fields })
      .from(translations)
      .where(and(eq(translations.entity, entity), eq(translations.locale, locale), inArray(translations.entityId, ids), isLiveTranslation(now)));
    for (const row of rows) found.set(row.entityId, row.fields);
  }
  return found;
}

/** An item's translation as the desk edits it, whatever its state, or null when none was started. */
export async function getTranslation(db: Db, entity: TranslatedEntity, entityId: number, locale: TranslatedLocale) {
  const [row] = await db
    .select()
    .from(translations)
    .where(and(eq(translations.entity, entity), eq(translations.entityId, entityId), eq(translations.locale, locale)))
    .limit(1);
  return row ?? null;
}

export type StoredTranslation = NonNullable<Awaited<ReturnType<typeof getTranslation>>>;

/** Where an item's Spanish version records its history: its own entity, under the English item's id. */
export const translationHistory = (entity: TranslatedEntity) => `${entity}-es` as const;

export type TranslationSave = {
  entity: TranslatedEntity;
  entityId: number;
  locale: TranslatedLocale;
  fields: Record<string, string>;
  /** The English the text was written against (`englishOf`): what "needs update" compares later. */
  english: Record<string, string>;
  status: PublicationStatus;
  publishedAt: string;
  /** The version the editor's form was loaded with; 0 when no translation was started. */
  expectedVersion: number;
  userId: number;
  action: string;
  summary: string;
};

/**
 * Saves an editor's translation and its history row in one batch. A form loaded
 * before another editor's save is refused as `{ conflict: true }`, writing
 * nothing: the history row names its entity only while the stored version is
 * the expected one (as claimedChange does for the English items), and a first
 * save meets the unique index when someone else started the translation first.
 */
export async function saveTranslation(db: Db, save: TranslationSave): Promise<{ id: number } | { conflict: true }> {
  const now = new Date().toISOString();
  const item = and(eq(translations.entity, save.entity), eq(translations.entityId, save.entityId), eq(translations.locale, save.locale))!;
  const history = translationHistory(save.entity);
  const change = {
    entity: history,
    entityId: save.entityId,
    userId: save.userId,
    action: save.action,
    summary: save.summary,
    snapshot: { fields: save.fields, english: save.english },
  } satisfies RecordedChange;
  const values = { fields: save.fields, english: save.english, status: save.status, publishedAt: save.publishedAt, updatedAt: now };
  try {
    if (save.expectedVersion === 0) {
      // A first desk save: no row yet, or the seed's (version 0), which the desk takes over.
      // A row another editor saved meanwhile is left alone, and the history insert fails for it.
      await db.batch([
        db
          .insert(translations)
          .values({ entity: save.entity, entityId: save.entityId, locale: save.locale, ...values, version: 1, createdAt: now })
          .onConflictDoUpdate({ target: [translations.entity, translations.entityId, translations.locale], set: { ...values, version: 1 }, where: eq(translations.version, 0) }),
        db.insert(changes).values({
          ...changeValues(change),
          entity: sql<string>`(SELECT ${history} FROM ${translations} WHERE ${item} AND ${translations.version} = 1 AND ${translations.updatedAt} = ${now})`,
        }),
      ]);
    } else {
      await db.batch([
        db.insert(changes).values({
          ...changeValues(change),
          entity: sql<string>`(SELECT ${history} FROM ${translations} WHERE ${item} AND ${translations.version} = ${save.expectedVersion})`,
        }),
        db
          .update(translations)
          .set({ ...values, version: save.expectedVersion + 1 })
          .where(and(item, eq(translations.version, save.expectedVersion))),
      ]);
    }
    return { id: save.entityId };
  } catch (error) {
    const stored = await getTranslation(db, save.entity, save.entityId, save.locale);
    if ((stored?.version ?? 0) !== save.expectedVersion) return { conflict: true };
    throw error;
  }
}

export type TranslationState = Pick<StoredTranslation, 'status' | 'publishedAt' | 'english'>;

/** The tables of the items editors translate, each keyed by its own id. */
type TranslatedTable = typeof articles | typeof recipes | typeof guides | typeof restaurants;

/**
 * Where each item's translation stands, for the desk's lists, with the English item's
 * `columns` beside it (what tells "needs update"): one query for the whole list (one per
 * run of ids within D1's parameters, sent at once), however many items have a version.
 * Item id to its state and English; items without a translation are absent.
 */
export async function translationStates<C extends SelectedFieldsFlat>(
  db: Db,
  entity: TranslatedEntity,
  table: TranslatedTable,
  columns: C,
  entityIds: readonly number[],
  locale: TranslatedLocale,
) {
  const rows = await selectInRuns([...new Set(entityIds)], (ids) =>
    db
      .select({ entityId: translations.entityId, status: translations.status, publishedAt: translations.publishedAt, english: translations.english, item: columns })
      .from(translations)
      // Any of the four, joined alike by its id: drizzle's join types take one table, not a union.
      .innerJoin(table as typeof articles, eq(table.id, translations.entityId))
      .where(and(eq(translations.entity, entity), eq(translations.locale, locale), inArray(translations.entityId, ids))),
  );
  const found = new Map<number, { state: TranslationState; item: SelectResultFields<C> }>();
  for (const { entityId, item, ...state } of rows) found.set(entityId, { state, item: item as SelectResultFields<C> });
  return found;
}
