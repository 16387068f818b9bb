import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, TestClient } from '../support/client';

/**
 * Remix's classic data requests (a route's data at `?_data=<route id>`, asked for by a
 * client navigation and sent back by a form sent with JavaScript): what the edge cache
 * keeps and what it never keeps (docs/decisions/030).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const stranger = (path: string, init: RequestInit = {}) => strangerFetch(app, path, init);

const signedIn = (person: string) => signedInClient(app, person);

const RESTAURANT = '/restaurant/coopers-old-time-pit-barbque';
const RESTAURANT_DATA = `${RESTAURANT}?_data=${encodeURIComponent('routes/restaurant.$slug')}`;

describe("a signed-in diner's page data", () => {
  it('is stored by no one, and no stranger is ever served it', async () => {
    const ana = await signedIn('10001');
    for (const path of ['/?_data=root', RESTAURANT_DATA, '/favorites?_data=routes%2Ffavorites', '/profile?_data=routes%2Fprofile', '/contact?_data=root']) {
      const res = await ana.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toContain('application/json');
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
      expect(res.headers.get('X-Edge-Cache'), path).toBeNull();
      await res.body?.cancel();
    }
    // What Ana was sent names her; the same address for a stranger, asked twice, never does.
    expect(((await (await ana.get('/?_data=root')).json()) as { user: { name: string } | null }).user?.name).toBe('Ana Morales');
    for (let i = 0; i < 2; i++) {
      const text = await (await stranger('/?_data=root')).text();
      expect((JSON.parse(text) as { user: unknown }).user).toBeNull();
      expect(text).not.toContain('Ana Morales');
    }
  });
});

describe("an anonymous visitor's page data", () => {
  it("is kept at the edge as its page is, under the page's own parameters, and asked again by browsers", async () => {
    const page = await stranger(RESTAURANT);
    await page.body?.cancel();
    const first = await stranger(`${RESTAURANT_DATA}&utm_source=newsletter`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toContain('application/json');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('CDN-Cache-Control')).toBe(page.headers.get('CDN-Cache-Control'));
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    const data = (await first.json()) as { restaurant: { name: string } };
    expect(data.restaurant.name).toMatch(/Cooper/);

    const again = await stranger(`${RESTAURANT_DATA}&fbclid=abc`);
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(await again.json()).toEqual(data);
    // The page itself is its own entry: HTML, never the data.
    const html = await stranger(RESTAURANT);
    expect(html.headers.get('Content-Type')).toContain('text/html');
    expect(html.headers.get('X-Edge-Cache')).toBe('HIT');
    await html.body?.cancel();
  });

  it('is never kept when the page is not public', async () => {
    for (const path of ['/favorites?_data=routes%2Ffavorites', '/profile?_data=routes%2Fprofile', '/?_data=root']) {
      for (let i = 0; i < 2; i++) {
        const res = await stranger(path);
        expect(res.headers.get('X-Edge-Cache'), path).not.toBe('HIT');
        expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
        await res.body?.cancel();
      }
    }
  });
});

describe('the route manifest', () => {
  it('travels with the build, not from the Worker', async () => {
    const html = await (await stranger('/')).text();
    expect(html).toMatch(/import "\/build\/manifest-[A-Z0-9]+\.js"/);
    const res = await stranger('/__manifest?p=%2Fnews&version=x');
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});

describe('a form sent with JavaScript (POST ?_data=<route id>)', () => {
  it("is taken where the page's form is, and refused where the page takes none", async () => {
    const diner = new TestClient(app);
    const options = await diner.fetch('/contact?_data=routes%2Fcontact', { method: 'OPTIONS' });
    expect(options.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS');
    const sent = await diner.post('/contact?_data=routes%2Fcontact', { name: '', email: 'not-an-email', message: '' });
    expect(sent.status).toBe(400);
    expect(sent.headers.get('Content-Type')).toContain('application/json');
    await sent.body?.cancel();
    // The layout has no action: naming it takes no form, whatever the page takes.
    const toRoot = await diner.post('/contact?_data=root', { a: '1' });
    expect(toRoot.status).toBe(405);
    expect(toRoot.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    const nowhere = await diner.post('/about?_data=routes%2Fabout', { a: '1' });
    expect(nowhere.status).toBe(405);
    expect(nowhere.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('is never a way into the JSON API, which answers only at its own addresses', async () => {
    const res = await stranger('/api/restaurants?_data=root');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No such API endpoint. See docs/api.md for the list.' });
  });
});
