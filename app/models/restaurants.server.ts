import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { StoredPhoto } from '~/utils/photo-rules';
import type { Db } from '~/db/client.server';
import { cuisines, restaurants } from '~/db/schema';
import { openStatus, type HoursRow, type LocalTime, type OpenStatus } from '~/utils/hours';
import { cachedInIsolate } from '~/db/isolate-cache.server';
import { preparedOnce, readAlone, readTogether, rowsRead } from '~/db/read-together.server';
import { PAGE_SIZE, type ListingParams } from '~/utils/listing-params';
import { isSampleDinerSql } from '~/db/rating-sql';

/*
 * Card shapes. Each layout of the card (components/restaurant-card.tsx) is read
 * and sent with only what it shows, so a slow phone is not sent a week of hours
 * or contact details for a card that shows neither:
 * - small (a cuisine's "All" list): name, phone, address, open or not;
 * - carousel ("Popular Restaurants"): name, picture, cuisine, rating;
 * - grid (search results and the home listing's grid, with the heart): the carousel's
 *   and price, neighbourhood, reviews, open, favourite, friends;
 * - listing (the home listing's list view): the grid's and the description;
 * - full (featured cuisine cards, favourites, the restaurant's page, the API).
 */
type CardIdentity = { id: number; slug: string; name: string };

export type SmallCard = CardIdentity & { phone: string | null; address: string | null; open: OpenStatus };

export type CarouselCard = CardIdentity & {
  cuisine: string;
  cuisineKey: string;
  imageUrl: string | null;
  averageRating: number | null;
  /** The approved diner's photo an editor chose to show in place of the illustration. */
  cover: StoredPhoto | null;
};

export type GridCard = CarouselCard & {
  priceLevel: number;
  neighborhood: string;
  reviewCount: number;
  address: string | null;
  open: OpenStatus;
  isFavorite: boolean;
  /** How many of the viewer's friends favourited or reviewed the place. */
  friendsSaved: number;
};

/** The list layout also shows the description. */
export type ListingCard = GridCard & { description: string };

export type RestaurantCard = ListingCard &
  SmallCard & {
    website: string | null;
    reservationUrl: string | null;
    isFeatured: boolean;
    createdAt: string;
    /** When it closed for good; null while it trades. */
    closedAt: string | null;
    /** The week's opening hours (one query with the card: a JSON column). */
    hours: HoursRow[];
  };

/** The signed-in diner's id, or its placeholder in a statement prepared once per isolate. */
type Viewer = number | Placeholder;

/** Still trading: a permanently closed place keeps its page but leaves every listing. */
const stillTrading = isNull(restaurants.closedAt);

/**
 * The rating and review count a deployment shows: a demo's count sample diners, a real
 * site's never do (decision 022). Both are kept by every review write (app/db/rating-sql.ts).
 */
export function shownRating(db: Db) {
  return db.demoContent
    ? { average: restaurants.averageRating, count: restaurants.reviewCount }
    : { average: restaurants.realAverageRating, count: restaurants.realReviewCount };
}

/**
 * Distinct friends of `viewerId` who favourited or reviewed the restaurant; on a real
 * site never a sample diner, whatever rows a demo seed left.
 * `restaurants.id` is written out in these subqueries: every card query joins
 * cuisines, so the outer table is always named `restaurants`.
 */
function friendsScore(db: Db, viewerId: Viewer) {
  const realOnly = db.demoContent ? sql`` : sql.raw(` AND NOT ${isSampleDinerSql('u')}`);
  return sql<number>`(SELECT count(DISTINCT u.id) FROM users u
    JOIN friendships f ON f.friend_facebook_id = u.facebook_id AND f.user_id = ${viewerId}
    WHERE u.id IN (SELECT user_id FROM favorites WHERE restaurant_id = restaurants.id
                   UNION SELECT user_id FROM reviews WHERE restaurant_id = restaurants.id)${realOnly})`;
}

