import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { visibleText } from '../support/client';

/**
 * GET /api/restaurants carries what a restaurant's page shows beyond its card: the
 * happy hours of "Good to know", the dishes of "What to order" with their prices, and
 * the "Special dates" ahead. Each is checked against the page itself and the database.
 */
// Friday, November 20 2026, noon in Fort Worth: Thanksgiving (Nov 26) is among the dates ahead.
const NOW = '2026-11-20T18:00:00Z';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ vars: { TEST_NOW: NOW } });
});
afterAll(() => app?.dispose());

type ApiPlace = {
  slug: string;
  happyHours?: string[];
  dishes?: Array<{ name: string; priceCents: number | null; price: string | null }>;
  specialDates?: Array<{ date: string; text: string }>;
};

async function apiPlaces(): Promise<ApiPlace[]> {
  const res = await app.fetch('/api/restaurants');
  expect(res.status).toBe(200);
  return (await res.json()) as ApiPlace[];
}

const count = async (sql: string, slug: string) =>
  (await app.db.prepare(`SELECT count(*) AS n FROM ${sql} WHERE restaurant_id = (SELECT id FROM restaurants WHERE slug = ?)`).bind(slug).first<{ n: number }>())!.n;

describe('GET /api/restaurants carries a listing’s details as its page shows them', () => {
  it('gives every place its happy hours, dishes and special dates, empty where it has none', async () => {
    const places = await apiPlaces();
    expect(places.length).toBeGreaterThan(50);
    for (const p of places) {
      expect(Array.isArray(p.happyHours), p.slug).toBe(true);
      expect(Array.isArray(p.dishes), p.slug).toBe(true);
      expect(Array.isArray(p.specialDates), p.slug).toBe(true);
    }
    const withHappyHour = places.filter((p) => p.happyHours!.length > 0);
    const withDishes = places.filter((p) => p.dishes!.length > 0);
    const withDates = places.filter((p) => p.specialDates!.length > 0);
    expect(withHappyHour.length).toBeGreaterThan(10);
    expect(withDishes.length).toBeGreaterThan(10);
    expect(withDates.length).toBeGreaterThan(10);
    // Every listed dish, and a happy hour exactly where the database has one.
    for (const p of places.slice(0, 20)) {
      expect(p.dishes!.length, p.slug).toBe(await count('restaurant_dishes', p.slug));
      expect(p.happyHours!.length > 0, p.slug).toBe((await count('happy_hours', p.slug)) > 0);
    }
  });

  it('says each as the page does', async () => {
    const places = await apiPlaces();
    const chosen = [
      places.find((p) => p.happyHours!.length > 0 && p.dishes!.some((d) => d.priceCents !== null) && p.specialDates!.length > 0),
      places.find((p) => p.happyHours!.length === 0 && p.dishes!.length > 0),
    ];
    for (const p of chosen) {
      expect(p).toBeDefined();
      const text = visibleText(await (await app.fetch(`/restaurant/${p!.slug}`)).text());
      if (p!.happyHours!.length) expect(text).toContain(`Happy hour ${p!.happyHours!.join('; ')}`);
      else expect(text).not.toMatch(/Happy hour (Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
      for (const dish of p!.dishes!) {
        expect(text).toContain(dish.price === null ? dish.name : `${dish.name} ${dish.price}`);
        if (dish.priceCents !== null) expect(dish.price).toBe(`$${(dish.priceCents / 100).toFixed(dish.priceCents % 100 ? 2 : 0)}`);
      }
      for (const d of p!.specialDates!) {
        expect(d.date >= '2026-11-20' && d.date <= '2026-12-20', d.date).toBe(true);
        expect(text).toContain(`— ${d.text}`);
      }
    }
    // Thanksgiving is ahead and Christmas is not yet in the page's 30 days.
    const dates = places.flatMap((p) => p.specialDates!.map((d) => d.date));
    expect(dates).toContain('2026-11-26');
    expect(dates).not.toContain('2026-12-25');
  });
});
