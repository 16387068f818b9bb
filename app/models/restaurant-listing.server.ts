import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, restaurants } from '~/db/schema';
import { addDays, type LocalTime } from '~/utils/hours';
import { keep } from '~/utils/keep';
import { readAlone, readTogether, rowsRead, type Query } from '~/db/read-together.server';
import { NO_FILTERS, PAGE_SIZE, type FilterParams, type ListingParams } from '~/utils/listing-params';
import { FACT_KEYS, PRICE_PER_PERSON_BANDS, type FactKey, type Facts, type PricePerPersonBand } from '~/utils/facts';
import {
  cardColumns,
  cardsOf,
  carouselColumns,
  friendsScore,
  gridColumns,
  listingColumns,
  shownRating,
  smallColumns,
  publicRestaurant,
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
import { viewerListConditions } from './diner-lists.server';
import { apiDetailColumns, apiDetailsOf } from './api-details.server';
import { locationColumns, withoutLocations, type Location } from './map.server';

/**
 * The places open at the request's time in Fort Worth, counting ranges that started
 * yesterday and run past midnight. A date with special rows has only those (none open:
 * closed all day); other dates have their weekday's rows. Written as one set of ids,
 * not a test per restaurant: SQLite reads it once through the hours' (weekday, minutes)
 * and (date) indexes, however many places the listing holds.
 */
function openNowIds(now: LocalTime) {
  const { weekday, minute, yesterday, today, yesterdayDate, pastMidnight } = clockLiterals(now);
  const specialOn = (date: SQL) => sql`(SELECT d.restaurant_id FROM special_hours d WHERE d.on_date = ${date})`;
  return sql`(SELECT h.restaurant_id FROM opening_hours h
      WHERE h.weekday = ${weekday} AND h.opens_minute <= ${minute} AND h.closes_minute > ${minute}
        AND h.restaurant_id NOT IN ${specialOn(today)}
    UNION SELECT h.restaurant_id FROM opening_hours h
      WHERE h.weekday = ${yesterday} AND h.closes_minute > ${pastMidnight}
        AND h.restaurant_id NOT IN ${specialOn(yesterdayDate)}
    UNION SELECT s.restaurant_id FROM special_hours s
      WHERE (s.on_date = ${today} AND s.opens_minute <= ${minute} AND s.closes_minute > ${minute})
        OR (s.on_date = ${yesterdayDate} AND s.closes_minute > ${pastMidnight}))`;
}

/**
 * The request's Fort Worth time as SQL literals, not bound parameters: a listing with
 * its counts already binds many, and D1 allows 100 a statement. Safe to write out:
 * whole numbers and dates the server worked out, never a diner's text.
 */
function clockLiterals(now: LocalTime) {
  const int = (n: number) => {
    if (!Number.isInteger(n)) throw new Error(`Not a whole number: ${n}`);
    return sql.raw(String(n));
  };
  const date = (d: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`Not a date: ${d}`);
    return sql.raw(`'${d}'`);
  };
  return {
    weekday: int(now.weekday),
    yesterday: int((now.weekday + 6) % 7),
    minute: int(now.minute),
    pastMidnight: int(now.minute + 1440),
    today: date(now.date),
    yesterdayDate: date(addDays(now.date, -1)),
  };
}

// restaurants.id written out: drizzle renders a bare "id" in single-table selects.
function openNowCondition(now: LocalTime) {
  return sql`restaurants.id IN ${openNowIds(now)}`;
}

/**
 * An editor found the fact to be yes: unknown (no row) and no are both left out. As a
 * filter it is written as IN: SQLite then reads the fact's places from the (fact, value,
 * restaurant_id) index once and looks each up, instead of probing the facts of every
 * restaurant in the table.
 */
function factCondition(key: FactKey) {
  return sql`restaurants.id IN (SELECT f.restaurant_id FROM restaurant_facts f WHERE f.fact = ${key} AND f.value = 'yes')`;
}

/**
 * The same test for a row already chosen (a count's sum): a probe of the facts' primary
 * key for that row, where IN would first read every place with the fact.
 */
function factOfRow(key: FactKey) {
  return sql`EXISTS (SELECT 1 FROM restaurant_facts f WHERE f.restaurant_id = restaurants.id AND f.fact = ${key} AND f.value = 'yes')`;
}

/** Open, and in a happy hour at the request's time (ranges past midnight counted as for opening hours). */
function happyHourNowCondition(now: LocalTime) {
  const { weekday, minute, yesterday, pastMidnight } = clockLiterals(now);
  return sql`(${openNowCondition(now)} AND restaurants.id IN (SELECT hh.restaurant_id FROM happy_hours hh
    WHERE (hh.weekday = ${weekday} AND hh.starts_minute <= ${minute} AND hh.ends_minute > ${minute})
      OR (hh.weekday = ${yesterday} AND hh.ends_minute > ${pastMidnight})))`;
}

