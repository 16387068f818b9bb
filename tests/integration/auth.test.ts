import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

/** The JSON inside a signed Remix cookie ("<base64 JSON>.<signature>"). */
function cookieData(value: string) {
  const raw = decodeURIComponent(value);
  const payload = raw.slice(0, raw.lastIndexOf('.'));
  return JSON.parse(decodeURIComponent(escape(atob(payload))));
}

async function user(facebookId: string) {
  return app.db
    .prepare('SELECT id, name, username, email, profile_picture AS picture FROM users WHERE facebook_id = ?')
    .bind(facebookId)
    .first<{ id: number; name: string; username: string; email: string | null; picture: string | null }>();
}

async function pageText(client: TestClient, path = '/') {
  const res = await client.get(path);
  return visibleText(await res.text());
}

describe('signing in with Facebook through the local stand-in', () => {
  it('sends the diner to the dialog with the scopes, an absolute callback URL and a state in a short-lived cookie', async () => {
    const client = new TestClient(app);
    const res = await client.post('/auth/facebook', { redirectTo: '/favorites' });
    expect(res.status).toBe(302);
    const dialog = new URL(res.headers.get('Location')!);
    expect(dialog.origin).toBe(app.standInOrigin);
    expect(dialog.pathname).toBe(`/${GRAPH_API_VERSION}/dialog/oauth`);
    expect(dialog.searchParams.get('scope')).toBe('public_profile,email,user_friends');
    expect(dialog.searchParams.get('client_id')).toBe('test-app-id');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${app.origin}/auth/facebook/callback`);
    expect(dialog.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);

    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('fwe_oauth='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=600/);
    // No session starts before Facebook answers.
    expect(client.cookies.has('fwe_session')).toBe(false);

    const consent = await fetch(dialog);
    const html = await consent.text();
    expect(html).toContain('Continue as Ana Morales');
    expect(html).toContain('public_profile,email,user_friends');
  });

  it('creates the diner on the first sign-in, says "Welcome!", returns to the page and keeps only the id in the session', async () => {
    const client = new TestClient(app);
    const res = await client.signIn('10001', '/favorites');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/favorites');

    const session = res.headers.getSetCookie().find((c) => c.startsWith('fwe_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const ana = await user('10001');
    expect(ana).toMatchObject({ name: 'Ana Morales', username: 'ana.morales', email: 'ana.morales@example.com' });
    expect(ana!.picture).toMatch(/^data:image\/svg\+xml;base64,/);
    // The cookie carries only a random session id; D1 keeps its hash, the user and the expiry.
    const { sessionId } = cookieData(client.cookies.get('fwe_session')!);
    expect(Object.keys(cookieData(client.cookies.get('fwe_session')!))).toEqual(['sessionId']);
    expect(sessionId).toMatch(/^[0-9a-f]{64}$/);
    const stored = await app.db
      .prepare('SELECT id_hash AS idHash, user_id AS userId, expires_at AS expiresAt FROM sessions WHERE user_id = ?')
      .bind(ana!.id)
      .all<{ idHash: string; userId: number; expiresAt: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.idHash).not.toBe(sessionId);
    const days = (Date.parse(stored.results[0]!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // The OAuth cookie is spent.
    expect(client.cookies.has('fwe_oauth')).toBe(false);

    const friends = await app.db
      .prepare('SELECT friend_facebook_id AS id FROM friendships WHERE user_id = ? ORDER BY id')
      .bind(ana!.id)
      .all<{ id: string }>();
    expect(friends.results.map((f) => f.id)).toEqual(['10002', '10003']);

    const text = await pageText(client, '/favorites');
    expect(text).toContain("Welcome! You've been successfully logged in");
    expect(text).toContain('Sign out');
    expect(text).toContain('Ana Morales');
    // The toast is a flash: it shows once.
    expect(await pageText(client, '/favorites')).not.toContain('Welcome!');
  });

  it('says "Welcome back!" on a later sign-in and refreshes the stored profile', async () => {
    const first = new TestClient(app);
    await first.signIn('10002');
    await app.db.prepare("UPDATE users SET name = 'Old Name' WHERE facebook_id = '10002'").run();
    const again = new TestClient(app);
    const res = await again.signIn('10002', '/profile');
    expect(res.headers.get('Location')).toBe('/profile');
    const text = await pageText(again, '/');
    expect(text).toContain("Welcome back! You've been successfully logged in");
    expect(text).not.toContain('Welcome! ');
    expect((await user('10002'))!.name).toBe('Ben Carter');
    const [{ n }] = (await app.db.prepare("SELECT count(*) AS n FROM users WHERE facebook_id = '10002'").all<{ n: number }>()).results;
    expect(n).toBe(1);
  });

  it('names a diner without an e-mail "user_" plus their id', async () => {
    const client = new TestClient(app);
    await client.signIn('10003');
    expect(await user('10003')).toMatchObject({ name: 'Priya Shah', username: 'user_10003', email: null });
  });

  it('refuses a forged state with "Login failed" and no session', async () => {
    const client = new TestClient(app);
    const start = await client.post('/auth/facebook', { redirectTo: '/' });
    const dialog = new URL(start.headers.get('Location')!);
    const consent = new URL('/dialog/consent', dialog.origin);
    consent.searchParams.set('redirect_uri', dialog.searchParams.get('redirect_uri')!);
    consent.searchParams.set('state', 'forged-state-from-an-attacker');
    consent.searchParams.set('person', '10004');
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('Location')!);
    const res = await client.get(back.pathname + back.search);
    expect(res.status).toBe(302);
    expect(client.cookies.has('fwe_session')).toBe(false);
    expect(await user('10004')).toBeNull();
    const text = await pageText(client);
    expect(text).toContain('Login failed There was an error logging in with Facebook');
    expect(text).not.toContain('Sign out');
  });

  it('refuses a callback that arrives without the state cookie (a link planted by someone else)', async () => {
    const starter = new TestClient(app);
    const start = await starter.post('/auth/facebook', { redirectTo: '/' });
    const dialog = new URL(start.headers.get('Location')!);
    const consent = new URL('/dialog/consent', dialog.origin);
    for (const key of ['redirect_uri', 'state']) consent.searchParams.set(key, dialog.searchParams.get(key)!);
    consent.searchParams.set('person', '10004');
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('Location')!);
    const victim = new TestClient(app);
    await victim.get(back.pathname + back.search);
    expect(victim.cookies.has('fwe_session')).toBe(false);
    expect(await pageText(victim)).toContain('Login failed');
  });

  it('says "Login cancelled" when the diner cancels at Facebook', async () => {
    const client = new TestClient(app);
    const start = await client.post('/auth/facebook', { redirectTo: '/favorites' });
    const dialog = new URL(start.headers.get('Location')!);
    const consent = new URL('/dialog/consent', dialog.origin);
    for (const key of ['redirect_uri', 'state']) consent.searchParams.set(key, dialog.searchParams.get(key)!);
    consent.searchParams.set('cancel', '1');
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('Location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await client.get(back.pathname + back.search);
    expect(res.headers.get('Location')).toBe('/favorites');
    expect(client.cookies.has('fwe_session')).toBe(false);
    expect(await pageText(client, '/favorites')).toContain('Login cancelled You cancelled the Facebook login');
  });

  it('says "Login failed" and stores nobody when the profile fetch fails', async () => {
    const client = new TestClient(app);
    const res = await client.signIn('10099');
    expect(res.status).toBe(302);
    expect(client.cookies.has('fwe_session')).toBe(false);
    expect(await user('10099')).toBeNull();
    expect(await pageText(client)).toContain('Login failed There was an error logging in with Facebook');
  });

  it('returns only to same-site paths (and never to the sign-in pages) after signing in', async () => {
    for (const offSite of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', '/auth/facebook']) {
      const client = new TestClient(app);
      const res = await client.signIn('10004', offSite);
      expect(res.headers.get('Location')).toBe('/');
    }
  });

  it('signs out with a POST and never with a GET', async () => {
    const client = new TestClient(app);
    await client.signIn('10004');
    expect(await pageText(client)).toContain('Dale Whitfield Your Profile My Lists Sign out');

    const get = await client.get('/auth/logout');
    expect(get.status).toBe(302);
    expect(get.headers.get('Location')).toBe('/');
    expect(get.headers.getSetCookie()).toEqual([]);
    expect(await pageText(client)).toContain('Dale Whitfield Your Profile My Lists Sign out');

    const res = await client.signOut();
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    expect(client.cookies.has('fwe_session')).toBe(false);
    const text = await pageText(client);
    expect(text).not.toContain('Sign out');
    expect(text).toContain('Login');
  });

  it('refuses a sign-in form posted from another site', async () => {
    const client = new TestClient(app);
    const res = await client.post('/auth/facebook', { redirectTo: '/' }, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('limits how often one address may start a sign-in', async () => {
    const client = new TestClient(app);
    const statuses: number[] = [];
    // 20 a minute in fixed windows: 41 tries exceed it even across a window boundary.
    let limited: Response | undefined;
    for (let i = 0; i < 41 && !limited; i++) {
      const res = await client.post('/auth/facebook', { redirectTo: '/' });
      if (res.status === 429) limited = res;
      else statuses.push(res.status);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((s) => s === 302)).toBe(true);
    expect(limited!.status).toBe(429);
    expect(visibleText(await limited!.text())).toContain('Too many requests. Please wait a minute and try again.');
    const callback = await client.get('/auth/facebook/callback?code=x&state=y');
    expect(callback.status).toBe(429);
    expect(visibleText(await callback.text())).toContain('Too many sign-in attempts');
  });
});

describe('the production configuration', () => {
  for (const [label, vars] of [
    ['ENVIRONMENT=production, even with a loopback stand-in URL', { ENVIRONMENT: 'production', FACEBOOK_STANDIN_URL: 'http://127.0.0.1:8788' }],
    ['a stand-in URL that is not a loopback address', { ENVIRONMENT: 'test', FACEBOOK_STANDIN_URL: 'https://standin.example.com' }],
  ] as const) {
    it(`sends sign-in to Facebook itself with ${label}`, async () => {
      const prod = await startApp({ seed: false, vars, https: true });
      try {
        const res = await new TestClient(prod).post('/auth/facebook', { redirectTo: '/' });
        expect(res.status).toBe(302);
        const dialog = new URL(res.headers.get('Location')!);
        expect(dialog.origin).toBe('https://www.facebook.com');
        expect(dialog.pathname).toMatch(/^\/v\d+\.\d+\/dialog\/oauth$/);
        expect(dialog.searchParams.get('redirect_uri')).toBe(`${prod.origin}/auth/facebook/callback`);
        const csp = (await prod.fetch('/')).headers.get('content-security-policy') ?? '';
        expect(csp).toContain('form-action');
        expect(csp).not.toContain('127.0.0.1:8788');
      } finally {
        await prod.dispose();
      }
    });
  }
});
