import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient } from '../support/client';
import { rawRequest } from '../support/raw-http';

let app: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  signedIn = new TestClient(app);
  await signedIn.signIn('10001');
});
afterAll(() => app?.dispose());

/** Markup that must never come back unescaped. */
const MARKERS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];

/** Hostile and random values: markup, SQL, unicode, overlong, numbers and nothing. */
const hostile = fc.oneof(
  fc.constantFrom(...MARKERS),
  fc.constantFrom("' OR 1=1 --", "'; DROP TABLE restaurants; --", '%00', '../../etc/passwd', 'NaN', '-1', '1e309', '0x10', '[]', '{}', 'null', 'undefined'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constant('x'.repeat(5000)),
  fc.constant(''),
);

/** Every page route's path, with its parameters to fill, read from app/routes so new routes are covered. */
function pageRoutes(): string[] {
  // A route is a module file, or a folder holding route.tsx with the parts of its own.
  return readdirSync('app/routes', { withFileTypes: true })
    .filter((e) => (e.isFile() && e.name.endsWith('.tsx')) || (e.isDirectory() && existsSync(join('app/routes', e.name, 'route.tsx'))))
    .map((e) => (e.isDirectory() ? `${e.name}.tsx` : e.name))
    .filter((f) => !f.startsWith('api.') && f !== '$.tsx')
    .map((f) =>
      '/' +
      f
        .replace(/\.tsx$/, '')
        .replace(/^_index$/, '')
        .replace(/\[\.\]/g, '\u0000')
        .split('.')
        .map((part) => part.replace(/_$/, ''))
        .join('/')
        .replace(/\u0000/g, '.'),
    );
}

async function tableCounts() {
  const tables = ['restaurants', 'cuisines', 'articles', 'recipes', 'users', 'favorites', 'reviews', 'contact_messages', 'opening_hours'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await app.db.prepare(`SELECT count(*) AS n FROM ${t}`).first<{ n: number }>())!.n;
  return out;
}

function expectSafe(path: string, status: number, body: string) {
  expect(status, `${path} answered ${status}`).toBeLessThan(500);
  for (const marker of MARKERS) expect(body.includes(marker), `${path} echoed ${marker}`).toBe(false);
}

/**
 * Redirect targets a browser would follow to another host once it has read a
 * backslash as a slash and resolved the dot segments: "/..//evil.example",
 * "/./\evil.example", "/a/%2e%2e//evil.example/x?y"...
 */
const offSiteRedirect = fc.oneof(
  fc.constantFrom('//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'https://evil.example', '/.//evil.example', '/%2e%2e//evil.example'),
  fc
    .tuple(
      fc.array(fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', 'a', 'restaurant'), { minLength: 1, maxLength: 4 }),
      fc.constantFrom('/', '\\'),
      fc.constantFrom('evil.example', 'evil.example/x', 'evil.example/x?y=1#z'),
    )
    .map(([segments, slash, host]) => `/${segments.map((segment) => `${segment}/`).join('')}${slash}${host}`),
);

/** Values a cookie of ours might arrive with: forged, truncated, mis-encoded, oversized. */
const hostileCookie = fc.record({
  name: fc.constantFrom('fwe_session', 'fwe_toast', 'fwe_oauth', 'fwe_draft', 'fwe_session ', ' fwe_toast'),
  value: fc.oneof(
    hostile.map(encodeURIComponent),
    fc.constantFrom('abc.!!!', 'e30=.x', '%E0%A4%A', '"', 'eyJ1c2VySWQiOjF9.AAAA', '.', '=', 'x'.repeat(4000)),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((v) => v.replace(/[\u0000-\u001f\u007f;]/g, '')),
  ),
});

const QUERY_KEYS = ['q', 'page', 'cuisine', 'priceLevel', 'rating', 'neighborhood', 'sort', 'view', 'open', 'has', 'happy', 'pp', 'happyHourNow', 'pricePerPerson', 'servings', 'tab', 'isFeatured', 'restaurantId'];

describe('hostile input', () => {
  it('never gets a 5xx or echoed markup from any page route, its parameters or its query string, and changes nothing', async () => {
    const routes = pageRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/restaurant/$slug', '/restaurants/$cuisine', '/search', '/recipe/$id', '/contact', '/resources/reviews', '/resources/favorite']),
    );
    const before = await tableCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostile,
        fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostile, { maxKeys: 4 }),
        fc.boolean(),
        fc.option(hostileCookie, { nil: undefined }),
        async (route, param, query, asDiner, cookie) => {
          const path = route.replace(/\$[a-z]+/gi, encodeURIComponent(param) || 'x');
          const search = new URLSearchParams(query).toString();
          const url = `${path}${search ? `?${search}` : ''}`;
          const headers: Record<string, string> = cookie
            ? { Cookie: [asDiner ? signedIn.cookieHeader() : '', `${cookie.name}=${cookie.value}`].filter(Boolean).join('; ') }
            : {};
          const res = asDiner ? await signedIn.get(url, { headers }) : await app.fetch(url, { headers });
          expectSafe(`${url} ${cookie?.name ?? ''}=${cookie?.value.slice(0, 30) ?? ''}`, res.status, await res.text());
        },
      ),
      { numRuns: 150 },
    );
    expect(await tableCounts()).toEqual(before);
  }, 120_000);

  it('answers every method on every route without a 5xx, OPTIONS with 204 and every 405 with Allow; only POST changes anything', async () => {
    const routes = pageRoutes().map((r) => r.replace(/\$[a-z]+/gi, '1'));
    const api = ['/api/restaurants', '/api/restaurants/1/favorite', '/api/restaurants/1/reviews', '/api/favorites', '/api/friends/reviews', '/api/contact', '/api/auth/logout', '/api/auth/me', '/api/auth/facebook'];
    const before = await tableCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes, ...api, '/resources/reviews?restaurantId=1', '/no/such/page', '/api/no/such/endpoint'),
        fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'multipart/form-data; boundary=b', 'text/plain'),
        fc.boolean(),
        async (path, method, type, asDiner) => {
          const withBody = method !== 'GET' && method !== 'HEAD';
          // fetch will not send TRACE: every method goes out as a plain HTTP client sends it.
          const res = await rawRequest(app.origin, path, {
            method,
            headers: {
              Origin: app.origin,
              'CF-Connecting-IP': '198.51.100.251',
              ...(asDiner ? { Cookie: signedIn.cookieHeader() } : {}),
              ...(withBody ? { 'Content-Type': type } : {}),
            },
            body: withBody ? 'intent=delete&restaurantId=1&redirectTo=%2F' : undefined,
          });
          expectSafe(`${method} ${path}`, res.status, res.body);
          const allow = String(res.headers.allow ?? '').split(', ');
          if (method === 'OPTIONS') {
            expect(res.status, `${method} ${path}`).toBe(204);
            expect(res.body, `${method} ${path}`).toBe('');
            expect(allow).toContain('OPTIONS');
          }
          if (['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'].includes(method)) expect(res.status, `${method} ${path}`).toBe(405);
          if (res.status === 405) {
            expect(allow, `${method} ${path}`).toContain('OPTIONS');
            expect(allow, `${method} ${path}`).not.toContain(method);
          }
        },
      ),
      { numRuns: 160 },
    );
    expect(await tableCounts()).toEqual(before);
  }, 120_000);

  it('answers malformed multipart bodies on every form with a 4xx, never a 5xx', async () => {
    // (Not the favourite API: a well-formed empty post there is a real toggle.)
    const forms = ['/contact', '/resources/favorite', '/resources/reviews?restaurantId=1', '/auth/logout', '/auth/facebook', '/api/contact', '/api/auth/facebook'];
    const before = await tableCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...forms),
        fc.constantFrom('boundary=b', 'boundary=', 'boundary="unterminated', '', 'boundary=' + 'b'.repeat(200)),
        fc.oneof(
          fc.constantFrom('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', '--b--', '--b\r\n\r\n', 'garbage', '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n'),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        fc.boolean(),
        async (path, param, body, asDiner) => {
          const client = asDiner ? signedIn : new TestClient(app);
          const res = await client.fetch(path, {
            method: 'POST',
            headers: { Origin: app.origin, 'Content-Type': `multipart/form-data; ${param}` },
            body,
          });
          expectSafe(`multipart ${path}`, res.status, await res.text());
        },
      ),
      { numRuns: 80 },
    );
    expect(await tableCounts()).toEqual(before);
  }, 120_000);

  it('never gets a 5xx or echoed markup from the JSON API', async () => {
    const before = await tableCounts();
    const endpoints = ['/api/restaurants', '/api/articles', '/api/recipes', '/api/cuisine-categories', '/api/favorites', '/api/friends/reviews', '/api/auth/me'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostile, { maxKeys: 4 }), async (endpoint, query) => {
        const url = `${endpoint}?${new URLSearchParams(query)}`;
        const res = await signedIn.get(url);
        expectSafe(url, res.status, await res.text());
      }),
      { numRuns: 60 },
    );
    expect(await tableCounts()).toEqual(before);
  }, 120_000);

  it('answers hostile form posts with a 4xx or a redirect, never a 5xx, and stores no markup it did not mean to', async () => {
    const forms: Array<{ path: string; fields: string[] }> = [
      { path: '/contact', fields: ['name', 'email', 'message', 'website'] },
      { path: '/resources/favorite', fields: ['restaurantId', 'intent', 'redirectTo'] },
      { path: '/resources/reviews?restaurantId=1', fields: ['rating', 'content', 'intent', 'redirectTo'] },
      { path: '/auth/logout', fields: ['redirectTo'] },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...forms),
        fc.array(hostile, { minLength: 4, maxLength: 4 }),
        fc.oneof({ arbitrary: offSiteRedirect, weight: 3 }, { arbitrary: hostile, weight: 1 }),
        fc.boolean(),
        async (form, values, redirectTo, asDiner) => {
          // Some fields are missing, some filled with hostile values.
          const body: Record<string, string> = {};
          form.fields.forEach((field, i) => {
            const value = field === 'redirectTo' ? redirectTo : values[i]!;
            if (value !== '') body[field] = value;
          });
          // Signing out is posted by a visitor, so the diner stays signed in for the other forms.
          const client = asDiner && form.path !== '/auth/logout' ? signedIn : new TestClient(app);
          const res = await client.post(form.path, body);
          expectSafe(form.path, res.status, await res.text());
          if (res.status === 302) {
            // A path on our site, which no browser reads as another host.
            const location = res.headers.get('location') ?? '';
            expect(location, `${form.path} redirectTo=${JSON.stringify(redirectTo)}`).toMatch(/^\/(?![\\/])/);
            expect(new URL(location, app.origin).origin).toBe(app.origin);
          }
        },
      ),
      { numRuns: 120 },
    );
    // Whatever was stored is shown as text: a page with it never carries it as markup.
    const ben = new TestClient(app);
    await ben.signIn('10002');
    const posted = await ben.post('/resources/reviews?restaurantId=1', { rating: '4', content: `Great ${MARKERS.join(' ')} brisket.`, intent: 'save', redirectTo: '/' });
    expect(posted.status).toBe(302);
    const { results } = await app.db.prepare('SELECT DISTINCT x.slug FROM reviews r JOIN restaurants x ON x.id = r.restaurant_id').all<{ slug: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { slug } of results) {
      const res = await signedIn.get(`/restaurant/${slug}`);
      expectSafe(`/restaurant/${slug}`, res.status, await res.text());
    }
  }, 180_000);
});
