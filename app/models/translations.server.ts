import { and, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import { runsWithinD1Limit } from '~/db/bound-parameters';
import type { Db } from '~/db/client.server';
import { translations, type TranslatedEntity } from '~/db/schema';

/** Languages an editor translates into: every one but English (app/utils/locale.ts). */
export type TranslatedLocale = 'es';

/** A translation readers see at `now`: published, or scheduled and its time has come (as publication.server.ts's isLive). */
function isLiveTranslation(now: Date): SQL {
  return or(eq(translations.status, 'published'), and(eq(translations.status, 'scheduled'), lte(translations.publishedAt, now.toISOString())))!;
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