/**
 * The cover photo as one JSON column: a primary-key lookup, and only for a place that has one.
 * The restaurant's own page also reads its caption (the share image's alt text).
 */
function coverColumn({ withCaption = false } = {}) {
  const caption = withCaption ? sql`, 'caption', p.caption` : sql``;
  return sql<string | null>`(SELECT json_object('id', p.id, 'width', p.width, 'height', p.height, 'widths', json(p.widths), 'formats', json(p.formats)${caption})
      FROM photos p WHERE p.id = restaurants.cover_photo_id AND p.status = 'approved')`.as('cover_photo');
}

/** A restaurant's week of hours as one JSON column (read back with parseHours). */
export function hoursColumn() {
  return sql<string>`(SELECT json_group_array(json_array(h.weekday, h.opens_minute, h.closes_minute))
      FROM opening_hours h WHERE h.restaurant_id = restaurants.id)`.as('hours');
}

/*
 * Each shape's columns: every card list is one statement (hours, cover photo and,
 * for a signed-in viewer, favourite state and friends' count as subqueries), so a
 * page pays one D1 round trip for its cards however many there are.
 */
const identityColumns = { id: restaurants.id, slug: restaurants.slug, name: restaurants.name };

/** Read to work out whether a place is open now; not sent. */
const openingColumns = { closedAt: restaurants.closedAt, hours: hoursColumn() };

const smallColumns = { ...identityColumns, phone: restaurants.phone, address: restaurants.address, ...openingColumns };

function carouselColumns(db: Db) {
  return {
    ...identityColumns,
    // Aliased: D1 batches return rows as objects, where a second "name" would overwrite the first.
    cuisine: sql<string>`${cuisines.name}`.as('cuisine_name'),
    cuisineKey: cuisines.key,
    imageUrl: restaurants.imageUrl,
    averageRating: shownRating(db).average,
    cover: coverColumn(),
  };
}

function gridColumns(db: Db, viewerId: Viewer | null) {
  return {
    ...carouselColumns(db),
    priceLevel: restaurants.priceLevel,
    neighborhood: restaurants.neighborhood,
    reviewCount: shownRating(db).count,
    address: restaurants.address,
    ...openingColumns,
    isFavorite: (viewerId
      ? sql<number>`EXISTS (SELECT 1 FROM favorites fv WHERE fv.user_id = ${viewerId} AND fv.restaurant_id = restaurants.id)`
      : sql<number>`0`
    ).as('is_favorite'),
    friendsSaved: (viewerId ? friendsScore(db, viewerId) : sql<number>`0`).as('friends_saved'),
  };
}

function listingColumns(db: Db, viewerId: Viewer | null) {
  return { ...gridColumns(db, viewerId), description: restaurants.description };
}

function cardColumns(db: Db, viewerId: Viewer | null) {
  return {
    ...listingColumns(db, viewerId),
    phone: restaurants.phone,
    website: restaurants.website,
    reservationUrl: restaurants.reservationUrl,
    isFeatured: restaurants.isFeatured,
    createdAt: restaurants.createdAt,
  };
}

/** Restaurants with their cuisine, in the columns of one card shape. */
function cardsOf<Columns extends ReturnType<typeof gridColumns> | ReturnType<typeof carouselColumns> | typeof smallColumns>(db: Db, columns: Columns) {
  return db.select(columns).from(restaurants).innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId));
}

export function parseHours(json: string | null): HoursRow[] {
  const rows = JSON.parse(json ?? '[]') as [number, number, number][];
  return rows.map(([weekday, opensMinute, closesMinute]) => ({ weekday, opensMinute, closesMinute }));
}

type Opening = { closedAt: string | null; hours: string };
type ViewerColumns = { isFavorite: number; friendsSaved: number };
type WithCover = { cover: string | null };

