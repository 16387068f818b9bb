import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vocabulary from '~/content/search-vocabulary';
import { toWords } from '~/utils/search-query';
import { startApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

/** `listed`: the dishes and fact words the place lists (migration 0014), as the index holds them. */
type Place = { slug: string; name: string; description: string; rating: number; cuisineKey: string; cuisine: string; neighborhood: string; listed: string };

async function places(): Promise<Place[]> {
  const { results } = await app.db
    .prepare(`SELECT r.slug, r.name, r.description, r.average_rating AS rating, c.key AS cuisineKey, c.name AS cuisine, r.neighborhood,
        coalesce((SELECT listed FROM restaurant_search WHERE rowid = r.id), '') AS listed
      FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id`)
    .all<Place>();
  return results;
}

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** One page of results as a diner reads it: the count line, and the restaurants and articles listed. */
async function searchPage(q: string, page = 1) {
  const res = await app.fetch(`/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`);
  const html = await res.text();
  const [, afterRestaurants = ''] = html.split('id="restaurant-results"');
  const [restaurantSection = '', articleSection = ''] = afterRestaurants.includes('id="article-results"')
    ? afterRestaurants.split('id="article-results"')
    : [afterRestaurants, html.split('id="article-results"')[1] ?? ''];
  const status = decode(html.match(/role="status">([^<]*)</)?.[1] ?? '');
  return {
    res,
    html,
    status,
    restaurantTotal: Number(status.match(/(\d+) restaurants?\b/)?.[1] ?? 0),
    articleTotal: Number(status.match(/(\d+) (?:review or news story|reviews or news stories)/)?.[1] ?? 0),
    restaurants: [...restaurantSection.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]!),
    articles: [...articleSection.matchAll(/<h3[^>]*><a[^>]*href="\/(?:review|article)\/([^"]+)"/g)].map((m) => m[1]!),
    hasNext: html.includes('rel="next"'),
  };
}

/** Every page of a search; checks on the way that the count line matches what the pages list. */
async function searchAll(q: string) {
  const first = await searchPage(q);
  expect(first.res.status).toBe(200);
  const restaurants = [...first.restaurants];
  const articles = [...first.articles];
  for (let page = 2, current = first; current.hasNext; page++) {
    current = await searchPage(q, page);
    expect(current.status).toBe(first.status);
    restaurants.push(...current.restaurants);
    articles.push(...current.articles);
  }
  expect(restaurants.length).toBe(first.restaurantTotal);
  expect(articles.length).toBe(first.articleTotal);
  expect(new Set(restaurants).size).toBe(restaurants.length);
  return { ...first, restaurants, articles };
}

