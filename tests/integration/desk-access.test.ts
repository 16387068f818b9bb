import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/** Who may use the editors' desk: roles checked on the server, the first admin named by ADMIN_FACEBOOK_IDS. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

async function page(client: TestClient, path: string) {
  const res = await client.get(path);
  return { res, text: visibleText(await res.text()) };
}

describe('the editors\' desk', () => {
  it('sends an anonymous visitor to sign in and back', async () => {
    for (const path of ['/admin', '/admin/people']) {
      const res = await new TestClient(app).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe(`/auth/facebook?redirectTo=${encodeURIComponent(path)}`);
      expect(res.headers.get('Cache-Control')).toContain('no-store');
    }
  });

  it('gives a signed-in diner a 403 page and shows no desk link', async () => {
    const ben = await signedIn('10002');
    const { res, text } = await page(ben, '/admin');
    expect(res.status).toBe(403);
    expect(text).toContain('403 Editors only');
    expect(text).not.toContain('What needs attention');
    expect(await (await ben.get('/')).text()).not.toContain('href="/admin"');
    // A diner cannot give themself the role either.
    const me = await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>();
    const post = await ben.post('/admin/people', { intent: 'grant', userId: String(me!.id) });
    expect(post.status).toBe(403);
    expect((await app.db.prepare("SELECT role FROM users WHERE facebook_id = '10002'").first<{ role: string }>())!.role).toBe('diner');
  });

  it('makes Erin (ADMIN_FACEBOOK_IDS) an admin at sign-in, who grants and revokes the editor role', async () => {
    const erin = await signedIn('10005');
    const home = await erin.get('/');
    expect(await home.text()).toContain('href="/admin"');
    const overview = await page(erin, '/admin');
    expect(overview.res.status).toBe(200);
    expect(overview.res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(overview.text).toContain('What needs attention');
    expect(overview.text).toContain('Signed in as Erin Editor (admin)');

    // Ben signs in once, then Erin finds him and makes him an editor.
    const ben = await signedIn('10002');
    const found = await page(erin, '/admin/people?q=ben');
    expect(found.text).toContain('Ben Carter');
    const benId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>())!.id;
    const grant = await erin.post('/admin/people', { intent: 'grant', userId: String(benId) });
    expect(grant.status).toBe(302);
    expect((await page(ben, '/admin')).res.status).toBe(200);
    // An editor is not an admin: People stays closed to him.
    expect((await page(ben, '/admin/people')).res.status).toBe(403);
    // The change is in the history, with who made it.
    expect((await page(erin, '/admin')).text).toContain('Erin Editor granted the editor role to user');

    await erin.post('/admin/people', { intent: 'revoke', userId: String(benId) });
    expect((await page(ben, '/admin')).res.status).toBe(403);
  });

  it('refuses a role change posted from another site', async () => {
    const erin = await signedIn('10005');
    const res = await erin.post('/admin/people', { intent: 'grant', userId: '1' }, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('answers a malformed role change with a 400, never a 500', async () => {
    const erin = await signedIn('10005');
    const res = await erin.post('/admin/people', { intent: 'promote', userId: 'x' });
    expect(res.status).toBe(400);
  });
});