function openOf(hours: HoursRow[], closedAt: string | null, now: LocalTime): OpenStatus {
  // Wherever a closed place still shows (its page, a diner's favourites), it says so instead of its hours.
  return closedAt ? { state: 'closed', opensAt: null, label: 'Permanently closed' } : openStatus(hours, now);
}

const coverOf = (row: WithCover) => (row.cover ? (JSON.parse(row.cover) as StoredPhoto) : null);

function toSmallCard({ hours, closedAt, ...row }: Omit<SmallCard, 'open'> & Opening, now: LocalTime): SmallCard {
  return { ...row, open: openOf(parseHours(hours), closedAt, now) };
}

function toCarouselCard(row: Omit<CarouselCard, 'cover'> & WithCover): CarouselCard {
  return { ...row, cover: coverOf(row) };
}

type GridRow = Omit<GridCard, 'open' | 'isFavorite' | 'friendsSaved' | 'cover'> & Opening & ViewerColumns & WithCover;
type ListingRow = GridRow & Pick<ListingCard, 'description'>;
type CardRow = ListingRow & Omit<RestaurantCard, keyof ListingCard | keyof Opening>;

/** What a card with a heart works out from its row. */
const heartAndCover = (row: ViewerColumns & WithCover) => ({ isFavorite: Boolean(row.isFavorite), friendsSaved: Number(row.friendsSaved), cover: coverOf(row) });

function toGridCard({ hours, closedAt, ...row }: GridRow, now: LocalTime): GridCard {
  return { ...row, ...heartAndCover(row), open: openOf(parseHours(hours), closedAt, now) };
}

function toListingCard(row: ListingRow, now: LocalTime): ListingCard {
  return { ...toGridCard(row, now), description: row.description };
}

function listingCards(view: ListingView, rows: GridRow[], now: LocalTime): ListingCards {
  // The list view's statement reads the description too (homeListingStatement).
  return view === 'list'
    ? { view, restaurants: (rows as ListingRow[]).map((row) => toListingCard(row, now)) }
    : { view, restaurants: rows.map((row) => toGridCard(row, now)) };
}

function toCard(row: CardRow, now: LocalTime): RestaurantCard {
  const hours = parseHours(row.hours);
  return { ...row, ...heartAndCover(row), hours, open: openOf(hours, row.closedAt, now) };
}

/**
 * Open at the request's time in Fort Worth, counting ranges that started yesterday and
 * run past midnight. The times are placeholders (listingValues).
 */
function openNowCondition() {
  // restaurants.id written out: drizzle renders a bare "id" in single-table selects.
  return sql`EXISTS (SELECT 1 FROM opening_hours h WHERE h.restaurant_id = restaurants.id AND (
    (h.weekday = ${sql.placeholder('weekday')} AND h.opens_minute <= ${sql.placeholder('minute')} AND h.closes_minute > ${sql.placeholder('minute')})
    OR (h.weekday = ${sql.placeholder('yesterday')} AND h.closes_minute > ${sql.placeholder('minuteFromYesterday')})))`;
}

type ListingQuery = Pick<ListingParams, 'cuisine' | 'priceLevel' | 'rating' | 'neighborhood' | 'openNow' | 'sort'> & {
  isFeatured?: boolean;
};

/**
 * The shape of a listing's SQL: which filters it applies, its order and whether a
 * diner is signed in. Its values go in as placeholders, so one statement per shape is
 * built per isolate (preparedOnce).
 */
type ListingShape = {
  cuisine: boolean;
  priceLevel: boolean;
  rating: boolean;
  neighborhood: boolean;
  openNow: boolean;
  isFeatured: boolean | null;
  sort: ListingQuery['sort'];
  signedIn: boolean;
};

function listingShape(q: ListingQuery, viewerId: number | null): ListingShape {
  return {
    cuisine: Boolean(q.cuisine),
    priceLevel: Boolean(q.priceLevel),
    rating: Boolean(q.rating),
    neighborhood: Boolean(q.neighborhood),
    openNow: Boolean(q.openNow),
    isFeatured: q.isFeatured ?? null,
    sort: q.sort,
    signedIn: viewerId !== null,
  };
}

