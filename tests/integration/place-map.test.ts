import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { createRestaurant } from '../support/factories';
import { readMap, readNumberedCards } from '../support/place-map';

/**
 * The map beside every list of restaurants (app/components/place-map.tsx), read from the
 * served HTML: one pin per place with coordinates, numbered like the cards, each a link
 * to the same place, all inside the drawing, none overlapping; places without a location
 * listed under it; tiles and the CSP's tile host only when the operator sets a provider.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
  const { id } = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'vegetarian'").first<{ id: number }>())!;
  // A long list: 40 places spread over central Fort Worth, one without a location.
  await createRestaurant(app.db, { cuisineId: id, slug: 'aa-nowhere-yet', name: 'Aa Nowhere Yet', latitude: null, longitude: null });
  for (let i = 0; i < 40; i++) {
    await createRestaurant(app.db, {
      cuisineId: id,
      slug: `ab-map-place-${i}`,
      name: `Ab Map Place ${String(i).padStart(2, '0')}`,
      latitude: 32.69 + ((i * 7) % 17) * 0.008,
      longitude: -97.42 + ((i * 11) % 19) * 0.008,
    });
  }
});
afterAll(() => app?.dispose());

async function pageOf(path: string) {
  const res = await app.fetch(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, csp: res.headers.get('Content-Security-Policy') ?? '', map: readMap(html), cards: readNumberedCards(html) };
}

/** What a diner relies on, whatever the list: the map and the list say the same thing. */
function expectMapMatchesList({ map, cards }: Awaited<ReturnType<typeof pageOf>>) {
  expect(map).not.toBeNull();
  const { pins, width, height, unplaced } = map!;
  expect(cards.length).toBeGreaterThan(0);
  const byNumber = new Map(cards.map((c) => [c.number, c]));
  const shown = new Set<number>();
  for (const pin of pins) {
    const group = pin.title.match(/^(\d+) places: (.*)$/);
    if (group) {
      expect(pin.label).toBe(group[1]);
      for (const [, n, name] of group[2]!.matchAll(/(\d+)\. (.+?)(?=, \d+\. |$)/g)) {
        expect(byNumber.get(Number(n))?.name).toBe(name);
        shown.add(Number(n));
      }
      expect(pin.href).toMatch(/^#/);
    } else {
      const card = byNumber.get(Number(pin.label));
      expect(pin.title).toBe(`${pin.label}. ${card?.name}`);
      expect(pin.href).toBe(card?.href);
      shown.add(Number(pin.label));
    }
    // Inside the drawing, the circle it answers taps in too.
    expect(pin.x - pin.targetRadius).toBeGreaterThanOrEqual(0);
    expect(pin.y - pin.targetRadius).toBeGreaterThanOrEqual(0);
    expect(pin.x + pin.targetRadius).toBeLessThanOrEqual(width);
    expect(pin.y + pin.targetRadius).toBeLessThanOrEqual(height);
  }
  for (const [i, a] of pins.entries()) {
    for (const b of pins.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.targetRadius + b.targetRadius);
  }
  // Every card is on the map or listed under it, once.
  for (const u of unplaced) shown.add(Number(u.text.match(/^(\d+)\./)![1]));
  expect([...shown].sort((a, b) => a - b)).toEqual(cards.map((c) => c.number).sort((a, b) => a - b));
  expect(map!.bytes).toBeLessThanOrEqual(15 * 1024);
}

describe('the map of the home listing', () => {
  it('pins the page of results, numbered like the cards', async () => {
    const page = await pageOf('/');
    expectMapMatchesList(page);
    expect(page.cards.map((c) => c.number)).toEqual(page.cards.map((_, i) => i + 1));
    expect(page.map!.caption).toMatch(/^Map of \d+ places? in these results\./);
    expect(page.map!.svgText).toMatch(/\d+(\.\d+)? mi/);
    expect(page.map!.svgText).toContain('N');
  });

  it('draws a schematic without tiles, and the CSP allows no tile host', async () => {
    const page = await pageOf('/');
    expect(page.map!.images).toEqual([]);
    expect(page.csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.fbcdn\.net https:\/\/\*\.fbsbx\.com;/);
  });

  it('grows with "Explore More", numbering on', async () => {
    const page = await pageOf('/?page=2');
    expectMapMatchesList(page);
    expect(page.cards.length).toBeGreaterThan(6);
  });
});

describe('the map of a cuisine page', () => {
  it('pins a long list within 15 KB, grouping what cannot be parted, and lists a place without a location under it', async () => {
    const page = await pageOf('/restaurants/vegetarian');
    expectMapMatchesList(page);
    expect(page.cards.length).toBeGreaterThanOrEqual(40);
    const nowhere = page.cards.find((c) => c.name === 'Aa Nowhere Yet')!;
    expect(page.map!.unplaced).toEqual([{ text: `${nowhere.number}. Aa Nowhere Yet (no location)`, href: '/restaurant/aa-nowhere-yet' }]);
    expect(page.map!.caption).toMatch(/1 place not on the map is listed below it\.$/);
    expect(page.map!.pins.every((p) => p.title !== `${nowhere.number}. Aa Nowhere Yet`)).toBe(true);
  });

  it('links each grouped pin to its first place in the list', async () => {
    const page = await pageOf('/restaurants/vegetarian');
    for (const pin of page.map!.pins.filter((p) => p.href.startsWith('#'))) {
      const first = Number(pin.title.match(/^\d+ places: (\d+)\./)![1]);
      expect(pin.href).toBe(`#place-${first}`);
      expect(page.html).toContain(`id="place-${first}"`);
    }
  });
});

describe('the map of search results', () => {
  it('pins the restaurants found, numbered like their cards', async () => {
    const page = await pageOf('/search?q=tacos');
    expectMapMatchesList(page);
  });

  it('has no map when no restaurant is found', async () => {
    const page = await pageOf('/search?q=zzzznothing');
    expect(page.map).toBeNull();
  });
});

describe('with a tile provider configured', () => {
  let tiled: TestApp;
  beforeAll(async () => {
    tiled = await startApp({
      vars: { MAP_TILE_URL: 'https://tiles.example.com/styles/light/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps © OpenStreetMap contributors' },
    });
  });
  afterAll(() => tiled?.dispose());

  it('draws a handful of its tiles under the pins, with its attribution on the map, and the CSP allows exactly its host', async () => {
    const res = await tiled.fetch('/');
    const html = await res.text();
    const map = readMap(html)!;
    expect(map.images.length).toBeGreaterThan(0);
    expect(map.images.length).toBeLessThanOrEqual(9);
    for (const href of map.images) expect(href).toMatch(/^https:\/\/tiles\.example\.com\/styles\/light\/\d+\/\d+\/\d+\.png$/);
    expect(map.svgText).toContain('© Example Maps © OpenStreetMap contributors');
    expect(map.bytes).toBeLessThanOrEqual(15 * 1024);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/img-src 'self' data: blob: https:\/\/\*\.fbcdn\.net https:\/\/\*\.fbsbx\.com https:\/\/tiles\.example\.com;/);
  });
});
