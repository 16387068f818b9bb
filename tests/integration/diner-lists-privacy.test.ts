import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch, TestClient, visibleText } from '../support/client';
import { routeData } from '../support/route-data';
import { newShareToken } from '../../app/utils/diner-lists';

/**
 * A diner's lists are theirs: another diner cannot read them by URL guessing, the
 * API or a cache; a shared list shows only what its link promises, until revoked.
 */
let app: TestApp;
let place: { id: number; slug: string; name: string };
let ana: TestClient;
let ben: TestClient;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  place = (await app.db.prepare('SELECT id, slug, name FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1').first())!;
  ana = new TestClient(app);
  await ana.signIn('10001');
  ben = new TestClient(app);
  await ben.signIn('10002');
  await ana.post('/resources/list-entry', { restaurantId: String(place.id), list: 'want', intent: 'add', redirectTo: '/' });
  await ana.post('/lists', { intent: 'been-details', restaurantId: String(place.id), note: 'Anniversary dinner, never again' });
});
afterAll(() => app?.dispose());

describe("another diner's lists", () => {
  it('/lists is always the viewer\'s own, whatever the URL says', async () => {
    const anaId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10001'").first<{ id: number }>())!.id;
    for (const path of ['/lists?list=want', '/lists?list=been', `/lists?list=been&user=${anaId}`, `/lists?userId=${anaId}&list=want`]) {
      const res = await ben.get(path);
      const text = visibleText(await res.text());
      expect(text, path).not.toContain(place.name);
      expect(text, path).not.toContain('Anniversary dinner');
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
    // And Ana sees hers.
    expect(visibleText(await (await ana.get('/lists?list=been')).text())).toContain('Anniversary dinner, never again');
  });

  it('the API answers each diner their own lists and nobody else any', async () => {
    const benLists = (await (await ben.get('/api/lists')).json()) as { lists: Array<{ places: unknown[] }> };
    expect(benLists.lists.every((l) => l.places.length === 0)).toBe(true);
    expect((await strangerFetch(app, '/api/lists')).status).toBe(401);
    expect((await strangerFetch(app, '/api/lists', { headers: { Authorization: 'Bearer nothing' } })).status).toBe(401);
  });

  it('the restaurant page shows the Been note to its owner only', async () => {
    expect(await (await ana.get(`/restaurant/${place.slug}`)).text()).toContain('Anniversary dinner, never again');
    expect(await (await ben.get(`/restaurant/${place.slug}`)).text()).not.toContain('Anniversary dinner');
    expect(await (await strangerFetch(app, `/restaurant/${place.slug}`)).text()).not.toContain('Anniversary dinner');
  });

  it('a list that is not shared has no link: guessed tokens answer 404', async () => {
    for (const token of [newShareToken(), newShareToken(), 'AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Flists']) {
      const res = await strangerFetch(app, `/l/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it("a shared list's data carries no more than its page shows: not which list it is, nor when it was shared", async () => {
    await ana.post('/lists', { intent: 'share', list: 'want', title: 'Places to try' });
    const share = (await app.db.prepare("SELECT token, created_at AS sharedAt FROM list_shares WHERE list = 'want'").first<{ token: string; sharedAt: string }>())!;
    const { status, data } = await routeData((path, init) => strangerFetch(app, path, init), `/l/${share.token}`, 'routes/l.$token');
    expect(status).toBe(200);
    const list = data as Record<string, unknown> & { places: Array<Record<string, unknown>> };
    expect(list.title).toBe('Places to try');
    expect(list).not.toHaveProperty('list');
    expect(list).not.toHaveProperty('createdAt');
    const sent = JSON.stringify(list);
    expect(sent).not.toContain(share.sharedAt);
    expect(sent).not.toContain(share.sharedAt.slice(0, 10));
    // Each place as the page lists it: no coordinates (the map is drawn on the server), no Been day or note.
    expect(list.places.length).toBeGreaterThan(0);
    for (const p of list.places) expect(Object.keys(p).sort()).toEqual(['closedAt', 'cuisine', 'id', 'name', 'neighborhood', 'number', 'slug']);
  });

  it('a shared Been list never shows its notes, and once revoked answers 404 to everyone, its owner too', async () => {
    await ana.post('/lists', { intent: 'share', list: 'been', title: 'Been there' });
    const token = (await app.db.prepare("SELECT token FROM list_shares WHERE list = 'been'").first<{ token: string }>())!.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const shared = await ben.get(`/l/${token}`);
    const text = visibleText(await shared.text());
    expect(text).toContain(place.name);
    expect(text).not.toContain('Anniversary dinner');
    // The offline worker keeps only pages no one marked private (public/sw.js isPublicPage).
    expect(shared.headers.get('Cache-Control')).toMatch(/\bno-store\b/);
    await ana.post('/lists', { intent: 'unshare', list: 'been' });
    expect((await ben.get(`/l/${token}`)).status).toBe(404);
    expect((await ana.get(`/l/${token}`)).status).toBe(404);
  });

  it("a diner cannot stop sharing or edit someone else's link: every form acts on the poster's own lists", async () => {
    await ana.post('/lists', { intent: 'share', list: 'want', title: 'Ana wants' });
    const before = await app.db.prepare("SELECT token, title FROM list_shares WHERE list = 'want'").all<{ token: string; title: string }>();
    await ben.post('/lists', { intent: 'unshare', list: 'want' });
    const after = await app.db.prepare("SELECT token, title FROM list_shares WHERE list = 'want'").all<{ token: string; title: string }>();
    expect(after.results).toEqual(before.results);
    expect((await strangerFetch(app, `/l/${before.results[0]!.token}`)).status).toBe(200);
  });

  it('signed out, the list forms change nothing', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.post('/lists', { intent: 'share', list: 'favorites', title: 'Mine' });
    expect(res.status).toBe(302);
    const count = await app.db.prepare("SELECT count(*) AS n FROM list_shares WHERE list = 'favorites'").first<{ n: number }>();
    expect(count!.n).toBe(0);
  });
});