/** The values of a listing statement's placeholders. */
function listingValues(q: ListingQuery, viewerId: number | null, now: LocalTime) {
  return {
    cuisine: q.cuisine,
    priceLevel: q.priceLevel,
    ratingTenths: q.rating ? q.rating * 10 : null,
    neighborhood: q.neighborhood,
    weekday: now.weekday,
    yesterday: (now.weekday + 6) % 7,
    minute: now.minute,
    minuteFromYesterday: now.minute + 1440,
    viewerId,
  };
}

function listingConditions(db: Db, shape: ListingShape): SQL[] {
  const conditions: SQL[] = [stillTrading];
  if (shape.cuisine) conditions.push(eq(cuisines.key, sql.placeholder('cuisine')));
  if (shape.priceLevel) conditions.push(eq(restaurants.priceLevel, sql.placeholder('priceLevel')));
  if (shape.rating) conditions.push(gte(shownRating(db).average, sql.placeholder('ratingTenths')));
  if (shape.neighborhood) conditions.push(sql`${restaurants.neighborhood} = ${sql.placeholder('neighborhood')} COLLATE NOCASE`);
  if (shape.openNow) conditions.push(openNowCondition());
  if (shape.isFeatured !== null) conditions.push(eq(restaurants.isFeatured, shape.isFeatured));
  return conditions;
}

