import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/** What Mozilla's HTTP Observatory checks, for every kind of response. */
function expectHardened(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Nothing from another origin unless a directive names it ('self' for pages: Firefox's prefetch reads default-src).
  expect(csp).toMatch(/default-src '(?:none|self)'(?:;|$)/);
  const hsts = res.headers.get('strict-transport-security') ?? '';
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(15_768_000);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
}

describe('security headers as served', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.dispose());

  it('hardens HTML pages, with a nonce and no inline scripts allowed', async () => {
    const res = await app.fetch('/');
    expectHardened(res);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('gives every page its own nonce of 128 random bits, the one all its scripts carry', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await app.fetch('/about');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(atob(nonce)).toHaveLength(16);
      const html = await res.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect([...html.matchAll(/nonce="([^"]*)"/g)].every((m) => m[1] === nonce)).toBe(true);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('hardens static files, errors and JSON alike', async () => {
    for (const path of ['/images/logo.svg', '/no-such-page', '/api/restaurants?isFeatured=true', '/sitemap.xml']) {
      const res = await app.fetch(path);
      await res.arrayBuffer();
      expectHardened(res);
    }
  });

  it('refuses a form posted from another site with 403, changing nothing', async () => {
    const before = await app.db.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>();
    const res = await app.fetch('/contact', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Mallory', email: 'm@evil.example', message: 'Forged from another site' }),
    });
    expect(res.status).toBe(403);
    expect(await app.db.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>()).toEqual(before);
  });

  it('refuses bodies over 64 KB with 413, with or without a Content-Length', async () => {
    const big = 'x'.repeat(70 * 1024);
    const declared = await app.fetch('/contact', {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `name=a&email=a@b.co&message=${big}`,
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = await app.fetch('/api/contact', {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'application/json' },
      body: stream,
      // @ts-expect-error Node's fetch needs this to stream a request body
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
  });

  it('keeps the connection open for the next request after answering a body it had no use for', async () => {
    // One keep-alive socket: a POST the API refuses with 405 (its body unused), then a page.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.request(new URL(path, app.origin), { method, agent, headers: body ? { Origin: app.origin, 'Content-Type': 'application/json' } : {} }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await send('POST', '/api/restaurants', JSON.stringify({ name: 'x'.repeat(2000) }))).toEqual({ status: 405, reused: false });
      expect(await send('GET', '/api/cuisine-categories')).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

describe('cookies in the production configuration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ standIn: true, https: true, vars: { ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://eats.example' } });
  });
  afterAll(() => app?.dispose());

  it('are __Host- prefixed, Secure, HttpOnly and SameSite=Lax', async () => {
    // A signed-out favourite sets the flash-message cookie; sign-in sets the OAuth one.
    const res = await app.fetch('/resources/favorite', {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ restaurantId: '1', redirectTo: '/' }),
    });
    const signIn = await app.fetch('/auth/facebook', {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirectTo: '/' }),
    });
    const cookies = [...res.headers.getSetCookie(), ...signIn.headers.getSetCookie()];
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    // And production sign-in goes to Facebook itself, whatever FACEBOOK_STANDIN_URL says.
    expect(signIn.headers.get('location')).toMatch(/^https:\/\/www\.facebook\.com\/v26\.0\/dialog\/oauth\?/);
  });

  it('sends plain http to https itself, with a 301, before anything else runs', async () => {
    const plain = app.origin.replace(/^https:/, 'http:');
    const res = await app.fetch('/restaurant/press-cafe?x=1', { headers: { 'MF-Original-URL': `${plain}/restaurant/press-cafe?x=1` } });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(`${app.origin}/restaurant/press-cafe?x=1`);
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
  });
});
