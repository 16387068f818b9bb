import type { ServerBuild } from '@remix-run/cloudflare';
import { matchRoutes } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { childrenOf, routesStartingWith } from './route-methods';
import { withRoutes } from './route-parts';

const page = { default: () => null, loader: () => null };
/** Routes shaped like ours: pages, a layout with children, an index, parameters first and the catch-all. */
const routes = Object.fromEntries(
  (
    [
      ['root', undefined, ''],
      ['routes/_index', 'root', undefined, true],
      ['routes/about', 'root', 'about'],
      ['routes/admin', 'root', 'admin'],
      ['routes/admin._index', 'routes/admin', undefined, true],
      ['routes/admin.restaurants.$id', 'routes/admin', 'restaurants/:id'],
      ['routes/restaurant.$slug', 'root', 'restaurant/:slug'],
      ['routes/restaurant.$slug_.photos', 'root', 'restaurant/:slug/photos'],
      ['routes/restaurants.$cuisine', 'root', 'restaurants/:cuisine'],
      ['routes/$lang.menu', 'root', ':lang/menu'],
      ['routes/$', 'root', '*'],
    ] as const
  ).map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: page }]),
) as unknown as ServerBuild['routes'];
const build = {
  routes,
  assets: { url: '/build/manifest.js', version: '1', entry: { module: '/build/entry.js', imports: [] }, routes: Object.fromEntries(Object.keys(routes).map((id) => [id, { id, module: `/build/${id}.js` }])) },
} as unknown as ServerBuild;

/** The build Remix gets for a path, as workers/handler.ts hands it over. */
function buildFor(path: string) {
  const part = routesStartingWith(childrenOf(build.routes))(path);
  const ids = new Set<string>();
  const walk = (nodes: typeof part) => nodes.forEach((n) => (ids.add(n.id), walk(n.children)));
  walk(part);
  return withRoutes(build, ids);
}
const matched = (b: ServerBuild, path: string) =>
  matchRoutes(childrenOf(b.routes) as unknown as Parameters<typeof matchRoutes>[0], path)?.map((m) => m.route.id) ?? null;

describe('withRoutes', () => {
  it('gives Remix the same matches for a path as the whole build does', () => {
    const paths = ['/', '/about', '/About', '/admin', '/admin/restaurants/4', '/restaurant/x', '/restaurant/x/photos', '/restaurants/tex-mex', '/es/menu', '/zz9', '/%61bout', '/restaurant'];
    for (const path of paths) expect([path, matched(buildFor(path), path)]).toEqual([path, matched(build, path)]);
  });

  it('keeps only the routes that can match, on the server and in the page manifest alike', () => {
    const forRestaurant = buildFor('/restaurant/x');
    expect(Object.keys(forRestaurant.routes).sort()).toEqual(['root', 'routes/$', 'routes/$lang.menu', 'routes/_index', 'routes/restaurant.$slug', 'routes/restaurant.$slug_.photos']);
    expect(Object.keys(forRestaurant.assets.routes)).toEqual(Object.keys(forRestaurant.routes));
    // The manifest file a browser loads for client navigation is still the whole app's.
    expect(forRestaurant.assets.url).toBe(build.assets.url);
  });
});
