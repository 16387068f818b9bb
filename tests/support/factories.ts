import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { articles, favorites, openingHours, restaurants, reviews, users } from '../../app/db/schema';

/**
 * Test data builders: each inserts one row with sensible defaults and returns it as
 * the schema reads it. What a builder takes is the table's own insert type
 * (`$inferInsert`), so a renamed or retyped column fails the typecheck here, not at
 * run time. They write rows only, like a plain INSERT: a review added here does not
 * update its restaurant's cached count and average.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

let sequence = 0;
/** A number unique within the test file, for slugs and ids that must not collide. */
const next = () => ++sequence;

const orm = (db: D1Database) => drizzle(db);

export function createDiner(db: D1Database, diner: Partial<Insert<typeof users>> = {}) {
  const n = next();
  return orm(db)
    .insert(users)
    .values({ facebookId: `factory-diner-${n}`, name: `Test Diner ${n}`, username: `test-diner-${n}`, ...diner })
    .returning()
    .get();
}

export function createRestaurant(
  db: D1Database,
  place: Pick<Insert<typeof restaurants>, 'cuisineId'> & Partial<Insert<typeof restaurants>>,
) {
  const n = next();
  const name = place.name ?? `Test Place ${n}`;
  return orm(db)
    .insert(restaurants)
    .values({
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: 'A test place.',
      priceLevel: 2,
      neighborhood: 'Downtown',
      ...place,
      name,
    })
    .returning()
    .get();
}

export function createReview(
  db: D1Database,
  review: Pick<Insert<typeof reviews>, 'userId' | 'restaurantId'> & Partial<Insert<typeof reviews>>,
) {
  return orm(db)
    .insert(reviews)
    .values({ rating: 4, content: 'A fair plate at a fair price; I would go back.', ...review })
    .returning()
    .get();
}

export function setFavorite(db: D1Database, userId: number, restaurantId: number) {
  return orm(db).insert(favorites).values({ userId, restaurantId }).returning().get();
}

/** Replaces a restaurant's opening hours with these ranges (minutes from midnight of `weekday`). */
export async function setOpeningHours(
  db: D1Database,
  restaurantId: number,
  ranges: Array<Omit<Insert<typeof openingHours>, 'id' | 'restaurantId'>>,
) {
  await orm(db).delete(openingHours).where(eq(openingHours.restaurantId, restaurantId));
  for (const range of ranges) await orm(db).insert(openingHours).values({ ...range, restaurantId });
}

export function createArticle(
  db: D1Database,
  article: Pick<Insert<typeof articles>, 'kind' | 'category'> & Partial<Insert<typeof articles>>,
) {
  const n = next();
  return orm(db)
    .insert(articles)
    .values({
      slug: `test-article-${n}`,
      title: `Test ${article.kind} ${n}`,
      author: 'Callie Brooks',
      publishedAt: '2020-01-01',
      intro: 'Fixture intro.',
      content: 'Fixture content.',
      body: [{ type: 'paragraph', text: 'Fixture content.' }],
      ...article,
    })
    .returning()
    .get();
}
