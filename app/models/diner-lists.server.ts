import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, favorites, listEntries, listShares, restaurants, users, type DinerListKind } from '~/db/schema';
import { isSampleDinerSql } from '~/db/rating-sql';
import { batchedRead } from '~/db/read-together.server';
import { newShareToken, type ListKey } from '~/utils/diner-lists';
import { restaurantIdOf, type RestaurantKey } from './restaurants.server';
import { publicRestaurant } from './restaurant-cards.server';

/*
 * A diner's lists: Want to go and Been (list_entries), read alongside Favorites
 * (favorites, the heart), and the links that share one of them (list_shares).
 * Everything here is the owner's, by user id; only sharedListByToken reads a
 * list for someone else, and it never reads a Been note.
 */

/** Puts the place on the list or takes it off; idempotent. Been keeps its date and note while it stays. */
export async function setListEntry(db: Db, userId: number, list: DinerListKind, restaurantId: number, on: boolean) {
  if (on) {
    await db.insert(listEntries).values({ userId, list, restaurantId }).onConflictDoNothing();
  } else {
    await db
      .delete(listEntries)
      .where(and(eq(listEntries.userId, userId), eq(listEntries.list, list), eq(listEntries.restaurantId, restaurantId)));
  }
  return on;
}

/** Whether the place is on the diner's list (the toggle without an explicit intent). */
export async function isOnList(db: Db, userId: number, list: DinerListKind, restaurantId: number) {
  const [row] = await db
    .select({ id: listEntries.restaurantId })
    .from(listEntries)
    .where(and(eq(listEntries.userId, userId), eq(listEntries.list, list), eq(listEntries.restaurantId, restaurantId)))
    .limit(1);
  return row !== undefined;
}

/** Marks the place Been with this day and note (either may be null, clearing it). */
export async function saveBeenDetails(
  db: Db,
  userId: number,
  restaurantId: number,
  details: { visitedOn: string | null; note: string | null },
) {
  await db
    .insert(listEntries)
    .values({ userId, list: 'been', restaurantId, ...details })
    .onConflictDoUpdate({ target: [listEntries.userId, listEntries.list, listEntries.restaurantId], set: details });
}

/** A place on a list as /lists and a shared list show it, numbered in the list's order. */
export type ListPlace = {
  number: number;
  id: number;
  slug: string;
  name: string;
  cuisine: string;
  neighborhood: string;
  latitude: number | null;
  longitude: number | null;
  closedAt: string | null;
  /** Been only, and only for the owner. */
  visitedOn: string | null;
  note: string | null;
};

const placeColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  cuisine: sql<string>`${cuisines.name}`.as('cuisine_name'),
  neighborhood: restaurants.neighborhood,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  closedAt: restaurants.closedAt,
};

/**
 * The places on one of the diner's lists, in its order: Favorites and Want to go
 * most recently added first; Been by the day visited (undated last), then most recent.
 * `withNotes: false` (a shared list) leaves the Been day and note out of the answer.
 */
export async function listPlaces(db: Db, userId: number, list: ListKey, { withNotes = true } = {}): Promise<ListPlace[]> {
  const numbered = (rows: Array<Omit<ListPlace, 'number' | 'visitedOn' | 'note'> & Partial<Pick<ListPlace, 'visitedOn' | 'note'>>>) =>
    rows.map((row, i) => ({
      ...row,
      number: i + 1,
      visitedOn: withNotes ? (row.visitedOn ?? null) : null,
      note: withNotes ? (row.note ?? null) : null,
    }));
  if (list === 'favorites') {
    const rows = await db
      .select(placeColumns)
      .from(favorites)
      .innerJoin(restaurants, eq(restaurants.id, favorites.restaurantId))
      .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
      .where(and(eq(favorites.userId, userId), publicRestaurant))
      .orderBy(desc(favorites.createdAt), desc(favorites.restaurantId));
    return numbered(rows);
  }
  const order: SQL[] =
    list === 'been'
      ? [sql`${listEntries.visitedOn} DESC NULLS LAST`, desc(listEntries.createdAt), desc(sql`list_entries.rowid`)]
      : [desc(listEntries.createdAt), desc(sql`list_entries.rowid`)];
  const rows = await db
    .select({ ...placeColumns, visitedOn: listEntries.visitedOn, note: listEntries.note })
    .from(listEntries)
    .innerJoin(restaurants, eq(restaurants.id, listEntries.restaurantId))
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(eq(listEntries.userId, userId), eq(listEntries.list, list), publicRestaurant))
    .orderBy(...order);
  return numbered(rows);
}

