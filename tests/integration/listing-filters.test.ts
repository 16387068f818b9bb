import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACT_KEYS, factOf, PRICE_PER_PERSON_BANDS, type FactKey } from '~/utils/facts';
import { edgeCacheKey } from '../../workers/edge-cache';
import { startApp, type TestApp } from '../support/app';
import { lastPage, visibleText } from '../support/client';

/*
 * The listing's fact, price-per-person and happy-hour filters, with JavaScript off:
 * each request is a plain GET, as the filters form sends it. The test writes its own
 * facts, spends and happy hours (the sample's are replaced), so every expected list is
 * worked out here from what was written, not read back from the app's SQL.
 */

type Place = { id: number; slug: string };
type State = 'yes' | 'no' | 'unknown';

/** A spread of yes, no and unknown that differs from fact to fact and place to place. */
const stateOf = (i: number, j: number): State => (['yes', 'no', 'unknown'] as const)[(i * 7 + j * 3 + ((i * j) % 5)) % 3]!;
/** Typical spends, edges of the bands included; every fifth place has none. */
const SPENDS = [9, 15, 22, 29, 30, 45, 60, 80];
const spendOf = (i: number) => (i % 5 === 0 ? null : SPENDS[i % SPENDS.length]!);

let app: TestApp;
let places: Place[];

async function writeFacts(db: D1Database) {
  places = (await db.prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL ORDER BY id').all<Place>()).results;
  const statements = [db.prepare('DELETE FROM restaurant_facts'), db.prepare('DELETE FROM happy_hours')];
  places.forEach((p, i) => {
    statements.push(db.prepare('UPDATE restaurants SET price_per_person = ? WHERE id = ?').bind(spendOf(i), p.id));
    FACT_KEYS.forEach((key, j) => {
      const state = stateOf(i, j);
      if (state !== 'unknown') {
        statements.push(db.prepare('INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, ?, ?, ?)').bind(p.id, key, state, '2026-10-01'));
      }
    });
  });
  // In parts, as the seed is applied (tests/support/app.ts runAll): one batch of a few thousand
  // statements outlasted Miniflare's proxy on a busy machine, and the socket closed.
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
}

const inBand = (i: number, band?: string) => {
  if (!band) return true;
  const b = PRICE_PER_PERSON_BANDS.find((x) => x.key === band)!;
  const spend = spendOf(i);
  return spend !== null && spend >= b.min && (b.max === null || spend < b.max);
};
const expectedSlugs = (facts: FactKey[], band?: string) =>
  places
    .filter((_, i) => facts.every((key) => stateOf(i, FACT_KEYS.indexOf(key)) === 'yes') && inBand(i, band))
    .map((p) => p.slug)
    .sort();

/** The restaurants a listing page shows (its cards' links), in order. */
function listedSlugs(html: string, after = 'id="results"'): string[] {
  const list = html.split(after)[1] ?? '';
  return [...list.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]!);
}

/** The count the filters form shows beside an option ("Patio (12)"). */
function countBeside(html: string, name: string, value: string): number {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"[^>]*/><span>[^<]*(?:<!-- -->)?\\s*\\((\\d+)\\)</span>`).exec(html);
  if (!match) throw new Error(`no count beside ${name}=${value}`);
  return Number(match[1]);
}

const get = async (path: string) => {
  const res = await app.fetch(path);
  return { res, html: await res.text() };
};
/** Every card of a listing (its last page). */
const whole = async (path: string) => {
  const res = await lastPage((p) => app.fetch(p), path);
  return { res, html: await res.text() };
};

beforeAll(async () => {
  app = await startApp();
  await writeFacts(app.db);
  // Every place fits on the home listing's last page, so a filter's whole answer is on it.
  expect(places.length).toBeLessThan(300);
});
afterAll(() => app?.dispose());