function listingOrder(db: Db, sort: ListingQuery['sort'], viewerId: Viewer | null) {
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

const viewerOf = (shape: ListingShape) => (shape.signedIn ? sql.placeholder('viewerId') : null);

/** The home listing's layouts: the list shows each place's description, the grid does not. */
type ListingView = ListingParams['view'];

/** The home listing's cards in its layout's shape: only the list view reads and sends descriptions. */
export type ListingCards = { view: 'grid'; restaurants: GridCard[] } | { view: 'list'; restaurants: ListingCard[] };

/** The home listing's cards: one page more than asked for (`limit`), to know whether there are more. */
const homeListingStatement = preparedOnce((db: Db, shape: ListingShape & { view: ListingView }) =>
  cardsOf(db, shape.view === 'list' ? listingColumns(db, viewerOf(shape)) : gridColumns(db, viewerOf(shape)))
    .where(and(...listingConditions(db, shape)))
    .orderBy(...listingOrder(db, shape.sort, viewerOf(shape)))
    .limit(sql.placeholder('limit')),
);

/** The API's restaurants: every match, full cards. */
const apiListingStatement = preparedOnce((db: Db, shape: ListingShape) =>
  cardsOf(db, cardColumns(db, viewerOf(shape)))
    .where(and(...listingConditions(db, shape)))
    .orderBy(...listingOrder(db, shape.sort, viewerOf(shape))),
);

/** "Popular Restaurants": the featured places by rating, the same for every visitor. */
const popularStatement = preparedOnce((db: Db) =>
  cardsOf(db, carouselColumns(db))
    .where(and(eq(restaurants.isFeatured, true), stillTrading))
    .orderBy(...listingOrder(db, 'rating', null))
    .limit(12),
);

function popularRestaurants(db: Db) {
  return rowsRead(popularStatement(db, {}, {}), (rows) => rows.map(toCarouselCard));
}

/** How long an isolate keeps the carousel for anonymous visitors: as long as the home page stays fresh at the edge. */
const POPULAR_FRESH_MS = 10_000;

/**
 * The home page's cards: a page of the listing, filtered, sorted and limited in
 * SQL, and the carousel. `page` is cumulative: page 2 shows the first 12, as
 * "Explore More" adds 6 each time. For anonymous visitors the isolate keeps the
 * carousel (a desk change empties it at once) rather than reading it for every
 * listing URL; a signed-in diner, who may just have changed a rating with a
 * review, gets it read with the listing, in the same round trip.
 */
export async function getHomeListing(db: Db, q: ListingQuery & { view: ListingView; page: number }, viewerId: number | null, now: LocalTime) {
  const limit = q.page * PAGE_SIZE;
  const listing = rowsRead(
    homeListingStatement(db, { ...listingShape(q, viewerId), view: q.view }, { ...listingValues(q, viewerId, now), limit: limit + 1 }),
    (rows) => ({ ...listingCards(q.view, rows.slice(0, limit), now), hasMore: rows.length > limit }),
  );
  if (viewerId === null) {
    const [page, featured] = await Promise.all([
      readAlone(db, listing),
      cachedInIsolate('popular-restaurants', POPULAR_FRESH_MS, () => readAlone(db, popularRestaurants(db))),
    ]);
    return { ...page, featured };
  }
  const { page, featured } = await readTogether(db, { page: listing, featured: popularRestaurants(db) });
  return { ...page, featured };
}

/** Every restaurant matching the API's filters (no paging; the spec's contract). */
export async function findRestaurants(db: Db, q: ListingQuery, viewerId: number | null, now: LocalTime) {
  return readAlone(
    db,
    rowsRead(apiListingStatement(db, listingShape(q, viewerId), listingValues(q, viewerId, now)), (rows) => rows.map((row) => toCard(row, now))),
  );
}

/** Cards for up to 90 ids (D1 binds at most 100 parameters per statement), in no particular order. */
export async function findRestaurantsByIds(db: Db, ids: number[], viewerId: number | null, now: LocalTime) {
  if (ids.length === 0) return [];
  const rows = await cardsOf(db, cardColumns(db, viewerId)).where(inArray(restaurants.id, ids));
  return rows.map((row) => toCard(row, now));
}

/**
 * The grid card's select (restaurant, cuisine, cover, hours, the viewer's heart), for a
 * caller that adds its own joins, filter and order: search joins its index. `viewer` is a
 * placeholder in a statement prepared once.
 */
export function gridCardSelect(db: Db, viewer: Placeholder | null) {
  return cardsOf(db, gridColumns(db, viewer));
}

/** A grid card from a row of gridCardSelect. */
export function toGridCardAt(now: LocalTime) {
  return (row: GridRow) => toGridCard(row, now);
}

/** Restaurants per page of a cuisine's "All ..." list: a city-sized category stays light on a phone. */
export const CUISINE_PAGE_SIZE = 48;

/** Places of the cuisine given as `cuisineId`, still trading. */
const ofCuisine = and(eq(restaurants.cuisineId, sql.placeholder('cuisineId')), stillTrading);

/** A cuisine's featured places by rating, up to `limit` (none past page 1). */
const cuisineFeaturedStatement = preparedOnce((db: Db, shape: { signedIn: boolean }) =>
  cardsOf(db, cardColumns(db, shape.signedIn ? sql.placeholder('viewerId') : null))
    .where(and(ofCuisine, eq(restaurants.isFeatured, true)))
    .orderBy(...listingOrder(db, 'rating', null))
    .limit(sql.placeholder('limit')),
);

/** A page of a cuisine's places by name, each row carrying the count of all (a window over every match, before the page is cut). */
const cuisinePageStatement = preparedOnce((db: Db) =>
  cardsOf(db, { ...smallColumns, total: sql<number>`count(*) OVER ()`.as('total') })
    .where(ofCuisine)
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(CUISINE_PAGE_SIZE)
    .offset(sql.placeholder('offset')),
);

/**
 * One page of a cuisine's restaurants by name (spec), its featured places by rating
 * (page 1 only) and the total, in one D1 round trip.
 */
export async function listRestaurantsByCuisine(db: Db, cuisineId: number, page: number, viewerId: number | null, now: LocalTime) {
  const { featured, rows } = await readTogether(db, {
    // Featured places lead the first page only.
    featured: rowsRead(cuisineFeaturedStatement(db, { signedIn: viewerId !== null }, { cuisineId, viewerId, limit: page === 1 ? CUISINE_PAGE_SIZE : 0 })),
    rows: rowsRead(cuisinePageStatement(db, {}, { cuisineId, offset: (page - 1) * CUISINE_PAGE_SIZE })),
  });
  // An empty page carries no count: none at all on page 1, else past the end (counted).
  const total =
    rows[0]?.total ??
    (page === 1 ? 0 : ((await db.select({ n: count() }).from(restaurants).where(and(eq(restaurants.cuisineId, cuisineId), stillTrading)))[0]?.n ?? 0));
  return {
    featured: featured.map((row) => toCard(row, now)),
    all: rows.map(({ total: _total, ...row }) => toSmallCard(row, now)),
    total,
    pageCount: Math.max(1, Math.ceil(total / CUISINE_PAGE_SIZE)),
  };
}

/**
 * A restaurant named by its id, or by its slug: a page's other reads can then find it
 * themselves, in the round trip that reads the restaurant.
 */
export type RestaurantKey = { id: number } | { slug: string };

/** How a prepared statement names its restaurant: part of its shape. */
export type RestaurantKeyKind = 'id' | 'slug';

export const restaurantKeyKind = (key: RestaurantKey): RestaurantKeyKind => ('slug' in key ? 'slug' : 'id');

/** The value a prepared statement binds for its restaurant (see restaurantIdBy). */
export const restaurantKeyValue = (key: RestaurantKey) => ('slug' in key ? { restaurantSlug: key.slug } : { restaurantId: key.id });

/** In a prepared statement, the restaurant's id: a placeholder, or the id of the restaurant at the slug placeholder (none: NULL). */
export function restaurantIdBy(kind: RestaurantKeyKind): SQL {
  return kind === 'id'
    ? sql`${sql.placeholder('restaurantId')}`
    : sql`(SELECT by_slug.id FROM ${restaurants} by_slug WHERE by_slug.slug = ${sql.placeholder('restaurantSlug')})`;
}

export type CoverPhoto = StoredPhoto & { caption: string | null };

/** The restaurant page's place: the card, its cover photo with its caption, and where it is on the map. */
const restaurantPageStatement = preparedOnce((db: Db, shape: { signedIn: boolean }) =>
  db
    .select({
      ...cardColumns(db, shape.signedIn ? sql.placeholder('viewerId') : null),
      cover: coverColumn({ withCaption: true }),
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      detailsCheckedAt: restaurants.detailsCheckedAt,
    })
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(restaurants.slug, sql.placeholder('slug')))
    .limit(1),
);