/** A typical spend in the band; a place without one is in none. */
function pricePerPersonCondition(key: PricePerPersonBand) {
  const band = PRICE_PER_PERSON_BANDS.find((b) => b.key === key)!;
  const perPerson = restaurants.pricePerPerson;
  return band.max === null ? sql`${perPerson} >= ${band.min}` : sql`(${perPerson} >= ${band.min} AND ${perPerson} < ${band.max})`;
}

/** The shared filters (FilterParams) but the price per person, which counts replace option by option. */
function filterConditionsButPrice(f: FilterParams, now: LocalTime): SQL[] {
  const conditions = f.facts.map(factCondition);
  if (f.openNow) conditions.push(openNowCondition(now));
  if (f.happyHourNow) conditions.push(happyHourNowCondition(now));
  return conditions;
}

/** The shared filters as SQL: the home listing, cuisine pages, search and the API apply the same. */
export function filterConditions(f: FilterParams, now: LocalTime): SQL[] {
  const conditions = filterConditionsButPrice(f, now);
  if (f.pricePerPerson) conditions.push(pricePerPersonCondition(f.pricePerPerson));
  return conditions;
}

/** How many places each filter option would list, with every other filter applied (see filterCounts). */
export type FilterCounts = {
  facts: Record<FactKey, number>;
  openNow: number;
  happyHourNow: number;
  /** Per band, and for "any" (the price filter left out). */
  pricePerPerson: Record<PricePerPersonBand | 'any', number>;
};

