import { matchRoutes as matchRoutesEveryTime, type AgnosticRouteObject } from '@remix-run/router';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { rememberRouteRanking, routerSourcePath } from './remember-route-ranking';

// The shape of the Worker's route tree, with its real kinds of path.
const routes: AgnosticRouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'routes/_index', index: true },
      { id: 'routes/restaurant.$slug', path: 'restaurant/:slug' },
      { id: 'routes/restaurant.$slug_.photos', path: 'restaurant/:slug/photos' },
      { id: 'routes/restaurants.$cuisine', path: 'restaurants/:cuisine' },
      { id: 'routes/admin', path: 'admin', children: [{ id: 'routes/admin._index', index: true }, { id: 'routes/admin.articles.$id', path: 'articles/:id' }] },
      { id: 'routes/$', path: '*' },
    ],
  },
];
const PATHS = ['/', '/restaurant/coopers', '/restaurant/joe-t-garcias', '/restaurant/coopers/photos', '/Restaurants/BARBEQUE', '/admin', '/admin/articles/7', '/no/such/page', '/restaurant/caf%C3%A9'];

let matchRoutes: typeof matchRoutesEveryTime;
beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'router-')), 'router.mjs');
  writeFileSync(file, rememberRouteRanking(readFileSync(routerSourcePath(), 'utf8')));
  ({ matchRoutes } = await import(pathToFileURL(file).href));
});
const summary = (matches: ReturnType<typeof matchRoutesEveryTime>) => matches?.map((m) => [m.route.id, m.pathname, m.pathnameBase, m.params]);

describe('the router with route ranking remembered', () => {
  it('answers every pathname as the router does, the first time and when it remembers', () => {
    for (const path of [...PATHS, ...PATHS]) expect(summary(matchRoutes(routes, path)), path).toEqual(summary(matchRoutesEveryTime(routes, path)));
  });

  it('gives each request its own params, shared by its matches as the router does', () => {
    const first = matchRoutes(routes, '/restaurant/coopers')!;
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as Record<string, string>).slug = 'changed';
    expect(matchRoutes(routes, '/restaurant/coopers')!.at(-1)!.params).toEqual({ slug: 'coopers' });
  });

  it('answers a copy of the tree, as each render makes, with the copy’s own routes', () => {
    const copy = structuredClone(routes);
    for (const path of PATHS) {
      const remembered = matchRoutes(routes, path);
      const fromCopy = matchRoutes(copy, path);
      expect(summary(fromCopy), path).toEqual(summary(matchRoutesEveryTime(copy, path)));
      fromCopy?.forEach((match, i) => {
        expect(match.route).toBe(matchRoutesEveryTime(copy, path)![i]!.route);
        expect(match.route).not.toBe(remembered![i]!.route);
      });
    }
  });

  it('does not mistake a tree of another shape for one it has seen', () => {
    const moved = structuredClone(routes);
    moved[0]!.children![1]!.path = 'place/:slug';
    expect(summary(matchRoutes(moved, '/place/coopers'))).toEqual(summary(matchRoutesEveryTime(moved, '/place/coopers')));
    expect(matchRoutes(moved, '/restaurant/coopers')!.at(-1)!.route.id).toBe('routes/$');
  });

  it('still matches correctly after more pathnames than it keeps', () => {
    for (let i = 0; i < 2100; i++) matchRoutes(routes, `/restaurant/r-${i}`);
    for (const path of PATHS) expect(summary(matchRoutes(routes, path)), path).toEqual(summary(matchRoutesEveryTime(routes, path)));
  });

  it('refuses to build when the router’s source no longer has the shape it patches', () => {
    expect(() => rememberRouteRanking('export function matchRoutes() {}')).toThrow(/@remix-run\/router changed/);
  });
});
