import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { articleRestaurants, articles, recipes, restaurants, reviews, users } from '~/db/schema';

/**
 * What an operator owns, whole, for a copy kept elsewhere (the export at
 * /admin/export). Diners appear by display name only: never their e-mail or
 * Facebook id.
 */
export async function articlesForExport(db: Db) {
  const [rows, covered] = await db.batch([
    db.select().from(articles).orderBy(asc(articles.id)),
    db
      .select({ articleId: articleRestaurants.articleId, slug: restaurants.slug })
      .from(articleRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, articleRestaurants.restaurantId))
      .orderBy(asc(articleRestaurants.articleId), asc(articleRestaurants.position)),
  ]);
  return rows.map((article) => ({ ...article, restaurants: covered.filter((c) => c.articleId === article.id).map((c) => c.slug) }));
}

export function recipesForExport(db: Db) {
  return db.select().from(recipes).orderBy(asc(recipes.id));
}

export function reviewsForExport(db: Db) {
  return db
    .select({
      id: reviews.id,
      restaurant: restaurants.name,
      restaurantSlug: restaurants.slug,
      diner: users.name,
      rating: reviews.rating,
      review: reviews.content,
      hiddenReason: reviews.hiddenReason,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(asc(reviews.id));
}
