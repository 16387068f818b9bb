import { eq, sql } from 'drizzle-orm';
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
  const [hearts, entries] = await Promise.all([
    db.select({ id: favorites.restaurantId }).from(favorites).where(eq(favorites.userId, userId)),
    db.select({ id: listEntries.restaurantId }).from(listEntries).where(eq(listEntries.userId, userId)),
  ]);
  return [...new Set([...hearts, ...entries].map((row) => row.id))];
}
