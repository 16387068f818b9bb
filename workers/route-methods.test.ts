import type { ServerBuild } from '@remix-run/cloudflare';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from '@remix-run/react';
import { routeMethods, routesStartingWith } from './route-methods';

const handler = () => null;
/** A manifest shaped like ours: a page, a form page, a layout with an index, resource routes and the catch-alls. */
const manifest = Object.fromEntries(
  (
    [
      ['root', undefined, '', {}, { default: handler, loader: handler }],
      ['routes/_index', 'root', undefined, { index: true }, { default: handler, loader: handler }],
      ['routes/about', 'root', 'about', {}, { default: handler }],
      ['routes/contact', 'root', 'contact', {}, { default: handler, loader: handler, action: handler }],
      ['routes/admin', 'root', 'admin', {}, { default: handler, loader: handler, action: handler }],
      ['routes/admin._index', 'routes/admin', undefined, { index: true }, { default: handler, loader: handler }],
      ['routes/api.restaurants', 'root', 'api/restaurants', {}, { loader: handler }],
      ['routes/api.contact', 'root', 'api/contact', {}, { action: handler }],
      ['routes/api.$', 'root', 'api/*', {}, { loader: handler, action: handler }],
      ['routes/restaurant.$slug', 'root', 'restaurant/:slug', {}, { default: handler, loader: handler }],
      ['routes/restaurant.$slug_.report', 'root', 'restaurant/:slug/report', {}, { default: handler, loader: handler, action: handler }],
      ['routes/feeds.news[.]xml', 'root', 'feeds/news.xml', {}, { loader: handler }],
      ['routes/l.$token', 'root', 'l/:token', {}, { default: handler, loader: handler }],
      ['routes/_info', 'root', undefined, {}, { default: handler }],
      ['routes/_info.Credits', 'routes/_info', 'Credits', { caseSensitive: true }, { default: handler }],
      ['routes/$lang.menu', 'root', ':lang/menu', {}, { default: handler, loader: handler, action: handler }],
      ['routes/$', 'root', '*', {}, { default: handler, loader: handler }],
    ] as const
  ).map(([id, parentId, path, flags, module]) => [id, { id, parentId, path, ...flags, module }]),
) as unknown as ServerBuild['routes'];

const methodsOf = routeMethods(manifest);
const allow = (path: string) => methodsOf(new URL(path, 'https://eats.example')).join(', ');

describe('routeMethods', () => {
  it('reads a page with GET and HEAD, and takes POST only where the route has an action', () => {
    expect(allow('/')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/about')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/contact')).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('gives a resource route only the methods it exports', () => {
    expect(allow('/api/restaurants')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/api/contact')).toBe('POST, OPTIONS');
    expect(allow('/api/no-such-endpoint')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/no/such/page')).toBe('GET, HEAD, OPTIONS');
  });

  it('takes the methods from the table of a route that answers its addresses itself', () => {
    const feeds = (url: URL) => (url.pathname === '/api/feeds/news' ? ['GET', 'HEAD', 'OPTIONS'] : null);
    const withTable = routeMethods(manifest, { 'routes/api.$': feeds });
    const allowed = (path: string) => withTable(new URL(path, 'https://eats.example')).join(', ');
    expect(allowed('/api/feeds/news')).toBe('GET, HEAD, OPTIONS');
    // An address the table does not know keeps what the route exports: its 404 answers both.
    expect(allowed('/api/feeds/other')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allowed('/api/contact')).toBe('POST, OPTIONS');
  });

  it('sends POST where Remix does: the layout, unless the address names the index or a route', () => {
    expect(allow('/admin')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/admin?index')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/admin?_data=routes%2Fadmin._index')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/contact?_data=routes%2Fcontact')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/?_data=root')).toBe('GET, HEAD, OPTIONS');
  });

  it('matches paths with a parameter first, in another case or percent-encoded as the router does', () => {
    expect(allow('/es/menu')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/CONTACT')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/%63ontact')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/restaurant/x/report')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/feeds/news.xml')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('routesStartingWith', () => {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const tree = (parentId = ''): Node[] =>
    Object.values(manifest)
      .filter((r) => (r.parentId ?? '') === parentId)
      .map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: tree(r.id) }));
  const ids = (routes: unknown, path: string) => matchRoutes(routes as Parameters<typeof matchRoutes>[0], path)?.map((m) => m.route.id) ?? null;

  it('matches every pathname exactly as matching the whole tree does', () => {
    const whole = tree();
    const partOf = routesStartingWith(whole);
    const paths = [
      '/', '/about', '/About', '/about/', '/contact', '/admin', '/admin/', '/ADMIN', '/api', '/api/restaurants', '/api/x/y', '/Api/Restaurants',
      '/restaurant', '/restaurant/x', '/restaurant/x/report', '/restaurant/x/y/z', '/feeds/news.xml', '/feeds/other', '/l/abc', '/L/abc',
      '/Credits', '/credits', '/es/menu', '/es/menu/x', '/zz9', '//about', '/%61bout', '/%E0%A4%A', '/a%2Fb/menu', '/restaurant%2Fx',
    ];
    for (const path of paths) expect([path, ids(partOf(path), path)]).toEqual([path, ids(whole, path)]);
  });

  it('hands a path only the routes that can match its first segment', () => {
    const partOf = routesStartingWith(tree());
    const all = (nodes: Array<{ id: string; children?: unknown[] }>): string[] => nodes.flatMap((n) => [n.id, ...all((n.children ?? []) as typeof nodes)]);
    const restaurant = all(partOf('/restaurant/x'));
    expect(restaurant).toContain('routes/restaurant.$slug_.report');
    expect(restaurant).not.toContain('routes/contact');
    expect(restaurant).not.toContain('routes/admin._index');
    // The same part, built once, for every request with that first segment.
    expect(partOf('/restaurant/y')).toBe(partOf('/Restaurant/x'));
  });
});
