import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedStatements, loadContent, type Content } from '../../scripts/seed-statements';
import { runAll, startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/**
 * Demo content (decision 022): the sample listings, diners and reviews reach a real
 * site only by mistake, and even then it never shows a sample diner's review, rating
 * or favourite; a demo deployment says what it is on every page and stays out of
 * search engines; the desk removes the samples.
 */
let content: Content;
beforeAll(async () => {
  content = await loadContent();
});

const count = async (app: TestApp, sql: string) => (await app.db.prepare(sql).first<{ n: number }>())!.n;

async function signedIn(app: TestApp, person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

describe('a real site (DEMO_CONTENT off)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ seed: false, standIn: true, vars: { DEMO_CONTENT: 'false' } });
  });
  afterAll(() => app?.dispose());

  it('is seeded with the cuisines only, and with articles and recipes only when asked', async () => {
    await runAll(app.db, buildSeedStatements(content, { demo: false, editorial: false }));
    expect(await count(app, 'SELECT count(*) AS n FROM cuisines')).toBe(30);
    const listingTables = ['opening_hours', 'restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours', 'restaurant_search'];
    for (const table of ['restaurants', ...listingTables, 'users', 'reviews', 'favorites', 'articles', 'recipes']) {
      expect(await count(app, `SELECT count(*) AS n FROM ${table}`), table).toBe(0);
    }

    await runAll(app.db, buildSeedStatements(content, { demo: false, editorial: true }));
    expect(await count(app, 'SELECT count(*) AS n FROM recipes')).toBe(content.recipes.length);
    // No article that covers a listing this database does not hold.
    const uncovering = content.articles.filter((a) => !a.restaurants?.length).map((a) => a.slug);
    const { results } = await app.db.prepare('SELECT slug FROM articles ORDER BY slug').all<{ slug: string }>();
    expect(results.map((r) => r.slug)).toEqual([...uncovering].sort());
    expect(await count(app, 'SELECT count(*) AS n FROM restaurants')).toBe(0);

    // Once the operator lists a place an article covers, the next seed adds that article.
    const article = content.articles.find((a) => a.restaurants?.length === 1)!;
    const cuisine = (await app.db.prepare('SELECT id FROM cuisines ORDER BY id LIMIT 1').first<{ id: number }>())!;
    await app.db
      .prepare("INSERT INTO restaurants (slug, name, description, cuisine_id, price_level, neighborhood) VALUES (?, 'A Real Place', 'Listed by the operator.', ?, 2, 'Downtown')")
      .bind(article.restaurants![0], cuisine.id)
      .run();
    await runAll(app.db, buildSeedStatements(content, { demo: false, editorial: true }));
    expect(await count(app, `SELECT count(*) AS n FROM articles WHERE slug = '${article.slug}'`)).toBe(1);
    expect(await count(app, 'SELECT count(*) AS n FROM users')).toBe(0);
    await app.db.prepare('DELETE FROM restaurants').run();
  });

  it('never shows a sample diner’s review or rating, even when a demo seed wrote them', async () => {
    await runAll(app.db, buildSeedStatements(content, { demo: true }));
    const place = (await app.db
      .prepare('SELECT id, slug, name, review_count AS n FROM restaurants ORDER BY review_count DESC, id LIMIT 1')
      .first<{ id: number; slug: string; name: string; n: number }>())!;
    expect(place.n).toBeGreaterThan(5);
    const sampleAuthor = (await app.db
      .prepare('SELECT u.name FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.restaurant_id = ? LIMIT 1')
      .bind(place.id)
      .first<{ name: string }>())!.name;

    const visitor = new TestClient(app);
    const page = visibleText(await (await visitor.get(`/restaurant/${place.slug}`)).text());
    expect(page).toContain('No reviews from our diners yet.');
    expect(page).toContain('No rating');
    expect(page).not.toContain(sampleAuthor);
    expect(await (await visitor.get(`/api/restaurants/${place.id}/reviews`)).json()).toMatchObject({ total: 0, reviews: [] });
    const listed = (await (await visitor.get('/api/restaurants')).json()) as { averageRating: number | null; reviewCount: number }[];
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((r) => r.averageRating !== null || r.reviewCount !== 0)).toEqual([]);
    expect(visibleText(await (await visitor.get(`/search?q=${encodeURIComponent(place.name)}`)).text())).toContain('No rating');
    // A 4-star filter finds nothing to stand on.
    expect(await (await visitor.get('/api/restaurants?rating=4')).json()).toEqual([]);

    // A real diner's review is the rating, alone.
    const ben = await signedIn(app, '10002');
    const posted = await ben.post(`/resources/reviews?restaurantId=${place.id}`, {
      rating: '2',
      content: 'Brisket was dry and the sides were cold.',
      redirectTo: `/restaurant/${place.slug}`,
    });
    expect(posted.status).toBe(302);
    // Anonymous pages come from the edge cache for a while after a review, as on any site.
    await app.purge(`/restaurant/${place.slug}`);
    await app.purge('/api/restaurants');
    const after = visibleText(await (await new TestClient(app).get(`/restaurant/${place.slug}`)).text());
    expect(after).toContain('1 review from our diners');
    expect(after).toMatch(/Rated 2\.0 out of 5/);
    const card = ((await (await visitor.get('/api/restaurants')).json()) as { id: number; averageRating: number; reviewCount: number }[]).find(
      (r) => r.id === place.id,
    );
    expect(card).toMatchObject({ averageRating: 20, reviewCount: 1 });
  });

  it('never counts a sample diner among a diner’s friends', async () => {
    const ben = await signedIn(app, '10002');
    const me = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>())!;
    const sample = (await app.db
      .prepare("SELECT u.facebook_id AS fb, r.restaurant_id AS place FROM users u JOIN reviews r ON r.user_id = u.id WHERE u.facebook_id LIKE 'sample:%' LIMIT 1")
      .first<{ fb: string; place: number }>())!;
    await app.db.prepare('INSERT INTO friendships (user_id, friend_facebook_id) VALUES (?, ?)').bind(me.id, sample.fb).run();
    expect(await (await ben.get('/api/friends/reviews')).json()).toEqual([]);
    expect(visibleText(await (await ben.get('/profile?tab=reviews')).text())).toContain('No reviews from your Facebook friends yet.');
  });

  it('shows no demo banner, and lets search engines in', async () => {
    const home = await new TestClient(app).get('/');
    expect(home.headers.get('X-Robots-Tag')).toBeNull();
    const text = visibleText(await home.text());
    expect(text).not.toContain('Demo site');
    expect(text).not.toContain('sample data');
    expect(await (await app.fetch('/robots.txt')).text()).toContain('User-agent: *\nAllow: /');
    expect(await (await app.fetch('/sitemap.xml')).text()).toContain('<loc>');
  });
});

