import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMPUTE_RATINGS_SQL } from '~/db/rating-sql';
import { buildSeedStatements, loadContent } from '../../scripts/seed-statements';
import { startApp, type TestApp } from '../support/app';
import { createDiner, createReview, setFavorite } from '../support/factories';
import { SPEC_REVIEW_SLUGS } from '../support/spec';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

const TABLES = ['cuisines', 'restaurants', 'opening_hours', 'users', 'reviews', 'articles', 'article_restaurants', 'recipes', 'restaurant_search', 'article_search'];

async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = (await app.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results;
  }
  return out;
}

describe('the seed', () => {
  it('loads everything the content issue promises', async () => {
    const count = async (sql: string) => (await app.db.prepare(sql).first<{ n: number }>())!.n;
    expect(await count('SELECT count(*) AS n FROM cuisines')).toBe(30);
    expect(await count('SELECT count(*) AS n FROM restaurants')).toBeGreaterThanOrEqual(120);
    expect(await count("SELECT count(*) AS n FROM articles WHERE kind = 'news'")).toBeGreaterThanOrEqual(12);
    expect(await count('SELECT count(*) AS n FROM recipes')).toBeGreaterThanOrEqual(12);
    const { results } = await app.db.prepare("SELECT slug FROM articles WHERE kind = 'review'").all<{ slug: string }>();
    const slugs = results.map((r) => r.slug);
    for (const slug of SPEC_REVIEW_SLUGS) expect(slugs).toContain(slug);
    expect(await count("SELECT count(*) AS n FROM users WHERE facebook_id LIKE 'sample:%'")).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(*) AS n FROM reviews')).toBeGreaterThanOrEqual(600);
    expect(await count('SELECT count(*) AS n FROM restaurants WHERE review_count = 0')).toBe(0);
  });

  it('is idempotent: running it again changes nothing, and keeps diners’ data', async () => {
    const diner = await createDiner(app.db, { facebookId: '1', name: 'Diner', username: 'diner' });
    await setFavorite(app.db, diner.id, 1);
    await createReview(app.db, { userId: diner.id, restaurantId: 1, rating: 2, content: "A real diner's review." });
    // Sample reviews' rows are recomputed by the seed; a real diner's review counts with them.
    // As every review write does (app/db/rating-sql.ts).
    await app.db.prepare(`${RECOMPUTE_RATINGS_SQL} WHERE id = 1`).run();
    const before = await snapshot();
    const statements = buildSeedStatements(await loadContent(), { demo: true });
    for (let i = 0; i < statements.length; i += 200) {
      await app.db.batch(statements.slice(i, i + 200).map((s) => app.db.prepare(s)));
    }
    expect(await snapshot()).toEqual(before);
    expect((await app.db.prepare('SELECT count(*) AS n FROM favorites').first<{ n: number }>())!.n).toBe(1);
    expect((await app.db.prepare("SELECT count(*) AS n FROM reviews WHERE content = 'A real diner''s review.'").first<{ n: number }>())!.n).toBe(1);
  });

  it('never overwrites what the desk changed, and never brings back a renamed item under its old slug', async () => {
    const reseed = async () => {
      const statements = buildSeedStatements(await loadContent(), { demo: true });
      for (let i = 0; i < statements.length; i += 200) {
        await app.db.batch(statements.slice(i, i + 200).map((s) => app.db.prepare(s)));
      }
    };
    const place = (await app.db.prepare('SELECT id, slug FROM restaurants ORDER BY id LIMIT 1 OFFSET 2').first<{ id: number; slug: string }>())!;
    const untouched = (await app.db.prepare('SELECT id, phone FROM restaurants ORDER BY id LIMIT 1 OFFSET 3').first<{ id: number; phone: string }>())!;
    const article = (await app.db.prepare("SELECT id, slug FROM articles WHERE kind = 'news' ORDER BY id LIMIT 1").first<{ id: number; slug: string }>())!;
    // An editor fixes the phone and closes Sundays (a desk save moves the version on) ...
    await app.db.batch([
      app.db.prepare("UPDATE restaurants SET phone = '(817) 555-0199', version = 1 WHERE id = ?").bind(place.id),
      app.db.prepare('DELETE FROM opening_hours WHERE restaurant_id = ? AND weekday = 0').bind(place.id),
      // ... and renames an article, whose old slug now redirects.
      app.db.prepare("UPDATE articles SET slug = 'renamed-in-the-desk', title = 'Renamed', version = 1 WHERE id = ?").bind(article.id),
      app.db.prepare("INSERT INTO slug_redirects (entity, old_slug, entity_id) VALUES ('article', ?, ?)").bind(article.slug, article.id),
      // Someone else's change to an item never edited in the desk is the content files' to undo.
      app.db.prepare("UPDATE restaurants SET phone = '(817) 555-0000' WHERE id = ?").bind(untouched.id),
    ]);
    const sundays = async (id: number) =>
      (await app.db.prepare('SELECT count(*) AS n FROM opening_hours WHERE restaurant_id = ? AND weekday = 0').bind(id).first<{ n: number }>())!.n;
    await reseed();
    expect((await app.db.prepare('SELECT phone FROM restaurants WHERE id = ?').bind(place.id).first<{ phone: string }>())!.phone).toBe('(817) 555-0199');
    expect(await sundays(place.id)).toBe(0);
    expect((await app.db.prepare('SELECT count(*) AS n FROM articles WHERE slug = ?').bind(article.slug).first<{ n: number }>())!.n).toBe(0);
    expect((await app.db.prepare('SELECT title FROM articles WHERE id = ?').bind(article.id).first<{ title: string }>())!.title).toBe('Renamed');
    expect((await app.db.prepare('SELECT phone FROM restaurants WHERE id = ?').bind(untouched.id).first<{ phone: string }>())!.phone).toBe(untouched.phone);

    // A sample item missing from the database is added again.
    const recipe = (await app.db.prepare('SELECT slug FROM recipes ORDER BY id LIMIT 1').first<{ slug: string }>())!;
    await app.db.prepare('DELETE FROM recipes WHERE slug = ?').bind(recipe.slug).run();
    await reseed();
    expect((await app.db.prepare('SELECT count(*) AS n FROM recipes WHERE slug = ?').bind(recipe.slug).first<{ n: number }>())!.n).toBe(1);
  });
});
