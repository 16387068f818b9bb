import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { favorites } from '~/db/schema';
import type { LocalTime } from '~/utils/hours';
import type { RestaurantCard } from './restaurant-cards.server';
import { findRestaurantsByIds } from './restaurant-listing.server';
import { runsWithinD1Limit } from '~/db/bound-parameters';

export async function isFavorite(db: Db, userId: number, restaurantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: favorites.restaurantId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.restaurantId, restaurantId)))
    .limit(1);
  return row !== undefined;
}

/** Makes the restaurant a favourite or not; idempotent. Returns the new state. */
export async function setFavorite(db: Db, userId: number, restaurantId: number, favorite: boolean): Promise<boolean> {
  if (favorite) {
    await db.insert(favorites).values({ userId, restaurantId }).onConflictDoNothing();
  } else {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.restaurantId, restaurantId)));
  }
  return favorite;
}

export async function toggleFavorite(db: Db, userId: number, restaurantId: number): Promise<boolean> {
  return setFavorite(db, userId, restaurantId, !(await isFavorite(db, userId, restaurantId)));
}

export async function countFavorites(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}

/** The diner's favourite restaurants as cards, most recently saved first. */
export async function listFavoriteRestaurants(db: Db, userId: number, now: LocalTime): Promise<RestaurantCard[]> {
  const saved = await db
    .select({ id: favorites.restaurantId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.restaurantId));
  const ids = saved.map((s) => s.id);
  const cards: RestaurantCard[] = [];
  for (const run of runsWithinD1Limit(ids)) cards.push(...(await findRestaurantsByIds(db, run, userId, now)));
  const position = new Map(ids.map((id, i) => [id, i]));
  return cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}
