/**
 * Test data builders: each inserts one row with sensible defaults, all through
 * `insertRow`, and returns it. They write rows only, like a plain INSERT: a review
 * added here does not update its restaurant's cached count and average.
 */

type Value = string | number | null;

let sequence = 0;
/** A number unique within the test file, for slugs and ids that must not collide. */
const next = () => ++sequence;

async function insertRow<Row>(db: D1Database, table: string, values: Record<string, Value>): Promise<Row> {
  const columns = Object.keys(values);
  const row = await db
    .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING *`)
    .bind(...Object.values(values))
    .first<Row>();
  return row!;
}

/** Only the columns given (or defaulted) are written; the rest take the schema's defaults. */
function defined(values: Record<string, Value | undefined>): Record<string, Value> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<string, Value>;
}

export type DinerRow = { id: number; facebook_id: string; name: string; username: string };

export function createDiner(db: D1Database, diner: { facebookId?: string; name?: string; username?: string } = {}) {
  const n = next();
  return insertRow<DinerRow>(db, 'users', {
    facebook_id: diner.facebookId ?? `factory-diner-${n}`,
    name: diner.name ?? `Test Diner ${n}`,
    username: diner.username ?? `test-diner-${n}`,
  });
}

export type RestaurantRow = { id: number; slug: string; name: string; cuisine_id: number };

export function createRestaurant(
  db: D1Database,
  place: {
    cuisineId: number;
    name?: string;
    slug?: string;
    description?: string;
    priceLevel?: number;
    neighborhood?: string;
    isFeatured?: boolean;
    createdAt?: string;
  },
) {
  const n = next();
  const name = place.name ?? `Test Place ${n}`;
  return insertRow<RestaurantRow>(
    db,
    'restaurants',
    defined({
      slug: place.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      description: place.description ?? 'A test place.',
      cuisine_id: place.cuisineId,
      price_level: place.priceLevel ?? 2,
      neighborhood: place.neighborhood ?? 'Downtown',
      is_featured: place.isFeatured === undefined ? undefined : Number(place.isFeatured),
      created_at: place.createdAt,
    }),
  );
}

export type ReviewRow = { id: number; user_id: number; restaurant_id: number; rating: number; content: string };

export function createReview(db: D1Database, review: { userId: number; restaurantId: number; rating?: number; content?: string }) {
  return insertRow<ReviewRow>(db, 'reviews', {
    user_id: review.userId,
    restaurant_id: review.restaurantId,
    rating: review.rating ?? 4,
    content: review.content ?? 'A fair plate at a fair price; I would go back.',
  });
}

export function setFavorite(db: D1Database, userId: number, restaurantId: number) {
  return insertRow<{ user_id: number; restaurant_id: number }>(db, 'favorites', { user_id: userId, restaurant_id: restaurantId });
}

/** Replaces a restaurant's opening hours with these ranges (minutes from midnight of `weekday`). */
export async function setOpeningHours(
  db: D1Database,
  restaurantId: number,
  ranges: Array<{ weekday: number; opensMinute: number; closesMinute: number }>,
) {
  await db.prepare('DELETE FROM opening_hours WHERE restaurant_id = ?').bind(restaurantId).run();
  for (const range of ranges) {
    await insertRow(db, 'opening_hours', {
      restaurant_id: restaurantId,
      weekday: range.weekday,
      opens_minute: range.opensMinute,
      closes_minute: range.closesMinute,
    });
  }
}

export type ArticleRow = { id: number; slug: string; kind: 'review' | 'news'; title: string; category: string };

export function createArticle(
  db: D1Database,
  article: {
    kind: 'review' | 'news';
    category: string;
    slug?: string;
    title?: string;
    author?: string;
    publishedAt?: string;
    intro?: string;
    content?: string;
    body?: unknown[];
  },
) {
  const n = next();
  return insertRow<ArticleRow>(db, 'articles', {
    slug: article.slug ?? `test-article-${n}`,
    kind: article.kind,
    title: article.title ?? `Test ${article.kind} ${n}`,
    category: article.category,
    author: article.author ?? 'Callie Brooks',
    published_at: article.publishedAt ?? '2020-01-01',
    intro: article.intro ?? 'Fixture intro.',
    content: article.content ?? 'Fixture content.',
    body: JSON.stringify(article.body ?? [{ type: 'paragraph', text: 'Fixture content.' }]),
  });
}
