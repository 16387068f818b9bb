import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

let app: TestApp;
let places: Array<{ id: number; slug: string; name: string }>;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  places = (
    await app.db.prepare('SELECT id, slug, name FROM restaurants ORDER BY id LIMIT 4').all<{ id: number; slug: string; name: string }>()
  ).results;
});
afterAll(() => app?.dispose());

async function favoriteIds(facebookId: string) {
  const rows = await app.db
    .prepare('SELECT f.restaurant_id AS id FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.facebook_id = ? ORDER BY id')
    .bind(facebookId)
    .all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // shows (and spends) the welcome toast
  return client;
}

async function read(client: TestClient, path: string) {
  const res = await client.get(path);
  return { res, html: await res.text() };
}

describe('the favourite toggle (POST /resources/favorite)', () => {
  it('signed out: changes nothing and says "Login required" on the page it came from', async () => {
    const visitor = new TestClient(app);
    const from = `/restaurant/${places[0]!.slug}`;
    const res = await visitor.post('/resources/favorite', { restaurantId: String(places[0]!.id), redirectTo: from });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(from);
    const [{ n }] = (await app.db.prepare('SELECT count(*) AS n FROM favorites').all<{ n: number }>()).results;
    expect(n).toBe(0);
    const text = visibleText((await read(visitor, '/favorites')).html);
    expect(text).toContain('Login required Please login to add restaurants to favorites');
  });

  it('signed in: toggles the favourite and returns to the page it came from', async () => {
    const ana = await signedIn('10001');
    const place = places[0]!;
    const add = await ana.post('/resources/favorite', { restaurantId: String(place.id), redirectTo: '/?sort=rating' });
    expect(add.status).toBe(302);
    expect(add.headers.get('Location')).toBe('/?sort=rating');
    expect(await favoriteIds('10001')).toEqual([place.id]);

    const { html } = await read(ana, '/favorites');
    expect(visibleText(html)).toContain(place.name);
    // The heart says what it does in words, for screen readers and text browsers alike.
    expect(html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>)[\s\S])*<span class="sr-only">Remove from Favorites<\/span>/);

    const remove = await ana.post('/resources/favorite', { restaurantId: String(place.id), redirectTo: '/favorites' });
    expect(remove.headers.get('Location')).toBe('/favorites');
    expect(await favoriteIds('10001')).toEqual([]);
  });

  it('applies an explicit intent idempotently, so a double submission does not undo itself', async () => {
    const dale = await signedIn('10004');
    const id = String(places[1]!.id);
    await dale.post('/resources/favorite', { restaurantId: id, intent: 'add', redirectTo: '/' });
    await dale.post('/resources/favorite', { restaurantId: id, intent: 'add', redirectTo: '/' });
    expect(await favoriteIds('10004')).toEqual([places[1]!.id]);
    await dale.post('/resources/favorite', { restaurantId: id, intent: 'remove', redirectTo: '/' });
    await dale.post('/resources/favorite', { restaurantId: id, intent: 'remove', redirectTo: '/' });
    expect(await favoriteIds('10004')).toEqual([]);
  });

  it('redirects back only to same-site paths', async () => {
    const dale = await signedIn('10004');
    for (const offSite of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await dale.post('/resources/favorite', { restaurantId: String(places[2]!.id), redirectTo: offSite });
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/');
    }
    const visitor = new TestClient(app);
    const res = await visitor.post('/resources/favorite', { restaurantId: String(places[2]!.id), redirectTo: 'https://evil.example/' });
    expect(res.headers.get('Location')).toBe('/');
  });

  it('answers a missing or unknown restaurant with a 4xx and a message', async () => {
    const dale = await signedIn('10004');
    const bad = await dale.post('/resources/favorite', { restaurantId: 'abc', redirectTo: '/' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose a restaurant');
    const unknown = await dale.post('/resources/favorite', { restaurantId: '999999', redirectTo: '/' });
    expect(unknown.status).toBe(404);
  });

  it('refuses a toggle posted from another site', async () => {
    const dale = await signedIn('10004');
    const res = await dale.post(
      '/resources/favorite',
      { restaurantId: String(places[3]!.id), redirectTo: '/' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(await favoriteIds('10004')).not.toContain(places[3]!.id);
  });

  it('limits how fast one account can toggle, with a 429 and a toast', async () => {
    const priya = await signedIn('10003');
    const id = String(places[3]!.id);
    let last: Response | undefined;
    // The limit is 60 a minute in fixed windows: 121 tries exceed it even across a window boundary.
    for (let i = 0; i < 121; i++) {
      last = await priya.post('/resources/favorite', { restaurantId: id, redirectTo: '/favorites' });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(await last!.text()).toBe('Too many requests. Please wait a minute and try again.');
    expect(visibleText((await read(priya, '/favorites')).html)).toContain('Too many requests');
  });
});

describe('/favorites', () => {
  it('asks a signed-out visitor to sign in, with a working sign-in button', async () => {
    const visitor = new TestClient(app);
    const { res, html } = await read(visitor, '/favorites');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const text = visibleText(html);
    expect(text).toContain('Sign In Required');
    expect(text).toContain('Please sign in with Facebook to view and manage your favorite restaurants.');
    expect(text).not.toContain('coming soon!');
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/auth\/facebook"/);
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/favorites"/>');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Browse Restaurants<\/a>/);

    const start = await visitor.post('/auth/facebook', { redirectTo: '/favorites' });
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get('Location')!).origin).toBe(app.standInOrigin);
  });

  it('shows "No Favorites Yet" with a way to the directory when the list is empty', async () => {
    const dale = await signedIn('10004');
    await app.db.prepare("DELETE FROM favorites WHERE user_id = (SELECT id FROM users WHERE facebook_id = '10004')").run();
    const { html } = await read(dale, '/favorites');
    expect(visibleText(html)).toContain('No Favorites Yet');
    expect(html).toMatch(/<a[^>]*href="\/restaurant-directory"[^>]*>Explore Restaurants<\/a>/);
  });

  it("shows the cards with how many friends saved each place", async () => {
    const ana = await signedIn('10001');
    const ben = await signedIn('10002');
    const place = places[2]!;
    await ana.post('/resources/favorite', { restaurantId: String(place.id), intent: 'add', redirectTo: '/' });
    await ben.post('/resources/favorite', { restaurantId: String(place.id), intent: 'add', redirectTo: '/' });
    const { html } = await read(ben, '/favorites');
    const text = visibleText(html);
    expect(text).toContain(place.name);
    expect(text).toContain('1 friend saved this');
    expect(html).toContain(`href="/restaurant/${place.slug}"`);
  });
});

describe('/profile', () => {
  it('sends a signed-out visitor home with "Login Required"', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.get('/profile');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    const text = visibleText((await read(visitor, '/')).html);
    expect(text).toContain('Login Required Please log in to view your profile');
  });

  it('shows the diner, their counts and the Favorites tab, privately', async () => {
    const ana = await signedIn('10001');
    const { res, html } = await read(ana, '/profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const text = visibleText(html);
    expect(text).toContain('Ana Morales @ana.morales');
    const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'America/Chicago' });
    expect(text).toContain(`Member since ${month}`);
    const favorites = (await favoriteIds('10001')).length;
    expect(text).toContain(`Reviews 0 Favorites ${favorites}`);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/profile\?tab=favorites"|<a[^>]*href="\/profile\?tab=favorites"[^>]*aria-current="page"/);
    expect(text).toContain(places[2]!.name);
  });

  it('shows the empty states with "Browse Restaurants"', async () => {
    const dale = await signedIn('10004');
    await app.db.prepare("DELETE FROM favorites WHERE user_id = (SELECT id FROM users WHERE facebook_id = '10004')").run();
    const favorites = await read(dale, '/profile?tab=favorites');
    expect(visibleText(favorites.html)).toContain("You haven't favorited any restaurants yet. Browse Restaurants");
    const reviews = await read(dale, '/profile?tab=reviews');
    expect(visibleText(reviews.html)).toContain("You haven't reviewed any restaurants yet. Browse Restaurants");
    expect(reviews.html).toMatch(/href="\/profile\?tab=reviews"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/profile\?tab=reviews"/);
    // An unknown tab falls back to Favorites.
    expect(visibleText((await read(dale, '/profile?tab=bogus')).html)).toContain("You haven't favorited any restaurants yet.");
  });
});

describe('hearts in search results', () => {
  it('show each signed-in diner their own saved places, found on any page of the results', async () => {
    const cooper = (await app.db.prepare("SELECT id FROM restaurants WHERE slug = 'coopers-old-time-pit-barbque'").first<{ id: number }>())!;
    const ana = await signedIn('10001');
    const ben = await signedIn('10002');
    await ana.post('/resources/favorite', { restaurantId: String(cooper.id), redirectTo: '/search?q=bbq' });
    const heartOf = (html: string) => new RegExp(`id="restaurant-${cooper.id}"[\\s\\S]*?aria-pressed="(true|false)"`).exec(html)?.[1];
    // Taken in turns, so a statement kept for one request cannot carry the other diner's values.
    for (let round = 0; round < 2; round++) {
      expect(heartOf((await read(ana, '/search?q=bbq')).html)).toBe('true');
      expect(heartOf((await read(ben, '/search?q=bbq')).html)).toBe('false');
      expect(heartOf((await read(new TestClient(app), '/search?q=bbq')).html)).toBe('false');
    }
  });
});
