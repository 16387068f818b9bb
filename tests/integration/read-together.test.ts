import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/db/client.server';
import { preparedOnce, readTogether, rowsRead } from '~/db/read-together.server';
import { articles, changes, cuisines, photos, restaurants, reviews, users } from '~/db/schema';
import { startApp, type TestApp } from '../support/app';

/*
 * readTogether sends a page's statements to D1 itself, as one batch with each prepared
 * statement's values filled in, and maps each statement's rows as drizzle would. Whatever a page
 * reads must come out exactly as drizzle's own query gives it: booleans, JSON, numbers
 * from sql with mapWith, nested objects, and the null a left join folds its columns into.
 */
let app: TestApp;
let db: Db;
beforeAll(async () => {
  app = await startApp();
  db = createDb(app.db);
});
afterAll(() => app?.dispose());

describe('a batch read maps its rows as drizzle does', () => {
  it('whole rows of tables with boolean and JSON columns', async () => {
    const queries = {
      cuisines: db.select().from(cuisines).orderBy(cuisines.id),
      articles: db.select().from(articles).orderBy(articles.id).limit(20),
      photos: db.select().from(photos).orderBy(photos.id).limit(20),
    };
    const together = await readTogether(db, {
      cuisines: rowsRead(queries.cuisines),
      articles: rowsRead(queries.articles),
      photos: rowsRead(queries.photos),
    });
    expect(together.cuisines).toEqual(await queries.cuisines);
    expect(together.articles).toEqual(await queries.articles);
    expect(together.cuisines.some((c) => typeof c.hasPage === 'boolean')).toBe(true);
    expect(Array.isArray(together.articles[0]!.tags)).toBe(true);
    expect(together.photos).toEqual(await queries.photos);
  });

  it('nested objects, sql with mapWith and aliases, over an inner join', async () => {
    const query = db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        cuisine: { key: cuisines.key, hasPage: cuisines.hasPage },
        reviewCount: sql`(SELECT count(*) FROM reviews r WHERE r.restaurant_id = ${restaurants.id})`.mapWith(Number),
        featured: sql<boolean>`${restaurants.isFeatured}`.mapWith(restaurants.isFeatured).as('featured'),
        initial: sql<string>`substr(${restaurants.name}, 1, 1)`,
      })
      .from(restaurants)
      .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
      .orderBy(restaurants.id)
      .limit(30);
    const { rows } = await readTogether(db, { rows: rowsRead(query) });
    expect(rows).toEqual(await query);
    expect(rows[0]!.cuisine.key).toEqual(expect.any(String));
    expect(typeof rows[0]!.featured).toBe('boolean');
  });

  it('a flat select of columns and decoded expressions, nulls kept, over an inner join', async () => {
    const query = db
      .select({
        id: restaurants.id,
        website: restaurants.website,
        closedAt: restaurants.closedAt,
        cuisineName: sql<string>`${cuisines.name}`.as('cuisine_name'),
        hasPage: cuisines.hasPage,
        reviewCount: sql`(SELECT count(*) FROM reviews r WHERE r.restaurant_id = ${restaurants.id})`.mapWith(String),
        featured: sql<boolean>`${restaurants.isFeatured}`.mapWith(restaurants.isFeatured).as('featured'),
      })
      .from(restaurants)
      .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
      .orderBy(restaurants.id);
    const { rows } = await readTogether(db, { rows: rowsRead(query) });
    expect(rows).toEqual(await query);
    expect(rows.some((row) => row.closedAt === null)).toBe(true);
    expect(rows.every((row) => typeof row.reviewCount === 'string' && typeof row.featured === 'boolean' && typeof row.hasPage === 'boolean')).toBe(true);
  });

  it('a left join whose missing side comes back as null', async () => {
    const query = db
      .select({ entityId: changes.entityId, action: changes.action, editor: { name: users.name, role: users.role } })
      .from(changes)
      .leftJoin(users, eq(users.id, changes.userId))
      .orderBy(changes.id)
      .limit(20);
    const withoutEditor = db
      .select({ rating: reviews.rating, other: { name: users.name, role: users.role } })
      .from(reviews)
      .leftJoin(users, and(eq(users.id, reviews.userId), sql`0`))
      .orderBy(reviews.id)
      .limit(5);
    const together = await readTogether(db, { rows: rowsRead(query), withoutEditor: rowsRead(withoutEditor) });
    expect(together.rows).toEqual(await query);
    expect(together.withoutEditor).toEqual(await withoutEditor);
    expect(together.withoutEditor.length).toBeGreaterThan(0);
    expect(together.withoutEditor.every((row) => row.other === null)).toBe(true);
  });

  it('a statement prepared once, with each call’s values', async () => {
    const select = (d: Db, key: string | Placeholder) =>
      d
        .select({ slug: restaurants.slug, cuisine: { name: cuisines.name } })
        .from(restaurants)
        .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
        .where(eq(cuisines.key, key))
        .orderBy(restaurants.slug);
    const byCuisine = preparedOnce((d: Db, _shape: { kind: 'by-cuisine' }) => select(d, sql.placeholder('key')));
    for (const key of ['barbeque', 'tex-mex']) {
      const statement = byCuisine(db, { kind: 'by-cuisine' }, { key });
      const { rows } = await readTogether(db, { rows: rowsRead(statement) });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(await select(db, key));
      expect(rows.every((row) => row.cuisine.name === rows[0]!.cuisine.name)).toBe(true);
    }
  });
});
