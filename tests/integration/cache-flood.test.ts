import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeCacheKey } from '../../workers/edge-cache';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch } from '../support/client';

/**
 * The edge cache holds real pages only (issue 38, decision 031): an address that is
 * another spelling of a page, or names something no page knows, is answered with a
 * redirect or a 404 before anything is rendered, and nothing is stored under it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const RESTAURANT = '/restaurant/coopers-old-time-pit-barbque';

type Row = [path: string, status: number, location?: string];
/** Single fetch's data addresses (`/path.data`) are no addresses at all now: an unknown path, a 404. */
const gone = (path: string): Row => [path, 404];

/** The list from the issue, plus their kin, each with what a visitor must get instead of a render. */
const FLOOD: Row[] = [
  ['/?index=anything', 302, '/'],
  gone('/about.data?_routes=routes/about,zz9'),
  ['/?neighborhood=zzz1', 302, '/#results'],
  ['/?cuisine=nonexistent-a', 302, '/#results'],
  ['/?cuisine=nonexistent-a&neighborhood=Near%20Southside', 302, '/?neighborhood=Near+Southside#results'],
  ['/?neighborhood=near%20southside', 302, '/?neighborhood=Near+Southside#results'],
  ['/ABOUT', 301, '/about'],
  ['/About', 301, '/about'],
  ['/about/', 301, '/about'],
  gone('/About.data'),
  gone('/about/.data'),
  gone('/.data'),
  [RESTAURANT.toUpperCase(), 301, RESTAURANT],
  [`${RESTAURANT.replace('restaurant', 'RESTAURANT')}?reviews=lowest`, 301, `${RESTAURANT}?reviews=lowest`],
  ['/Restaurants/Barbeque/', 301, '/restaurants/barbeque'],
  ['/about?utm_source=newsletter&fbclid=abc', 302, '/about'],
  ['/recipes?junk=1', 302, '/recipes'],
  // A data request for no such route (ours, 404), or for another page's (Remix's, 403).
  ['/about?_data=routes/news', 403],
  ['/about?_data=zz9', 404],
  gone('/_root.data?_routes=root,routes/about'),
  gone('/_root.data?_routes=routes/_index,routes/_index'),
  ['/?page=40', 302, '/?page='],
];

async function generation() {
  return (await app.db.prepare('SELECT content_generation AS g FROM site_state').first<{ g: number }>())?.g ?? 0;
}

async function cachedUnder(path: string) {
  const caches = await app.mf.getCaches();
  return caches.default.match(edgeCacheKey(new Request(new URL(path, app.origin)), await generation()).url);
}

describe('addresses that would fill the edge cache', () => {
  it.each(FLOOD)('%s answers %i without rendering a page, twice, and is never stored', async (path, status, location) => {
    for (let i = 0; i < 2; i++) {
      const res = await strangerFetch(app, path);
      const body = await res.text();
      expect(res.status, path).toBe(status);
      if (location?.endsWith('=')) expect(res.headers.get('Location'), path).toMatch(new RegExp(`^${location.replace('?', '\\?')}\\d+#results$`));
      else if (location) expect(res.headers.get('Location'), path).toBe(location);
      // A redirect carries no document and no page data.
      if (status < 400) expect(body, path).not.toMatch(/<html|__remixContext|SingleFetch|"data"/);
      expect(res.headers.get('X-Edge-Cache'), path).not.toBe('HIT');
      // The Worker stores only a 200 whose CDN-Cache-Control allows it (edge-cache.ts isEdgeCacheable).
      expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
    }
    expect(await cachedUnder(path), path).toBeUndefined();
    if (location) expect(await cachedUnder(location.replace(/#.*$/, '')), location).toBeUndefined();
  });

  it('sends each redirect on to a real page', async () => {
    for (const [path, , location] of FLOOD) {
      if (!location || location.endsWith('=')) continue;
      const res = await strangerFetch(app, location);
      expect(res.status, `${path} → ${location}`).toBe(200);
      await res.body?.cancel();
    }
  });

  it('keeps the real pages, their data and their known values cacheable', async () => {
    const pageData = ['/about?_data=routes%2Fabout', '/?index&_data=routes%2F_index'];
    for (const path of ['/about', RESTAURANT, '/?neighborhood=Near+Southside', '/?cuisine=barbeque', ...pageData]) {
      const first = await strangerFetch(app, path);
      expect(first.status, path).toBe(200);
      await first.body?.cancel();
      const again = await strangerFetch(app, path);
      expect(again.headers.get('X-Edge-Cache'), path).toBe('HIT');
      // Data is kept as data, never as its page's document.
      expect(again.headers.get('Content-Type'), path).toBe(first.headers.get('Content-Type'));
      expect(again.headers.get('Content-Type'), path).toMatch(pageData.includes(path) ? /text\/x-script|application\/json/ : /text\/html/);
      await again.body?.cancel();
    }
  });

  it("folds no case where an address's part is not known to be lower case", async () => {
    // A share token keeps its case: another case is another (here unknown) list, never a redirect to it.
    const res = await strangerFetch(app, '/l/AbCdEfGhIjKlMnOpQrStUv');
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });

  it("redirects a signed-in diner's odd spelling too, but leaves their page's own parameters alone", async () => {
    const ana = await signedInClient(app, '10001');
    const upper = await ana.get('/About');
    expect(upper.status).toBe(301);
    expect(upper.headers.get('Location')).toBe('/about');
    const lists = await ana.get('/lists?list=been');
    expect(lists.status).toBe(200);
    await lists.body?.cancel();
  });
});