describe('fact filters', () => {
  it('lists exactly the places whose fact is yes, for each fact: never an unknown or a no', async () => {
    for (const key of FACT_KEYS) {
      const { res, html } = await whole(`/?has=${key}&page=50`);
      expect(res.status, key).toBe(200);
      const expected = expectedSlugs([key]);
      expect(expected.length, key).toBeGreaterThan(0);
      expect(listedSlugs(html).sort(), key).toEqual(expected);
      // Every card says what it was listed for.
      expect(visibleText(html.split('id="results"')[1]!).split(`Matches your filters: ${factOf(key).badge}`).length - 1, key).toBe(expected.length);
    }
  });

  it('combines facts (all must be yes) with a price-per-person band, and lists by rating like the rest', async () => {
    const facts: FactKey[] = ['vegetarian', 'patio', 'kids'];
    const all = await whole('/?has=vegetarian&has=patio&has=kids&page=50');
    expect(listedSlugs(all.html).sort()).toEqual(expectedSlugs(facts));
    expect(expectedSlugs(facts).length).toBeGreaterThan(0);
    const banded = await whole('/?has=vegetarian&pp=15-30&page=50');
    expect(listedSlugs(banded.html).sort()).toEqual(expectedSlugs(['vegetarian'], '15-30'));
    // A place without a typical spend is in no band; each card shows its own.
    const under = await whole('/?pp=under-15&page=50');
    expect(listedSlugs(under.html).sort()).toEqual(expectedSlugs([], 'under-15'));
    expect(under.html).toContain('About $9 a person');
  });

  it('counts beside each option exactly what applying it lists, with the other filters in use', async () => {
    const state = '/?has=vegetarian&pp=15-30';
    const { html } = await get(state);
    for (const key of FACT_KEYS) {
      const applied = key === 'vegetarian' ? state : `/?has=vegetarian&has=${key}&pp=15-30`;
      const canonical = FACT_KEYS.indexOf(key) < FACT_KEYS.indexOf('vegetarian') ? `/?has=${key}&has=vegetarian&pp=15-30` : applied;
      expect(countBeside(html, 'has', key), key).toBe(listedSlugs((await whole(`${canonical}&page=50`)).html).length);
    }
    // One band at a time: each band's count is with the band in use replaced.
    for (const band of PRICE_PER_PERSON_BANDS) {
      expect(countBeside(html, 'pp', band.key), band.key).toBe(listedSlugs((await whole(`/?has=vegetarian&pp=${band.key}&page=50`)).html).length);
    }
    expect(countBeside(html, 'pp', '')).toBe(listedSlugs((await whole('/?has=vegetarian&page=50')).html).length);
    expect(countBeside(html, 'open', '1')).toBe(listedSlugs((await whole(`${state}&open=1&page=50`)).html).length);
    expect(countBeside(html, 'happy', '1')).toBe(0);
  });

  it('applies the same filters on cuisine pages and search results, with counts and badges', async () => {
    const { results } = await app.db
      .prepare("SELECT c.key AS cuisine, r.slug FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE r.closed_at IS NULL AND c.has_page = 1")
      .all<{ cuisine: string; slug: string }>();
    const cuisine = results[0]!.cuisine;
    const inCuisine = new Set(results.filter((r) => r.cuisine === cuisine).map((r) => r.slug));
    const key = FACT_KEYS.find((k) => expectedSlugs([k]).some((slug) => inCuisine.has(slug)))!;
    const page = await get(`/restaurants/${cuisine}?has=${key}`);
    expect(page.res.status).toBe(200);
    const listed = [...new Set(listedSlugs(page.html, 'id="all-heading"'))].sort();
    expect(listed).toEqual(expectedSlugs([key]).filter((slug) => inCuisine.has(slug)));
    expect(countBeside(page.html, 'has', key)).toBe(listed.length);
    expect(visibleText(page.html)).toContain(`Matches your filters: ${factOf(key).badge}`);

    // Search: every place found for "worth" narrowed to the fact's yes places.
    const found = await get(`/search?q=worth&has=${key}`);
    expect(found.res.status).toBe(200);
    const all = listedSlugs((await get('/search?q=worth')).html, 'id="restaurant-results"');
    expect(listedSlugs(found.html, 'id="restaurant-results"').sort()).toEqual(all.filter((slug) => expectedSlugs([key]).includes(slug)).sort());
  });
});

