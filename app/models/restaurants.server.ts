import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, favorites, openingHours, restaurants } from '~/db/schema';
import { openStatus, type HoursRow, type LocalTime, type OpenStatus } from '~/utils/hours';
import { PAGE_SIZE, type ListingParams } from '~/utils/listing-params';

/** What every restaurant card shows. */
export type RestaurantCard = {
  id: number;
  slug: string;
  name: string;
  description: string;
  cuisine: string;
  cuisineKey: string;
  priceLevel: number;
  neighborhood: string;
  imageUrl: string | null;
  averageRating: number | null;
  reviewCount: number;
  address: string | null;
  phone: string | null;
  website: string | null;
  reservationUrl: string | null;
  isFeatured: boolean;
  createdAt: string;
  open: OpenStatus;
  isFavorite: boolean;
  /** How many of the viewer's friends favourited or reviewed the place. */
  friendsSaved: number;
};

const cardColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  description: restaurants.description,
  cuisine: cuisines.name,
  cuisineKey: cuisines.key,
  priceLevel: restaurants.priceLevel,
  neighborhood: restaurants.neighborhood,
  imageUrl: restaurants.imageUrl,
  averageRating: restaurants.averageRating,
  reviewCount: restaurants.reviewCount,
  address: restaurants.address,
  phone: restaurants.phone,
  website: restaurants.website,
  reservationUrl: restaurants.reservationUrl,
  isFeatured: restaurants.isFeatured,
  createdAt: restaurants.createdAt,
};

type CardRow = Omit<RestaurantCard, 'open' | 'isFavorite' | 'friendsSaved'>;

/**
 * Distinct friends of `viewerId` who favourited or reviewed the restaurant.
 * `restaurants.id` is written out: in a single-table select drizzle renders a
 * column as a bare "id", which inside these subqueries would mean u.id or reviews.id.
 */
function friendsScore(viewerId: number) {
  return sql<number>`(SELECT count(DISTINCT u.id) FROM users u
    JOIN friendships f ON f.friend_facebook_id = u.facebook_id AND f.user_id = ${viewerId}
    WHERE u.id IN (SELECT user_id FROM favorites WHERE restaurant_id = restaurants.id
                   UNION SELECT user_id FROM reviews WHERE restaurant_id = restaurants.id))`;
}

/** Open at `now` in Fort Worth, counting ranges that started yesterday and run past midnight. */
function openNowCondition(now: LocalTime) {
  const yesterday = (now.weekday + 6) % 7;
  // restaurants.id written out: drizzle renders a bare "id" in single-table selects.
  return sql`EXISTS (SELECT 1 FROM opening_hours h WHERE h.restaurant_id = restaurants.id AND (
    (h.weekday = ${now.weekday} AND h.opens_minute <= ${now.minute} AND h.closes_minute > ${now.minute})
    OR (h.weekday = ${yesterday} AND h.closes_minute > ${now.minute + 1440})))`;
}

/** Runs a query per 90 ids: D1 binds at most 100 parameters per statement. */
async function inChunks<T>(ids: number[], query: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < ids.length; i += 90) results.push(...(await query(ids.slice(i, i + 90))));
  return results;
}

/** Adds hours-based status, favourite state and friends' count to card rows. */
async function decorate(db: Db, rows: CardRow[], viewerId: number | null, now: LocalTime): Promise<RestaurantCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [hours, favs, friends] = await Promise.all([
    hoursFor(db, ids),
    viewerId
      ? inChunks(ids, (chunk) =>
          db.select({ id: favorites.restaurantId }).from(favorites).where(and(eq(favorites.userId, viewerId), inArray(favorites.restaurantId, chunk))),
        )
      : Promise.resolve([]),
    viewerId
      ? inChunks(ids, (chunk) =>
          db.select({ id: restaurants.id, n: friendsScore(viewerId) }).from(restaurants).where(inArray(restaurants.id, chunk)),
        )
      : Promise.resolve([]),
  ]);
  const favSet = new Set(favs.map((f) => f.id));
  const friendMap = new Map(friends.map((f) => [f.id, Number(f.n)]));
  return rows.map((row) => ({
    ...row,
    open: openStatus(hours.get(row.id) ?? [], now),
    isFavorite: favSet.has(row.id),
    friendsSaved: friendMap.get(row.id) ?? 0,
  }));
}

export async function hoursFor(db: Db, ids: number[]): Promise<Map<number, HoursRow[]>> {
  const map = new Map<number, HoursRow[]>();
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await db
      .select()
      .from(openingHours)
      .where(inArray(openingHours.restaurantId, ids.slice(i, i + 90)));
    for (const r of rows) {
      const list = map.get(r.restaurantId) ?? [];
      list.push({ weekday: r.weekday, opensMinute: r.opensMinute, closesMinute: r.closesMinute });
      map.set(r.restaurantId, list);
    }
  }
  return map;
}

