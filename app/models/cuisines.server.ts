import { asc } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines } from '~/db/schema';
import { keep } from '~/utils/keep';

/** The 30 categories change only with a re-seed: kept in the isolate for a minute. */
const CUISINES_TTL_MS = 60_000;

export type Cuisine = typeof cuisines.$inferSelect;

export async function listCuisines(db: Db): Promise<Cuisine[]> {
  return keep('cuisines', () => db.select().from(cuisines).orderBy(asc(cuisines.sortOrder), asc(cuisines.name)), { forMs: CUISINES_TTL_MS });
}

export async function getCuisineByKey(db: Db, key: string) {
  return (await listCuisines(db)).find((c) => c.key === key) ?? null;
}

/** The directory tile's link, or null when the category has no page yet (spec: not a link). */
export function cuisineHref(c: { key: string; hasPage: boolean }) {
  return c.hasPage ? `/restaurants/${c.key}` : null;
}

const comparable = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The cuisine key for a name or key, case-insensitive ("Cajun Creole",
 * "cajun", "Farm to Table", "farm-to-table"). An unknown cuisine keeps a key
 * that matches nothing, so the answer is an empty list, as for any filter.
 */
export function resolveCuisineKey(value: string, cuisines: { key: string; name: string }[]): string {
  const wanted = comparable(value);
  const match = cuisines.find((c) => comparable(c.key) === wanted || comparable(c.name) === wanted);
  return match?.key ?? `unknown:${wanted}`;
}