/** How many places are on each of the diner's lists (the /lists tabs). */
export async function listCounts(db: Db, userId: number): Promise<Record<ListKey, number>> {
  const [row] = await db
    .select({
      favorites: sql<number>`(SELECT count(*) FROM favorites WHERE user_id = ${userId})`,
      want: sql<number>`(SELECT count(*) FROM list_entries WHERE user_id = ${userId} AND list = 'want')`,
      been: sql<number>`(SELECT count(*) FROM list_entries WHERE user_id = ${userId} AND list = 'been')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { favorites: Number(row?.favorites ?? 0), want: Number(row?.want ?? 0), been: Number(row?.been ?? 0) };
}

/**
 * What the restaurant page shows a signed-in viewer beyond the card's flags: their
 * Been day and note, and how many of their Facebook friends want to go (distinct
 * diners; on a real site never a sample diner, as for friendsScore).
 */
export function viewerPlaceLists(db: Db, key: RestaurantKey, viewerId: number) {
  const id = restaurantIdOf(key);
  const realOnly = db.demoContent ? sql`` : sql.raw(` AND NOT ${isSampleDinerSql('u')}`);
  return batchedRead(
    [
      db
        .select({ visitedOn: listEntries.visitedOn, note: listEntries.note })
        .from(listEntries)
        .where(and(eq(listEntries.userId, viewerId), eq(listEntries.list, 'been'), eq(listEntries.restaurantId, id)))
        .limit(1),
      db
        .select({
          n: sql<number>`(SELECT count(DISTINCT u.id) FROM users u
            JOIN friendships f ON f.friend_facebook_id = u.facebook_id AND f.user_id = ${viewerId}
            JOIN list_entries e ON e.user_id = u.id AND e.list = 'want' AND e.restaurant_id = ${id}
            WHERE u.id <> ${viewerId}${realOnly})`,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id)),
    ],
    ([been, [friends]]) => ({ been: been[0] ?? null, friendsWantToGo: Number(friends?.n ?? 0) }),
  );
}

/** The home listing's private filters, for a signed-in viewer: on their Want to go; not on their Been. */
export function viewerListConditions(viewerId: number, f: { wantToGo: boolean; notBeen: boolean }): SQL[] {
  const conditions: SQL[] = [];
  if (f.wantToGo) {
    conditions.push(sql`restaurants.id IN (SELECT e.restaurant_id FROM list_entries e WHERE e.user_id = ${viewerId} AND e.list = 'want')`);
  }
  if (f.notBeen) {
    conditions.push(sql`restaurants.id NOT IN (SELECT e.restaurant_id FROM list_entries e WHERE e.user_id = ${viewerId} AND e.list = 'been')`);
  }
  return conditions;
}

/* Sharing by link. */

export type ListShare = { list: ListKey; token: string; title: string; note: string | null; createdAt: string };

/** The diner's shared lists, by list. */
export async function listSharesOf(db: Db, userId: number): Promise<Partial<Record<ListKey, ListShare>>> {
  const rows = await db
    .select({ list: listShares.list, token: listShares.token, title: listShares.title, note: listShares.note, createdAt: listShares.createdAt })
    .from(listShares)
    .where(eq(listShares.userId, userId))
    .orderBy(asc(listShares.list));
  return Object.fromEntries(rows.map((row) => [row.list, row]));
}

/**
 * Shares the list by link, or changes the title and note of its link: the token
 * stays while the list stays shared, so a link already sent keeps working.
 */
export async function shareList(db: Db, userId: number, share: { list: ListKey; title: string; note: string | null }) {
  await db
    .insert(listShares)
    .values({ userId, ...share, token: newShareToken() })
    .onConflictDoUpdate({ target: [listShares.userId, listShares.list], set: { title: share.title, note: share.note } });
}

/** Stops sharing: the row goes, so its link answers 404; sharing again makes a new link. */
export async function revokeShare(db: Db, userId: number, list: ListKey) {
  await db.delete(listShares).where(and(eq(listShares.userId, userId), eq(listShares.list, list)));
}

/** A shared list as anyone with its link reads it: title, note, who made it, and the places without Been notes or days. */
export async function sharedListByToken(db: Db, token: string) {
  const [share] = await db
    .select({
      userId: listShares.userId,
      list: listShares.list,
      title: listShares.title,
      note: listShares.note,
      ownerName: users.name,
      ownerPicture: users.profilePicture,
    })
    .from(listShares)
    .innerJoin(users, eq(users.id, listShares.userId))
    .where(eq(listShares.token, token))
    .limit(1);
  if (!share) return null;
  const places = await listPlaces(db, share.userId, share.list, { withNotes: false });
  // Which of the owner's lists it is stays here: the page never says.
  return { token, title: share.title, note: share.note, owner: { name: share.ownerName, picture: share.ownerPicture }, places };
}