export type ListingQuery = Pick<ListingParams, 'cuisine' | 'priceLevel' | 'rating' | 'neighborhood' | 'openNow' | 'sort'> & {
  isFeatured?: boolean;
};

function listingConditions(q: ListingQuery, now: LocalTime): SQL[] {
  const conditions: SQL[] = [];
  if (q.cuisine) conditions.push(eq(cuisines.key, q.cuisine));
  if (q.priceLevel) conditions.push(eq(restaurants.priceLevel, q.priceLevel));
  if (q.rating) conditions.push(gte(restaurants.averageRating, q.rating * 10));
  if (q.neighborhood) conditions.push(sql`${restaurants.neighborhood} = ${q.neighborhood} COLLATE NOCASE`);
  if (q.openNow) conditions.push(openNowCondition(now));
  if (q.isFeatured !== undefined) conditions.push(eq(restaurants.isFeatured, q.isFeatured));
  return conditions;
}

function listingOrder(sort: ListingQuery['sort'], viewerId: number | null) {
  const byRating = [sql`${restaurants.averageRating} DESC NULLS LAST`, desc(restaurants.reviewCount), asc(restaurants.id)];
  switch (sort) {
    case 'reviews':
      return [desc(restaurants.reviewCount), ...byRating];
    case 'newest':
      return [desc(restaurants.createdAt), desc(restaurants.id)];
    case 'friends':
      // Anonymous visitors have no friends to ask: their picks are the top rated.
      return viewerId ? [desc(friendsScore(viewerId)), ...byRating] : byRating;
    default:
      return byRating;
  }
}

/**
 * One page of the home listing, filtered, sorted and limited in SQL. `page` is
 * cumulative: page 2 shows the first 12, as "Explore More" adds 6 each time.
 */
export async function listRestaurants(
  db: Db,
  q: ListingQuery & { page: number },
  viewerId: number | null,
  now: LocalTime,
) {
  const limit = q.page * PAGE_SIZE;
  const rows = await db
    .select(cardColumns)
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(...listingConditions(q, now)))
    .orderBy(...listingOrder(q.sort, viewerId))
    .limit(limit + 1);
  return {
    restaurants: await decorate(db, rows.slice(0, limit), viewerId, now),
    hasMore: rows.length > limit,
  };
}

/** Every restaurant matching the API's filters (no paging; the spec's contract). */
export async function findRestaurants(db: Db, q: ListingQuery, viewerId: number | null, now: LocalTime) {
  const rows = await db
    .select(cardColumns)
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(...listingConditions(q, now)))
    .orderBy(...listingOrder(q.sort, viewerId));
  return decorate(db, rows, viewerId, now);
}

export async function findRestaurantsByIds(db: Db, ids: number[], viewerId: number | null, now: LocalTime) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(inArray(restaurants.id, ids));
  return decorate(db, rows, viewerId, now);
}

export async function getFeaturedRestaurants(db: Db, viewerId: number | null, now: LocalTime, limit = 12) {
  const rows = await db
    .select(cardColumns)
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(restaurants.isFeatured, true))
    .orderBy(...listingOrder('rating', null))
    .limit(limit);
  return decorate(db, rows, viewerId, now);
}

/** A cuisine's restaurants: featured first in server order, then the rest by name (spec). */
export async function listRestaurantsByCuisine(db: Db, cuisineId: number, viewerId: number | null, now: LocalTime) {
  const rows = await db
    .select(cardColumns)
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(restaurants.cuisineId, cuisineId))
    .orderBy(asc(restaurants.name));
  const cards = await decorate(db, rows, viewerId, now);
  return {
    featured: cards.filter((c) => c.isFeatured).sort((a, b) => (b.averageRating ?? 0) - (a.averageRating ?? 0)),
    all: cards,
  };
}

export async function getRestaurantBySlug(db: Db, slug: string, viewerId: number | null, now: LocalTime) {
  const [row] = await db
    .select(cardColumns)
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(restaurants.slug, slug))
    .limit(1);
  if (!row) return null;
  const [card] = await decorate(db, [row], viewerId, now);
  const hours = (await hoursFor(db, [row.id])).get(row.id) ?? [];
  return { ...card!, hours };
}

export async function getRestaurantSlugById(db: Db, id: number) {
  const [row] = await db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row?.slug ?? null;
}

export async function restaurantExists(db: Db, id: number) {
  return (await getRestaurantSlugById(db, id)) !== null;
}

export async function listNeighborhoods(db: Db) {
  const rows = await db
    .selectDistinct({ neighborhood: restaurants.neighborhood })
    .from(restaurants)
    .orderBy(asc(restaurants.neighborhood));
  return rows.map((r) => r.neighborhood);
}

export async function countRestaurants(db: Db) {
  const [row] = await db.select({ n: count() }).from(restaurants);
  return row?.n ?? 0;
}
