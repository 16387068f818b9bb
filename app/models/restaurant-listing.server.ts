import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, restaurants } from '~/db/schema';
import { addDays, type LocalTime } from '~/utils/hours';
import { remember } from '~/modules/remember.server';
import { readAlone, readTogether, rowsRead } from '~/db/read-together.server';
import { PAGE_SIZE, type ListingParams } from '~/utils/listing-params';
import {
  cardColumns,
  cardsOf,
  carouselColumns,
  friendsScore,
  gridColumns,
  listingColumns,
  shownRating,
  smallColumns,
  stillTrading,
  toCard,
  toCarouselCard,
  toGridCard,
  toListingCard,
  toSmallCard,
  type GridCard,
  type ListingCard,
  type Viewer,
} from './restaurant-cards.server';

/**
 * Open at the request's time in Fort Worth, counting ranges that started yesterday and
 * run past midnight. A date with special rows has only those (none open: closed all
 * day); other dates have their weekday's rows.
 */
function openNowCondition(now: LocalTime) {
  const yesterday = (now.weekday + 6) % 7;
  const yesterdayDate = addDays(now.date, -1);
  // restaurants.id written out: drizzle renders a bare "id" in single-table selects.
  const specialOn = (date: string) => sql`EXISTS (SELECT 1 FROM special_hours d WHERE d.on_date = ${date} AND d.restaurant_id = restaurants.id)`;
  return sql`(EXISTS (SELECT 1 FROM opening_hours h WHERE h.restaurant_id = restaurants.id AND (
    (h.weekday = ${now.weekday} AND h.opens_minute <= ${now.minute} AND h.closes_minute > ${now.minute} AND NOT ${specialOn(now.date)})
    OR (h.weekday = ${yesterday} AND h.closes_minute > ${now.minute + 1440} AND NOT ${specialOn(yesterdayDate)})))
  OR EXISTS (SELECT 1 FROM special_hours s WHERE s.restaurant_id = restaurants.id AND (
    (s.on_date = ${now.date} AND s.opens_minute <= ${now.minute} AND s.closes_minute > ${now.minute})
    OR (s.on_date = ${yesterdayDate} AND s.closes_minute > ${now.minute + 1440}))))`;
}

type ListingQuery = Pick<ListingParams, 'cuisine' | 'priceLevel' | 'rating' | 'neighborhood' | 'openNow' | 'sort'> & {
  isFeatured?: boolean;
};

function listingConditions(db: Db, q: ListingQuery, now: LocalTime): SQL[] {
  const conditions: SQL[] = [stillTrading];
  if (q.cuisine) conditions.push(eq(cuisines.key, q.cuisine));
  if (q.priceLevel) conditions.push(eq(restaurants.priceLevel, q.priceLevel));
  if (q.rating) conditions.push(gte(shownRating(db).average, q.rating * 10));
  if (q.neighborhood) conditions.push(sql`${restaurants.neighborhood} = ${q.neighborhood} COLLATE NOCASE`);
  if (q.openNow) conditions.push(openNowCondition(now));
  if (q.isFeatured !== undefined) conditions.push(eq(restaurants.isFeatured, q.isFeatured));
  return conditions;
}

function listingOrder(db: Db, sort: ListingQuery['sort'], viewerId: Viewer) {
  const rating = shownRating(db);
  const byRating = [sql`${rating.average} DESC NULLS LAST`, desc(rating.count), asc(restaurants.id)];
  switch (sort) {
    case 'reviews':
      return [desc(rating.count), ...byRating];
    case 'newest':
      return [desc(restaurants.createdAt), desc(restaurants.id)];
    case 'friends':
      // Anonymous visitors have no friends to ask: their picks are the top rated.
      return viewerId ? [desc(friendsScore(db, viewerId)), ...byRating] : byRating;
    default:
      return byRating;
  }
}

/** The home listing's layouts: the list shows each place's description, the grid does not. */
type ListingView = ListingParams['view'];

/** The home listing's cards in its layout's shape: only the list view reads and sends descriptions. */
export type ListingCards = { view: 'grid'; restaurants: GridCard[] } | { view: 'list'; restaurants: ListingCard[] };

/** "Popular Restaurants": the featured places by rating, the same for every visitor. */
function popularRestaurants(db: Db) {
  const query = cardsOf(db, carouselColumns(db))
    .where(and(eq(restaurants.isFeatured, true), stillTrading))
    .orderBy(...listingOrder(db, 'rating', null))
    .limit(12);
  return rowsRead(query, (rows) => rows.map(toCarouselCard));
}

/** How long an isolate keeps the carousel for anonymous visitors: as long as the home page stays fresh at the edge. */
const POPULAR_FRESH_MS = 10_000;

/**
 * A page of the home listing in its view's shape, filtered, sorted and limited in
 * SQL, reading one card more than shown to know whether there are more.
 */
