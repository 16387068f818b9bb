import { asc } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines } from '~/db/schema';
import { cachedInIsolate } from '~/db/isolate-cache.server';

/** The 30 categories change only with a re-seed: kept in the isolate for a minute. */
const CUISINES_TTL_MS = 60_000;

export type Cuisine = typeof cuisines.$inferSelect;

export function listCuisines(db: Db): Promise<Cuisine[]> {
  return cachedInIsolate('cuisines', CUISINES_TTL_MS, () =>
    db.select().from(cuisines).orderBy(asc(cuisines.sortOrder), asc(cuisines.name)),
  );
}

export async function getCuisineByKey(db: Db, key: string) {
  return (await listCuisines(db)).find((c) => c.key === key) ?? null;
}

/** The directory tile's link, or null when the category has no page yet (spec: not a link). */
export function cuisineHref(c: { key: string; hasPage: boolean }) {
  return c.hasPage ? `/restaurants/${c.key}` : null;
}