/** What a synonym group's spellings look like in text: "bar-b-q" as bar, b, q in a row. */
function mentions(word: string) {
  const group = vocabulary.synonyms.find((g) => g.includes(word))!;
  const spellings = group.map((term) => toWords(term).join('[^\\p{L}\\p{N}]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spellings.join('|')})`, 'iu');
}
const slugs = (list: Place[]) => list.map((p) => p.slug).sort();
const sorted = (list: string[]) => [...list].sort();

describe('search reads what diners type', () => {
  it('finds the same places for bbq, bar-b-q, barbecue and barbeque: every barbecue place, and every place that says so', async () => {
    const all = await places();
    const barbecue = mentions('bbq');
    const expected = slugs(all.filter((p) => barbecue.test(`${p.name} ${p.description} ${p.cuisine} ${p.listed}`)));
    const barbecuePlaces = slugs(all.filter((p) => p.cuisineKey === 'barbeque'));
    expect(barbecuePlaces.length).toBeGreaterThan(1);
    expect(expected).toEqual(expect.arrayContaining(barbecuePlaces));
    for (const q of ['bbq', 'BBQ', 'bar-b-q', 'barbecue', 'barbeque', 'Bar B Que']) {
      const found = await searchAll(q);
      expect(sorted(found.restaurants), q).toEqual(expected);
      expect(found.status).toContain(`${expected.length} restaurants`);
    }
  });

  it('finds the Tex-Mex places for tex mex, however it is written', async () => {
    const texMex = slugs((await places()).filter((p) => p.cuisineKey === 'tex-mex'));
    const found = await searchAll('tex mex');
    expect(found.restaurants).toEqual(expect.arrayContaining(texMex));
    for (const q of ['Tex-Mex', 'texmex', 'TEX MEX']) expect(sorted((await searchAll(q)).restaurants), q).toEqual(sorted(found.restaurants));
  });

  it('finds the same places for a word and its plural', async () => {
    const all = await places();
    const taco = await searchAll('taco');
    expect(taco.restaurants).toEqual(expect.arrayContaining(slugs(all.filter((p) => /\btaco/i.test(p.name)))));
    expect(sorted((await searchAll('tacos')).restaurants)).toEqual(sorted(taco.restaurants));
    const burger = await searchAll('burger');
    expect(burger.restaurants).toEqual(expect.arrayContaining(slugs(all.filter((p) => p.cuisineKey === 'burgers'))));
    expect(sorted((await searchAll('burgers')).restaurants)).toEqual(sorted(burger.restaurants));
  });

  it('drops filler words: brunch spots are the brunch places', async () => {
    const brunchWords = mentions('brunch');
    const expected = slugs((await places()).filter((p) => brunchWords.test(`${p.name} ${p.description} ${p.listed}`)));
    expect(expected.length).toBeGreaterThan(0);
    const spots = await searchAll('brunch spots');
    expect(sorted(spots.restaurants)).toEqual(expected);
    expect(sorted((await searchAll('best brunch places near me')).restaurants)).toEqual(expected);
  });

  it('matches a partial last word: bur finds the burger places', async () => {
    const burger = await searchAll('burger');
    const bur = await searchAll('bur');
    expect(bur.restaurants).toEqual(expect.arrayContaining(burger.restaurants));
    expect(bur.restaurants).toContain('vaquero-burrito-window');
  });

  it('lists name matches first, then cuisine or listed-dish matches, then description matches, each by rating', async () => {
    const all = new Map((await places()).map((p) => [p.slug, p]));
    const barbecue = mentions('bbq');
    const tier = (p: Place) => (barbecue.test(p.name) ? 0 : barbecue.test(`${p.cuisine} ${p.listed}`) ? 1 : 2);
    const listed = (await searchAll('bbq')).restaurants.map((slug) => all.get(slug)!);
    for (let i = 1; i < listed.length; i++) {
      const [before, after] = [listed[i - 1]!, listed[i]!];
      expect(tier(before), `${before.name} before ${after.name}`).toBeLessThanOrEqual(tier(after));
      if (tier(before) === tier(after)) expect(before.rating, `${before.name} before ${after.name}`).toBeGreaterThanOrEqual(after.rating);
    }
    // The order is not just by rating: a better-rated place of a later tier comes after a name match.
    const nameMatch = listed.findIndex((p) => tier(p) === 0 && listed.some((q) => tier(q) > 0 && q.rating > p.rating));
    expect(nameMatch).toBeGreaterThanOrEqual(0);
  });

  it('pages a long list, and the count line says what each page shows', async () => {
    const first = await searchPage('bar');
    expect(first.restaurantTotal).toBeGreaterThan(first.restaurants.length);
    expect(first.html).toContain(`1–${first.restaurants.length} of ${first.restaurantTotal}`);
    expect(first.html).toContain('href="/search?q=bar&amp;page=2"');
    const second = await searchPage('bar', 2);
    expect(second.html).toContain(`${first.restaurants.length + 1}–${first.restaurants.length + second.restaurants.length} of ${first.restaurantTotal}`);
    expect(second.restaurants.filter((slug) => first.restaurants.includes(slug))).toEqual([]);
    await searchAll('bar');
    expect((await app.fetch('/search?q=bar&page=99')).status).toBe(404);
  });
});

describe('search pages and search engines', () => {
  it('lets engines index the bare search page, and keeps every result page out of their index', async () => {
    const bare = await (await app.fetch('/search')).text();
    expect(bare).not.toContain('name="robots"');
    expect(bare).toMatch(/<link rel="canonical" href="[^"]*\/search"\/>/);
    const results = await searchPage('bbq');
    expect(results.restaurantTotal).toBeGreaterThan(0);
    expect(results.html).toContain('<meta name="robots" content="noindex"/>');
    expect((await searchPage('no such place anywhere')).html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('what a result card carries', () => {
  it('sends each restaurant card only what it shows: its name and neighbourhood, not its description', async () => {
    const found = await searchPage('bbq');
    expect(found.restaurants.length).toBeGreaterThan(3);
    const bySlug = new Map((await places()).map((p) => [p.slug, p]));
    for (const slug of found.restaurants) {
      const place = bySlug.get(slug)!;
      expect(decode(found.html)).toContain(place.name);
      expect(decode(found.html)).not.toContain(place.description.slice(0, 60));
    }
  });
});

describe('hostile search input', () => {
  it('treats FTS syntax as words, never as a query language', async () => {
    for (const q of ['"', 'NEAR(', 'NEAR(bbq tacos, 2)', "'; DROP TABLE restaurants; --", '*', 'bbq*', '-bbq', '^bbq', 'title:taco', '{title body}: bbq', 'bbq OR', 'AND NOT', '(((', '<img src=x onerror=alert(1)>']) {
      const res = await app.fetch(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(await res.text()).not.toContain('<img src=x');
    }
    // A column filter is not honoured: "title:taco" finds what "title taco" finds.
    expect((await searchPage('title:taco')).restaurants).toEqual((await searchPage('title taco')).restaurants);
  });

  // Text mixing FTS5 syntax, keywords, accents and any other characters.
  const diners = fc
    .array(fc.oneof(fc.constantFrom('"', "'", '*', '(', ')', ':', '^', '-', '+', '{', '}', ' ', 'NEAR', 'OR', 'AND', 'NOT', 'bbq', 'tacos', 'tex mex', 'bur', 'café', 'title'), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 12 })
    .map((parts) => parts.join(''));

  it('answers any text with a page, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(diners, async (q) => {
        const res = await app.fetch(`/search?q=${encodeURIComponent(q)}`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
      }),
      { numRuns: 40 },
    );
  });
});
