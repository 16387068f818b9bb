import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/**
 * Search answers what the listings know beyond their words: "happy hour" from the happy
 * hours a page shows, "late night", "breakfast" and "open now" from the opening hours,
 * and it offers the editors' guides on a subject above the places. Every expected set is
 * worked out here from the database's rows, not by the search's own code.
 */
// Saturday, November 21 2026, 1:00 AM in Fort Worth (CST): the night's past-midnight
// ranges are open, and neither this date nor the day before has special hours.
const NOW = '2026-11-21T07:00:00Z';
const LOCAL = { date: '2026-11-21', weekday: 6, minute: 60 };
const DAY = 1440;

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ vars: { TEST_NOW: NOW } });
});
afterAll(() => app?.dispose());

type Range = { weekday: number; opens: number; closes: number };
type Place = { slug: string; hours: Range[]; happyHours: number; specialOn: Map<string, Array<{ opens: number | null; closes: number | null }>> };

/** The places a diner can find (published, still trading) with their hours, read from the database. */
async function places(): Promise<Place[]> {
  const rows = async <T>(sql: string) => (await app.db.prepare(sql).all<T>()).results;
  const listed = await rows<{ id: number; slug: string; happy: number }>(
    `SELECT r.id, r.slug, (SELECT count(*) FROM happy_hours h WHERE h.restaurant_id = r.id) AS happy
     FROM restaurants r WHERE r.closed_at IS NULL AND r.is_draft = 0`,
  );
  const hours = await rows<Range & { restaurant_id: number }>(
    'SELECT restaurant_id, weekday, opens_minute AS opens, closes_minute AS closes FROM opening_hours',
  );
  const special = await rows<{ restaurant_id: number; on_date: string; opens: number | null; closes: number | null }>(
    'SELECT restaurant_id, on_date, opens_minute AS opens, closes_minute AS closes FROM special_hours',
  );
  return listed.map((r) => {
    const specialOn = new Map<string, Array<{ opens: number | null; closes: number | null }>>();
    for (const s of special.filter((s) => s.restaurant_id === r.id)) specialOn.set(s.on_date, [...(specialOn.get(s.on_date) ?? []), s]);
    return { slug: r.slug, happyHours: r.happy, hours: hours.filter((h) => h.restaurant_id === r.id), specialOn };
  });
}

/** Open at LOCAL: today's ranges, or last night's running past midnight; a date with special hours has only those. */
function openAtLocal(p: Place): boolean {
  const yesterdayDate = '2026-11-20';
  const day = (date: string, weekday: number) => p.specialOn.get(date)?.flatMap((s) => (s.opens === null || s.closes === null ? [] : [{ opens: s.opens, closes: s.closes }])) ?? p.hours.filter((h) => h.weekday === weekday);
  return (
    day(LOCAL.date, LOCAL.weekday).some((r) => r.opens <= LOCAL.minute && r.closes > LOCAL.minute) ||
    day(yesterdayDate, LOCAL.weekday - 1).some((r) => r.closes > LOCAL.minute + DAY)
  );
}

/** The restaurants a diner finds, over every page, each page rendered afresh; and the page's text before them. */
async function search(q: string): Promise<{ slugs: string[]; before: string }> {
  const slugs: string[] = [];
  let before = '';
  for (let page = 1; ; page++) {
    const path = `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
    await app.purge(path);
    const res = await app.fetch(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const [head, results] = html.split('id="restaurant-results"');
    if (page === 1) before = (head ?? '').split('id="search-page-q"')[1] ?? '';
    const section = (results ?? '').split('</section>')[0] ?? '';
    slugs.push(...[...section.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]!));
    if (!html.includes('rel="next"')) return { slugs, before };
  }
}

/** Found at least 90% of `expected`, saying which were missed. */
function expectMostOf(found: string[], expected: string[], q: string) {
  const missed = expected.filter((slug) => !found.includes(slug));
  expect(expected.length, `places expected for "${q}"`).toBeGreaterThan(3);
  expect(missed.length / expected.length, `"${q}" missed ${missed.join(', ')}`).toBeLessThanOrEqual(0.1);
}

describe('search answers from the listings’ hours', () => {
  it('finds the places whose page shows a happy hour for "happy hour", and only those', async () => {
    const all = await places();
    const expected = all.filter((p) => p.happyHours > 0).map((p) => p.slug);
    for (const q of ['happy hour', 'Happy Hours']) {
      const { slugs } = await search(q);
      expectMostOf(slugs, expected, q);
      expect(slugs.filter((slug) => !expected.includes(slug)), `"${q}" found places without a happy hour`).toEqual([]);
    }
  });

  it('finds the places open past midnight on some night for "late night" and "open late"', async () => {
    const expected = (await places()).filter((p) => p.hours.some((h) => h.closes > DAY)).map((p) => p.slug);
    for (const q of ['late night', 'open late', 'late-night eats']) expectMostOf((await search(q)).slugs, expected, q);
  });

  it('finds the places opening before 8 AM on some day for "breakfast" and "early"', async () => {
    const expected = (await places()).filter((p) => p.hours.some((h) => h.opens < 8 * 60)).map((p) => p.slug);
    for (const q of ['breakfast', 'early']) expectMostOf((await search(q)).slugs, expected, q);
  });

  it('finds the places open at this moment in Fort Worth for "open now", and no other', async () => {
    const expected = (await places()).filter(openAtLocal).map((p) => p.slug);
    const { slugs } = await search('open now');
    expectMostOf(slugs, expected, 'open now');
    expect(slugs.filter((slug) => !expected.includes(slug))).toEqual([]);
  });

  it('narrows the words with the hours: "late night tacos" is a taco place open past midnight', async () => {
    const late = new Set((await places()).filter((p) => p.hours.some((h) => h.closes > DAY)).map((p) => p.slug));
    const tacos = (await search('tacos')).slugs;
    const { slugs } = await search('late night tacos');
    expect(slugs.length).toBeGreaterThan(0);
    expect([...slugs].sort()).toEqual(tacos.filter((slug) => late.has(slug)).sort());
  });
});

describe('search answers the facts in diners’ words', () => {
  // The expected places are the API's own filter on the fact (`has=`): yes only.
  it.each([
    ['vegan', 'vegan'],
    ['vegetarian', 'vegetarian'],
    ['gluten free', 'gluten-free'],
    ['patio', 'patio'],
    ['dog friendly', 'dog-friendly'],
    ['good for kids', 'kids'],
    ['byob', 'byob'],
    ['full bar', 'full-bar'],
    ['valet', 'valet'],
  ])('"%s" finds the places whose %s fact is yes', async (q, fact) => {
    const res = await app.fetch(`/api/restaurants?has=${fact}`);
    const expected = ((await res.json()) as Array<{ slug: string }>).map((p) => p.slug);
    expectMostOf((await search(q)).slugs, expected, q);
  });
});

describe('search offers the editors’ guides above the places', () => {
  it.each([
    ['brisket', 'best-brisket-fort-worth'],
    ['patio', 'patio-season'],
    ['late night', 'late-night-eats'],
    ['brunch', 'weekend-brunch'],
  ])('offers a plain link to the guide for "%s" before the first place', async (q, guide) => {
    const { before } = await search(q);
    expect(before).toMatch(new RegExp(`<a [^>]*href="/guides/${guide}"`));
  });
});
