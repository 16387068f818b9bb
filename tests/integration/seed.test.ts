import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMPUTE_RATINGS_SQL } from '~/db/rating-sql';
import { buildSeedStatements, loadContent, SAMPLE_DETAILS_CHECKED_ON, type Content } from '../../scripts/seed-statements';
import { runAll, startApp, type TestApp } from '../support/app';
import { createDiner, createReview, setFavorite } from '../support/factories';
import { SPEC_REVIEW_SLUGS } from '../support/spec';

let app: TestApp;
let content: Content;
beforeAll(async () => {
  app = await startApp();
  content = await loadContent();
});
afterAll(() => app?.dispose());

const TABLES = [
  'cuisines', 'restaurants', 'opening_hours', 'restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours',
  'users', 'reviews', 'articles', 'article_restaurants', 'recipes', 'restaurant_search', 'article_search',
];
/** The tables of a listing's own rows, each written by the seed only where it changed. */
const DETAIL_TABLES = ['opening_hours', 'restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours'];

async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = (await app.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results;
  }
  return out;
}

// Each test runs the whole seed (every listing, article, recipe, guide and translation) once or twice.
const WHOLE_SEED = { timeout: 90_000 };

describe('the seed', WHOLE_SEED, () => {
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

describe('the seed of the sample listings’ details', WHOLE_SEED, () => {
  const reseed = async () => runAll(app.db, buildSeedStatements(content, { demo: true }));
  const idOf = async (name: string) =>
    (await app.db.prepare('SELECT id FROM restaurants WHERE name = ?').bind(name).first<{ id: number }>())!.id;
  const dishesOf = async (id: number) =>
    (await app.db.prepare('SELECT name, price_cents AS cents FROM restaurant_dishes WHERE restaurant_id = ? ORDER BY position').bind(id).all<{ name: string; cents: number | null }>()).results;
  const factsOf = async (id: number) =>
    Object.fromEntries(
      (await app.db.prepare('SELECT fact, value, checked_on FROM restaurant_facts WHERE restaurant_id = ? ORDER BY fact').bind(id).all<{ fact: string; value: string; checked_on: string }>()).results.map(
        (f) => [f.fact, `${f.value} ${f.checked_on}`],
      ),
    );

  it('writes every listing’s dishes, facts (checked on its checked date), spend, happy hours and special dates', async () => {
    for (const r of content.restaurants) {
      const id = await idOf(r.name);
      expect(await dishesOf(id), r.name).toEqual((r.dishes ?? []).map((d) => ({ name: d.name, cents: d.price === undefined ? null : Math.round(d.price * 100) })));
      const checkedOn = r.detailsCheckedOn ?? SAMPLE_DETAILS_CHECKED_ON;
      expect(await factsOf(id), r.name).toEqual(Object.fromEntries(Object.entries(r.facts ?? {}).sort().map(([fact, value]) => [fact, `${value} ${checkedOn}`])));
      const row = (await app.db.prepare('SELECT price_per_person AS pp FROM restaurants WHERE id = ?').bind(id).first<{ pp: number | null }>())!;
      expect(row.pp, r.name).toBe(r.pricePerPerson ?? null);
      const happy = await app.db.prepare('SELECT count(*) AS n FROM happy_hours WHERE restaurant_id = ?').bind(id).first<{ n: number }>();
      expect(happy!.n, r.name).toBe(Object.values(r.happyHours ?? {}).flat().length);
    }
    // A closed day is one row without minutes; a late night runs past midnight.
    const closed = content.restaurants.find((r) => r.specialHours?.some((s) => s.date === '2026-11-26' && !s.hours))!;
    expect(
      await app.db.prepare("SELECT opens_minute, closes_minute, note FROM special_hours WHERE restaurant_id = ? AND on_date = '2026-11-26'").bind(await idOf(closed.name)).all(),
    ).toMatchObject({ results: [{ opens_minute: null, closes_minute: null, note: closed.specialHours!.find((s) => s.date === '2026-11-26')!.note }] });
    const late = content.restaurants.find((r) => r.specialHours?.some((s) => s.date === '2026-12-31' && s.hours?.[0]?.[1] === '02:00'))!;
    const [opens] = late.specialHours!.find((s) => s.date === '2026-12-31')!.hours![0]!;
    expect(
      await app.db.prepare("SELECT opens_minute, closes_minute FROM special_hours WHERE restaurant_id = ? AND on_date = '2026-12-31'").bind(await idOf(late.name)).first(),
    ).toEqual({ opens_minute: Number(opens.slice(0, 2)) * 60 + Number(opens.slice(3)), closes_minute: 26 * 60 });
  });

  it('writes no row on a second run, so the search index is not rewritten', async () => {
    // Count every write to the listings' own rows while the seed runs again.
    await app.db.prepare('CREATE TABLE seed_writes (tbl TEXT)').run();
    const triggers = DETAIL_TABLES.flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map((op) => `CREATE TRIGGER seed_writes_${table}_${op} AFTER ${op} ON ${table} BEGIN INSERT INTO seed_writes VALUES ('${table} ${op}'); END`),
    );
    await runAll(app.db, triggers);
    try {
      await reseed();
      expect((await app.db.prepare('SELECT tbl FROM seed_writes').all()).results).toEqual([]);
      // The check can fail: a dish changed behind the seed's back is written back, once.
      await app.db.prepare("UPDATE restaurant_dishes SET name = 'Changed' WHERE restaurant_id = (SELECT max(restaurant_id) FROM restaurant_dishes) AND position = 1").run();
      await app.db.prepare('DELETE FROM seed_writes').run();
      await reseed();
      expect((await app.db.prepare('SELECT tbl FROM seed_writes').all()).results).toEqual([{ tbl: 'restaurant_dishes UPDATE' }]);
    } finally {
      await runAll(app.db, [...DETAIL_TABLES.flatMap((t) => ['INSERT', 'UPDATE', 'DELETE'].map((op) => `DROP TRIGGER seed_writes_${t}_${op}`)), 'DROP TABLE seed_writes']);
    }
  });

  it('puts back what changed behind the desk’s back, and keeps what an editor saved', async () => {
    // From the end of the list: the tests above saved listings near its start in the desk.
    const [touched, untouched] = content.restaurants.filter((r) => (r.dishes ?? []).length >= 3 && r.facts?.patio).slice(-2);
    const editedId = await idOf(touched!.name);
    const otherId = await idOf(untouched!.name);
    const dropOnePlaceDetails = (id: number) => [
      app.db.prepare('DELETE FROM restaurant_dishes WHERE restaurant_id = ? AND position > 1').bind(id),
      app.db.prepare("UPDATE restaurant_dishes SET name = 'Edited dish', price_cents = 999 WHERE restaurant_id = ? AND position = 1").bind(id),
      app.db.prepare("UPDATE restaurant_facts SET value = CASE value WHEN 'yes' THEN 'no' ELSE 'yes' END WHERE restaurant_id = ? AND fact = 'patio'").bind(id),
      app.db.prepare("INSERT OR REPLACE INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'valet', 'yes', '2026-11-20')").bind(id),
      app.db.prepare('DELETE FROM special_hours WHERE restaurant_id = ?').bind(id),
      app.db.prepare("INSERT INTO happy_hours (restaurant_id, weekday, starts_minute, ends_minute) VALUES (?, 2, 900, 960)").bind(id),
      app.db.prepare('UPDATE restaurants SET price_per_person = 99 WHERE id = ?').bind(id),
    ];
    const detailsOf = async (id: number) => ({
      dishes: await dishesOf(id),
      facts: await factsOf(id),
      happy: (await app.db.prepare('SELECT weekday, starts_minute, ends_minute FROM happy_hours WHERE restaurant_id = ? ORDER BY 1, 2').bind(id).all()).results,
      special: (await app.db.prepare('SELECT on_date, opens_minute, closes_minute, note FROM special_hours WHERE restaurant_id = ? ORDER BY 1, 2').bind(id).all()).results,
      pp: (await app.db.prepare('SELECT price_per_person AS pp FROM restaurants WHERE id = ?').bind(id).first<{ pp: number }>())!.pp,
    });
    const seeded = await detailsOf(otherId);
    // An editor saves one listing (the desk moves its version on); someone edits the other's rows directly.
    await app.db.batch([...dropOnePlaceDetails(editedId), app.db.prepare('UPDATE restaurants SET version = version + 1 WHERE id = ?').bind(editedId), ...dropOnePlaceDetails(otherId)]);
    const saved = await detailsOf(editedId);
    expect(saved.dishes).toEqual([{ name: 'Edited dish', cents: 999 }]);
    await reseed();
    expect(await detailsOf(editedId)).toEqual(saved);
    expect(await detailsOf(otherId)).toEqual(seeded);
    // The search index follows: the untouched listing is found by its dish again, the saved one by the editor's.
    const indexed = async (id: number) => (await app.db.prepare('SELECT listed FROM restaurant_search WHERE rowid = ?').bind(id).first<{ listed: string }>())!.listed;
    expect(await indexed(otherId)).toContain(untouched!.dishes![0]!.name);
    expect(await indexed(editedId)).toContain('Edited dish');
    expect(await indexed(editedId)).not.toContain(touched!.dishes![1]!.name);
  });
});
