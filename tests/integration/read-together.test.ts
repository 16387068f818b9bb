import type { AppLoadContext } from '@remix-run/cloudflare';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/db/client.server';
import { batchedRead, readAlone, readTogether, rowsRead } from '~/db/read-together.server';
import { articles, cuisines, restaurants } from '~/db/schema';
import { getGuide } from '~/models/guides.server';
import { getHomeListing } from '~/models/restaurant-listing.server';
import { drawRestaurantMap } from '~/modules/place-map.server';
import { fortWorthTime } from '~/utils/hours';
import { parseListingParams } from '~/utils/listing-filters.server';
import { startApp, type TestApp } from '../support/app';
import { countingDb as countingDbOver } from '../support/counting-db';

/*
 * readTogether sends a page's queries to D1 in one drizzle batch and answers each read
 * by its name. A batch gives rows as objects keyed by column name, where a lone query
 * gives them as arrays: whatever a page reads must still come out as the query alone
 * gives it.
 */
let app: TestApp;
let db: Db;
beforeAll(async () => {
  app = await startApp();
  db = createDb(app.db);
});
afterAll(() => app?.dispose());

const countingDb = () => countingDbOver(app.db);

describe('reads made together', () => {
  it('answers each read by its name, with the rows its query gives alone', async () => {
    const queries = {
      cuisines: db.select().from(cuisines).orderBy(cuisines.id),
      articles: db.select().from(articles).orderBy(articles.id).limit(20),
      cards: db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          cuisine: { key: cuisines.key, hasPage: cuisines.hasPage },
          // Aliased: a second "name" in one batched query would overwrite the first.
          cuisineName: sql<string>`${cuisines.name}`.as('cuisine_name'),
          reviewCount: sql`(SELECT count(*) FROM reviews r WHERE r.restaurant_id = ${restaurants.id})`.mapWith(Number),
        })
        .from(restaurants)
        .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
        .orderBy(restaurants.id)
        .limit(30),
    };
    const together = await readTogether(db, {
      cuisines: rowsRead(queries.cuisines),
      articles: rowsRead(queries.articles),
      names: rowsRead(queries.cards, (rows) => rows.map((row) => `${row.name} (${row.cuisineName})`)),
    });
    expect(together.cuisines).toEqual(await queries.cuisines);
    expect(together.cuisines.some((c) => typeof c.hasPage === 'boolean')).toBe(true);
    expect(together.articles).toEqual(await queries.articles);
    expect(Array.isArray(together.articles[0]!.tags)).toBe(true);
    const cards = await queries.cards;
    expect(together.names).toEqual(cards.map((row) => `${row.name} (${row.cuisineName})`));
    expect(cards[0]!.name).not.toBe(cards[0]!.cuisineName);
  });

  it('sends every read in one D1 call, and a read with several queries gets their results in order', async () => {
    const counted = countingDb();
    const firstAndCount = batchedRead(
      [
        counted.db.select({ key: cuisines.key }).from(cuisines).orderBy(cuisines.key).limit(1),
        counted.db.select({ n: sql<number>`count(*)` }).from(cuisines),
      ],
      ([[first], [total]]) => `${first?.key} of ${total?.n}`,
    );
    const { cuisine, restaurant } = await readTogether(counted.db, {
      cuisine: firstAndCount,
      restaurant: rowsRead(counted.db.select({ slug: restaurants.slug }).from(restaurants).orderBy(restaurants.id).limit(1), ([row]) => row?.slug),
    });
    expect(counted.calls).toEqual(['batch']);
    const all = await db.select({ key: cuisines.key }).from(cuisines).orderBy(cuisines.key);
    expect(cuisine).toBe(`${all[0]!.key} of ${all.length}`);
    expect(restaurant).toEqual(expect.any(String));
  });

  it('a read on its own is one D1 call too', async () => {
    const counted = countingDb();
    const slugs = await readAlone(counted.db, rowsRead(counted.db.select({ slug: restaurants.slug }).from(restaurants).limit(3)));
    expect(slugs).toHaveLength(3);
    expect(counted.calls).toEqual(['batch']);
  });
});

describe('pages that promise one round trip', () => {
  it('reads a guide, its places and its changes in one D1 call, each place under its own name', async () => {
    const guide = (await app.db
      .prepare("SELECT g.slug FROM guides g WHERE g.status = 'published' AND EXISTS (SELECT 1 FROM guide_places p WHERE p.guide_id = g.id) ORDER BY g.id LIMIT 1")
      .first<{ slug: string }>())!;
    const counted = countingDb();
    const read = (await getGuide(counted.db, guide.slug))!;
    expect(counted.calls).toEqual(['batch']);
    const listed = await app.db
      .prepare('SELECT r.name, c.name AS cuisine FROM guide_places p JOIN guides g ON g.id = p.guide_id JOIN restaurants r ON r.id = p.restaurant_id JOIN cuisines c ON c.id = r.cuisine_id WHERE g.slug = ? AND r.closed_at IS NULL ORDER BY p.position, r.name')
      .bind(guide.slug)
      .all<{ name: string; cuisine: string }>();
    expect(read.places.map((p) => [p.number, p.name, p.cuisine])).toEqual(listed.results.map((row, i) => [i + 1, row.name, row.cuisine]));
    expect(await getGuide(counted.db, 'no-such-guide')).toBeNull();
  });

  it.each([
    ['grid', ''],
    ['list, three pages', 'view=list&page=3'],
  ])('reads the home listing (%s) and its map’s coordinates in one D1 call, the map’s pins as before', async (_view, search) => {
    const params = parseListingParams(new URLSearchParams(search));
    const now = fortWorthTime(new Date());
    const contextOf = (database: Db) => ({ db: database, locale: 'en', cloudflare: { env: {} } }) as unknown as AppLoadContext;
    const mapOptions = { of: 'results' as const, anchorOf: (n: number) => `#r-${n}` };
    // An isolate reads the carousel, the filter counts and the map's neighbourhood names once,
    // not for each page: a first page keeps them. The coordinates read on their own, by id, draw
    // the map the home page showed before.
    const first = await getHomeListing(db, params, null, now);
    const before = (await drawRestaurantMap(contextOf(db), first.restaurants, mapOptions))!;

    const counted = countingDb();
    const { locations, ...listing } = await getHomeListing(counted.db, params, null, now);
    const map = (await drawRestaurantMap(contextOf(counted.db), listing.restaurants, { ...mapOptions, locations }))!;
    expect(counted.calls).toEqual(['batch']);
    expect(listing.restaurants.map((r) => r.slug)).toEqual(first.restaurants.map((r) => r.slug));
    expect(map.pins.length).toBeGreaterThan(1);
    expect(map).toEqual(before);
    // The cards the page sends carry no coordinates: only the map's drawing is sent.
    expect(listing.restaurants.some((r) => 'latitude' in r || 'longitude' in r)).toBe(false);
  });
});
