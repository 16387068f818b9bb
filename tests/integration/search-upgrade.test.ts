import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/*
 * Migration 0010 moves search from one shared index to one per kind, and 0014 rebuilds
 * the restaurants' index with what each place lists. A database that already holds a
 * city (migrated before 0010) must find the same places and articles once
 * `wrangler d1 migrations apply` has run the rest, and keep finding new ones.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ migratedBefore: '0010' });
  // The city as it stood: written with the columns of that time.
  await app.db.batch([
    app.db.prepare("INSERT INTO cuisines (key, name, title, image) VALUES ('barbeque', 'Barbeque', 'Barbeque', '/images/cuisines/barbeque.svg'), ('tex-mex', 'Tex-Mex', 'Tex-Mex', '/images/cuisines/tex-mex.svg')"),
    ...[
      ["coopers-pit", "Cooper's Pit", 'Brisket by the pound, dunked in sauce.', 'barbeque', 'Stockyards'],
      ['panther-smoke', 'Panther Smoke', 'Picnic tables and peppery brisket.', 'barbeque', 'Near Southside'],
      ['magnolia-tacos', 'Magnolia Tacos', 'Tacos al pastor off the trompo.', 'tex-mex', 'Magnolia Ave'],
      ['bbq-closed', 'Old Bar-B-Q', 'Closed for good, long ago.', 'barbeque', 'Downtown'],
    ].map(([slug, name, description, cuisine, area]) =>
      app.db
        .prepare(`INSERT INTO restaurants (slug, name, description, cuisine_id, price_level, neighborhood) VALUES (?1, ?2, ?3, (SELECT id FROM cuisines WHERE key = ?4), 2, ?5)`)
        .bind(slug, name, description, cuisine, area),
    ),
    app.db.prepare(`INSERT INTO articles (slug, kind, title, category, tags, author, published_at, intro, content, body)
      VALUES ('brisket-guide', 'review', 'A brisket crawl', 'Barbecue', 'bbq brisket', 'Callie Brooks', '2026-01-01T00:00:00.000Z', 'Smoke.', 'Where to find brisket on a Saturday.', '[]')`),
  ]);
});
afterAll(() => app?.dispose());

const QUERIES = ['"barbecue" OR "bbq" OR "bar b que"', 'taco*', 'magnolia', 'brisket', 'cooper*'];

async function ids(sql: string, query: string) {
  const { results } = await app.db.prepare(sql).bind(query).all<{ hit: string }>();
  return results.map((r) => r.hit).sort();
}

describe('search on a database migrated from the shared index', () => {
  it('finds the same restaurants and articles after the upgrade, closed places left out', async () => {
    await app.db.prepare("UPDATE restaurants SET closed_at = '2026-01-01' WHERE slug = 'bbq-closed'").run();
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
    const closedId = (await app.db.prepare("SELECT id FROM restaurants WHERE slug = 'bbq-closed'").first<{ id: number }>())!.id;
    expect(before.get('brisket')).not.toContain(`restaurant:${closedId}`);

    await app.migrate();

    for (const q of QUERIES) {
      // The index keeps closed places since 0029 (a followed search hears they closed); search leaves them out on the join.
      const after = await ids(
        `SELECT 'restaurant:' || r.id AS hit FROM restaurant_search JOIN restaurants r ON r.id = restaurant_search.rowid
            WHERE restaurant_search MATCH ?1 AND r.closed_at IS NULL
          UNION ALL SELECT 'article:' || rowid FROM article_search WHERE article_search MATCH ?1`,
        q,
      );
      expect(after, q).toEqual(before.get(q));
      expect(after.length, q).toBeGreaterThan(0);
    }
    const page = await (await app.fetch('/search?q=old+bar-b-q', { headers: { Authorization: 'Bearer diner' } })).text();
    expect(page).not.toContain('href="/restaurant/bbq-closed"');
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
