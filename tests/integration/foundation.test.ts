import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { WORKER_BUNDLE } from '../support/bundle';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

describe('the Worker, Remix and D1 end to end', () => {
  it('renders the home shell with data read from D1, and sees a change in D1 at once', async () => {
    await app.db.prepare("UPDATE restaurants SET name = 'Worker Remix D1 Check', average_rating = 50, review_count = 99999 WHERE id = 1").run();
    const res = await app.fetch('/?sort=reviews');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain("Discover Fort Worth&#x27;s Best Eats");
    expect(html).toContain('Worker Remix D1 Check');
  });

  it('runs React and React Router once each, React in its production build (this run bundled it with NODE_ENV=test)', () => {
    const { sources } = JSON.parse(readFileSync(`${WORKER_BUNDLE}.map`, 'utf8')) as { sources: string[] };
    const react = sources.filter((source) => /node_modules\/react(-dom)?\/cjs\//.test(source));
    expect(react.length).toBeGreaterThan(0);
    expect(react.filter((source) => !source.includes('.production.'))).toEqual([]);
    expect(process.env.NODE_ENV).toBe('test');
    // One router, for both Remix's data handler and React Router's render.
    expect(sources.filter((source) => /@remix-run\/router\/(router\.ts|dist\/router\.(c?js|mjs))$/.test(source))).toHaveLength(1);
  });

  it('answers an unknown path with a 404 page titled "404 Page Not Found"', async () => {
    const res = await app.fetch('/no-such-page/at-all');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    expect(html).toContain('<title>404 Page Not Found | Fort Worth Eats</title>');
  });

  it('serves fingerprinted build files with a year of immutable caching', async () => {
    const html = await (await app.fetch('/')).text();
    const asset = html.match(/\/build\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await app.fetch(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sets the security headers with a fresh nonce for every page', async () => {
    const [a, b] = await Promise.all([app.fetch('/'), app.fetch('/')]);
    const csp = a.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    const html = await a.text();
    // Every script the browser would run carries the nonce (JSON-LD data blocks are not run).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(a.headers.get('strict-transport-security')).toContain('max-age=');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