export function restaurantBySlug(db: Db, slug: string, viewerId: number | null, now: LocalTime) {
  return rowsRead(restaurantPageStatement(db, { signedIn: viewerId !== null }, { slug, viewerId }), ([row]) => {
    if (!row) return null;
    const { latitude, longitude, detailsCheckedAt, ...card } = row;
    return { ...toCard(card, now), cover: coverOf(card) as CoverPhoto | null, latitude, longitude, detailsCheckedAt };
  });
}

/** restaurantBySlug on its own (the photos page). */
export function getRestaurantBySlug(...args: Parameters<typeof restaurantBySlug>) {
  return readAlone(args[0], restaurantBySlug(...args));
}

export async function getRestaurantSlugById(db: Db, id: number) {
  const [row] = await db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row?.slug ?? null;
}

export async function restaurantExists(db: Db, id: number) {
  return (await getRestaurantSlugById(db, id)) !== null;
}

/** The filter's neighbourhoods change only when restaurants are added: kept in the isolate for a minute. */
export function listNeighborhoods(db: Db): Promise<string[]> {
  return cachedInIsolate('neighborhoods', 60_000, async () => {
    const rows = await db
      .selectDistinct({ neighborhood: restaurants.neighborhood })
      .from(restaurants)
      .orderBy(asc(restaurants.neighborhood));
    return rows.map((r) => r.neighborhood);
  });
}
