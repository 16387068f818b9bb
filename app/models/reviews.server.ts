import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { batchedRead, readAlone, type BatchedRead } from '~/db/read-together.server';
import { isSampleDinerSql, RECOMPUTE_RATINGS_SQL } from '~/db/rating-sql';
import { cuisines, friendships, listingOwners, ownerReplies, restaurants, reviews, users } from '~/db/schema';
import { REVIEWS_PAGE_SIZE, type ReviewSort } from '~/utils/review-list';
import type { Locale } from '~/utils/locale';
import { restaurantIdOf, type RestaurantKey } from './restaurants.server';
import { publicRestaurant } from './restaurant-cards.server';
import { replyColumns, replyOf, replyShownTo, type ShownOwnerReply } from './owner-replies.server';

/**
 * A diner as reviews show them to everyone: a display name and a picture, never an
 * id. Whether a review is the viewer's own or a friend's is worked out here, on
 * the server (isMine, isFriend).
 */
type ReviewAuthor = { name: string; profilePicture: string | null };

export type DinerReview = {
  id: number;
  rating: number;
  content: string;
  /** The language it was written in, shown as written on both languages' pages. */
  language: Locale;
  createdAt: string;
  updatedAt: string;
  user: ReviewAuthor;
  /** Why an editor hid it: only its author is ever shown a hidden review. */
  hiddenReason: string | null;
  /** Written by one of the viewer's Facebook friends. */
  isFriend: boolean;
  /** Written by the viewer. */
  isMine: boolean;
  /** The listing owner's answer: approved, or in any state when the viewer owns the listing. */
  ownerReply: ShownOwnerReply | null;
};

type ReviewedRestaurant = { id: number; slug: string; name: string; cuisine: string; imageUrl: string | null };

export type ReviewWithRestaurant = Omit<DinerReview, 'isFriend' | 'isMine' | 'ownerReply'> & { restaurant: ReviewedRestaurant };

export type OwnReview = { rating: number; content: string; updatedAt: string };

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  content: reviews.content,
  language: reviews.language,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  hiddenReason: reviews.hiddenReason,
  // Aliased: a batch returns rows as objects, where the user's "id" would overwrite the review's.
  userId: sql<number>`${users.id}`.as('user_id'),
  userName: users.name,
  userPicture: users.profilePicture,
};

type ReviewRow = {
  id: number;
  rating: number;
  content: string;
  language: Locale;
  createdAt: string;
  updatedAt: string;
  hiddenReason: string | null;
  userId: number;
  userName: string;
  userPicture: string | null;
};

/** What every shape of a review carries, from a row of `reviewColumns`. */
function reviewOf(row: ReviewRow) {
  const user: ReviewAuthor = { name: row.userName, profilePicture: row.userPicture };
  return { id: row.id, rating: row.rating, content: row.content, language: row.language, createdAt: row.createdAt, updatedAt: row.updatedAt, hiddenReason: row.hiddenReason, user };
}

/** Reviews anyone may read: those not hidden by an editor, plus the viewer's own (hidden or not). */
function visibleTo(viewerId: number | null) {
  return viewerId ? sql`(${reviews.hiddenReason} IS NULL OR ${reviews.userId} = ${viewerId})` : sql`${reviews.hiddenReason} IS NULL`;
}

/**
 * On a real site no sample diner's review is ever shown, whatever rows a demo seed
 * left behind; a demo shows them (decision 022). Undefined: no condition.
 */
function byShownDiners(db: Db) {
  return db.demoContent ? undefined : sql.raw(`NOT EXISTS (SELECT 1 FROM users author WHERE author.id = reviews.user_id AND ${isSampleDinerSql('author')})`);
}

/** True when `users.facebook_id` is among the viewer's friends. */
function isFriendOf(viewerId: number) {
  return sql<number>`EXISTS (SELECT 1 FROM ${friendships} f WHERE f.user_id = ${viewerId} AND f.friend_facebook_id = ${users.facebookId})`;
}

function reviewOrder(sort: ReviewSort) {
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  if (sort === 'highest') return [desc(reviews.rating), ...newest];
  if (sort === 'lowest') return [asc(reviews.rating), ...newest];
  return newest;
}

export type ReviewPage = {
  reviews: DinerReview[];
  /** Every review of the restaurant: what its rating averages. */
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
  sort: ReviewSort;
  /** The viewer owns the listing: each review offers "Reply as the owner". */
  viewerOwns: boolean;
};

