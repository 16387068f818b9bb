import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch, visibleText } from '../support/client';
import { createRestaurant, setOpeningHours } from '../support/factories';

/**
 * A listing's details as diners meet them, at fixed Fort Worth times: special dates in
 * the open state (card, page, open-now filter and JSON-LD), "Closes soon", a range past
 * midnight, and the page's "What to order" and "Good to know".
 */

const HOUR = 60;
const AREA = 'Details Hollow';
const every = (opens: number, closes: number) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: opens, closesMinute: closes }));

type Ld = Record<string, any>;
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => [JSON.parse(m[1]!)].flat());
const restaurantLd = (html: string) => jsonLd(html).find((b) => b['@type'] === 'Restaurant')!;

async function page(app: TestApp, path: string) {
  const res = await strangerFetch(app, path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The names of the places the home listing shows open now in the test neighbourhood. */
async function openNow(app: TestApp) {
  const html = await page(app, `/?open=1&neighborhood=${encodeURIComponent(AREA)}&view=list`);
  // The listing's own cards: the "Popular Restaurants" carousel above them is not filtered.
  return [...html.matchAll(/data-variant="list">[\s\S]*?<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]).sort();
}

/** The text of one section of the restaurant page, by its heading's id. */
function section(html: string, headingId: string) {
  const start = html.indexOf(`id="${headingId}"`);
  if (start < 0) return null;
  return visibleText(html.slice(html.lastIndexOf('<section', start), html.indexOf('</section>', start)));
}

async function place(app: TestApp, name: string, hours: ReturnType<typeof every>) {
  const cuisine = (await app.db.prepare(`SELECT id FROM cuisines WHERE key = 'barbeque'`).first<{ id: number }>())!;
  const created = await createRestaurant(app.db, { name, cuisineId: cuisine.id, neighborhood: AREA });
  await setOpeningHours(app.db, created.id, hours);
  return created;
}

const run = (app: TestApp, sql: string, ...params: unknown[]) => app.db.prepare(sql).bind(...params).run();

describe('Thanksgiving noon (Thursday 2026-11-26): a place closed for the holiday', () => {
  let app: TestApp;
  let closed: { id: number; slug: string };
  beforeAll(async () => {
    app = await startApp({ vars: { TEST_NOW: '2026-11-26T12:00:00-06:00' } });
    closed = await place(app, 'Holiday Smokehouse', every(11 * HOUR, 21 * HOUR));
    await place(app, 'Open Pit', every(11 * HOUR, 21 * HOUR));
    await run(app, `INSERT INTO special_hours (restaurant_id, on_date, opens_minute, closes_minute, note) VALUES (?, '2026-11-26', NULL, NULL, 'Thanksgiving'), (?, '2026-12-24', 660, 900, 'Christmas Eve'), (?, '2027-03-01', NULL, NULL, 'Too far ahead')`, closed.id, closed.id, closed.id);
    await run(app, `INSERT INTO restaurant_dishes (restaurant_id, position, name, price_cents) VALUES (?, 1, 'Brisket', 2800), (?, 2, 'Beef rib', NULL), (?, 3, 'Banana pudding', 650)`, closed.id, closed.id, closed.id);
    await run(
      app,
      `INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'vegetarian', 'no', '2026-11-02'), (?, 'gluten-free', 'yes', '2026-11-02'), (?, 'patio', 'yes', '2026-10-14'), (?, 'byob', 'no', '2026-11-02'), (?, 'step-free', 'yes', '2026-09-01')`,
      closed.id, closed.id, closed.id, closed.id, closed.id,
    );
    await run(app, `INSERT INTO happy_hours (restaurant_id, weekday, starts_minute, ends_minute) VALUES (?, 1, 900, 1080), (?, 2, 900, 1080), (?, 3, 900, 1080), (?, 4, 900, 1080), (?, 5, 900, 1080)`, closed.id, closed.id, closed.id, closed.id, closed.id);
    await run(app, `UPDATE restaurants SET price_per_person = 25 WHERE id = ?`, closed.id);
  });
  afterAll(() => app?.dispose());

  it('leaves the open-now listing, which keeps a place on its usual hours', async () => {
    expect(await openNow(app)).toEqual(['Open Pit']);
  });

  it('says on its page and its card that it is closed today for the holiday, and when it opens', async () => {
    const html = await page(app, `/restaurant/${closed.slug}`);
    const hours = section(html, 'hours-heading')!;
    expect(hours).toContain('Closed today · Thanksgiving · Opens 11 AM tomorrow');
    expect(hours).toMatch(/Thursday \(today\) Closed \(Thanksgiving\)/);
    expect(hours).toContain('Special dates Thu, Nov 26 — Closed (Thanksgiving) Thu, Dec 24 — 11 AM – 3 PM (Christmas Eve)');
    expect(hours).not.toContain('Too far ahead');
    const list = visibleText(await page(app, `/?neighborhood=${encodeURIComponent(AREA)}&view=list`));
    expect(list).toContain('Closed today · Thanksgiving · Opens 11 AM tomorrow');
  });

  it('lists the dishes to order in order with their prices, on the page and on the list card', async () => {
    const html = await page(app, `/restaurant/${closed.slug}`);
    expect(section(html, 'what-to-order-heading')!.trim()).toBe('What to order Brisket $28 Beef rib Banana pudding $6.50');
    expect(visibleText(await page(app, `/?neighborhood=${encodeURIComponent(AREA)}&view=list`))).toContain('Order: Brisket, Beef rib, Banana pudding');
    // A place without dishes has no such section.
    expect(section(await page(app, '/restaurant/open-pit'), 'what-to-order-heading')).toBeNull();
  });

  it('shows checked facts in words with the day checked, never an unknown one, with happy hour and the spend', async () => {
    const text = section(await page(app, `/restaurant/${closed.slug}`), 'good-to-know-heading')!;
    expect(text).toContain('About $25 a person');
    expect(text).toContain('Happy hour Mon–Fri 3 PM – 6 PM');
    // Most facts were checked on Nov 2: said once; the patio, checked earlier and its group's only shown fact, says its own day.
    expect(text).toContain('Checked Nov 2, 2026 unless noted Dietary No vegetarian dishes Gluten-free dishes on the menu');
    expect(text).toContain('Amenities Checked Oct 14, 2026 Patio seating');
    // A checked no nobody asks about ("No BYOB") goes unsaid, as an unknown does.
    expect(text).not.toMatch(/BYOB|bottle/i);
    // A group checked on another day says so under its title.
    expect(text).toContain('Access Checked Sep 1, 2026 Step-free entrance');
    // Nobody checked veganism, dogs, the restroom or parking: not a word about them, least of all a "no".
    expect(text).not.toMatch(/vegan|dogs|restroom|parking|kosher|halal|valet/i);
    expect(section(await page(app, '/restaurant/open-pit'), 'good-to-know-heading')).toBeNull();
  });

  it('gives search engines the checked facts, the menu and the coming special dates', async () => {
    const ld = restaurantLd(await page(app, `/restaurant/${closed.slug}`));
    expect(ld.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Vegetarian options', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Gluten-free options', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Wheelchair-accessible entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Outdoor seating', value: true },
    ]);
    expect(ld.hasMenu).toEqual({
      '@type': 'Menu',
      hasMenuSection: {
        '@type': 'MenuSection',
        name: 'What to order',
        hasMenuItem: [
          { '@type': 'MenuItem', name: 'Brisket', offers: { '@type': 'Offer', price: 28, priceCurrency: 'USD' } },
          { '@type': 'MenuItem', name: 'Beef rib' },
          { '@type': 'MenuItem', name: 'Banana pudding', offers: { '@type': 'Offer', price: 6.5, priceCurrency: 'USD' } },
        ],
      },
    });
    expect(ld.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '11:00', closes: '15:00' },
    ]);
    const plain = restaurantLd(await page(app, '/restaurant/open-pit'));
    expect(plain).not.toHaveProperty('amenityFeature');
    expect(plain).not.toHaveProperty('hasMenu');
    expect(plain).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});

describe('Friday 2026-11-27 at 8:20 PM: a place closing at 9', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ vars: { TEST_NOW: '2026-11-27T20:20:00-06:00' } });
    await place(app, 'Last Call Tacos', every(11 * HOUR, 21 * HOUR));
    await place(app, 'Late Night Kolaches', every(11 * HOUR, 23 * HOUR));
  });
  afterAll(() => app?.dispose());

  it('says "Closes soon" and still counts as open now', async () => {
    expect(await openNow(app)).toEqual(['Last Call Tacos', 'Late Night Kolaches']);
    const text = visibleText(await page(app, '/restaurant/last-call-tacos'));
    expect(text).toContain('Closes soon · 9 PM');
    expect(visibleText(await page(app, '/restaurant/late-night-kolaches'))).toContain('Open now · Closes 11 PM');
  });
});

