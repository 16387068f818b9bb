import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { createRestaurant } from '../support/factories';

/** A category the size of a real city's (60 places): its "All ..." list comes in pages of 48 by name. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
  const { id } = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'vegetarian'").first<{ id: number }>())!;
  const names = Array.from({ length: 60 }, (_, i) => `Zz Paging Place ${String(i + 1).padStart(2, '0')}`);
  for (const [i, name] of names.entries()) {
    await createRestaurant(app.db, {
      slug: `zz-paging-place-${i + 1}`,
      name,
      description: 'A paging test place.',
      cuisineId: id,
      priceLevel: 2,
      neighborhood: 'Downtown',
      isFeatured: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  }
});
afterAll(() => app?.dispose());

const cardNames = (html: string) => {
  const all = html.slice(html.indexOf('id="all-heading"'));
  return [...all.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
};

describe('a cuisine page with more places than one page holds', () => {
  it('shows the first 48 by name, the featured places, the count and links to the next page', async () => {
    const res = await app.fetch('/restaurants/vegetarian');
    expect(res.status).toBe(200);
    const html = await res.text();
    const names = cardNames(html);
    expect(names).toHaveLength(48);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(html).toMatch(/1–48 of \d+, by name/);
    expect(html).toContain('Featured Restaurants');
    expect(html).toMatch(/<a rel="next"[^>]*href="\/restaurants\/vegetarian\?page=2"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/restaurants/vegetarian"/>');
  });

  it('shows the rest on page 2, without the featured section, numbered on from 49 in its JSON-LD', async () => {
    const first = cardNames(await (await app.fetch('/restaurants/vegetarian')).text());
    const res = await app.fetch('/restaurants/vegetarian?page=2');
    expect(res.status).toBe(200);
    const html = await res.text();
    const second = cardNames(html);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(html).not.toContain('Featured Restaurants');
    expect(html).toMatch(/<a rel="prev"[^>]*href="\/restaurants\/vegetarian"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/restaurants/vegetarian?page=2"/>');
    const blocks = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Array<Record<string, any>>;
    const itemList = blocks.find((b) => b['@type'] === 'ItemList')!;
    expect(itemList.itemListElement[0].position).toBe(49);
    expect(itemList.itemListElement).toHaveLength(second.length);
  });

  it('answers a page past the end with 404, and sends a malformed page to page 1', async () => {
    expect((await app.fetch('/restaurants/vegetarian?page=9')).status).toBe(404);
    const malformed = await app.fetch('/restaurants/vegetarian?page=abc');
    expect(malformed.status).toBe(302);
    expect(malformed.headers.get('Location')).toBe('/restaurants/vegetarian');
    expect(cardNames(await (await app.fetch('/restaurants/vegetarian')).text())).toHaveLength(48);
  });
});