/** The restaurant's reviews the viewer may read. */
function visibleReviews(db: Db, restaurant: RestaurantKey, viewerId: number | null) {
  return and(eq(reviews.restaurantId, restaurantIdOf(restaurant)), visibleTo(viewerId), byShownDiners(db));
}

/**
 * A page of them from `offset`, in an order; each row carries the count of all of them
 * (a window over the whole match, before the page is cut), so the page and its total
 * are one statement.
 */
function reviewPageQuery(db: Db, restaurant: RestaurantKey, viewerId: number | null, sort: ReviewSort, page: number) {
  const friend = viewerId ? isFriendOf(viewerId) : null;
  return db
    .select({ ...reviewColumns, ...replyColumns, isFriend: (friend ?? sql<number>`0`).as('is_friend'), total: sql<number>`count(*) OVER ()`.as('total') })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(ownerReplies, replyShownTo(viewerId))
    .where(visibleReviews(db, restaurant, viewerId))
    .orderBy(...(friend ? [desc(friend), ...reviewOrder(sort)] : reviewOrder(sort)))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
}

/**
 * One page of a restaurant's diners' reviews in the chosen order, the viewer's
 * friends' first when signed in (so they lead page 1), and the total. A page
 * past the end shows the last page (a second read), unless `exactPage` (the API)
 * asks for that page as it is: empty.
 */
export function restaurantReviewPage(
  db: Db,
  restaurant: RestaurantKey,
  viewerId: number | null,
  { sort = 'newest', page = 1, exactPage = false }: { sort?: ReviewSort; page?: number; exactPage?: boolean } = {},
): BatchedRead<ReviewPage> {
  const pageOfRows = (n: number) => reviewPageQuery(db, restaurant, viewerId, sort, n);
  return batchedRead([pageOfRows(page)], async ([asked]) => {
    let rows = asked;
    // An empty page carries no count: none on page 1, else past the end (counted).
    const total =
      rows[0]?.total ?? (page === 1 ? 0 : ((await db.select({ n: count() }).from(reviews).where(visibleReviews(db, restaurant, viewerId)))[0]?.n ?? 0));
    const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
    const shown = exactPage ? page : Math.min(page, pageCount);
    if (shown !== page) rows = await pageOfRows(shown);
    return {
      reviews: rows.map((row) => ({
        ...reviewOf(row),
        isFriend: Boolean(row.isFriend) && row.userId !== viewerId,
        isMine: row.userId === viewerId,
        ownerReply: replyOf(row, viewerId),
      })),
      total,
      page: shown,
      pageCount,
      sort,
      viewerOwns: false,
    };
  });
}

/** restaurantReviewPage on its own (the reviews API). */
export function listRestaurantReviews(...args: Parameters<typeof restaurantReviewPage>): Promise<ReviewPage> {
  return readAlone(args[0], restaurantReviewPage(...args));
}

/**
 * What the diners' reviews section needs: a page of reviews (see
 * restaurantReviewPage) and the viewer's own review (to edit or delete),
 * whether or not it is on that page.
 */
export function restaurantReviews(
  db: Db,
  restaurant: RestaurantKey,
  viewerId: number | null,
  options: { sort?: ReviewSort; page?: number } = {},
): BatchedRead<ReviewPage & { myReview: OwnReview | null }> {
  const page = restaurantReviewPage(db, restaurant, viewerId, options);
  if (!viewerId) return batchedRead(page.queries, async (results) => ({ ...(await page.finish(results)), myReview: null }));
  const owns = db
    .select({ owner: listingOwners.userId })
    .from(listingOwners)
    .where(and(eq(listingOwners.userId, viewerId), eq(listingOwners.restaurantId, restaurantIdOf(restaurant))))
    .limit(1);
  return batchedRead([ownReviewQuery(db, restaurant, viewerId), owns, ...page.queries], async ([own, owner, ...pageResults]) => ({
    ...(await page.finish(pageResults)),
    myReview: own[0] ?? null,
    viewerOwns: owner.length > 0,
  }));
}

/** restaurantReviews on its own (the reviews section's own route). */
export function getRestaurantReviews(...args: Parameters<typeof restaurantReviews>) {
  return readAlone(args[0], restaurantReviews(...args));
}

/** A restaurant as a review list names it (the API's review shape), by id, or null. */
export async function getReviewedRestaurant(db: Db, restaurantId: number): Promise<ReviewedRestaurant | null> {
  const [row] = await db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name, cuisine: cuisines.name, imageUrl: restaurants.imageUrl })
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(eq(restaurants.id, restaurantId), publicRestaurant))
    .limit(1);
  return row ?? null;
}

