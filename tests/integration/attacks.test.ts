import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, TestClient, visibleText } from '../support/client';
import { createArticle } from '../support/factories';
import { rawRequest } from '../support/raw-http';

/**
 * The probe of the running site, replayed: each attack an outsider tried, and
 * the answer that shows it refused or handled.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const stranger = (path: string, init: RequestInit = {}) => strangerFetch(app, path, init);

const signedIn = (person: string) => signedInClient(app, person);

describe('the edge cache never serves one diner’s page to another', () => {
  // Ways to send a valid session cookie that a naive reader of the Cookie header misses.
  const disguises = [
    (value: string) => `fwe_session =${value}`,
    (value: string) => ` fwe_session= ${value}`,
    (value: string) => `a=1;fwe_session=${value}`,
    (value: string) => `theme=dark; fwe_session=${value}; fwe_session=x`,
  ];

  it.each(disguises.map((d, i) => [i, d] as const))('stores no signed-in page for disguise %i, and strangers never see the diner', async (_i, disguise) => {
    const ana = await signedIn('10001');
    const cookie = disguise(ana.cookies.get('fwe_session')!);
    for (const path of ['/', '/restaurant/press-cafe', '/recipes', '/restaurants/barbeque']) {
      const asAna = await app.fetch(path, { headers: { Cookie: cookie } });
      const html = await asAna.text();
      // Either Remix read the session (then the page is private) or it did not (then it is anonymous).
      if (visibleText(html).includes('Ana Morales')) {
        expect(asAna.headers.get('Cache-Control')).toBe('private, no-store');
        expect(asAna.headers.get('X-Edge-Cache')).toBeNull();
      }
      for (let i = 0; i < 2; i++) {
        const seen = await stranger(path);
        const text = visibleText(await seen.text());
        expect(text, `${path} as a stranger`).not.toContain('Ana Morales');
        expect(text).not.toContain('Sign out');
        expect(text).toContain('Login');
      }
    }
  });

  it('sends a visitor with tracking parameters to the page without them, so none is echoed to others', async () => {
    const tagged = await stranger('/?utm_source=newsletter%22evil&fbclid=abc123&cuisine=barbeque');
    expect(tagged.status).toBe(302);
    expect(tagged.headers.get('Location')).toBe('/?cuisine=barbeque');
    expect(await tagged.text()).toBe('');
    const page = await stranger('/?cuisine=barbeque');
    const html = await page.text();
    expect(html).not.toContain('utm_source');
    expect(html).not.toContain('abc123');
    // The sign-in and heart forms come back to the page as everyone sees it.
    expect(html).toMatch(/name="redirectTo" value="\/\?cuisine=barbeque"/);
    const plain = await stranger('/?cuisine=barbeque');
    expect(plain.headers.get('X-Edge-Cache')).toBe('HIT');
  });

  it('lets unknown parameters mint no cache entries and refuses absurdly long addresses', async () => {
    const first = await stranger('/recipes');
    await first.text();
    for (const junk of ['2', 'x'.repeat(1000), '%3Cscript%3E']) {
      const again = await stranger(`/recipes?junk=${junk}&more=${junk}`);
      expect(again.status, junk.slice(0, 20)).toBe(302);
      expect(again.headers.get('Location')).toBe('/recipes');
      expect(await again.text()).not.toContain('junk');
    }
    expect((await stranger('/recipes')).headers.get('X-Edge-Cache')).toBe('HIT');
    // Past our own limit the Worker says so; far past it the runtime refuses first.
    const long = await stranger(`/?q=${'x'.repeat(5 * 1024)}`);
    expect(long.status).toBe(414);
    expect(await long.text()).toBe('This address is too long.');
    const huge = await stranger(`/?q=${'x'.repeat(70 * 1024)}`);
    expect(huge.status).toBe(414);
  });

  it('never stores an answer that sets a cookie, and never answers Authorization from the cache', async () => {
    // An unreadable cookie is cleared by the answer: that answer is the visitor's alone.
    const clearing = await stranger('/about', { headers: { Cookie: 'fwe_toast=broken.value' } });
    expect(clearing.headers.getSetCookie().join()).toMatch(/fwe_toast=;/);
    expect(clearing.headers.get('Cache-Control')).toBe('private, no-store');
    for (let i = 0; i < 2; i++) {
      const next = await stranger('/about');
      expect(next.headers.getSetCookie()).toEqual([]);
    }
    const withAuth = await stranger('/about', { headers: { Authorization: 'Bearer something' } });
    expect(withAuth.headers.get('X-Edge-Cache')).toBeNull();
    expect(withAuth.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('sign-in only ever returns to our own site', () => {
  it.each(['/\t/evil.example', '/\\evil.example', '//evil.example', '/%09/evil.example', '/\r\n/evil.example', 'https://evil.example/'])(
    'redirectTo=%j ends on our origin',
    async (target) => {
      const client = new TestClient(app);
      const res = await client.signIn('10002', target);
      expect(res.status).toBe(302);
      const location = res.headers.get('Location')!;
      expect(new URL(location, app.origin).origin).toBe(app.origin);
      expect(location).toMatch(/^\/(?![\\/\t])/);
    },
  );

  it('answers control characters in any redirectTo with a same-site redirect, never a 500', async () => {
    const ben = await signedIn('10002');
    for (const redirectTo of ['/x\r\nSet-Cookie: a=b', '/x\u0000y', '/\\\\evil.example']) {
      const res = await ben.post('/resources/favorite', { restaurantId: '1', redirectTo });
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/');
    }
  });
});

describe('dot segments never turn a redirect into another site', () => {
  // Each resolves to "//evil.example...", which a browser reads as another host.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example/x'])(
    'redirectTo=%j: the hearts, the review form’s delete and sign-in all stay on our origin',
    async (target) => {
      const dale = await signedIn('10004');
      const place = (await app.db.prepare("SELECT id, slug FROM restaurants WHERE slug = 'press-cafe'").first<{ id: number; slug: string }>())!;
      const answers = {
        'heart, signed out': await new TestClient(app).post('/resources/favorite', { restaurantId: String(place.id), redirectTo: target }),
        'heart, signed in': await dale.post('/resources/favorite', { restaurantId: String(place.id), intent: 'remove', redirectTo: target }),
        'review delete': await dale.post(`/resources/reviews?restaurantId=${place.id}`, { intent: 'delete', redirectTo: target }),
        'sign-in': await new TestClient(app).signIn('10003', target),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect(res.status, name).toBe(302);
        const location = res.headers.get('Location')!;
        expect(location, name).toMatch(/^\/(?![\\/])/);
        expect(new URL(location, app.origin).origin, name).toBe(app.origin);
      }
      expect(answers['review delete'].headers.get('Location')).toBe(`/restaurant/${place.slug}`);
    },
  );
});

describe('article links', () => {
  it('never draws a backslash path as a link to this site: browsers open it on another host', async () => {
    const article = await createArticle(app.db, {
      kind: 'news',
      category: 'Festival',
      body: [{ type: 'markdown', text: 'Read [x](/\\evil.example/p), or [our patios](/restaurant/press-cafe).' }],
    });
    const html = await (await stranger(`/article/${article.slug}`)).text();
    expect(visibleText(html)).toMatch(/Read x ?, or our patios ?\./);
    // Neither as a link nor in the page's data the browser's router draws links from.
    expect(html).not.toMatch(/href="[^"]*evil\.example/);
    expect(html).not.toMatch(/\\?"href\\?":\\?"[^"]*evil\.example/);
    expect(html).toContain('href="/restaurant/press-cafe"');
  });
});

describe('sessions live in D1 and can be ended', () => {
  it('stops a copied cookie working once its diner signs out', async () => {
    const priya = await signedIn('10003');
    const stolen = priya.cookieHeader();
    expect(visibleText(await (await app.fetch('/profile', { headers: { Cookie: stolen } })).text())).toContain('Priya Shah');
    expect((await priya.signOut()).status).toBe(302);
    const replay = await app.fetch('/profile', { headers: { Cookie: stolen } });
    expect(replay.status).toBe(302);
    expect(visibleText(await (await app.fetch('/', { headers: { Cookie: stolen } })).text())).not.toContain('Priya Shah');
  });

  it('enforces the expiry on the server, whatever the cookie says', async () => {
    const dale = await signedIn('10004');
    expect(visibleText(await (await dale.get('/')).text())).toContain('Dale Whitfield');
    await app.db
      .prepare("UPDATE sessions SET expires_at = '2020-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE facebook_id = '10004')")
      .run();
    expect(visibleText(await (await dale.get('/')).text())).not.toContain('Dale Whitfield');
  });

  it('signs every device out from the profile', async () => {
    const phone = await signedIn('10001');
    const laptop = await signedIn('10001');
    const profile = visibleText(await (await phone.get('/profile')).text());
    expect(profile).toMatch(/signed in on \d+ devices or browsers/);
    expect(profile).toContain('Sign out of all devices');
    const res = await phone.post('/auth/logout', { intent: 'everywhere' });
    expect(res.status).toBe(302);
    expect(phone.cookies.has('fwe_session')).toBe(false);
    expect(visibleText(await (await phone.follow(res)).text())).toContain('Signed out everywhere');
    expect((await laptop.get('/profile')).status).toBe(302);
    const left = await app.db
      .prepare("SELECT count(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE facebook_id = '10001')")
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe('malformed cookies count as absent and are cleared', () => {
  const broken = ['abc.!!!', 'eyJ1c2VySWQiOjF9.bad-signature', '%E0%A4%A', 'e30=', '"unterminated', 'x'.repeat(3000)];
  const names = ['fwe_session', 'fwe_toast', 'fwe_oauth', 'fwe_draft'];

  it.each(names)('%s: every value leaves pages, sign-out and the sign-in callback working', async (name) => {
    for (const value of broken) {
      const cookie = `${name}=${value}`;
      const page = await stranger('/', { headers: { Cookie: cookie } });
      expect(page.status, `${cookie.slice(0, 40)} on /`).toBe(200);
      expect(page.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`))).toBe(true);
      const signOut = await stranger('/auth/logout', {
        method: 'POST',
        headers: { Cookie: cookie, Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(signOut.status, `${cookie.slice(0, 40)} on sign-out`).toBe(302);
      const callback = await stranger('/auth/facebook/callback?code=x&state=y', { headers: { Cookie: cookie } });
      expect(callback.status, `${cookie.slice(0, 40)} on the callback`).toBe(302);
    }
  });

  it('keeps the good cookies beside a broken one', async () => {
    const ana = await signedIn('10001');
    const res = await app.fetch('/', { headers: { Cookie: `fwe_session=${ana.cookies.get('fwe_session')}; fwe_toast=abc.!!!` } });
    expect(visibleText(await res.text())).toContain('Ana Morales');
    expect(res.headers.getSetCookie().join()).toMatch(/fwe_toast=;/);
    expect(res.headers.getSetCookie().join()).not.toMatch(/fwe_session=;/);
  });
});

describe('odd methods and bodies', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'])('%s is 405 with the route’s own Allow, and runs no action', async (method) => {
    const ben = await signedIn('10002');
    const place = (await app.db.prepare("SELECT id FROM restaurants WHERE slug = 'press-cafe'").first<{ id: number }>())!;
    const posted = await ben.post(`/resources/reviews?restaurantId=${place.id}`, { rating: '4', content: 'Solid coffee and a kind staff.', redirectTo: '/' });
    expect(posted.status).toBe(302);
    const routes = {
      [`/resources/reviews?restaurantId=${place.id}`]: 'GET, HEAD, POST, OPTIONS',
      '/': 'GET, HEAD, OPTIONS',
      '/contact': 'GET, HEAD, POST, OPTIONS',
      '/auth/logout': 'GET, HEAD, POST, OPTIONS',
      '/api/restaurants': 'GET, HEAD, OPTIONS',
      '/api/favorites': 'GET, HEAD, OPTIONS',
      '/api/contact': 'POST, OPTIONS',
    };
    for (const [path, allow] of Object.entries(routes)) {
      // fetch refuses to send TRACE: these go out as a plain HTTP client would send them.
      const res = await rawRequest(app.origin, path, {
        method,
        headers: { Cookie: ben.cookieHeader(), Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=delete&redirectTo=%2F',
      });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
    }
    const kept = await app.db.prepare('SELECT count(*) AS n FROM reviews WHERE restaurant_id = ?').bind(place.id).first<{ n: number }>();
    expect(kept!.n).toBeGreaterThan(0);
    expect(visibleText(await (await ben.get('/')).text())).toContain('Ben Carter');
  });

  it('answers OPTIONS with 204, Allow and no body: never the list, never the diner’s own favourites', async () => {
    const ana = await signedIn('10001');
    const mine = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10001'").first<{ id: number }>())!;
    await app.db.prepare("INSERT OR IGNORE INTO favorites (user_id, restaurant_id) SELECT ?, id FROM restaurants WHERE slug = 'press-cafe'").bind(mine.id).run();
    const routes = {
      '/api/restaurants': 'GET, HEAD, OPTIONS',
      '/api/favorites': 'GET, HEAD, OPTIONS',
      '/api/contact': 'POST, OPTIONS',
      '/api/restaurants/1/favorite': 'POST, OPTIONS',
      '/': 'GET, HEAD, OPTIONS',
      // The Been day and note form posts to the page it sits on.
      '/restaurant/press-cafe': 'GET, HEAD, POST, OPTIONS',
      '/favorites': 'GET, HEAD, OPTIONS',
      '/lists': 'GET, HEAD, POST, OPTIONS',
      '/api/lists': 'GET, HEAD, OPTIONS',
      '/resources/list-entry': 'GET, HEAD, POST, OPTIONS',
      '/contact': 'GET, HEAD, POST, OPTIONS',
      '/resources/favorite': 'GET, HEAD, POST, OPTIONS',
      '/restaurant/press-cafe/photos': 'GET, HEAD, POST, OPTIONS',
    };
    for (const [path, allow] of Object.entries(routes)) {
      const res = await ana.fetch(path, { method: 'OPTIONS', headers: { Origin: app.origin } });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('Allow'), path).toBe(allow);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await res.text(), path).toBe('');
    }
  });

  it('answers malformed multipart bodies with a 400 and a clear message', async () => {
    const bodies = [
      ['boundary=abc', '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nno end'],
      ['boundary=abc', 'not multipart at all'],
      ['', '--abc\r\n\r\n'],
    ];
    for (const path of ['/contact', '/resources/favorite', '/auth/facebook', '/api/contact']) {
      for (const [param, body] of bodies) {
        const res = await stranger(path, {
          method: 'POST',
          headers: { Origin: app.origin, 'Content-Type': `multipart/form-data; ${param}` },
          body,
        });
        expect(res.status, `${path} ${param}`).toBe(400);
        const text = await res.text();
        expect(text).toContain('We could not read this form. Please reload the page and send it again.');
      }
    }
  });
});

describe('an upload is refused before its body is read', () => {
  const MB = 1024 * 1024;
  /** The first part of a multipart photo form: the rest is declared but never sent. */
  const start = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n' + 'x'.repeat(64 * 1024));
  const upload = (path: string, headers: Record<string, string>) =>
    rawRequest(app.origin, path, {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'multipart/form-data; boundary=b', ...headers },
      partialBody: start,
      timeoutMs: 5_000,
    });

  it('sends an anonymous 24 MB upload to sign in without waiting for the body', async () => {
    const res = await upload('/restaurant/no-such-place/photos', { 'Content-Length': String(24 * MB) });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/auth/facebook?redirectTo=${encodeURIComponent('/restaurant/no-such-place/photos')}`);
  });

  it('answers a signed-in diner’s upload to a restaurant we do not list with 404, unread', async () => {
    const ana = await signedIn('10001');
    const res = await upload('/restaurant/no-such-place/photos', { 'Content-Length': String(24 * MB), Cookie: ana.cookieHeader() });
    expect(res.status).toBe(404);
  });

  it('refuses a declared length over the limit with 413, and a missing one with 411, unread', async () => {
    const ana = await signedIn('10001');
    const over = await upload('/restaurant/press-cafe/photos', { 'Content-Length': String(26 * MB), Cookie: ana.cookieHeader() });
    expect(over.status).toBe(413);
    const unsized = await upload('/restaurant/press-cafe/photos', { 'Transfer-Encoding': 'chunked', Cookie: ana.cookieHeader() });
    expect(unsized.status).toBe(411);
  });

  it('reads a signed-in diner’s upload, and answers one that does not parse with 400, not a crash', async () => {
    const ana = await signedIn('10001');
    const res = await ana.fetch('/restaurant/press-cafe/photos', {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nno closing boundary',
    });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain('We could not read this form. Please reload the page and send it again.');
  });

  it('refuses a page form from another site before reading it', async () => {
    const foreign = await rawRequest(app.origin, '/contact', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(20 * MB) },
      partialBody: start,
      timeoutMs: 5_000,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('diners are named, never numbered', () => {
  /** Ways an internal id of a diner could travel in a page's data or an API answer. */
  const ID_CARRIERS = [/\\?"user\\?":\{\\?"id\\?"/, /\\?"(userId|user_id|authorId|facebookId|facebook_id)\\?"/];

  it('keeps every diner’s id out of public pages, the review lists and the API, while the own review and friends are still marked', async () => {
    const ana = await signedIn('10001');
    const ben = await signedIn('10002');
    const place = (await app.db.prepare("SELECT id, slug FROM restaurants WHERE slug = 'panther-city-bbq'").first<{ id: number; slug: string }>())!;
    expect((await ana.post(`/resources/reviews?restaurantId=${place.id}`, { rating: '5', content: 'Ana’s own take: the best biscuits in town.', intent: 'save', redirectTo: '/' })).status).toBe(302);
    expect((await ben.post(`/resources/reviews?restaurantId=${place.id}`, { rating: '4', content: 'Ben says the coffee is strong.', intent: 'save', redirectTo: '/' })).status).toBe(302);
    const paths = [
      `/restaurant/${place.slug}`,
      `/restaurant/${place.slug}?_data=routes%2Frestaurant.%24slug`,
      `/resources/reviews?restaurantId=${place.id}`,
      `/resources/reviews?restaurantId=${place.id}&_data=routes%2Fresources.reviews`,
      `/api/restaurants/${place.id}/reviews`,
      '/api/friends/reviews',
      '/profile?tab=reviews',
      '/',
      '/reviews',
      '/restaurants/barbeque',
    ];
    for (const [who, get] of [
      ['a stranger', (path: string) => stranger(path)],
      ['Ana', (path: string) => ana.get(path)],
    ] as const) {
      for (const path of paths) {
        const res = await get(path);
        // Ana reads every one; a stranger is sent to sign in for her own lists.
        expect(who === 'Ana' ? [200] : [200, 302, 401], `${path} for ${who}`).toContain(res.status);
        const body = await res.text();
        for (const carrier of ID_CARRIERS) expect(body, `${path} for ${who}`).not.toMatch(carrier);
      }
    }
    // Ana still sees her own review marked as hers and Ben's as a friend's; a stranger sees neither.
    const asAna = visibleText(await (await ana.get(`/restaurant/${place.slug}`)).text());
    expect(asAna).toMatch(/Ana Morales You\b/);
    expect(asAna).toMatch(/Ben Carter Friend\b/);
    await app.purge(`/restaurant/${place.slug}`);
    const asStranger = visibleText(await (await stranger(`/restaurant/${place.slug}`)).text());
    expect(asStranger).toContain('Ana Morales');
    expect(asStranger).not.toMatch(/Ana Morales You\b|Ben Carter Friend\b/);
  });
});

describe('a review typed as the session ends is kept through sign-in', () => {
  it('puts the text and rating back in the form after signing in again, and posts it', async () => {
    const ana = await signedIn('10001');
    await app.db.prepare("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE facebook_id = '10001')").run();
    const place = (await app.db.prepare("SELECT id, slug FROM restaurants WHERE slug = 'press-cafe'").first<{ id: number; slug: string }>())!;
    const text = 'The lemon ricotta pancakes were worth the wait on a Saturday morning.';
    const posted = await ana.post(`/resources/reviews?restaurantId=${place.id}`, {
      rating: '4',
      content: text,
      intent: 'save',
      redirectTo: `/restaurant/${place.slug}`,
    });
    expect(posted.status).toBe(302);
    const signInPage = posted.headers.get('Location')!;
    expect(signInPage).toBe(`/auth/facebook?redirectTo=${encodeURIComponent(`/restaurant/${place.slug}#write-review`)}`);
    const page = visibleText(await (await ana.get(signInPage)).text());
    expect(page).toContain('Login required');
    expect(page).toContain('We kept what you wrote');

    const back = await ana.signIn('10001', `/restaurant/${place.slug}#write-review`);
    expect(back.headers.get('Location')).toBe(`/restaurant/${place.slug}#write-review`);
    const form = await (await ana.get(`/restaurant/${place.slug}`)).text();
    expect(form).toContain(`>${text}</textarea>`);
    expect(form).toMatch(/<input type="radio" name="rating"[^>]*checked=""[^>]*value="4"/);

    const saved = await ana.post(`/resources/reviews?restaurantId=${place.id}`, { rating: '4', content: text, intent: 'save', redirectTo: `/restaurant/${place.slug}` });
    expect(saved.status).toBe(302);
    expect(ana.cookies.has('fwe_draft')).toBe(false);
    const stored = await app.db.prepare('SELECT content FROM reviews WHERE restaurant_id = ? AND content = ?').bind(place.id, text).first();
    expect(stored).not.toBeNull();
  });
});