describe('every filter at once', () => {
  it('answers each page with every fact, open now, happy hour and a band applied, listing what passes them all', async () => {
    const all = `has=${FACT_KEYS.join('&has=')}&open=1&happy=1&pp=15-30`;
    const { results } = await app.db.prepare("SELECT c.key FROM cuisines c WHERE c.has_page = 1 LIMIT 1").all<{ key: string }>();
    for (const path of [`/?cuisine=${results[0]!.key}&priceLevel=2&rating=3&${all}`, `/restaurants/${results[0]!.key}?${all}`, `/search?q=worth&${all}`, `/api/restaurants?has=${FACT_KEYS.join(',')}&happyHourNow=true&pricePerPerson=15-30`]) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      const everyFactYes = expectedSlugs([...FACT_KEYS], '15-30');
      const listed = path.startsWith('/api/')
        ? (JSON.parse(html) as Array<{ slug: string }>).map((r) => r.slug)
        : listedSlugs(html, path.startsWith('/search') ? 'id="restaurant-results"' : path.startsWith('/restaurants/') ? 'id="all-heading"' : undefined);
      expect(listed.filter((slug) => !everyFactYes.includes(slug)), path).toEqual([]);
    }
  });
});

describe('canonical listing URLs', () => {
  it.each([
    ['/?has=unicorn', '/#results'],
    ['/?pp=cheap&cuisine=barbeque', '/?cuisine=barbeque#results'],
    ['/?happy=yes', '/#results'],
    ['/?rating=9&has=patio', '/?has=patio#results'],
    ['/?has=patio&has=vegan', '/?has=vegan&has=patio#results'],
    ['/?has=vegan&has=vegan', '/?has=vegan#results'],
    ['/?view=grid&sort=rating&page=1', '/#results'],
    ['/restaurants/barbeque?has=patio&has=unicorn&pp=cheap', '/restaurants/barbeque?has=patio'],
    ['/restaurants/barbeque?page=abc', '/restaurants/barbeque'],
    ['/search?q=bbq&has=kids&has=vegan&happy=2', '/search?q=bbq&has=vegan&has=kids'],
  ])('sends %s to %s (302), and the edge cache keeps nothing for it', async (junk, canonical) => {
    const res = await app.fetch(junk);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(canonical);
    await res.body?.cancel();
    // The Worker stores only a 200 (edge-cache.ts isEdgeCacheable): a redirect leaves no entry.
    const generation = (await app.db.prepare('SELECT content_generation AS g FROM site_state').first<{ g: number }>())?.g ?? 0;
    const caches = await app.mf.getCaches();
    expect(await caches.default.match(edgeCacheKey(new Request(new URL(junk, app.origin)), generation).url)).toBeUndefined();
  });

  it("sends what the home filters form sends without scripts to the one address, at the results", async () => {
    const sent = '/?cuisine=all_cuisines&priceLevel=any_price&rating=&neighborhood=all_areas&open=1&has=vegan&has=patio&happy=1&pp=';
    // A text browser drops the form's #results, and follows the redirect's.
    const applied = await get(sent);
    expect(applied.res.status).toBe(302);
    expect(applied.res.headers.get('Location')).toBe('/?has=vegan&has=patio&open=1&happy=1#results');
    // A tracking parameter is one hop to the same address without it (decision 031).
    const tracked = await get(`${sent}&fbclid=x`);
    expect(tracked.res.status).toBe(302);
    expect(tracked.res.headers.get('Location')).toBe(sent);
  });

  it("serves the app's own request for what the form sends as it is, in one trip, and the other pages' forms too", async () => {
    const sent = '/?cuisine=all_cuisines&priceLevel=any_price&rating=&neighborhood=all_areas&open=1&has=vegan&has=patio&happy=1&pp=';
    const fetched = await app.fetch(`${sent}&_data=routes%2F_index`, { headers: { 'Sec-Fetch-Dest': 'empty' } });
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toMatchObject({ params: { openNow: true, facts: ['vegan', 'patio'], happyHourNow: true } });
    expect((await get('/restaurants/barbeque?has=patio&pp=')).res.status).toBe(200);
    expect((await get('/search?pp=15-30&q=bbq%20&has=vegan')).res.status).toBe(200);
  });

  it('redirects a page-data request to the canonical page too', async () => {
    const res = await app.fetch('/?has=patio&has=unicorn&_data=routes%2F_index');
    // Remix's redirect for a data request: a 204 naming where the client goes on to.
    expect(res.status).toBe(204);
    expect(res.headers.get('X-Remix-Redirect')).toBe('/?has=patio#results');
  });
});

