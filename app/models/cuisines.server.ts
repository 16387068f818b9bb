import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines } from '~/db/schema';

export async function listCuisines(db: Db) {
  return db.select().from(cuisines).orderBy(asc(cuisines.sortOrder), asc(cuisines.name));
}

export async function getCuisineByKey(db: Db, key: string) {
  const [row] = await db.select().from(cuisines).where(eq(cuisines.key, key)).limit(1);
  return row ?? null;
}

/** The directory tile's link, or null when the category has no page yet (spec: not a link). */
export function cuisineHref(c: { key: string; hasPage: boolean }) {
  return c.hasPage ? `/restaurants/${c.key}` : null;
}
