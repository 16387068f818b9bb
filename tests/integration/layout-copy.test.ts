import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cuisines from '~/content/cuisines';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const html = async (path: string, client?: TestClient) => {
  const res = client ? await client.get(path) : await app.fetch(path);
  expect(res.status).toBe(200);
  return res.text();
};
const h2s = (page: string) => [...page.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => visibleText(m[1]!).trim());

describe('cuisine pages read naturally', () => {
  it.each([
    ['american', 'Discover the best American restaurants in the Fort Worth area.', 'All American Restaurants'],
    ['diner', 'Discover the best diners in the Fort Worth area.', 'All Diners'],
    ['burgers', 'Discover the best burger restaurants in the Fort Worth area.', 'All Burger Restaurants'],
    ['steak', 'Discover the best steak houses in the Fort Worth area.', 'All Steak Houses'],
  ])('/restaurants/%s', async (key, intro, heading) => {
    const page = await html(`/restaurants/${key}`);
    expect(visibleText(page)).toContain(intro);
    expect(h2s(page)).toContain(heading);
  });

  it('has a plural for every cuisine, so no page falls back to "All X Restaurants" guesses', () => {
    for (const c of cuisines) expect(c.plural, c.key).toMatch(/^[A-Za-z][A-Za-z -]+s$/);
  });
});

describe('listing actions come back to where the diner acted', () => {
  it('points Apply Filters, sort, view and Reset Filters at the results', async () => {
    expect(await html('/?cuisine=kosher')).toMatch(/href="\/#results"[^>]*>Reset Filters</);
    const page = await html('/?cuisine=barbeque');
    expect(page).toMatch(/<div id="results"/);
    expect(page).toMatch(/<form[^>]*action="\/#results"[^>]*aria-label="Filter restaurants"/);
    expect(page).toContain('href="/?cuisine=barbeque&amp;sort=reviews#results"');
    expect(page).toContain('href="/?cuisine=barbeque&amp;view=list#results"');
  });

  it("sends a heart back to its card, and the card carries that id", async () => {
    const ana = new TestClient(app);
    await ana.signIn('10001');
    const place = (await app.db.prepare('SELECT id FROM restaurants ORDER BY average_rating DESC, review_count DESC, id ASC LIMIT 1').first<{ id: number }>())!;
    const page = await html('/', ana);
    expect(page).toContain(`id="restaurant-${place.id}"`);
    expect(page).toContain(`name="redirectTo" value="/#restaurant-${place.id}"`);
    const res = await ana.post('/resources/favorite', { restaurantId: String(place.id), intent: 'add', redirectTo: `/#restaurant-${place.id}` });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/#restaurant-${place.id}`);
  });

  it("explains Friends' Picks to a signed-out diner and offers Login back to the results", async () => {
    const page = await html('/?sort=friends');
    const text = visibleText(page);
    expect(text).toContain("Friends' Picks needs you to log in");
    expect(text).toContain('Until then the list is in Highest Rated order.');
    expect(page).toMatch(/<form[^>]*action="\/auth\/facebook"[^>]*><input type="hidden" name="redirectTo" value="\/\?sort=friends#results"\/>/);
    // Signed in, the note is gone.
    const ana = new TestClient(app);
    await ana.signIn('10001');
    expect(visibleText(await html('/?sort=friends', ana))).not.toContain("Friends' Picks needs you to log in");
  });
});

describe('the header', () => {
  it.each([
    ['/restaurant-directory', 'Restaurants', 'page'],
    ['/restaurants/steak', 'Restaurants', 'true'],
    ['/reviews', 'Reviews', 'page'],
    ['/guides', 'Guides', 'page'],
    ['/recipes', 'Recipes', 'page'],
    ['/news', 'News', 'page'],
  ])('lights the link of %s', async (path, label, current) => {
    const page = await html(path);
    const lit = [...page.matchAll(/<a[^>]*aria-current="(page|true)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    // Two lists of the same links (wide screens, phone menu): both light the same one.
    expect(lit).toEqual([
      [label, current],
      [label, current],
    ]);
  });

  it('lights its section on a restaurant, review, recipe and article page', async () => {
    const first = async (sql: string) => (await app.db.prepare(sql).first<{ v: string | number }>())!.v;
    const pages: Array<[string, string]> = [
      [`/restaurant/${await first('SELECT slug AS v FROM restaurants LIMIT 1')}`, 'Restaurants'],
      [`/recipe/${await first('SELECT id AS v FROM recipes LIMIT 1')}`, 'Recipes'],
      [`/review/${await first("SELECT slug AS v FROM articles WHERE kind = 'review' LIMIT 1")}`, 'Reviews'],
      [`/article/${await first("SELECT slug AS v FROM articles WHERE kind = 'news' LIMIT 1")}`, 'News'],
      [`/guides/${await first('SELECT slug AS v FROM guides LIMIT 1')}`, 'Guides'],
    ];
    for (const [path, label] of pages) {
      // The site header's links only (a page may mark its own sort or tab links as current too).
      const header = (await html(path)).match(/<header class="sticky[\s\S]*?<\/header>/)![0];
      const lit = [...header.matchAll(/<a[^>]*aria-current="true"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
      expect(lit, path).toEqual([label, label]);
    }
  });

  it('has one search form, named, with a submit button', async () => {
    const page = await html('/contact');
    const forms = [...page.matchAll(/<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('aria-label="Site"');
    expect(forms[0]).toMatch(/<button type="submit"[\s\S]*>Search<\/span><\/button>/);
  });

  it('draws the avatar at a fixed size from classes, never an inline style', async () => {
    const ana = new TestClient(app);
    await ana.signIn('10001');
    const page = await html('/', ana);
    const avatar = page.match(/<span data-avatar="sm"[^>]*>[\s\S]*?<\/span><\/span>|<span data-avatar="sm"[\s\S]*?<img[^>]*>/)?.[0];
    expect(avatar).toBeDefined();
    expect(avatar).toContain('h-9 w-9');
    expect(avatar).toMatch(/<img[^>]*width="36" height="36"/);
    // A style attribute, not an SVG presentation attribute such as the map labels' font-style.
    expect(page).not.toMatch(/<(body|header|main)[\s\S]*\sstyle="/);
  });
});

describe('recipes and restaurants', () => {
  it('writes long recipe times in hours', async () => {
    const recipe = (await app.db
      .prepare('SELECT id, cooking_time AS minutes FROM recipes WHERE cooking_time >= 60 ORDER BY cooking_time DESC LIMIT 1')
      .first<{ id: number; minutes: number }>())!;
    expect(recipe).toBeTruthy();
    const hours = Math.floor(recipe.minutes / 60);
    const rest = recipe.minutes % 60;
    const label = rest ? `${hours} hr ${rest} min` : `${hours} hr`;
    const text = visibleText(await html(`/recipe/${recipe.id}`));
    expect(text).toContain(`Cook ${label}`);
    expect(text).not.toContain(`${recipe.minutes} min`);
  });

  it("shows a restaurant's description once", async () => {
    const r = (await app.db.prepare("SELECT slug, description FROM restaurants WHERE description <> '' LIMIT 1").first<{ slug: string; description: string }>())!;
    const page = await html(`/restaurant/${r.slug}`);
    const body = visibleText(page.slice(page.indexOf('<main')));
    expect(body.split(visibleText(r.description).trim()).length - 1).toBe(1);
  });
});
