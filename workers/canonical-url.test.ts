import type { ServerBuild } from '@remix-run/cloudflare';
import { describe, expect, it } from 'vitest';
import { canonicalAddress } from './canonical-url';

/** A manifest shaped like ours: pages with lower-case parameters, a share token, the API and the catch-alls. */
const manifest = Object.fromEntries(
  (
    [
      ['root', undefined, ''],
      ['routes/_index', 'root', undefined, { index: true }],
      ['routes/about', 'root', 'about'],
      ['routes/restaurant.$slug', 'root', 'restaurant/:slug'],
      ['routes/restaurant.$slug_.photos', 'root', 'restaurant/:slug/photos'],
      ['routes/restaurants.$cuisine', 'root', 'restaurants/:cuisine'],
      ['routes/l.$token', 'root', 'l/:token'],
      ['routes/feeds.cuisine.$file', 'root', 'feeds/cuisine/:file'],
      ['routes/api.restaurants', 'root', 'api/restaurants'],
      ['routes/api.$', 'root', 'api/*'],
      ['routes/$', 'root', '*'],
    ] as const
  ).map(([id, parentId, path, flags]) => [id, { id, parentId, path, ...flags, module: {} }]),
) as unknown as ServerBuild['routes'];

const PARAMS: Record<string, string[]> = { '/': ['cuisine', 'page'], '/restaurant/x': ['reviews'], '/api/restaurants': ['cuisine'] };
const paramsRead = (pathname: string) => {
  const page = pathname.replace(/^\/restaurant\/[^/]+$/, '/restaurant/x');
  return new Set(['index', ...(PARAMS[page] ?? [])]);
};

function answer(path: string, { shared = true, method = 'GET' } = {}) {
  const url = new URL(path, 'https://eats.example');
  const res = canonicalAddress(manifest, { paramsRead })(new Request(url, { method }), url, shared);
  return res && { status: res.status, location: res.headers.get('Location'), cache: res.headers.get('Cache-Control') };
}

describe('canonicalAddress: one spelling per page', () => {
  it.each([
    ['/ABOUT', '/about'],
    ['/About', '/about'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/RESTAURANT/Coopers-Pit', '/restaurant/coopers-pit'],
    ['/Restaurant/coopers-pit/PHOTOS/', '/restaurant/coopers-pit/photos'],
    ['/restaurants/BARBEQUE?page=2', '/restaurants/barbeque?page=2'],
    ['/API/restaurants?cuisine=thai', '/api/restaurants?cuisine=thai'],
  ])('sends %s to %s for good (301), query kept', (path, location) => {
    expect(answer(path)).toMatchObject({ status: 301, location });
    // The same for a signed-in diner, and for HEAD.
    expect(answer(path, { shared: false, method: 'HEAD' })).toMatchObject({ status: 301, location });
  });

  it("sends a page's data request to its page's address, `_data` kept", () => {
    expect(answer('/About?_data=routes%2Fabout')).toMatchObject({ status: 301, location: '/about?_data=routes%2Fabout' });
    // `.data` is no data address: just a path, the catch-all's 404.
    expect(answer('/about.data')).toBeNull();
  });

  it('keeps the case of a share token, a file name and an unknown path, folding only the route\'s own words', () => {
    expect(answer('/l/AbC123xyz')).toBeNull();
    expect(answer('/L/AbC123xyz/')).toMatchObject({ status: 301, location: '/l/AbC123xyz' });
    expect(answer('/feeds/cuisine/Thai.xml')).toBeNull();
    expect(answer('/Nowhere/Else')).toBeNull();
    expect(answer('/Nowhere/Else/')).toMatchObject({ status: 301, location: '/Nowhere/Else' });
    expect(answer('/api/Anything')).toBeNull();
    // Nothing that could not be a slug anyway: the route's own 404 says so.
    expect(answer("/restaurant/Robert');DROP")).toBeNull();
  });

  it('leaves other methods alone: a redirect would turn a form into a GET', () => {
    expect(answer('/About', { method: 'POST' })).toBeNull();
    expect(answer('/about?junk=1', { method: 'POST' })).toBeNull();
  });
});

describe('canonicalAddress: only what the page reads', () => {
  it('sends a shared request with a parameter its page does not read to the address without it (302, never kept)', () => {
    expect(answer('/about?utm_source=x&fbclid=y')).toEqual({ status: 302, location: '/about', cache: 'no-store' });
    expect(answer('/?cuisine=thai&junk=1&page=2')).toMatchObject({ location: '/?cuisine=thai&page=2' });
    expect(answer('/?index=anything')).toMatchObject({ status: 302, location: '/' });
    expect(answer('/?index')).toMatchObject({ status: 302, location: '/' });
    expect(answer('/restaurant/x?fbclid=1&reviews=lowest')).toMatchObject({ location: '/restaurant/x?reviews=lowest' });
    // An address no page has is the catch-all's 404, whatever it carries.
    expect(answer('/nowhere?utm_source=x')).toBeNull();
    expect(answer('/?cuisine=thai&page=2')).toBeNull();
  });

  it("leaves a signed-in diner's parameters to their page, which is never shared", () => {
    expect(answer('/about?utm_source=x', { shared: false })).toBeNull();
  });

  it('takes a `_data` naming a route and a bare `index` beside it; refuses a made-up route or two (404)', () => {
    expect(answer('/about?_data=routes%2Fabout')).toBeNull();
    expect(answer('/?index&_data=routes%2F_index')).toBeNull();
    expect(answer('/?index=x&_data=routes%2F_index')).toMatchObject({ status: 404 });
    // Unread parameters of a data request are left out of its render and cache key, never redirected.
    expect(answer('/about?_data=routes%2Fabout&utm_source=x')).toBeNull();
    expect(answer('/about?_data=zz9')).toMatchObject({ status: 404, cache: 'no-store' });
    expect(answer('/about?_data=root&_data=routes%2Fabout')).toMatchObject({ status: 404 });
    // `_routes` was single fetch's: read by nothing now.
    expect(answer('/about?_routes=root')).toMatchObject({ status: 302, location: '/about' });
  });
});