describe('Saturday 2026-11-28 at 12:30 AM: after a Friday 5 PM to 2 AM range', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ vars: { TEST_NOW: '2026-11-28T00:30:00-06:00' } });
    await place(app, 'Midnight Ice House', [{ weekday: 5, opensMinute: 17 * HOUR, closesMinute: 26 * HOUR }]);
    await place(app, 'Early Bird Diner', every(6 * HOUR, 14 * HOUR));
    // A special Friday range past midnight counts as well, over a closed Saturday.
    const party = await place(app, 'Black Friday Bar', every(11 * HOUR, 21 * HOUR));
    await run(app, `INSERT INTO special_hours (restaurant_id, on_date, opens_minute, closes_minute, note) VALUES (?, '2026-11-27', 1020, 1560, 'Black Friday'), (?, '2026-11-28', NULL, NULL, 'Resting')`, party.id, party.id);
    // And a special closed Friday takes away the weekly range that would run past midnight.
    const dark = await place(app, 'Dark Friday Lounge', [{ weekday: 5, opensMinute: 17 * HOUR, closesMinute: 26 * HOUR }]);
    await run(app, `INSERT INTO special_hours (restaurant_id, on_date, opens_minute, closes_minute, note) VALUES (?, '2026-11-27', NULL, NULL, 'Family day')`, dark.id);
  });
  afterAll(() => app?.dispose());

  it('is open now, closing at 2 AM', async () => {
    expect(await openNow(app)).toEqual(['Black Friday Bar', 'Midnight Ice House']);
    expect(visibleText(await page(app, '/restaurant/midnight-ice-house'))).toContain('Open now · Closes 2 AM');
    expect(visibleText(await page(app, '/restaurant/black-friday-bar'))).toContain('Open now · Closes 2 AM');
    expect(visibleText(await page(app, '/restaurant/dark-friday-lounge'))).toContain('Closed · Opens 5 PM Friday');
  });
});
