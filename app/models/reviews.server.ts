import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { RECOMPUTE_RATINGS_SQL } from '~/db/rating-sql';
import { cuisines, friendships, restaurants, reviews, users } from '~/db/schema';

export type ReviewAuthor = { id: number; name: string; profilePicture: string | null };

export type DinerReview = {
  id: number;
  rating: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  user: ReviewAuthor;
  /** Written by one of the viewer's Facebook friends. */
  isFriend: boolean;
  /** Written by the viewer. */
  isMine: boolean;
};

export type ReviewedRestaurant = { id: number; slug: string; name: string; cuisine: string; imageUrl: string | null };

export type ReviewWithRestaurant = Omit<DinerReview, 'isFriend' | 'isMine'> & { restaurant: ReviewedRestaurant };

export type OwnReview = { rating: number; content: string; updatedAt: string };

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  userId: users.id,
  userName: users.name,
  userPicture: users.profilePicture,
};

type ReviewRow = {
  id: number;
  rating: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  userId: number;
  userName: string;
  userPicture: string | null;
};

function author(row: ReviewRow): ReviewAuthor {
  return { id: row.userId, name: row.userName, profilePicture: row.userPicture };
}

/** True when `users.facebook_id` is among the viewer's friends. */
function isFriendOf(viewerId: number) {
  return sql<number>`EXISTS (SELECT 1 FROM ${friendships} f WHERE f.user_id = ${viewerId} AND f.friend_facebook_id = ${users.facebookId})`;
}

/**
 * What the detail page's diners' reviews section needs: the most recent
 * reviews with the viewer's friends first, the total, and the viewer's own
 * review (to edit or delete), whether or not it is among the shown ones.
 */
export async function getRestaurantReviews(
  db: Db,
  restaurantId: number,
  viewerId: number | null,
  limit = 20,
): Promise<{ reviews: DinerReview[]; total: number; myReview: OwnReview | null }> {
  const friend = viewerId ? isFriendOf(viewerId) : null;
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, [totalRow], own] = await Promise.all([
    db
      .select({ ...reviewColumns, isFriend: friend ?? sql<number>`0` })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.restaurantId, restaurantId))
      .orderBy(...(friend ? [desc(friend), ...newest] : newest))
      .limit(limit),
    db.select({ n: count() }).from(reviews).where(eq(reviews.restaurantId, restaurantId)),
    viewerId ? getOwnReview(db, viewerId, restaurantId) : Promise.resolve(null),
  ]);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      content: row.content,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      user: author(row),
      isFriend: Boolean(row.isFriend) && row.userId !== viewerId,
      isMine: row.userId === viewerId,
    })),
    total: totalRow?.n ?? 0,
    myReview: own,
  };
}

/** The restaurant a review is about, by id (the review form's target). */
export async function getReviewTarget(db: Db, restaurantId: number) {
  const [row] = await db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

export async function getOwnReview(db: Db, userId: number, restaurantId: number): Promise<OwnReview | null> {
  const [row] = await db
    .select({ rating: reviews.rating, content: reviews.content, updatedAt: reviews.updatedAt })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

/**
 * Runs the change and the recomputation of the restaurant's shown rating and
 * review count (the listing's base blended with our diners' stars) as one D1
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
  review: { rating: number; content: string },
): Promise<'created' | 'updated'> {
  const existed = (await getOwnReview(db, userId, restaurantId)) !== null;
  await changeAndRecompute(
    db,
    db
      .insert(reviews)
      .values({ userId, restaurantId, rating: review.rating, content: review.content })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.restaurantId],
        set: {
          rating: review.rating,
          content: review.content,
          updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
        },
      }),
    restaurantId,
  );
  return existed ? 'updated' : 'created';
}

/** Deletes the diner's review of the restaurant, if any, and recomputes its rating. */
export async function deleteReview(db: Db, userId: number, restaurantId: number): Promise<boolean> {
  const existed = (await getOwnReview(db, userId, restaurantId)) !== null;
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
    id: row.id,
    rating: row.rating,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    user: author(row),
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
    .where(sql`${users.id} <> ${userId}`)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(withRestaurant);
}
