import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { StoredPhoto } from '~/utils/photo-rules';
import type { Db } from '~/db/client.server';
import { cuisines, restaurants } from '~/db/schema';
import { addDays, openStatus, type HoursRow, type LocalTime, type OpenStatus, type SpecialHoursRow } from '~/utils/hours';
import type { Dish } from '~/utils/facts';
import { isSampleDinerSql } from '~/db/rating-sql';

/*
 * Card shapes. Each layout of the card (components/restaurant-card.tsx) is read
 * and sent with only what it shows, so a slow phone is not sent a week of hours
 * or contact details for a card that shows neither:
 * - small (a cuisine's "All" list): name, phone, address, open or not;
 * - carousel ("Popular Restaurants"): name, picture, cuisine, rating;
 * - grid (search results and the home listing's grid, with the heart): the carousel's
 *   and price, neighbourhood, reviews, open, favourite, friends;
 * - listing (the home listing's list view): the grid's, the description and the dishes to order;
 * - full (featured cuisine cards, favourites, the restaurant's page, the API).
 */
type CardIdentity = { id: number; slug: string; name: string };

export type SmallCard = CardIdentity & { phone: string | null; address: string | null; open: OpenStatus; pricePerPerson: number | null };

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
  /** On the viewer's Want to go and Been lists (always false for an anonymous visitor). */
  wantToGo: boolean;
  been: boolean;
  /** How many of the viewer's friends favourited or reviewed the place. */
  friendsSaved: number;
  /** Typical spend per person in dollars, when known (the price-per-person filter's badge). */
  pricePerPerson: number | null;
};

/** The list layout also shows the description and the dishes to order. */
export type ListingCard = GridCard & { description: string; dishes: Dish[] };

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

/** The signed-in diner's id, or null for an anonymous visitor. */
export type Viewer = number | null;

/**
 * On public surfaces at all: not a draft an import left for the desk to complete
 * (decision 040). Every diner-facing read of restaurants goes through this or stillTrading.
 */
export const publicRestaurant = eq(restaurants.isDraft, false);

/** Still trading: a permanently closed place keeps its page but leaves every listing. */
export const stillTrading = and(publicRestaurant, isNull(restaurants.closedAt)) as SQL;

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
export function friendsScore(db: Db, viewerId: number) {
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
export function coverColumn({ withCaption = false } = {}) {
  const caption = withCaption ? sql`, 'caption', p.caption` : sql``;
  return sql<string | null>`(SELECT json_object('id', p.id, 'width', p.width, 'height', p.height, 'widths', json(p.widths), 'formats', json(p.formats)${caption})
      FROM photos p WHERE p.id = restaurants.cover_photo_id AND p.status = 'approved')`.as('cover_photo');
}

/** A restaurant's week of hours as one JSON column (read back with parseHours). */
export function hoursColumn() {
  return sql<string>`(SELECT json_group_array(json_array(h.weekday, h.opens_minute, h.closes_minute))
      FROM opening_hours h WHERE h.restaurant_id = restaurants.id)`.as('hours');
}

/**
 * A restaurant's special dates from yesterday through a week ahead as one JSON column
 * (read back with parseSpecialHours): enough to say whether it is open now and when it opens next.
 */
export function specialHoursColumn(now: LocalTime) {
  return sql<string>`(SELECT json_group_array(json_array(s.on_date, s.opens_minute, s.closes_minute, s.note))
      FROM special_hours s WHERE s.restaurant_id = restaurants.id AND s.on_date BETWEEN ${addDays(now.date, -1)} AND ${addDays(now.date, 7)})`.as('special_hours');
}

/** The dishes to order, in the editor's order, as one JSON column (read back with parseDishes). */
export function dishesColumn() {
  return sql<string>`(SELECT json_group_array(json_array(d.name, d.price_cents))
      FROM (SELECT name, price_cents FROM restaurant_dishes WHERE restaurant_id = restaurants.id ORDER BY position) d)`.as('dishes');
}

/*
 * Each shape's columns: every card list is one statement (hours, cover photo and,
 * for a signed-in viewer, favourite state and friends' count as subqueries), so a
 * page pays one D1 round trip for its cards however many there are.
 */
const identityColumns = { id: restaurants.id, slug: restaurants.slug, name: restaurants.name };

/** Read to work out whether a place is open now; not sent. */
const openingColumns = (now: LocalTime) => ({ closedAt: restaurants.closedAt, hours: hoursColumn(), special: specialHoursColumn(now) });

export function smallColumns(now: LocalTime) {
  return { ...identityColumns, phone: restaurants.phone, address: restaurants.address, pricePerPerson: restaurants.pricePerPerson, ...openingColumns(now) };
}

export function carouselColumns(db: Db) {
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

export function gridColumns(db: Db, viewerId: Viewer, now: LocalTime) {
  return {
    ...carouselColumns(db),
    priceLevel: restaurants.priceLevel,
    neighborhood: restaurants.neighborhood,
    reviewCount: shownRating(db).count,
    address: restaurants.address,
    pricePerPerson: restaurants.pricePerPerson,
    ...openingColumns(now),
    isFavorite: (viewerId
      ? sql<number>`EXISTS (SELECT 1 FROM favorites fv WHERE fv.user_id = ${viewerId} AND fv.restaurant_id = restaurants.id)`
      : sql<number>`0`
    ).as('is_favorite'),
    friendsSaved: (viewerId ? friendsScore(db, viewerId) : sql<number>`0`).as('friends_saved'),
    wantToGo: onViewerList(viewerId, 'want').as('want_to_go'),
    been: onViewerList(viewerId, 'been').as('been'),
  };
}

/** Whether the place is on one of the viewer's lists: a primary-key probe, and only for a signed-in viewer. */
function onViewerList(viewerId: Viewer, list: 'want' | 'been') {
  return viewerId
    ? sql<number>`EXISTS (SELECT 1 FROM list_entries le WHERE le.user_id = ${viewerId} AND le.list = ${list} AND le.restaurant_id = restaurants.id)`
    : sql<number>`0`;
}

export function listingColumns(db: Db, viewerId: Viewer, now: LocalTime) {
  return { ...gridColumns(db, viewerId, now), description: restaurants.description, dishes: dishesColumn() };
}

export function cardColumns(db: Db, viewerId: Viewer, now: LocalTime) {
  return {
    ...listingColumns(db, viewerId, now),
    phone: restaurants.phone,
    website: restaurants.website,
    reservationUrl: restaurants.reservationUrl,
    isFeatured: restaurants.isFeatured,
    createdAt: restaurants.createdAt,
  };
}

/** Restaurants with their cuisine, in the columns of one card shape. */
export function cardsOf<Columns extends ReturnType<typeof gridColumns> | ReturnType<typeof carouselColumns> | ReturnType<typeof smallColumns>>(db: Db, columns: Columns) {
  return db.select(columns).from(restaurants).innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId));
}

