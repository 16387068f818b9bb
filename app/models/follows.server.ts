import { eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/sqlite-core';
import { selectInRuns } from '~/db/bound-parameters';
import type { Db } from '~/db/client.server';
import { favorites, followedSearches, listEntries, placeFeeds } from '~/db/schema';
import { newShareToken } from '~/utils/diner-lists';

/*
 * Following (issue 44): the count of presses of "Follow this search", by the search's
 * canonical query (never who pressed), and a diner's private feed of their own places,
 * reached by a token only, revocable like a shared list.
 */

/** One more press of "Follow this search" for the search with this canonical query. */
export async function countFollow(db: Db, query: string) {
  await db
    .insert(followedSearches)
    .values({ query, follows: 1 })
    .onConflictDoUpdate({ target: followedSearches.query, set: { follows: sql`${followedSearches.follows} + 1` } });
}

/** The diner's private feed token, if they made one. */
export async function placeFeedTokenOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ token: placeFeeds.token }).from(placeFeeds).where(eq(placeFeeds.userId, userId)).limit(1);
  return row?.token ?? null;
}

/** Makes the diner's feed; one already made keeps its token, so an address already in a reader keeps working. */
export async function startPlaceFeed(db: Db, userId: number) {
  await db.insert(placeFeeds).values({ userId, token: newShareToken() }).onConflictDoNothing({ target: placeFeeds.userId });
}

/** Stops the feed for good: its address answers 404 from now on, and a new feed gets a new token. */
export async function stopPlaceFeed(db: Db, userId: number) {
  await db.delete(placeFeeds).where(eq(placeFeeds.userId, userId));
}

/** Whose feed a token opens, or null. */
export async function placeFeedOwner(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ userId: placeFeeds.userId }).from(placeFeeds).where(eq(placeFeeds.token, token)).limit(1);
  return row?.userId ?? null;
}

/** The places in the diner's Favorites, Want to go and Been, each once. */
export async function dinerPlaceIds(db: Db, userId: number): Promise<number[]> {
  return [...((await dinersPlaceIds(db, [userId])).get(userId) ?? [])];
}

/** The places each diner keeps (Favorites, Want to go, Been), for many diners in one query a run. */
export async function dinersPlaceIds(db: Db, userIds: number[]): Promise<Map<number, Set<number>>> {
  const places = new Map<number, Set<number>>();
  const rows = await selectInRuns(userIds, (run) =>
    union(
      db.select({ userId: favorites.userId, restaurantId: favorites.restaurantId }).from(favorites).where(inArray(favorites.userId, run)),
      db.select({ userId: listEntries.userId, restaurantId: listEntries.restaurantId }).from(listEntries).where(inArray(listEntries.userId, run)),
    ),
    // The union binds each diner twice.
    { perItem: 2 },
  );
  for (const { userId, restaurantId } of rows) {
    const kept = places.get(userId) ?? new Set<number>();
    kept.add(restaurantId);
    places.set(userId, kept);
  }
  return places;
}