describe('a demo deployment (DEMO_CONTENT=true, as npm start and the tests run)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ standIn: true });
  });
  afterAll(() => app?.dispose());

  it('says so on every page and asks search engines to stay out', async () => {
    const place = (await app.db.prepare('SELECT slug FROM restaurants ORDER BY id LIMIT 1').first<{ slug: string }>())!;
    for (const [path, status] of [['/', 200], [`/restaurant/${place.slug}`, 200], ['/recipes', 200], ['/no-such-page-here', 404]] as const) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow');
      expect(visibleText(await res.text()), path).toContain('Demo site. Its restaurants, diners and reviews are made-up samples, not real places or people.');
    }
    for (const path of ['/sitemap.xml', '/api/restaurants', '/feeds/news.xml']) {
      expect((await app.fetch(path)).headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow');
    }
    const robots = await (await app.fetch('/robots.txt')).text();
    expect(robots).toContain('User-agent: *\nDisallow: /');
    expect(robots).not.toContain('Sitemap:');
    expect(await (await app.fetch('/sitemap.xml')).text()).not.toContain('<url>');
  });

  it('shows the sample diners’ reviews and ratings', async () => {
    const place = (await app.db.prepare('SELECT slug, review_count AS n FROM restaurants ORDER BY review_count DESC, id LIMIT 1').first<{ slug: string; n: number }>())!;
    expect(visibleText(await (await app.fetch(`/restaurant/${place.slug}`)).text())).toContain(`${place.n} reviews from our diners`);
  });

  it('counts the sample content in the desk, and an admin removes it all at once after confirming', async () => {
    const diners = await count(app, "SELECT count(*) AS n FROM users WHERE facebook_id LIKE 'sample:%'");
    const reviews = await count(app, 'SELECT count(*) AS n FROM reviews');
    const listings = await count(app, 'SELECT count(*) AS n FROM restaurants WHERE is_sample = 1');
    expect(listings).toBe(content.restaurants.length);
    expect(listings).toBeGreaterThan(100);
    // The samples' details are there to remove.
    for (const table of ['restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours', 'restaurant_search']) {
      expect(await count(app, `SELECT count(*) AS n FROM ${table}`), table).toBeGreaterThan(10);
    }

    // A real diner's favourite of a sample listing goes with it; the diner stays.
    const ben = await signedIn(app, '10002');
    const benId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>())!.id;
    await app.db.prepare('INSERT INTO favorites (user_id, restaurant_id) SELECT ?, id FROM restaurants ORDER BY id LIMIT 1').bind(benId).run();
    await app.db.prepare("UPDATE users SET role = 'editor' WHERE id = ?").bind(benId).run();

    const erin = await signedIn(app, '10005');
    const overview = visibleText(await (await erin.get('/admin')).text());
    expect(overview).toContain(`This database holds ${diners} sample diners with ${reviews} reviews`);
    expect(overview).toContain(`and ${listings} sample listings.`);
    expect(overview).toContain('This site runs as a demo');
    expect(await count(app, 'SELECT count(*) AS n FROM guides')).toBe(content.guides.length);
    expect(overview).toContain(`; ${content.guides.length} sample guides.`);

    // An editor sees the counts but may not remove them.
    expect(visibleText(await (await ben.get('/admin')).text())).toContain('An admin can remove them here.');
    const byEditor = await ben.post('/admin?index', { intent: 'remove-samples', confirm: 'yes' });
    expect(byEditor.status).toBe(403);
    expect(visibleText(await byEditor.text())).toContain('Only an admin can remove the sample content.');

    const unconfirmed = await erin.post('/admin?index', { intent: 'remove-samples' });
    expect(unconfirmed.status).toBe(400);
    expect(visibleText(await unconfirmed.text())).toContain('Tick “Yes, remove all sample content” to remove it.');
    expect(await count(app, 'SELECT count(*) AS n FROM restaurants')).toBe(listings);

    const removed = await erin.post('/admin?index', { intent: 'remove-samples', confirm: 'yes' });
    expect(removed.status).toBe(302);
    const after = visibleText(await (await erin.follow(removed)).text());
    expect(after).toContain(`Removed ${diners} sample diners and ${listings} sample listings`);
    expect(after).not.toContain('Sample content');
    for (const sql of [
      "SELECT count(*) AS n FROM users WHERE facebook_id LIKE 'sample:%'",
      'SELECT count(*) AS n FROM restaurants',
      'SELECT count(*) AS n FROM reviews',
      'SELECT count(*) AS n FROM favorites',
      'SELECT count(*) AS n FROM opening_hours',
      'SELECT count(*) AS n FROM article_restaurants',
      // The demo's guides and its articles about sample listings go with them.
      'SELECT count(*) AS n FROM guides',
      'SELECT count(*) AS n FROM guide_places',
      'SELECT count(*) AS n FROM guide_log',
      // Their details go with them (ON DELETE CASCADE), and so do their search entries.
      'SELECT count(*) AS n FROM restaurant_facts',
      'SELECT count(*) AS n FROM restaurant_dishes',
      'SELECT count(*) AS n FROM happy_hours',
      'SELECT count(*) AS n FROM special_hours',
      'SELECT count(*) AS n FROM restaurant_search',
    ]) {
      expect(await count(app, sql), sql).toBe(0);
    }
    expect(await count(app, "SELECT count(*) AS n FROM users WHERE facebook_id IN ('10002', '10005')")).toBe(2);
    expect(visibleText(await (await new TestClient(app).get('/')).text())).not.toMatch(/\(\d+ reviews?\)/);

    const again = await erin.post('/admin?index', { intent: 'remove-samples', confirm: 'yes' });
    expect(again.status).toBe(409);
  });
});
