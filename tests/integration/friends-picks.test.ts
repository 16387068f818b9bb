import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const listedSlugs = (html: string) =>
  [...(html.split('id="listing-heading"')[1] ?? '').matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]);

describe("Friends' Picks", () => {
  it('puts first the places most of my friends saved or reviewed, and says so on the card', async () => {
    const ana = new TestClient(app);
    const ben = new TestClient(app);
    const priya = new TestClient(app);
    await ana.signIn('10001');
    await ben.signIn('10002');
    await priya.signIn('10003');
    // Two low-rated places no rating sort would put first.
    const { results } = await app.db.prepare('SELECT id, slug FROM restaurants ORDER BY average_rating ASC, id ASC LIMIT 2').all<{ id: number; slug: string }>();
    const [both, one] = results as [{ id: number; slug: string }, { id: number; slug: string }];
    await ben.post('/resources/favorite', { restaurantId: String(both.id), intent: 'add', redirectTo: '/' });
    await priya.post('/resources/favorite', { restaurantId: String(both.id), intent: 'add', redirectTo: '/' });
    await priya.post('/resources/favorite', { restaurantId: String(one.id), intent: 'add', redirectTo: '/' });

    const res = await ana.get('/?sort=friends');
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(listedSlugs(html).slice(0, 2)).toEqual([both.slug, one.slug]);
    const text = visibleText(html);
    expect(text).toContain('2 friends saved this');
    expect(text).toContain('1 friend saved this');

    // Dale has no friends on the site: his Friends' Picks are the top rated.
    const dale = new TestClient(app);
    await dale.signIn('10004');
    const top = await app.db.prepare('SELECT slug FROM restaurants ORDER BY average_rating DESC, review_count DESC, id ASC LIMIT 1').first<{ slug: string }>();
    expect(listedSlugs(await (await dale.get('/?sort=friends')).text())[0]).toBe(top!.slug);
  });
});
