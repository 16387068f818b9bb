import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/** Each screen's own error text from the spec's error catalogue. */
const SCREENS: Array<[path: string, text: string]> = [
  ['/', "We're having trouble loading the restaurants"],
  ['/?cuisine=thai&sort=reviews', "We're having trouble loading the restaurants"],
  ['/restaurant-directory', 'Error loading cuisine categories. Please try again later.'],
  ['/restaurants/barbeque', 'Error loading restaurants. Please try again later.'],
  ['/restaurant/coopers-old-time-pit-barbque', 'Error loading restaurants. Please try again later.'],
  ['/reviews', 'Error loading articles. Please try again later.'],
  ['/news', 'Error loading news articles. Please try again later.'],
  ['/recipes', 'Error loading recipes. Please try again later.'],
];

async function expectErrorScreen(app: TestApp, path: string, text: string) {
  const res = await app.fetch(path);
  expect(res.status, path).toBeGreaterThanOrEqual(500);
  const html = await res.text();
  expect(visibleText(html), path).toContain(text);
  expect(html, path).not.toMatch(/at \w+ \(|Error: |stack/i);
  expect(res.headers.get('x-edge-cache'), path).not.toBe('HIT');
}

describe('when the database binding throws', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ brokenDb: true });
  });
  afterAll(() => app?.dispose());

  it.each(SCREENS)('%s shows its own error text with a 5xx status', (path, text) => expectErrorScreen(app, path, text));

  it('shows "Connection Issue" with a Try Again link on the home page', async () => {
    const html = await (await app.fetch('/?sort=newest')).text();
    expect(visibleText(html)).toContain('Connection Issue');
    expect(html).toMatch(/<a[^>]*href="\/\?sort=newest"[^>]*>Try Again<\/a>/);
  });
});

describe('when tables are missing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
    for (const table of ['restaurants', 'cuisines', 'articles', 'recipes']) {
      await app.db.prepare(`ALTER TABLE ${table} RENAME TO ${table}_gone`).run();
    }
  });
  afterAll(() => app?.dispose());

  it.each(SCREENS)('%s shows its own error text with a 5xx status', (path, text) => expectErrorScreen(app, path, text));
});

describe('failed writes', () => {
  let app: TestApp;
  let ana: TestClient;
  let place: { id: number; slug: string };
  beforeAll(async () => {
    app = await startApp({ standIn: true });
    ana = new TestClient(app);
    await ana.signIn('10001');
    place = (await app.db.prepare('SELECT id, slug FROM restaurants ORDER BY id LIMIT 1').first<typeof place>())!;
  });
  afterAll(() => app?.dispose());

  it('shows the favourites error text when the favourites cannot be read', async () => {
    await app.db.prepare('ALTER TABLE favorites RENAME TO favorites_gone').run();
    try {
      const res = await ana.get('/favorites');
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(visibleText(await res.text())).toContain('Error loading favorite restaurants. Please try again later.');

      // A heart that cannot be saved tells the diner, and nothing changes.
      const back = `/restaurant/${place.slug}`;
      const toggle = await ana.post('/resources/favorite', { restaurantId: String(place.id), intent: 'add', redirectTo: back });
      expect(toggle.status).toBe(302);
      expect(toggle.headers.get('location')).toBe(back);
      const page = await ana.get(back);
      expect(visibleText(await page.text())).toContain('Favorites not updated We could not save that change. Please try again.');
    } finally {
      await app.db.prepare('ALTER TABLE favorites_gone RENAME TO favorites').run();
    }
  });

  it('keeps the text of a review that cannot be saved and says so', async () => {
    // Reads work, writes fail: the way a full or read-only database behaves.
    const reviewCount = async () => (await app.db.prepare('SELECT count(*) AS n FROM reviews').first<{ n: number }>())!.n;
    const before = await reviewCount();
    await app.db.prepare("CREATE TRIGGER reviews_write_fails BEFORE INSERT ON reviews BEGIN SELECT RAISE(ABORT, 'database is full'); END").run();
    try {
      const text = 'The brisket was smoky and the sides were great.';
      const res = await ana.post(`/resources/reviews?restaurantId=${place.id}`, {
        intent: 'save',
        rating: '5',
        content: text,
        redirectTo: `/restaurant/${place.slug}`,
      });
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(visibleText(html)).toContain('We could not save your review. Please try again.');
      expect(html).toContain(text);
      expect(await reviewCount()).toBe(before);
    } finally {
      await app.db.prepare('DROP TRIGGER reviews_write_fails').run();
    }
  });
});
