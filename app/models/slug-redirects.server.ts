import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { slugRedirects } from '~/db/schema';

export type SluggedEntity = 'article' | 'recipe' | 'restaurant';

/**
 * The statement that keeps an item's old slug answering (batch it with the
 * rename). Renaming back to a former slug drops that redirect, so it never
 * shadows the item it names.
 */
export function rememberOldSlug(db: Db, entity: SluggedEntity, oldSlug: string, entityId: number) {
  return db
    .insert(slugRedirects)
    .values({ entity, oldSlug, entityId })
    .onConflictDoUpdate({ target: [slugRedirects.entity, slugRedirects.oldSlug], set: { entityId } });
}

export function forgetOldSlug(db: Db, entity: SluggedEntity, slug: string) {
  return db.delete(slugRedirects).where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, slug)));
}

/** The id of the item that used to live at `slug`, if any: its page answers 301 to the current address. */
export async function findRenamedItem(db: Db, entity: SluggedEntity, slug: string) {
  const [row] = await db
    .select({ entityId: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, slug)))
    .limit(1);
  return row?.entityId ?? null;
}