describe('rate limits key on what a client cannot forge', () => {
  it('ignores X-Forwarded-For: a changing header does not buy fresh sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await app.fetch('/auth/facebook', {
        method: 'POST',
        headers: {
          Origin: app.origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          'CF-Connecting-IP': '192.0.2.77',
          'X-Forwarded-For': `10.0.${i}.1`,
        },
        body: 'redirectTo=%2F',
      });
      statuses.push(res.status);
      if (res.status === 429) {
        // Every refusal for going too fast says when to try again and is never stored.
        expect(res.headers.get('Retry-After')).toBe('60');
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      }
      await res.text();
    }
    expect(statuses).toContain(429);
  });

  it('limits a signed-in diner by account, whichever address they post from', async () => {
    const ben = await signedIn('10002');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await ben.post('/resources/reviews?restaurantId=1', { rating: '3', content: 'Fine, nothing more to say.', intent: 'save', redirectTo: '/' }, { headers: { 'CF-Connecting-IP': `198.18.0.${i}` } });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('API refusals are never stored and say their charset', () => {
  it('403, 405, 413 and 429 carry no-store and application/json; charset=utf-8', async () => {
    const answers = [
      await stranger('/api/contact', { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' }, body: '{}' }),
      await stranger('/api/contact', { method: 'GET' }),
      await stranger('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(70 * 1024) }),
    ];
    let limited: Response | undefined;
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await app.fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.99' },
        body: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'Hello there, a question.' }),
      });
      if (res.status === 429) limited = res;
      else await res.text();
    }
    expect(limited).toBeDefined();
    answers.push(limited!);
    expect(answers.map((a) => a.status)).toEqual([403, 405, 413, 429]);
    for (const answer of answers) {
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(typeof ((await answer.json()) as { message: unknown }).message).toBe('string');
    }
  });
});