/** The grid card's select, for a caller that adds its own joins, filter and order: search joins its index. */
export function gridCardSelect(db: Db, viewerId: Viewer, now: LocalTime) {
  return cardsOf(db, gridColumns(db, viewerId, now));
}

export function parseHours(json: string | null): HoursRow[] {
  const rows = JSON.parse(json ?? '[]') as [number, number, number][];
  return rows.map(([weekday, opensMinute, closesMinute]) => ({ weekday, opensMinute, closesMinute }));
}

export function parseSpecialHours(json: string | null): SpecialHoursRow[] {
  const rows = JSON.parse(json ?? '[]') as [string, number | null, number | null, string][];
  return rows.map(([date, opensMinute, closesMinute, note]) => ({ date, opensMinute, closesMinute, note }));
}

export function parseDishes(json: string | null): Dish[] {
  const rows = JSON.parse(json ?? '[]') as [string, number | null][];
  return rows.map(([name, priceCents]) => ({ name, priceCents }));
}

type Opening = { closedAt: string | null; hours: string; special: string };
type ViewerColumns = { isFavorite: number; friendsSaved: number; wantToGo: number; been: number };
type WithCover = { cover: string | null };

function openOf(hours: HoursRow[], { closedAt, special }: Omit<Opening, 'hours'>, now: LocalTime): OpenStatus {
  // Wherever a closed place still shows (its page, a diner's favourites), it says so instead of its hours.
  return closedAt ? { state: 'gone' } : openStatus(hours, now, parseSpecialHours(special));
}

export const coverOf = (row: WithCover) => (row.cover ? (JSON.parse(row.cover) as StoredPhoto) : null);

export function toSmallCard({ hours, closedAt, special, ...row }: Omit<SmallCard, 'open'> & Opening, now: LocalTime): SmallCard {
  return { ...row, open: openOf(parseHours(hours), { closedAt, special }, now) };
}

export function toCarouselCard(row: Omit<CarouselCard, 'cover'> & WithCover): CarouselCard {
  return { ...row, cover: coverOf(row) };
}

type GridRow = Omit<GridCard, 'open' | keyof ViewerColumns | 'cover'> & Opening & ViewerColumns & WithCover;
type ListingRow = GridRow & Pick<ListingCard, 'description'> & { dishes: string };
type CardRow = ListingRow & Omit<RestaurantCard, keyof ListingCard | keyof Opening>;

/** What a card with a heart works out from its row. */
const heartAndCover = (row: ViewerColumns & WithCover) => ({
  isFavorite: Boolean(row.isFavorite),
  wantToGo: Boolean(row.wantToGo),
  been: Boolean(row.been),
  friendsSaved: Number(row.friendsSaved),
  cover: coverOf(row),
});

export function toGridCard({ hours, closedAt, special, ...row }: GridRow, now: LocalTime): GridCard {
  return { ...row, ...heartAndCover(row), open: openOf(parseHours(hours), { closedAt, special }, now) };
}

export function toListingCard({ dishes, ...row }: ListingRow, now: LocalTime): ListingCard {
  return { ...toGridCard(row, now), description: row.description, dishes: parseDishes(dishes) };
}

export function toCard({ special, ...row }: CardRow, now: LocalTime): RestaurantCard {
  const hours = parseHours(row.hours);
  return { ...row, ...heartAndCover(row), hours, dishes: parseDishes(row.dishes), open: openOf(hours, { closedAt: row.closedAt, special }, now) };
}
