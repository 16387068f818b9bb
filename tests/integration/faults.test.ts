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

/** The page's data, as Remix writes it into a page that has scripts (window.__remixContext, JSON with "<" escaped). */
function pageData(html: string) {
  const context = html.match(/window\.__remixContext = (\{.*?\});<\/script>/)?.[1];
  return context ? (JSON.parse(context) as unknown) : undefined;
}

/** Every stack trace anywhere in a value. */
function stacksIn(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return [];
  const own = 'stack' in value && value.stack !== undefined ? [value.stack] : [];
  return [...own, ...Object.values(value).flatMap(stacksIn)];
}

async function expectErrorScreen(app: TestApp, path: string, text: string) {
  const res = await app.fetch(path);
  expect(res.status, path).toBeGreaterThanOrEqual(500);
  const html = await res.text();
  expect(visibleText(html), path).toContain(text);
  // No trace and no database message, in the page or in its data (where Remix sends a
  // thrown error as { message: "Unexpected Server Error", stack: undefined }).
  expect(html, path).not.toMatch(/at \w+ \(|Error: |D1_|SQLITE|no such table|binding/i);
  expect(stacksIn(pageData(html)), path).toEqual([]);
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

describe('a desk save that fails part-way', () => {
  let app: TestApp;
  let erin: TestClient;
  let covered: string;
  beforeAll(async () => {
    app = await startApp({ standIn: true });
    erin = new TestClient(app);
    await erin.signIn('10005');
    await erin.get('/'); // spends the welcome toast
    covered = (await app.db.prepare('SELECT slug FROM restaurants ORDER BY id LIMIT 1').first<{ slug: string }>())!.slug;
  });
  afterAll(() => app?.dispose());

  const decode = (text: string) =>
    text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

  /** The edit form's fields as the page renders them: what a browser without JavaScript would send back. */
  async function formValues(path: string) {
    const html = await (await erin.get(path)).text();
    const form = html.slice(html.indexOf('name="version"') - 200);
    const values: Record<string, string> = {};
    for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      if (!name || name === 'changeId') continue;
      if (/type="checkbox"/.test(tag)) {
        if (/checked/.test(tag)) values[name] = 'on';
        continue;
      }
      values[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
    for (const m of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) values[m[1]!] = decode(m[2]!);
    for (const m of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
      values[m[1]!] = /<option[^>]*value="([^"]*)"[^>]*selected/.exec(m[2]!)?.[1] ?? '';
    }
    return values;
  }

  /** Everything a save writes about one item: the row, its parts, its old addresses and its history. */
  async function stateOf(table: string, entity: string, id: number, parts: string) {
    const one = (sql: string) => app.db.prepare(sql).bind(id).first();
    return {
      row: await one(`SELECT slug, version, ${table === 'restaurants' ? 'name' : 'title'} AS title FROM ${table} WHERE id = ?`),
      parts: (await app.db.prepare(parts).bind(id).all()).results,
      redirects: (await app.db.prepare('SELECT old_slug FROM slug_redirects WHERE entity = ? AND entity_id = ?').bind(entity, id).all()).results,
      history: (await app.db.prepare('SELECT count(*) AS n FROM changes WHERE entity = ? AND entity_id = ?').bind(entity, id).first<{ n: number }>())!.n,
    };
  }

  async function failing(fault: string, run: () => Promise<void>) {
    await app.db.prepare(`CREATE TRIGGER desk_save_fails ${fault} BEGIN SELECT RAISE(ABORT, 'simulated failure'); END`).run();
    try {
      await run();
    } finally {
      await app.db.prepare('DROP TRIGGER desk_save_fails').run();
    }
  }

  /**
   * Renames the item (so every statement of the save runs) with each statement
   * failing in turn: each time the editor is told, nothing of the save is left,
   * and sending the same form again goes through, as one change in the history.
   */
  async function expectAllOrNothing(
    kind: { path: string; table: string; entity: string; parts: string; faults: string[]; movesAddress: boolean },
    id: number,
  ) {
    const path = `${kind.path}/${id}`;
    const values = await formValues(path);
    const before = await stateOf(kind.table, kind.entity, id, kind.parts);
    const { slug, version } = before.row as { slug: string; version: number };
    // A restaurant's address follows its name; an article's and a recipe's is a field of their own.
    const titleField = kind.table === 'restaurants' ? 'name' : 'title';
    const edit: Record<string, string> = { ...values, [titleField]: `${values[titleField]} renamed`, ...(titleField === 'title' ? { slug: `${slug}-renamed` } : {}), intent: 'save' };
    expect(before.parts.length, 'the item has parts for the save to replace').toBeGreaterThan(0);

    for (const fault of kind.faults) {
      await failing(fault, async () => {
        const res = await erin.post(path, edit);
        expect(res.status, fault).toBe(503);
        expect(decode(await res.text()), fault).toContain('Saving failed on our side. Nothing was lost');
      });
      expect(await stateOf(kind.table, kind.entity, id, kind.parts), fault).toEqual(before);
    }

    const saved = await erin.post(path, edit);
    expect(saved.status).toBe(302);
    const after = await stateOf(kind.table, kind.entity, id, kind.parts);
    expect(after.row).toEqual({ title: edit[titleField], slug: `${slug}-renamed`, version: version + 1 });
    expect(after.redirects).toEqual(kind.movesAddress ? [...before.redirects, { old_slug: slug }] : before.redirects);
    expect(after.history).toBe(before.history + 1);

    // The form loaded before that save is now stale: refused, and nothing of it is written.
    const stale = await erin.post(path, { ...edit, [titleField]: 'A stale title' });
    expect(stale.status).toBe(409);
    expect(await stateOf(kind.table, kind.entity, id, kind.parts)).toEqual(after);
  }

  it('writes an article, its covered restaurants, its old address and its history together or not at all', async () => {
    const fields = {
      title: 'All or nothing night market',
      slug: '',
      kind: 'news',
      category: 'News',
      tags: 'Markets',
      author: 'Erin Editor',
      publishedAt: '',
      intro: 'Forty stalls, one parking lot, every Friday night.',
      markdown: 'The **brisket tacos** sell out by eight.',
      restaurants: covered,
    };
    const articleCount = async () => (await app.db.prepare('SELECT count(*) AS n FROM articles').first<{ n: number }>())!.n;
    const count = await articleCount();
    // A new article whose history cannot be written is not created either.
    await failing('BEFORE INSERT ON changes', async () => {
      expect((await erin.post('/admin/articles/new', { ...fields, intent: 'save' })).status).toBe(503);
    });
    expect(await articleCount()).toBe(count);

    const created = await erin.post('/admin/articles/new', { ...fields, intent: 'save' });
    expect(created.status).toBe(302);
    const id = Number(/(\d+)$/.exec(created.headers.get('Location')!)![1]);
    await expectAllOrNothing(
      {
        path: '/admin/articles',
        table: 'articles',
        entity: 'article',
        parts: 'SELECT restaurant_id, position FROM article_restaurants WHERE article_id = ? ORDER BY position',
        faults: [
          'BEFORE INSERT ON changes',
          'BEFORE UPDATE ON articles',
          'BEFORE DELETE ON article_restaurants',
          'BEFORE INSERT ON article_restaurants',
          'BEFORE INSERT ON slug_redirects',
        ],
        movesAddress: true,
      },
      id,
    );
  });

  it('writes a recipe and its history together or not at all', async () => {
    const fields = {
      title: 'All or nothing green chile stew',
      slug: '',
      description: 'Roasted Hatch chiles, pork shoulder and potatoes, simmered until the broth turns silky.',
      author: 'Erin Editor',
      publishedAt: '',
      imageUrl: '',
      cuisine: 'Southwestern',
      category: 'Main course',
      difficulty: 'medium',
      servings: '6',
      prepTime: '20',
      cookingTime: '90',
      keywords: 'stew',
      ingredients: '2 | lb | pork shoulder | cubed',
      steps: 'Brown the pork in batches.\nAdd the chiles and simmer for an hour.',
    };
    const recipeCount = async () => (await app.db.prepare('SELECT count(*) AS n FROM recipes').first<{ n: number }>())!.n;
    const count = await recipeCount();
    await failing('BEFORE INSERT ON changes', async () => {
      expect((await erin.post('/admin/recipes/new', { ...fields, intent: 'save' })).status).toBe(503);
    });
    expect(await recipeCount()).toBe(count);

    const created = await erin.post('/admin/recipes/new', { ...fields, intent: 'save' });
    expect(created.status).toBe(302);
    const id = Number(/(\d+)$/.exec(created.headers.get('Location')!)![1]);
    await expectAllOrNothing(
      {
        path: '/admin/recipes',
        table: 'recipes',
        entity: 'recipe',
        parts: 'SELECT ingredients, steps FROM recipes WHERE id = ?',
        faults: ['BEFORE INSERT ON changes', 'BEFORE UPDATE ON recipes'],
        // A recipe lives at /recipe/{id}: a new slug moves no address.
        movesAddress: false,
      },
      id,
    );
  });

  it('writes a restaurant, its week, its old address and its history together or not at all', async () => {
    const { id } = (await app.db
      .prepare('SELECT id FROM restaurants WHERE id IN (SELECT restaurant_id FROM opening_hours) ORDER BY id DESC LIMIT 1')
      .first<{ id: number }>())!;
    await expectAllOrNothing(
      {
        path: '/admin/restaurants',
        table: 'restaurants',
        entity: 'restaurant',
        parts: 'SELECT weekday, opens_minute, closes_minute FROM opening_hours WHERE restaurant_id = ? ORDER BY weekday, opens_minute',
        faults: [
          'BEFORE INSERT ON changes',
          'BEFORE UPDATE ON restaurants',
          'BEFORE DELETE ON opening_hours',
          'BEFORE INSERT ON opening_hours',
          'BEFORE INSERT ON slug_redirects',
        ],
        movesAddress: true,
      },
      id,
    );
  });
});