describe('happy hour now, at fixed Fort Worth times', () => {
  // Tuesday 2026-11-24. A: open 11:00-23:00, happy 16:00-18:00. B: open 16:00-02:00, happy
  // 22:00-01:00 (past midnight). C: happy 16:00-18:00 but opens only at 20:00. D: open, no happy hour.
  async function atTime(now: string) {
    const at = await startApp({ vars: { TEST_NOW: now } });
    const db = at.db;
    const [a, b, c, d] = (await db.prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 4').all<Place>()).results;
    await db.batch([
      db.prepare('DELETE FROM happy_hours'),
      db.prepare('DELETE FROM opening_hours WHERE restaurant_id IN (?, ?, ?, ?)').bind(a!.id, b!.id, c!.id, d!.id),
      ...[
        [a!.id, 2, 660, 1380],
        [b!.id, 2, 960, 1560],
        [c!.id, 2, 1200, 1380],
        [d!.id, 2, 0, 1440],
        [d!.id, 3, 0, 1440],
      ].map((row) => db.prepare('INSERT INTO opening_hours (restaurant_id, weekday, opens_minute, closes_minute) VALUES (?, ?, ?, ?)').bind(...row)),
      ...[
        [a!.id, 2, 960, 1080],
        [b!.id, 2, 1320, 1500],
        [c!.id, 2, 960, 1080],
      ].map((row) => db.prepare('INSERT INTO happy_hours (restaurant_id, weekday, starts_minute, ends_minute) VALUES (?, ?, ?, ?)').bind(...row)),
    ]);
    return { at, a: a!.slug, b: b!.slug };
  }

  it('at 17:30 on a Tuesday lists the place in its happy hour, not the one still closed', async () => {
    const { at, a } = await atTime('2026-11-24T17:30:00-06:00');
    try {
      const html = await (await lastPage((path) => at.fetch(path), '/?happy=1&page=50')).text();
      expect(listedSlugs(html)).toEqual([a]);
      expect(visibleText(html)).toContain('Matches your filters: Happy hour now');
      expect(countBeside(await (await at.fetch('/')).text(), 'happy', '1')).toBe(1);
      const api = (await (await at.fetch('/api/restaurants?happyHourNow=true')).json()) as Array<{ slug: string }>;
      expect(api.map((r) => r.slug)).toEqual([a]);
    } finally {
      await at.dispose();
    }
  });

  it("at 00:30 on Wednesday lists the place whose Tuesday happy hour runs past midnight", async () => {
    const { at, b } = await atTime('2026-11-25T00:30:00-06:00');
    try {
      expect(listedSlugs(await (await lastPage((path) => at.fetch(path), '/?happy=1&page=50')).text())).toEqual([b]);
    } finally {
      await at.dispose();
    }
  });
});

describe('GET /api/restaurants filters', () => {
  type ApiPlace = { slug: string; pricePerPerson: number | null; facts: Record<string, { value: string; checkedOn: string }> };
  const api = async (query: string) => (await (await app.fetch(`/api/restaurants?${query}`)).json()) as ApiPlace[];

  it('reads has repeated or comma-separated, and pricePerPerson; each place carries its spend and checked facts', async () => {
    const expected = expectedSlugs(['vegan', 'patio']);
    expect((await api('has=vegan,patio')).map((r) => r.slug).sort()).toEqual(expected);
    expect((await api('has=patio&has=vegan')).map((r) => r.slug).sort()).toEqual(expected);
    const banded = await api('pricePerPerson=30-60');
    expect(banded.map((r) => r.slug).sort()).toEqual(expectedSlugs([], '30-60'));
    expect(banded.every((r) => r.pricePerPerson! >= 30 && r.pricePerPerson! < 60)).toBe(true);
    const i = places.findIndex((p) => p.slug === expected[0]);
    const place = (await api('has=vegan,patio')).find((r) => r.slug === expected[0])!;
    expect(place.facts.vegan).toEqual({ value: 'yes', checkedOn: '2026-10-01' });
    // Unknown facts are absent, never "no".
    FACT_KEYS.forEach((key, j) => expect(place.facts[key]?.value ?? 'unknown', key).toBe(stateOf(i, j)));
  });

  it.each([
    ['has=unicorn', 'has', 'unicorn'],
    ['has=patio,,dragons', 'has', 'dragons'],
    ['pricePerPerson=cheap', 'pricePerPerson', '60-plus'],
    ['happyHourNow=yes', 'happyHourNow', 'true or false'],
  ])('refuses %s with a 400 naming the parameter and the bad value', async (query, param, words) => {
    const res = await app.fetch(`/api/restaurants?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors[param]?.join(' ')).toContain(words);
  });
});