function homeListingPage(db: Db, q: ListingQuery & { view: ListingView }, limit: number, viewerId: Viewer, now: LocalTime) {
  const where = and(...listingConditions(db, q, now));
  const order = listingOrder(db, q.sort, viewerId);
  if (q.view === 'list') {
    const query = cardsOf(db, listingColumns(db, viewerId, now)).where(where).orderBy(...order).limit(limit + 1);
    return rowsRead(query, (rows): ListingCards & { hasMore: boolean } => ({
      view: 'list',
      restaurants: rows.slice(0, limit).map((row) => toListingCard(row, now)),
      hasMore: rows.length > limit,
    }));
  }
  const query = cardsOf(db, gridColumns(db, viewerId, now)).where(where).orderBy(...order).limit(limit + 1);
  return rowsRead(query, (rows): ListingCards & { hasMore: boolean } => ({
    view: 'grid',
    restaurants: rows.slice(0, limit).map((row) => toGridCard(row, now)),
    hasMore: rows.length > limit,
  }));
}

/**
 * The home page's cards: a page of the listing and the carousel. `page` is
 * cumulative: page 2 shows the first 12, as "Explore More" adds 6 each time. For
 * anonymous visitors the isolate keeps the carousel (a desk change empties it at
 * once) rather than reading it for every listing URL; a signed-in diner, who may
 * just have changed a rating with a review, gets it read with the listing, in the
 * same round trip.
 */
export async function getHomeListing(db: Db, q: ListingQuery & { view: ListingView; page: number }, viewerId: Viewer, now: LocalTime) {
  const listing = homeListingPage(db, q, q.page * PAGE_SIZE, viewerId, now);
  if (viewerId === null) {
    const [page, featured] = await Promise.all([
      readAlone(db, listing),
      remember('popular-restaurants', () => readAlone(db, popularRestaurants(db)), { forMs: POPULAR_FRESH_MS }),
    ]);
    return { ...page, featured };
  }
  const { page, featured } = await readTogether(db, { page: listing, featured: popularRestaurants(db) });
  return { ...page, featured };
}

/** Every restaurant matching the API's filters (no paging; the spec's contract). */
export async function findRestaurants(db: Db, q: ListingQuery, viewerId: Viewer, now: LocalTime) {
  const rows = await cardsOf(db, cardColumns(db, viewerId, now))
    .where(and(...listingConditions(db, q, now)))
    .orderBy(...listingOrder(db, q.sort, viewerId));
  return rows.map((row) => toCard(row, now));
}

/** Cards for up to 90 ids (D1 binds at most 100 parameters per statement), in no particular order. */
export async function findRestaurantsByIds(db: Db, ids: number[], viewerId: Viewer, now: LocalTime) {
  if (ids.length === 0) return [];
  const rows = await cardsOf(db, cardColumns(db, viewerId, now)).where(inArray(restaurants.id, ids));
  return rows.map((row) => toCard(row, now));
}

/** Restaurants per page of a cuisine's "All ..." list: a city-sized category stays light on a phone. */
export const CUISINE_PAGE_SIZE = 48;

/**
 * One page of a cuisine's restaurants by name (spec), its featured places by rating
 * (page 1 only) and the total, in one D1 round trip. The page's rows each carry the
 * count of all (a window over every match, before the page is cut).
 */
export async function listRestaurantsByCuisine(db: Db, cuisineId: number, page: number, viewerId: Viewer, now: LocalTime) {
  const ofCuisine = and(eq(restaurants.cuisineId, cuisineId), stillTrading);
  const { featured, rows } = await readTogether(db, {
    // Featured places lead the first page only.
    featured: rowsRead(
      cardsOf(db, cardColumns(db, viewerId, now))
        .where(and(ofCuisine, eq(restaurants.isFeatured, true)))
        .orderBy(...listingOrder(db, 'rating', null))
        .limit(page === 1 ? CUISINE_PAGE_SIZE : 0),
    ),
    rows: rowsRead(
      cardsOf(db, { ...smallColumns(now), total: sql<number>`count(*) OVER ()`.as('total') })
        .where(ofCuisine)
        .orderBy(asc(restaurants.name), asc(restaurants.id))
        .limit(CUISINE_PAGE_SIZE)
        .offset((page - 1) * CUISINE_PAGE_SIZE),
    ),
  });
  // An empty page carries no count: none at all on page 1, else past the end (counted).
  const total = rows[0]?.total ?? (page === 1 ? 0 : ((await db.select({ n: count() }).from(restaurants).where(ofCuisine))[0]?.n ?? 0));
  return {
    featured: featured.map((row) => toCard(row, now)),
    all: rows.map(({ total: _total, ...row }) => toSmallCard(row, now)),
    total,
    pageCount: Math.max(1, Math.ceil(total / CUISINE_PAGE_SIZE)),
  };
}

/** The filter's neighbourhoods change only when restaurants are added: kept in the isolate for a minute. */
export function listNeighborhoods(db: Db): Promise<string[]> {
  return remember(
    'neighborhoods',
    async () => {
      const rows = await db.selectDistinct({ neighborhood: restaurants.neighborhood }).from(restaurants).orderBy(asc(restaurants.neighborhood));
      return rows.map((r) => r.neighborhood);
    },
    { forMs: 60_000 },
  );
}