const asCount = (condition: SQL, alias: string) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`.as(alias);

/**
 * The count beside each filter option: how many places the listing would show
 * with that option applied on top of the filters in use. Checkboxes add to the
 * filters (a checked one counts what is listed now); the price band is one choice,
 * so its options are counted with the band in use replaced. One statement over
 * the rows the other filters leave (`base`, e.g. the cuisine, plus the filters
 * but the price): a sum per option. `select` gives the statement its FROM and joins.
 */
export function filterCounts<Q extends Query>(
  select: (columns: Record<string, SQL.Aliased<number>>) => { where: (where: SQL | undefined) => Q },
  base: SQL[],
  f: FilterParams,
  now: LocalTime,
) {
  const price = f.pricePerPerson ? pricePerPersonCondition(f.pricePerPerson) : sql`1`;
  const columns: Record<string, SQL.Aliased<number>> = {
    open: asCount(sql`${price} AND ${openNowCondition(now)}`, 'n_open'),
    happy: asCount(sql`${price} AND ${happyHourNowCondition(now)}`, 'n_happy'),
    any: asCount(sql`1`, 'n_any'),
  };
  FACT_KEYS.forEach((key, i) => (columns[`fact${i}`] = asCount(sql`${price} AND ${factOfRow(key)}`, `n_fact${i}`)));
  PRICE_PER_PERSON_BANDS.forEach((b, i) => (columns[`band${i}`] = asCount(pricePerPersonCondition(b.key), `n_band${i}`)));
  const query = select(columns).where(and(...base, ...filterConditionsButPrice(f, now)));
  return rowsRead(query, (rows): FilterCounts => {
    const row = (rows as Array<Record<string, number>>)[0] ?? {};
    const n = (name: string) => Number(row[name] ?? 0);
    return {
      facts: Object.fromEntries(FACT_KEYS.map((key, i) => [key, n(`fact${i}`)])) as Record<FactKey, number>,
      openNow: n('open'),
      happyHourNow: n('happy'),
      pricePerPerson: {
        any: n('any'),
        ...(Object.fromEntries(PRICE_PER_PERSON_BANDS.map((b, i) => [b.key, n(`band${i}`)])) as Record<PricePerPersonBand, number>),
      },
    };
  });
}

type ListingQuery = Pick<ListingParams, 'cuisine' | 'priceLevel' | 'rating' | 'neighborhood' | 'sort' | keyof FilterParams> & {
  isFeatured?: boolean;
  /** The signed-in viewer's own filters (home listing only). */
  wantToGo?: boolean;
  notBeen?: boolean;
};

/** The home listing's own filters (the API's too); the shared ones are filterConditions. */
function listingBaseConditions(db: Db, q: ListingQuery, viewerId: Viewer = null): SQL[] {
  // The viewer's own lists: only ever for the viewer, never for an anonymous request.
  const conditions: SQL[] = [stillTrading, ...(viewerId ? viewerListConditions(viewerId, { wantToGo: Boolean(q.wantToGo), notBeen: Boolean(q.notBeen) }) : []), ...askedOf(db, q)];
  if (q.isFeatured !== undefined) conditions.push(eq(restaurants.isFeatured, q.isFeatured));
  return conditions;
}

/** What the listing's own filters ask of a place (its cuisine joined as `cuisines`), open or closed. */
function askedOf(db: Db, q: Pick<ListingQuery, 'cuisine' | 'priceLevel' | 'rating' | 'neighborhood'>): SQL[] {
  const conditions: SQL[] = [];
  if (q.cuisine) conditions.push(eq(cuisines.key, q.cuisine));
  if (q.priceLevel) conditions.push(eq(restaurants.priceLevel, q.priceLevel));
  if (q.rating) conditions.push(gte(shownRating(db).average, q.rating * 10));
  if (q.neighborhood) conditions.push(sql`${restaurants.neighborhood} = ${q.neighborhood} COLLATE NOCASE`);
  return conditions;
}

/** The places a followed search would list (its words aside), trading or not: a closing is its followers' news. */
export function followedSearchConditions(db: Db, search: Pick<ListingParams, 'cuisine' | 'priceLevel' | 'rating' | 'neighborhood'> & Pick<FilterParams, 'facts' | 'pricePerPerson'>, now: LocalTime): SQL[] {
  return [...askedOf(db, search), ...filterConditions({ ...NO_FILTERS, facts: search.facts, pricePerPerson: search.pricePerPerson }, now)];
}

function listingConditions(db: Db, q: ListingQuery, now: LocalTime, viewerId: Viewer = null): SQL[] {
  return [...listingBaseConditions(db, q, viewerId), ...filterConditions(q, now)];
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

/** Whether more cards follow, and where the page's places are (for its map; not sent). */
type MappedPage = { hasMore: boolean; locations: Map<number, Location> };

/**
 * A page of the home listing in its view's shape, filtered, sorted and limited in
 * SQL, reading one card more than shown to know whether there are more.
 */
function homeListingPage(db: Db, q: ListingQuery & { view: ListingView }, limit: number, viewerId: Viewer, now: LocalTime) {
  const where = and(...listingConditions(db, q, now, viewerId));
  const order = listingOrder(db, q.sort, viewerId);
  // The map's coordinates come with the cards, so the page and its map are one read.
  if (q.view === 'list') {
    const query = cardsOf(db, { ...listingColumns(db, viewerId, now), ...locationColumns }).where(where).orderBy(...order).limit(limit + 1);
    return rowsRead(query, (rows): ListingCards & MappedPage => {
      const { cards, locations } = withoutLocations(rows.slice(0, limit));
      return { view: 'list', restaurants: cards.map((row) => toListingCard(row, now)), locations, hasMore: rows.length > limit };
    });
  }
  const query = cardsOf(db, { ...gridColumns(db, viewerId, now), ...locationColumns }).where(where).orderBy(...order).limit(limit + 1);
  return rowsRead(query, (rows): ListingCards & MappedPage => {
    const { cards, locations } = withoutLocations(rows.slice(0, limit));
    return { view: 'grid', restaurants: cards.map((row) => toGridCard(row, now)), locations, hasMore: rows.length > limit };
  });
}

/** The counts beside the home listing's filter options (FilterCounts), over the listing's own filters. */
function homeFilterCounts(db: Db, q: ListingQuery, now: LocalTime, viewerId: Viewer = null) {
  const select = (columns: Record<string, SQL.Aliased<number>>) =>
    db.select(columns).from(restaurants).innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId));
  return filterCounts(select, listingBaseConditions(db, q, viewerId), q, now);
}

/** How long an isolate keeps a filter state's counts: they are public, and a desk change empties them at once. */
const COUNTS_FRESH_MS = 60_000;

/**
 * The counts of one filter state, kept by the isolate for COUNTS_FRESH_MS within the
 * minute they were read (open and happy hour counts follow the clock). Counting every
 * option touches every place the other filters leave, so a busy state is counted once,
 * not for each diner who opens it.
 */
function keptFilterCounts(db: Db, q: ListingQuery, now: LocalTime, viewerId: Viewer) {
  // With the viewer's own filters the counts are theirs alone: read each time, never kept.
  if (viewerId && (q.wantToGo || q.notBeen)) return readAlone(db, homeFilterCounts(db, q, now, viewerId));
  const state = [q.cuisine, q.priceLevel, q.rating, q.neighborhood, q.isFeatured, q.facts, q.openNow, q.happyHourNow, q.pricePerPerson, db.demoContent];
  const key = `filter-counts:${now.date}:${now.minute}:${JSON.stringify(state)}`;
  return keep(key, () => readAlone(db, homeFilterCounts(db, q, now)), { forMs: COUNTS_FRESH_MS });
}

/**
 * The home page's cards: a page of the listing, the counts beside its filter
 * options and the carousel. `page` is cumulative: page 2 shows the first 12, as
 * "Explore More" adds 6 each time. For anonymous visitors the isolate keeps the
 * carousel (a desk change empties it at once) rather than reading it for every
 * listing URL; a signed-in diner, who may just have changed a rating with a
 * review, gets it read with the listing, in the same round trip. The counts are
 * the same for everyone (nothing in them is the viewer's): the isolate keeps them.
 * `locations` places the page's cards on its map, read with them (not for sending).
 */
export async function getHomeListing(db: Db, q: ListingQuery & { view: ListingView; page: number }, viewerId: Viewer, now: LocalTime) {
  const listing = homeListingPage(db, q, q.page * PAGE_SIZE, viewerId, now);
  const counts = keptFilterCounts(db, q, now, viewerId);
  if (viewerId === null) {
    const [page, featured, filterCounts] = await Promise.all([
      readAlone(db, listing),
      keep('popular-restaurants', () => readAlone(db, popularRestaurants(db)), { forMs: POPULAR_FRESH_MS }),
      counts,
    ]);
    return { ...page, featured, counts: filterCounts };
  }
  const [{ page, featured }, filterCounts] = await Promise.all([readTogether(db, { page: listing, featured: popularRestaurants(db) }), counts]);
  return { ...page, featured, counts: filterCounts };
}

/** A place's checked facts as one JSON column ({fact: {value, checkedOn}}); unknown facts have no row. */
const factsColumn = sql<string>`(SELECT json_group_object(f.fact, json_object('value', f.value, 'checkedOn', f.checked_on))
    FROM restaurant_facts f WHERE f.restaurant_id = restaurants.id)`.as('facts');

function factsOf(json: string | null): Facts {
  const read = JSON.parse(json ?? '{}') as Facts;
  return Object.fromEntries(FACT_KEYS.filter((key) => read[key]).map((key) => [key, read[key]]));
}

/** Every restaurant matching the API's filters (no paging; the spec's contract), each with its checked facts and details. */
export async function findRestaurants(db: Db, q: ListingQuery, viewerId: Viewer, now: LocalTime) {
  const rows = await cardsOf(db, { ...cardColumns(db, viewerId, now), facts: factsColumn, ...apiDetailColumns })
    .where(and(...listingConditions(db, q, now)))
    .orderBy(...listingOrder(db, q.sort, viewerId));
  return rows.map(({ facts, apiDishes, apiHappyHours, apiSpecialHours, apiSources, ...row }) => ({
    ...toCard(row, now),
    facts: factsOf(facts),
    details: apiDetailsOf({ apiDishes, apiHappyHours, apiSpecialHours, apiSources }, now),
  }));
}

/** Cards for up to 90 ids (D1 binds at most 100 parameters per statement), in no particular order. */
export async function findRestaurantsByIds(db: Db, ids: number[], viewerId: Viewer, now: LocalTime) {
  if (ids.length === 0) return [];
  const rows = await cardsOf(db, cardColumns(db, viewerId, now)).where(and(inArray(restaurants.id, ids), publicRestaurant));
  return rows.map((row) => toCard(row, now));
}

/** Restaurants per page of a cuisine's "All ..." list: a city-sized category stays light on a phone. */
export const CUISINE_PAGE_SIZE = 48;

/**
 * One page of a cuisine's restaurants by name (spec), its featured places by rating
 * (page 1 only), the total and the counts beside the filter options, in one D1
 * round trip; the filters apply to both lists. The page's rows each carry the
 * count of all (a window over every match, before the page is cut).
 */
export async function listRestaurantsByCuisine(db: Db, cuisineId: number, page: number, viewerId: Viewer, now: LocalTime, filters: FilterParams) {
  const inCuisine = [eq(restaurants.cuisineId, cuisineId), stillTrading];
  const ofCuisine = and(...inCuisine, ...filterConditions(filters, now));
  const { featured, rows, counts } = await readTogether(db, {
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
    counts: filterCounts((columns) => db.select(columns).from(restaurants), inCuisine, filters, now),
  });
  // An empty page carries no count: none at all on page 1, else past the end (counted).
  const total = rows[0]?.total ?? (page === 1 ? 0 : ((await db.select({ n: count() }).from(restaurants).where(ofCuisine))[0]?.n ?? 0));
  return {
    featured: featured.map((row) => toCard(row, now)),
    all: rows.map(({ total: _total, ...row }) => toSmallCard(row, now)),
    total,
    pageCount: Math.max(1, Math.ceil(total / CUISINE_PAGE_SIZE)),
    counts,
  };
}

/** The filter's neighbourhoods change only when restaurants are added: kept in the isolate for a minute. */
export async function listNeighborhoods(db: Db): Promise<string[]> {
  return keep(
    'neighborhoods',
    async () => {
      const rows = await db.selectDistinct({ neighborhood: restaurants.neighborhood }).from(restaurants).where(publicRestaurant).orderBy(asc(restaurants.neighborhood));
      return rows.map((r) => r.neighborhood);
    },
    { forMs: 60_000 },
  );
}