/** The restaurant a review is about, by id (the review form's target). */
export async function getReviewTarget(db: Db, restaurantId: number) {
  const [row] = await db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), publicRestaurant))
    .limit(1);
  return row ?? null;
}

/** Whether the diner has a review of the restaurant, hidden or not. */
async function hasOwnReview(db: Db, userId: number, restaurantId: number) {
  return (await ownReviewQuery(db, { id: restaurantId }, userId)).length > 0;
}

/** The viewer's own review of the restaurant, hidden or not. */
function ownReviewQuery(db: Db, restaurant: RestaurantKey, viewerId: number) {
  return db
    .select({ rating: reviews.rating, content: reviews.content, updatedAt: reviews.updatedAt })
    .from(reviews)
    .where(and(eq(reviews.userId, viewerId), eq(reviews.restaurantId, restaurantIdOf(restaurant))))
    .limit(1);
}

/**
 * Runs the change and the recomputation of the restaurant's average rating and
 * review count from its reviews (app/db/rating-sql.ts) as one D1
 * batch, so they commit together. (drizzle's own batch cannot bind parameters
 * of a raw statement, hence D1's batch with the built queries.)
 */
async function changeAndRecompute(db: Db, change: { toSQL(): { sql: string; params: unknown[] } }, restaurantId: number) {
  const d1 = db.$client;
  const query = change.toSQL();
  await d1.batch([
    d1.prepare(query.sql).bind(...query.params),
    d1.prepare(`${RECOMPUTE_RATINGS_SQL} WHERE id = ?`).bind(restaurantId),
  ]);
}

/**
 * Writes the diner's review of the restaurant, or replaces it (one per diner
 * per restaurant), and recomputes the restaurant's rating in the same batch.
 */
export async function saveReview(
  db: Db,
  userId: number,
  restaurantId: number,
  review: { rating: number; content: string; language: Locale },
): Promise<'created' | 'updated'> {
  const existed = await hasOwnReview(db, userId, restaurantId);
  await changeAndRecompute(
    db,
    db
      .insert(reviews)
      .values({ userId, restaurantId, rating: review.rating, content: review.content, language: review.language })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.restaurantId],
        set: {
          rating: review.rating,
          content: review.content,
          language: review.language,
          updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
        },
      }),
    restaurantId,
  );
  return existed ? 'updated' : 'created';
}

/** Deletes the diner's review of the restaurant, if any, and recomputes its rating. */
export async function deleteReview(db: Db, userId: number, restaurantId: number): Promise<boolean> {
  const existed = await hasOwnReview(db, userId, restaurantId);
  await changeAndRecompute(
    db,
    db.delete(reviews).where(and(eq(reviews.userId, userId), eq(reviews.restaurantId, restaurantId))),
    restaurantId,
  );
  return existed;
}

export async function countUserReviews(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId));
  return row?.n ?? 0;
}

const restaurantColumns = {
  restaurantId: restaurants.id,
  restaurantSlug: restaurants.slug,
  restaurantName: restaurants.name,
  restaurantCuisine: cuisines.name,
  restaurantImage: restaurants.imageUrl,
};

function withRestaurant(
  row: ReviewRow & { restaurantId: number; restaurantSlug: string; restaurantName: string; restaurantCuisine: string; restaurantImage: string | null },
): ReviewWithRestaurant {
  return {
    ...reviewOf(row),
    restaurant: {
      id: row.restaurantId,
      slug: row.restaurantSlug,
      name: row.restaurantName,
      cuisine: row.restaurantCuisine,
      imageUrl: row.restaurantImage,
    },
  };
}

/** The diner's own reviews, newest first (the profile's Reviews tab). */
export async function listUserReviews(db: Db, userId: number, limit = 100): Promise<ReviewWithRestaurant[]> {
  const rows = await db
    .select({ ...reviewColumns, ...restaurantColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(withRestaurant);
}

/** Reviews by the diner's Facebook friends who use the app, newest first ("From your friends"). */
export async function listFriendsReviews(db: Db, userId: number, limit = 50): Promise<ReviewWithRestaurant[]> {
  const rows = await db
    .select({ ...reviewColumns, ...restaurantColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(friendships, and(eq(friendships.userId, userId), eq(friendships.friendFacebookId, users.facebookId)))
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(sql`${users.id} <> ${userId}`, visibleTo(null), byShownDiners(db)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(withRestaurant);
}
