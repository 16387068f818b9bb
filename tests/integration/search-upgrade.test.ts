import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/*
 * Migration 0010 moves search from one shared index to one per kind. A database that
 * already holds the city (migrated and seeded without 0010) must find the same places and
 * articles once `wrangler d1 migrations apply` has run it, and keep finding new ones.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ withoutMigration: '0010' });
});
afterAll(() => app?.dispose());

const QUERIES = ['"barbecue" OR "bbq" OR "bar b que"', 'taco*', 'magnolia', 'brisket', 'cooper*'];

async function ids(sql: string, query: string) {
  const { results } = await app.db.prepare(sql).bind(query).all<{ hit: string }>();
  return results.map((r) => r.hit).sort();
}

describe('search on a database migrated from the shared index', () => {
  it('finds the same restaurants and articles after the upgrade, closed places left out', async () => {
    await app.db.prepare("UPDATE restaurants SET closed_at = '2026-01-01' WHERE slug = 'coopers-old-time-pit-barbque'").run();
    // What the shared index found, as the old search read it (closed places filtered on the join).
    const before = new Map<string, string[]>();
    for (const q of QUERIES) {
      before.set(
        q,
        await ids(
          `SELECT s.kind || ':' || s.ref_id AS hit FROM search_index s LEFT JOIN restaurants r ON s.kind = 'restaurant' AND r.id = s.ref_id
            WHERE search_index MATCH ?1 AND (s.kind = 'article' OR r.closed_at IS NULL)`,
          q,
        ),
      );
    }
    expect(before.get('cooper*')!.some((hit) => hit.startsWith('restaurant:'))).toBe(true);

    await app.migrate();

    for (const q of QUERIES) {
      const after = await ids(
        `SELECT 'restaurant:' || rowid AS hit FROM restaurant_search WHERE restaurant_search MATCH ?1
          UNION ALL SELECT 'article:' || rowid FROM article_search WHERE article_search MATCH ?1`,
        q,
      );
      expect(after, q).toEqual(before.get(q));
      expect(after.length, q).toBeGreaterThan(0);
    }
    const page = await (await app.fetch('/search?q=cooper', { headers: { Authorization: 'Bearer diner' } })).text();
    expect(page).not.toContain('href="/restaurant/coopers-old-time-pit-barbque"');
    expect(page).toContain('Restaurants');
  });

  it('indexes restaurants written after the upgrade', async () => {
    await app.db
      .prepare(`INSERT INTO restaurants (slug, name, description, cuisine_id, price_level, neighborhood, address, phone, created_at)
        VALUES ('zanzibar-grill', 'Zanzibar Grill', 'Spiced skewers over charcoal.', (SELECT id FROM cuisines LIMIT 1), 2, 'Downtown', '1 Main St', '(817) 555-0100', '2026-01-01')`)
      .run();
    const html = await (await app.fetch('/search?q=zanzibar', { headers: { Authorization: 'Bearer diner' } })).text();
    expect(html).toContain('href="/restaurant/zanzibar-grill"');
  });
});
