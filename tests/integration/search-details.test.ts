import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vocabulary from '~/content/search-vocabulary';
import { toWords } from '~/utils/search-query';
import { startApp, type TestApp } from '../support/app';

/**
 * Search finds what a listing lists (migration 0014): its dishes, and the words diners
 * use for each fact that is yes, never for one that is no or unknown. Expectations are
 * computed from the seeded database, so they follow the sample content.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

type Place = { id: number; slug: string; name: string; text: string; dishes: string; facts: Record<string, 'yes' | 'no'> };

async function places(): Promise<Place[]> {
  const { results } = await app.db
    .prepare(
      `SELECT r.id, r.slug, r.name, r.name || ' ' || r.description || ' ' || c.name || ' ' || r.neighborhood AS text,
        coalesce((SELECT group_concat(name, ' | ') FROM restaurant_dishes WHERE restaurant_id = r.id), '') AS dishes,
        coalesce((SELECT group_concat(fact || '=' || value, ' ') FROM restaurant_facts WHERE restaurant_id = r.id), '') AS facts
      FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE r.closed_at IS NULL`,
    )
    .all<Omit<Place, 'facts'> & { facts: string }>();
  return results.map((p) => ({ ...p, facts: Object.fromEntries(p.facts.split(' ').filter(Boolean).map((f) => f.split('='))) }));
}

/** The restaurants a diner finds, in order, over every page; each page rendered afresh, not from the edge cache. */
async function search(q: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const path = `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
    await app.purge(path);
    const res = await app.fetch(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const section = html.split('id="restaurant-results"')[1]?.split('id="article-results"')[0] ?? '';
    found.push(...[...section.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]!));
    if (!html.includes('rel="next"')) return found;
  }
}

/** Any spelling of a vocabulary group in text, as the index's stemming reads it: "gluten-free", "gluten free", "kids". */
function mentions(word: string) {
  const group = vocabulary.synonyms.find((g) => g.includes(word))!;
  const spellings = group.map((term) => toWords(term).join('[^\\p{L}\\p{N}]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spellings.join('|')})(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');
}
const sorted = (list: string[]) => [...list].sort();
const slugsOf = (list: Place[]) => sorted(list.map((p) => p.slug));

describe('search finds the dishes a listing names', () => {
  it.each(['brisket', 'birria'])('finds every place listing %s, before the places that only mention it', async (dish) => {
    const all = await places();
    const word = new RegExp(`\\b${dish}`, 'i');
    const listing = all.filter((p) => word.test(p.dishes));
    const mentionOnly = all.filter((p) => !word.test(p.dishes) && word.test(p.text));
    expect(listing.length, `sample places listing ${dish}`).toBeGreaterThanOrEqual(2);
    const found = await search(dish);
    expect(sorted(found)).toEqual(slugsOf([...listing, ...mentionOnly]));
    // Names come first (tier 0); below them, listing it outranks only saying it.
    const byName = new Set(all.filter((p) => word.test(p.name)).map((p) => p.slug));
    const lastListed = Math.max(...listing.filter((p) => !byName.has(p.slug)).map((p) => found.indexOf(p.slug)));
    for (const p of mentionOnly) expect(found.indexOf(p.slug), p.slug).toBeGreaterThan(lastListed);
    if (dish === 'brisket') expect(mentionOnly.length).toBeGreaterThan(0);
  });
});

describe('search reads a listing’s facts in diners’ words', () => {
  it('finds exactly the places with gluten-free dishes, or that say so, for gf, gluten free and gluten-free', async () => {
    const all = await places();
    const says = mentions('gluten-free');
    const expected = slugsOf(all.filter((p) => p.facts['gluten-free'] === 'yes' || says.test(`${p.text} ${p.dishes}`)));
    expect(expected.length).toBeGreaterThan(10);
    const saidNo = all.filter((p) => p.facts['gluten-free'] === 'no').map((p) => p.slug);
    expect(saidNo.length).toBeGreaterThan(0);
    for (const q of ['gf', 'gluten free', 'gluten-free', 'Gluten Free options']) {
      const found = sorted(await search(q));
      expect(found, q).toEqual(expected);
      for (const slug of saidNo) expect(found, q).not.toContain(slug);
    }
  });

  it('finds the places with a step-free entrance or an accessible restroom for wheelchair', async () => {
    const all = await places();
    const access = ['step-free', 'accessible-restroom', 'accessible-parking'];
    const stepFree = all.filter((p) => p.facts['step-free'] === 'yes' || p.facts['accessible-restroom'] === 'yes');
    expect(stepFree.length).toBeGreaterThan(10);
    for (const q of ['wheelchair', 'wheelchair accessible', 'step-free']) {
      const found = await search(q);
      expect(found, q).toEqual(expect.arrayContaining(slugsOf(stepFree)));
      // Nothing else: every place found has an access fact that is yes, or says it in its text.
      const says = mentions('wheelchair');
      const justified = new Set(all.filter((p) => access.some((f) => p.facts[f] === 'yes') || says.test(`${p.text} ${p.dishes}`)).map((p) => p.slug));
      expect(found.filter((slug) => !justified.has(slug)), q).toEqual([]);
    }
  });

  it('never lets a fact that is no or unknown make a place match', async () => {
    const all = await places();
    for (const [fact, q, group] of [
      ['patio', 'outdoor seating', 'patio'],
      ['kids', 'good for kids', 'kid'],
      ['byob', 'bring your own', 'byob'],
      ['dog-friendly', 'dog friendly', 'dog-friendly'],
      ['halal', 'halal', null],
    ] as const) {
      const says = group ? mentions(group) : /\bhalal\b/i;
      const saysIt = (p: Place) => says.test(`${p.text} ${p.dishes}`) || (fact === 'patio' && p.facts['dog-friendly'] === 'yes');
      const found = new Set(await search(q));
      const yes = all.filter((p) => p.facts[fact] === 'yes');
      expect(yes.length, fact).toBeGreaterThan(0);
      for (const p of yes) expect(found.has(p.slug), `${p.slug} (${fact} yes) for "${q}"`).toBe(true);
      const notYes = all.filter((p) => p.facts[fact] !== 'yes' && !saysIt(p));
      expect(notYes.some((p) => p.facts[fact] === 'no'), `${fact} has a no`).toBe(true);
      for (const p of notYes) expect(found.has(p.slug), `${p.slug} (${fact} ${p.facts[fact] ?? 'unknown'}) for "${q}"`).toBe(false);
    }
  });

  it('follows a fact as it changes from yes to no to unknown and back', async () => {
    const place = (await places()).find((p) => p.facts.byob === 'yes' && !mentions('byob').test(`${p.text} ${p.dishes}`));
    // Every BYOB sample says so in its description; give one without the word the fact.
    const target = place ?? (await places()).find((p) => !mentions('byob').test(`${p.text} ${p.dishes}`) && p.facts.byob === undefined)!;
    const set = (sql: string) => app.db.prepare(sql).bind(target.id).run();
    await set("INSERT OR REPLACE INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'byob', 'yes', '2026-11-20')");
    expect(await search('byob')).toContain(target.slug);
    await set("UPDATE restaurant_facts SET value = 'no' WHERE restaurant_id = ? AND fact = 'byob'");
    expect(await search('byob')).not.toContain(target.slug);
    await set("UPDATE restaurant_facts SET value = 'yes' WHERE restaurant_id = ? AND fact = 'byob'");
    expect(await search('byob')).toContain(target.slug);
    await set("DELETE FROM restaurant_facts WHERE restaurant_id = ? AND fact = 'byob'");
    expect(await search('byob')).not.toContain(target.slug);
  });
});

describe('the search index follows the listing', () => {
  it('re-indexes a place whose dishes change, as a desk save rewrites them', async () => {
    const place = (await places()).find((p) => p.slug === 'jackfruit-social')!;
    expect(await search('zucchini fritters')).not.toContain(place.slug);
    // A save replaces the dishes (app/models/listing-details.server.ts): delete, then insert.
    await app.db.batch([
      app.db.prepare('DELETE FROM restaurant_dishes WHERE restaurant_id = ?').bind(place.id),
      app.db.prepare("INSERT INTO restaurant_dishes (restaurant_id, position, name, price_cents) VALUES (?, 1, 'Zucchini fritters', 900)").bind(place.id),
    ]);
    expect(await search('zucchini fritters')).toEqual([place.slug]);
    const listed = async () => (await app.db.prepare('SELECT listed FROM restaurant_search WHERE rowid = ?').bind(place.id).first<{ listed: string }>())!.listed;
    expect(await listed()).not.toMatch(/tempeh/i);
    // A renamed dish is re-indexed too.
    await app.db.prepare("UPDATE restaurant_dishes SET name = 'Okra fritters' WHERE restaurant_id = ? AND position = 1").bind(place.id).run();
    expect(await search('okra')).toContain(place.slug);
    expect(await search('zucchini')).not.toContain(place.slug);
  });

  it('drops a permanently closed place from search, and a deleted one from the index', async () => {
    const all = await places();
    const place = all.find((p) => p.slug === 'mariscos-la-bahia')!;
    expect(await search('campechana')).toEqual([place.slug]);
    await app.db.prepare("UPDATE restaurants SET closed_at = '2026-11-20T12:00:00.000Z' WHERE id = ?").bind(place.id).run();
    expect(await search('campechana')).toEqual([]);
    // A dish or fact written while it is closed does not bring it back.
    await app.db.prepare("UPDATE restaurant_dishes SET name = 'Campechana cocktail' WHERE restaurant_id = ? AND position = 1").bind(place.id).run();
    await app.db.prepare("INSERT OR REPLACE INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'byob', 'yes', '2026-11-20')").bind(place.id).run();
    expect(await search('campechana')).toEqual([]);
    await app.db.prepare('UPDATE restaurants SET closed_at = NULL WHERE id = ?').bind(place.id).run();
    expect(await search('campechana')).toEqual([place.slug]);

    await app.db.prepare('DELETE FROM restaurants WHERE id = ?').bind(place.id).run();
    expect(await app.db.prepare('SELECT count(*) AS n FROM restaurant_search WHERE rowid = ?').bind(place.id).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await search('campechana')).toEqual([]);
  });
});
