import { describe, expect, it } from 'vitest';
import { edgeCacheKey, isEdgeCacheable, publicCopy } from './edge-cache';

const visit = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('publicCopy: what a shared page is rendered from', () => {
  it('carries no credentials, whatever shape the visitor sent them in', () => {
    const copy = publicCopy(
      visit('https://eats.example/?cuisine=thai', { Cookie: 'fwe_session =abc; other=1', Authorization: 'Bearer x', 'Accept-Language': 'en' }),
    );
    expect(copy.headers.get('Cookie')).toBeNull();
    expect(copy.headers.get('Authorization')).toBeNull();
    expect(copy.headers.get('Accept-Language')).toBe('en');
  });

  it('keeps only the parameters pages read, in one order', () => {
    const copy = publicCopy(visit('https://eats.example/?utm_source=x&sort=rating&fbclid=1&junk=2&cuisine=thai'));
    expect(copy.url).toBe('https://eats.example/?cuisine=thai&sort=rating');
  });

  it("drops another page's parameters too: each page keeps only what it reads", () => {
    expect(publicCopy(visit('https://eats.example/about?tab=reviews&page=2&q=x')).url).toBe('https://eats.example/about');
    expect(publicCopy(visit('https://eats.example/restaurant/x?tab=1&reviews=lowest&reviewsPage=2')).url).toBe(
      'https://eats.example/restaurant/x?reviews=lowest&reviewsPage=2',
    );
  });

  it("gives a page's data request (?_data=<route id>) the page's parameters and its own key", () => {
    expect(publicCopy(visit('https://eats.example/search?q=bbq&sort=rating&_data=routes%2Fsearch&utm_source=x')).url).toBe(
      'https://eats.example/search?_data=routes%2Fsearch&q=bbq',
    );
    expect(publicCopy(visit('https://eats.example/?sort=rating&fbclid=1&cuisine=thai&_data=routes%2F_index')).url).toBe(
      'https://eats.example/?_data=routes%2F_index&cuisine=thai&sort=rating',
    );
    // Single fetch's parameter is no page's: it mints no entry.
    expect(publicCopy(visit('https://eats.example/search?q=bbq&_routes=root')).url).toBe('https://eats.example/search?q=bbq');
    const page = edgeCacheKey(visit('https://eats.example/search?q=bbq'), 3);
    const data = edgeCacheKey(visit('https://eats.example/search?q=bbq&_data=routes%2Fsearch'), 3);
    expect(data.url).not.toBe(page.url);
  });

  it('gives the same cache key to the same page however it was linked', () => {
    const a = edgeCacheKey(visit('https://eats.example/?sort=rating&cuisine=thai&utm_medium=email'), 3);
    const b = edgeCacheKey(visit('https://eats.example/?cuisine=thai&gclid=9&sort=rating'), 3);
    expect(a.url).toBe(b.url);
  });

  it('keys a page by the content generation, so a publish leaves older copies behind', () => {
    const before = edgeCacheKey(visit('https://eats.example/news'), 3);
    const after = edgeCacheKey(visit('https://eats.example/news'), 4);
    expect(before.url).not.toBe(after.url);
    // A visitor cannot pick the generation: the parameter is dropped from what they send.
    expect(edgeCacheKey(visit('https://eats.example/news?__generation=9'), 3).url).toBe(before.url);
  });
});

describe('isEdgeCacheable', () => {
  const page = (edgeControl: string | null, headers: Record<string, string> = {}, status = 200) =>
    new Response('ok', {
      status,
      headers: { 'Cache-Control': 'no-cache', ...(edgeControl ? { 'CDN-Cache-Control': edgeControl } : {}), ...headers },
    });

  it('stores a public page that gives the edge a max-age, though browsers must ask again', () => {
    expect(isEdgeCacheable(page('public, max-age=60, stale-while-revalidate=600'))).toBe(true);
  });

  it.each([
    ['a cookie being set', page('public, max-age=60', { 'Set-Cookie': 'a=b' })],
    ['a private Cache-Control', page('public, max-age=60', { 'Cache-Control': 'private, no-store' })],
    ['a private edge policy', page('private, max-age=60')],
    ['no edge policy', page(null, { 'Cache-Control': 'public, max-age=60, s-maxage=60' })],
    ['no edge max-age', page('public')],
    ['an error', page('public, max-age=60', {}, 404)],
  ])('never stores a page with %s', (_name, response) => {
    expect(isEdgeCacheable(response)).toBe(false);
  });
});
