import type { ServerBuild } from '@remix-run/cloudflare';
import { describe, expect, it } from 'vitest';
import { routeMethods } from './route-methods';

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

  it('sends POST where Remix does: the layout, unless the address names the index', () => {
    expect(allow('/admin')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/admin?index')).toBe('GET, HEAD, OPTIONS');
  });

  it("gives a data request (/path.data, /_root.data for /) its page's methods", () => {
    expect(allow('/contact.data')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/about.data')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/_root.data')).toBe('GET, HEAD, OPTIONS');
    expect(allow('/admin.data')).toBe('GET, HEAD, POST, OPTIONS');
    expect(allow('/admin.data?index')).toBe('GET, HEAD, OPTIONS');
  });
});
