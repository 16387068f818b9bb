import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, TestClient } from '../support/client';
import { decodeData } from '../support/single-fetch';

/**
 * Remix's single fetch (a page's data at /path.data, /_root.data for /) and its
 * route manifest in parts (/__manifest): what the edge cache keeps and what it
 * never keeps (docs/decisions/024).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const stranger = (path: string, init: RequestInit = {}) => strangerFetch(app, path, init);

const signedIn = (person: string) => signedInClient(app, person);

const RESTAURANT = '/restaurant/coopers-old-time-pit-barbque';
const rootData = (data: unknown) => (data as Record<string, { data: { user: { name: string } | null } }>).root!.data;

/** The build's manifest version, as the page hands it to Remix in the browser. */
async function manifestVersion() {
  const html = await (await stranger('/')).text();
  return /"version":\s*"([^"]+)"/.exec(html.slice(html.indexOf('window.__remixManifest')))![1]!;
}

describe("a signed-in diner's page data", () => {
  it('is stored by no one, and no stranger is ever served it', async () => {
    const ana = await signedIn('10001');
    for (const path of ['/_root.data', `${RESTAURANT}.data`, '/favorites.data', '/profile.data', `/_root.data?_routes=root`]) {
      const res = await ana.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toBe('text/x-script');
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
      expect(res.headers.get('X-Edge-Cache'), path).toBeNull();
      await res.body?.cancel();
    }
    // What Ana was sent names her; the same address for a stranger, asked twice, never does.
    expect(rootData(decodeData(await (await ana.get('/_root.data')).text())).user?.name).toBe('Ana Morales');
    for (let i = 0; i < 2; i++) {
      const seen = await stranger('/_root.data');
      const data = decodeData(await seen.text());
      expect(rootData(data).user).toBeNull();
      expect(JSON.stringify(data)).not.toContain('Ana Morales');
    }
  });
});

describe("an anonymous visitor's page data", () => {
  it("is kept at the edge as its page is, under the page's own parameters, and asked again by browsers", async () => {
    const page = await stranger(RESTAURANT);
    await page.body?.cancel();
    // A tracking parameter is no part of the data's address: sent on to the address without it.
    const tagged = await stranger(`${RESTAURANT}.data?utm_source=newsletter`);
    expect(tagged.status).toBe(302);
    expect(tagged.headers.get('Location')).toBe(`${RESTAURANT}.data`);
    const first = await stranger(`${RESTAURANT}.data`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('CDN-Cache-Control')).toBe(page.headers.get('CDN-Cache-Control'));
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    const data = decodeData(await first.text()) as Record<string, { data: { restaurant: { name: string } } }>;
    expect(data['routes/restaurant.$slug']!.data.restaurant.name).toMatch(/Cooper/);

    const again = await stranger(`${RESTAURANT}.data`);
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(decodeData(await again.text())).toEqual(data);
  });

  it('is never kept when the page is not public', async () => {
    for (const path of ['/favorites.data', '/profile.data']) {
      for (let i = 0; i < 2; i++) {
        const res = await stranger(path);
        expect(res.headers.get('X-Edge-Cache'), path).not.toBe('HIT');
        expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
        await res.body?.cancel();
      }
    }
  });
});

describe('the route manifest in parts (/__manifest)', () => {
  it('answers the paths asked for, kept by browsers for this build only, never at the edge, and privately for a diner', async () => {
    const version = await manifestVersion();
    const path = `/__manifest?p=%2Fnews&p=%2Frecipes&version=${encodeURIComponent(version)}`;
    expect((await stranger(`${path}&utm_source=x`)).headers.get('Location')).toBe(path);
    const res = await stranger(path);
    expect(res.status).toBe(200);
    expect(Object.keys((await res.json()) as object)).toEqual(expect.arrayContaining(['root', 'routes/news', 'routes/recipes']));
    // The address names the build, so a browser may keep it; the edge need not.
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('CDN-Cache-Control')).toBeNull();
    const again = await stranger(path);
    expect(again.headers.get('X-Edge-Cache')).not.toBe('HIT');
    await again.body?.cancel();

    const ana = await signedIn('10002');
    const asAna = await ana.get(path);
    expect(asAna.status).toBe(200);
    expect(asAna.headers.get('Cache-Control')).toBe('private, no-store');
    await asAna.body?.cancel();

    // Another build's page is told to load the next page itself.
    const stale = await stranger('/__manifest?p=%2Fnews&version=older');
    expect(stale.status).toBe(204);
    expect(stale.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});

describe('a form sent with JavaScript (POST /path.data)', () => {
  it("is taken where the page's form is, and refused where the page takes none", async () => {
    const diner = new TestClient(app);
    const options = await diner.fetch('/contact.data', { method: 'OPTIONS' });
    expect(options.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS');
    const sent = await diner.post('/contact.data', { name: '', email: 'not-an-email', message: '' });
    expect(sent.status).toBe(400);
    expect(sent.headers.get('Content-Type')).toBe('text/x-script');
    await sent.body?.cancel();
    const nowhere = await diner.post('/about.data', { a: '1' });
    expect(nowhere.status).toBe(405);
    expect(nowhere.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });
});
