import { and, asc, desc, eq, exists, max, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, restaurants } from '~/db/schema';
import { listArticlePaths } from './articles.server';
import { listGuidePaths } from './guides.server';
import { listRecipePaths } from './recipes.server';
import { publicRestaurant } from './restaurant-cards.server';

/** Public pages that exist once, whatever the data. */
const STATIC_PATHS = ['/', '/restaurant-directory', '/reviews', '/guides', '/news', '/recipes', '/about', '/contact', '/advertise', '/add-a-restaurant'] as const;

type SitemapEntry = { path: string; updatedAt?: string | null };

/** Every public page, read from D1: static pages, articles, guides, recipes, restaurants and cuisine pages. */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [articlePaths, guidePaths, recipePaths, restaurantRows, cuisineRows] = await Promise.all([
    listArticlePaths(db),
    listGuidePaths(db),
    listRecipePaths(db),
    db.select({ slug: restaurants.slug, createdAt: restaurants.createdAt }).from(restaurants).where(publicRestaurant).orderBy(asc(restaurants.slug)),
    // A cuisine without restaurants keeps its page (an empty state) but is not advertised.
    db
      .select({ key: cuisines.key })
      .from(cuisines)
      .where(and(eq(cuisines.hasPage, true), exists(db.select({ one: sql`1` }).from(restaurants).where(and(eq(restaurants.cuisineId, cuisines.id), publicRestaurant)))))
      .orderBy(asc(cuisines.sortOrder), asc(cuisines.key)),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...articlePaths,
    ...guidePaths,
    ...recipePaths,
    ...restaurantRows.map((r) => ({ path: `/restaurant/${r.slug}`, updatedAt: r.createdAt })),
    ...cuisineRows.map((c) => ({ path: `/restaurants/${c.key}` })),
  ];
}

/** A cuisine that has a page, by key, for its feed. */
export async function getFeedCuisine(db: Db, key: string) {
  const [row] = await db
    .select({ id: cuisines.id, key: cuisines.key, name: cuisines.name, title: cuisines.title })
    .from(cuisines)
    .where(and(eq(cuisines.key, key), eq(cuisines.hasPage, true)))
    .limit(1);
  return row ?? null;
}

/**
 * When the directory last gained a listing: the date an empty cuisine's feed
 * gives, since that is the last time its emptiness was news.
 */
export async function newestListingDate(db: Db): Promise<string | null> {
  const [row] = await db.select({ newest: max(restaurants.createdAt) }).from(restaurants).where(publicRestaurant);
  return row?.newest ?? null;
}

/** A cuisine's newest listings, most recently added first, for its Atom feed. */
export async function newestRestaurantsOfCuisine(db: Db, cuisineId: number, limit = 20) {
  return db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      description: restaurants.description,
      neighborhood: restaurants.neighborhood,
      address: restaurants.address,
      createdAt: restaurants.createdAt,
    })
    .from(restaurants)
    .where(and(eq(restaurants.cuisineId, cuisineId), publicRestaurant))
    .orderBy(desc(restaurants.createdAt), desc(restaurants.id))
    .limit(limit);
}
