import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { createReview } from '../support/factories';
import { TestClient, visibleText } from '../support/client';

/**
 * Contract tests of the JSON API (docs/api.md, the spec's section 7): status
 * codes, field names and types, filters, 401s and 400s, against the bundled
 * Worker in Miniflare with the Facebook stand-in.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const RESTAURANT_FIELDS = [
  'address',
  'averageRating',
  'cuisine',
  'description',
  'hours',
  'id',
  'imageUrl',
  'isFavorite',
  'isFeatured',
  'name',
  'neighborhood',
  'phone',
  'priceLevel',
  'pricePerPerson',
  'reservationUrl',
  'reviewCount',
  'slug',
  'website',
];

type Json = Record<string, any>;

const keys = (o: object) => Object.keys(o).sort();
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';

/** `withFacts`: GET /api/restaurants also answers each place's checked facts and its page's details. */
function expectRestaurant(r: Json, { withFacts = false } = {}) {
  expect(keys(r)).toEqual(withFacts ? [...RESTAURANT_FIELDS, 'facts', 'happyHours', 'dishes', 'specialDates', 'sources'].sort() : RESTAURANT_FIELDS);
  expect(r.pricePerPerson === null || Number.isInteger(r.pricePerPerson)).toBe(true);
  if (withFacts) {
    for (const fact of Object.values(r.facts as Record<string, Json>)) {
      expect(['yes', 'no']).toContain(fact.value);
      expect(fact.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Who last stated each part, where anyone restated it (decision 050).
    for (const source of Object.values(r.sources as Record<string, Json>)) {
      expect(['owner', 'editor']).toContain(source.by);
      expect(source.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  }
  expect(Number.isInteger(r.id)).toBe(true);
  expect(typeof r.slug).toBe('string');
  expect(typeof r.name).toBe('string');
  expect(typeof r.description).toBe('string');
  expect(typeof r.cuisine).toBe('string');
  expect([1, 2, 3, 4]).toContain(r.priceLevel);
  expect(typeof r.neighborhood).toBe('string');
  expect(stringOrNull(r.imageUrl)).toBe(true);
  // Tenths of a star: an integer from 0 to 50, or null.
  if (r.averageRating !== null) {
    expect(Number.isInteger(r.averageRating)).toBe(true);
    expect(r.averageRating).toBeGreaterThanOrEqual(0);
    expect(r.averageRating).toBeLessThanOrEqual(50);
  }
  expect(Number.isInteger(r.reviewCount)).toBe(true);
  expect(typeof r.isFavorite).toBe('boolean');
  expect(typeof r.isFeatured).toBe('boolean');
  for (const f of ['address', 'phone', 'website', 'reservationUrl']) expect(stringOrNull(r[f])).toBe(true);
  if (r.hours !== null) {
    expect(r.hours).toHaveLength(7);
    expect(r.hours[0]).toMatch(/^Monday: /);
    expect(r.hours[6]).toMatch(/^Sunday: /);
  }
}

async function getJson(path: string, client?: TestClient) {
  const res = client ? await client.get(path) : await app.fetch(path);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return { res, body: (await res.json()) as any };
}

async function sql<T>(query: string, ...binds: unknown[]) {
  return (await app.db.prepare(query).bind(...binds).all<T>()).results;
}

/** A JSON POST from one of our own pages (same Origin), through the diner's cookie jar. */
function postJson(client: TestClient, path: string, body: unknown, headers: Record<string, string> = {}) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A user access token as Facebook's JavaScript SDK would hold it: the diner
 * consents in the stand-in's dialog and the code is exchanged for our app.
 */
async function facebookToken(person: string) {
  const redirectUri = `${app.origin}/sdk-callback`;
  const consent = new URL('/dialog/consent', app.standInOrigin!);
  consent.searchParams.set('redirect_uri', redirectUri);
  consent.searchParams.set('state', 'sdk');
  consent.searchParams.set('person', person);
  const back = await fetch(consent, { redirect: 'manual' });
  const code = new URL(back.headers.get('Location')!).searchParams.get('code')!;
  const exchange = await fetch(new URL('/oauth/access_token', app.standInOrigin!), {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'test-app-id', client_secret: 'test-app-secret', code, redirect_uri: redirectUri }),
  });
  const { access_token } = (await exchange.json()) as { access_token: string };
  // The stand-in's token names the person and our app (workers/facebook-standin.ts).
  expect(JSON.parse(atob(access_token))).toEqual({ person, app: 'test-app-id' });
  return access_token;
}

/** The stand-in's token format, for a token Facebook issued to ANOTHER app for the same person. */
const foreignAppToken = (person: string) => btoa(JSON.stringify({ person, app: 'someone-elses-app' })).replace(/=+$/, '');

async function apiSignIn(person: string) {
  const client = new TestClient(app);
  const res = await postJson(client, '/api/auth/facebook', { fbUserId: person, fbAccessToken: await facebookToken(person) });
  expect(res.status).toBe(200);
  return { client, user: ((await res.json()) as any).user as Json };
}

describe('GET /api/restaurants', () => {
  it('answers every restaurant with the spec field names and types, anonymous and cacheable', async () => {
    const [{ n }] = await sql<{ n: number }>('SELECT count(*) AS n FROM restaurants');
    const { res, body } = await getJson('/api/restaurants');
    expect(res.status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(n);
    body.forEach((r: Json) => expectRestaurant(r, { withFacts: true }));
    expect(body.every((r: Json) => r.isFavorite === false)).toBe(true);
    expect(body.some((r: Json) => Array.isArray(r.hours))).toBe(true);
    // Highest rated first, as the listing's default sort.
    const ratings = body.map((r: Json) => r.averageRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(res.headers.get('cdn-cache-control')).toMatch(/public.*max-age=10/);
  });

  it('reads averageRating in tenths and cuisine as the display name, as the detail page does', async () => {
    const [row] = await sql<{ id: number; rating: number; cuisine: string; phone: string }>(
      `SELECT r.id, r.average_rating AS rating, c.name AS cuisine, r.phone FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id
       WHERE r.average_rating IS NOT NULL ORDER BY r.id LIMIT 1`,
    );
    const { body } = await getJson('/api/restaurants');
    const found = body.find((r: Json) => r.id === row!.id);
    expect(found.averageRating).toBe(row!.rating);
    expect(found.cuisine).toBe(row!.cuisine);
    expect(found.phone).toBe(row!.phone);
  });

  it('filters featured restaurants for the carousel (fresh for 10 s at the edge)', async () => {
    const [{ n }] = await sql<{ n: number }>('SELECT count(*) AS n FROM restaurants WHERE is_featured = 1');
    expect(n).toBeGreaterThan(0);
    const featured = await getJson('/api/restaurants?isFeatured=true');
    expect(featured.res.status).toBe(200);
    expect(featured.body).toHaveLength(n);
    expect(featured.body.every((r: Json) => r.isFeatured === true)).toBe(true);
    expect(featured.res.headers.get('cdn-cache-control')).toBe('public, max-age=10, stale-while-revalidate=300');
    // A browser asks again every time: its copy never outlives a sign-in or a favourite.
    expect(featured.res.headers.get('cache-control')).toBe('no-cache');
    const others = await getJson('/api/restaurants?isFeatured=false');
    expect(others.body.length).toBeGreaterThan(0);
    expect(others.body.every((r: Json) => r.isFeatured === false)).toBe(true);
  });

  it('filters by cuisine display name or key, case-insensitively, as the cuisine pages call it', async () => {
    for (const [name, key] of [
      ['Cajun Creole', 'cajun'],
      ['Farm to Table', 'farm-to-table'],
      ['Middle Eastern', 'middle-eastern'],
      ['Barbeque', 'barbeque'],
    ]) {
      const [{ n }] = await sql<{ n: number }>(
        'SELECT count(*) AS n FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE c.key = ?',
        key,
      );
      expect(n, key).toBeGreaterThan(0);
      for (const value of [name, name!.toLowerCase(), key]) {
        const { res, body } = await getJson(`/api/restaurants?cuisine=${encodeURIComponent(value!)}`);
        expect(res.status).toBe(200);
        expect(body, value).toHaveLength(n);
        expect(body.every((r: Json) => r.cuisine === name)).toBe(true);
      }
    }
  });

  it('answers an empty list for a cuisine with no restaurants, and treats the all-values as no filter', async () => {
    const none = await getJson('/api/restaurants?cuisine=Dessert');
    expect(none.res.status).toBe(200);
    expect(none.body).toEqual([]);
    const all = await getJson('/api/restaurants');
    const defaults = await getJson('/api/restaurants?cuisine=all_cuisines&priceLevel=any_price&neighborhood=all_areas');
    expect(defaults.res.status).toBe(200);
    expect(defaults.body.map((r: Json) => r.id)).toEqual(all.body.map((r: Json) => r.id));
  });

  it('filters by priceLevel, minimum rating and neighborhood, together', async () => {
    const price = await getJson('/api/restaurants?priceLevel=2');
    expect(price.body.length).toBeGreaterThan(0);
    expect(price.body.every((r: Json) => r.priceLevel === 2)).toBe(true);

    const rating = await getJson('/api/restaurants?rating=4');
    expect(rating.body.length).toBeGreaterThan(0);
    expect(rating.body.every((r: Json) => r.averageRating >= 40)).toBe(true);

    const [{ neighborhood, n }] = await sql<{ neighborhood: string; n: number }>(
      'SELECT neighborhood, count(*) AS n FROM restaurants GROUP BY neighborhood ORDER BY n DESC LIMIT 1',
    );
    const area = await getJson(`/api/restaurants?neighborhood=${encodeURIComponent(neighborhood!)}`);
    expect(area.body).toHaveLength(n!);
    expect(area.body.every((r: Json) => r.neighborhood === neighborhood)).toBe(true);

    const [{ n: both }] = await sql<{ n: number }>(
      'SELECT count(*) AS n FROM restaurants WHERE neighborhood = ? AND price_level = 2 AND average_rating >= 30',
      neighborhood,
    );
    const combined = await getJson(`/api/restaurants?neighborhood=${encodeURIComponent(neighborhood!)}&priceLevel=2&rating=3`);
    expect(combined.body).toHaveLength(both!);
  });

  it.each([
    ['priceLevel=abc', 'priceLevel'],
    ['priceLevel=5', 'priceLevel'],
    ['rating=9', 'rating'],
    ['rating=4.5', 'rating'],
    ['isFeatured=yes', 'isFeatured'],
    ['sort=random', 'sort'],
    ['has=unicorn', 'has'],
    ['has=%3Cscript%3E', 'has'],
    ['happyHourNow=yes', 'happyHourNow'],
    ['pricePerPerson=cheap', 'pricePerPerson'],
    ['cuisine=%3Cscript%3E', 'cuisine'],
    [`neighborhood=${'x'.repeat(61)}`, 'neighborhood'],
  ])('answers 400 with field errors for a malformed parameter (%s), never a 500', async (query, field) => {
    const { res, body } = await getJson(`/api/restaurants?${query}`);
    expect(res.status).toBe(400);
    expect(body.message).toBe('Invalid query parameters');
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field][0]).toMatch(new RegExp(field));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/cuisine-categories, /api/recipes, /api/articles', () => {
  it('lists the cuisine categories with id, name, image and href (null when there is no page)', async () => {
    const { res, body } = await getJson('/api/cuisine-categories');
    expect(res.status).toBe(200);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*) AS n FROM cuisines');
    expect(body).toHaveLength(n);
    for (const c of body) {
      expect(keys(c)).toEqual(['href', 'id', 'image', 'key', 'name']);
      expect(Number.isInteger(c.id)).toBe(true);
      expect(typeof c.name).toBe('string');
      expect(c.image).toMatch(/^\/images\//);
      expect(c.href === null || c.href === `/restaurants/${c.key}`).toBe(true);
    }
    expect(body.find((c: Json) => c.key === 'cajun').name).toBe('Cajun Creole');
  });

  it('lists the recipes with the spec fields', async () => {
    const { res, body } = await getJson('/api/recipes');
    expect(res.status).toBe(200);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*) AS n FROM recipes');
    expect(n).toBeGreaterThan(0);
    expect(body).toHaveLength(n);
    for (const r of body) {
      expect(keys(r)).toEqual(['cookingTime', 'cuisine', 'description', 'difficulty', 'id', 'imageUrl', 'servings', 'title']);
      expect(Number.isInteger(r.id)).toBe(true);
      expect(typeof r.title).toBe('string');
      expect(r.cookingTime === null || Number.isInteger(r.cookingTime)).toBe(true);
      expect(r.servings === null || Number.isInteger(r.servings)).toBe(true);
      expect(typeof r.difficulty).toBe('string');
      expect(stringOrNull(r.cuisine)).toBe(true);
      expect(stringOrNull(r.imageUrl)).toBe(true);
    }
  });

  it('lists every article of both kinds with the spec fields and the excerpt fallback, fresh for 5 minutes', async () => {
    const { res, body } = await getJson('/api/articles');
    expect(res.status).toBe(200);
    expect(res.headers.get('cdn-cache-control')).toMatch(/public.*max-age=300/);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*) AS n FROM articles');
    expect(body).toHaveLength(n);
    const fields = ['author', 'category', 'content', 'createdAt', 'description', 'excerpt', 'id', 'imageUrl', 'kind', 'publishedAt', 'slug', 'title', 'updatedAt'];
    for (const a of body) {
      expect(keys(a)).toEqual(fields);
      for (const f of fields.filter((f) => f !== 'id' && f !== 'imageUrl')) expect(typeof a[f], f).toBe('string');
      expect(a.excerpt.length).toBeGreaterThan(0);
    }
    expect(new Set(body.map((a: Json) => a.kind))).toEqual(new Set(['review', 'news']));
    const published = body.map((a: Json) => a.publishedAt);
    expect(published).toEqual([...published].sort().reverse());

    const [noExcerpt] = await sql<{ id: number; content: string }>(
      "SELECT id, content FROM articles WHERE excerpt IS NULL OR trim(excerpt) = '' LIMIT 1",
    );
    if (noExcerpt) expect(body.find((a: Json) => a.id === noExcerpt.id).excerpt).toBe(noExcerpt.content.slice(0, 150));
  });
});

describe('errors are JSON', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/restaurants/1/unknown', '/api']) {
      const { res, body } = await getJson(path);
      expect(res.status, path).toBe(404);
      expect(typeof body.message).toBe('string');
    }
  });

  it('answers a wrong method with a JSON 405 and the allowed one', async () => {
    const client = new TestClient(app);
    const post = await postJson(client, '/api/restaurants', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(((await post.json()) as Json).message).toBe('Use GET for this endpoint.');
    const get = await app.fetch('/api/auth/logout');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('refuses a mutation from another site with a JSON 403', async () => {
    const client = new TestClient(app);
    const res = await postJson(client, '/api/contact', { name: 'Eve', email: 'eve@example.com', message: 'Hello from elsewhere' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Json).message).toMatch(/another site/);
  });
});

describe('signed-out diners', () => {
  it.each([
    ['GET', '/api/favorites'],
    ['GET', '/api/friends/reviews'],
    ['GET', '/api/auth/me'],
    ['POST', '/api/restaurants/1/favorite'],
  ])('%s %s answers 401 {message: "Login required"}', async (method, path) => {
    const client = new TestClient(app);
    const res = method === 'GET' ? await client.get(path) : await postJson(client, path, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Login required' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /api/auth/facebook', () => {
  it('signs in after Facebook confirms the token, reading the profile from Facebook and never from the body', async () => {
    const client = new TestClient(app);
    const res = await postJson(client, '/api/auth/facebook', {
      fbUserId: '10001',
      fbAccessToken: await facebookToken('10001'),
      name: 'Someone Else',
      username: 'mallory',
      profilePicture: 'https://evil.example/me.png',
      fbFriends: ['10004'],
    });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as Json;
    expect(keys(user)).toEqual(['id', 'memberSince', 'name', 'profilePicture', 'username']);
    expect(user.name).toBe('Ana Morales');
    expect(user.username).toBe('ana.morales');
    expect(user.profilePicture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Number.isNaN(Date.parse(user.memberSince))).toBe(false);
    expect(client.cookies.has('fwe_session')).toBe(true);
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);

    // The friends come from Facebook (10002, 10003), not the body's list.
    const friends = await sql<{ id: string }>(
      'SELECT friend_facebook_id AS id FROM friendships WHERE user_id = ? ORDER BY 1',
      user.id,
    );
    expect(friends.map((f) => f.id)).toEqual(['10002', '10003']);

    const me = await getJson('/api/auth/me', client);
    expect(me.res.status).toBe(200);
    expect(me.body).toEqual(user);
    expect(me.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['a forged token', () => Promise.resolve({ fbUserId: '10001', fbAccessToken: 'EAAforged0123456789' })],
    ['a token Facebook issued to another app', () => Promise.resolve({ fbUserId: '10001', fbAccessToken: foreignAppToken('10001') })],
    ['a token of another person than fbUserId', async () => ({ fbUserId: '10001', fbAccessToken: await facebookToken('10002') })],
  ])('refuses %s with a 401 and starts no session', async (_name, payload) => {
    const client = new TestClient(app);
    const before = await sql<{ n: number }>('SELECT count(*) AS n FROM users');
    const res = await postJson(client, '/api/auth/facebook', { ...(await payload()), name: 'Ana Morales', username: 'ana.morales' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).message).toMatch(/Facebook did not confirm/);
    expect(client.cookies.has('fwe_session')).toBe(false);
    expect(await sql<{ n: number }>('SELECT count(*) AS n FROM users')).toEqual(before);
  });

  it('answers 400 for a payload without a token, a malformed id or a body that is not JSON', async () => {
    const client = new TestClient(app);
    const missing = await postJson(client, '/api/auth/facebook', { fbUserId: '10001', name: 'Ana' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).errors.fbAccessToken).toEqual(['fbAccessToken is required']);
    const badId = await postJson(client, '/api/auth/facebook', { fbUserId: 'abc', fbAccessToken: 'x' });
    expect(badId.status).toBe(400);
    expect(Object.keys(((await badId.json()) as Json).errors)).toEqual(['fbUserId']);
    const notJson = await postJson(client, '/api/auth/facebook', '{"fbAccessToken":');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as Json).message).toBe('The request body must be a JSON object.');
  });

  it('signs out with POST /api/auth/logout: 204 and the session cleared', async () => {
    const { client } = await apiSignIn('10003');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const res = await postJson(client, '/api/auth/logout', '');
    expect(res.status).toBe(204);
    expect(client.cookies.has('fwe_session')).toBe(false);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('favourites through the API and the page agree', () => {
  it('toggles with POST /api/restaurants/{id}/favorite, lists with GET /api/favorites, and matches the page form', async () => {
    const { client } = await apiSignIn('10004');
    const [target] = await sql<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM restaurants ORDER BY id LIMIT 1');
    const id = target!.id;

    const empty = await getJson('/api/favorites', client);
    expect(empty.res.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.res.headers.get('cache-control')).toBe('private, no-store');

    // API on: the page shows it saved.
    const on = await postJson(client, `/api/restaurants/${id}/favorite`, '');
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ restaurantId: id, isFavorite: true });
    const listed = await getJson('/api/favorites', client);
    expect(listed.body.map((r: Json) => r.id)).toEqual([id]);
    expectRestaurant(listed.body[0]);
    expect(listed.body[0].isFavorite).toBe(true);
    expect(visibleText(await (await client.get('/favorites')).text())).toContain(target!.name);
    const all = await getJson('/api/restaurants', client);
    expect(all.body.find((r: Json) => r.id === id).isFavorite).toBe(true);
    expect(all.res.headers.get('cache-control')).toBe('private, no-store');

    // Page form off (the heart's toggle): the API agrees.
    const form = await client.post('/resources/favorite', { restaurantId: String(id), redirectTo: '/favorites' });
    expect(form.status).toBe(302);
    expect((await getJson('/api/favorites', client)).body).toEqual([]);

    // API again: on, then off.
    expect(await (await postJson(client, `/api/restaurants/${id}/favorite`, '')).json()).toEqual({ restaurantId: id, isFavorite: true });
    const form2 = await client.post('/resources/favorite', { restaurantId: String(id), intent: 'add', redirectTo: '/favorites' });
    expect(form2.status).toBe(302);
    expect((await getJson('/api/favorites', client)).body.map((r: Json) => r.id)).toEqual([id]);
    expect(await (await postJson(client, `/api/restaurants/${id}/favorite`, '')).json()).toEqual({ restaurantId: id, isFavorite: false });
    expect(visibleText(await (await client.get('/favorites')).text())).toContain('No Favorites Yet');
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const { client } = await apiSignIn('10004');
    for (const id of ['999999', 'abc', '0']) {
      const res = await postJson(client, `/api/restaurants/${id}/favorite`, '');
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: 'Restaurant not found' });
    }
  });
});

describe('GET /api/friends/reviews', () => {
  it("lists reviews by the diner's Facebook friends with the spec fields", async () => {
    const { client: ana, user } = await apiSignIn('10001');
    const { user: ben } = await apiSignIn('10002');
    const { user: dale } = await apiSignIn('10004');
    const [r] = await sql<{ id: number; name: string; cuisine: string; image: string | null }>(
      'SELECT r.id, r.name, c.name AS cuisine, r.image_url AS image FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id ORDER BY r.id LIMIT 1',
    );
    await createReview(app.db, { userId: ben.id, restaurantId: r!.id, rating: 5, content: 'Brisket worth the line, friend.' });
    // Dale is not Ana's friend: his review is not listed.
    await createReview(app.db, { userId: dale.id, restaurantId: r!.id, rating: 2, content: 'Not my kind of place at all.' });
    // Ana's own review is not a friend's.
    await createReview(app.db, { userId: user.id, restaurantId: r!.id, rating: 4, content: 'My own take on the brisket.' });

    const { res, body } = await getJson('/api/friends/reviews', ana);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toHaveLength(1);
    const review = body[0];
    expect(keys(review)).toEqual(['content', 'createdAt', 'id', 'rating', 'restaurant', 'user']);
    expect(review.rating).toBe(5);
    expect(review.content).toBe('Brisket worth the line, friend.');
    expect(Number.isNaN(Date.parse(review.createdAt))).toBe(false);
    expect(review.user).toEqual({ name: 'Ben Carter', profilePicture: ben.profilePicture });
    expect(review.restaurant).toEqual({ id: r!.id, name: r!.name, cuisine: r!.cuisine, imageUrl: r!.image });
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 (JSON or a plain form post)', async () => {
    const client = new TestClient(app);
    const res = await postJson(client, '/api/contact', { name: 'Jo Diner', email: 'jo@example.com', message: 'Please list my taqueria on Magnolia.' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Json).message).toBe('Message sent successfully!');
    const form = await client.post('/api/contact', { name: 'Al Form', email: 'al@example.com', message: 'Sent from a plain HTML form.' });
    expect(form.status).toBe(201);
    const rows = await sql<{ name: string }>("SELECT name FROM contact_messages WHERE email IN ('jo@example.com', 'al@example.com') ORDER BY id");
    expect(rows.map((r) => r.name)).toEqual(['Jo Diner', 'Al Form']);
  });

  it("answers 400 with the page's field messages", async () => {
    const client = new TestClient(app);
    const res = await postJson(client, '/api/contact', { name: 'J', email: 'not-an-email', message: 'short' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(typeof body.message).toBe('string');
    expect(body.errors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    });
    const blank = await postJson(client, '/api/contact', { name: '  ', email: '', message: '' });
    expect(((await blank.json()) as Json).errors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      message: ['Message is required'],
    });
    const notJson = await postJson(client, '/api/contact', 'name=x');
    expect(notJson.status).toBe(400);
    const array = await postJson(client, '/api/contact', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('refuses a filled-in honeypot like the page does, keeping the message only for the junk view', async () => {
    const client = new TestClient(app);
    const res = await postJson(client, '/api/contact', { name: 'Bot Bot', email: 'bot@example.com', message: 'Buy cheap things now!!', website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(await sql("SELECT held_reason FROM contact_messages WHERE email = 'bot@example.com'")).toEqual([{ held_reason: 'honeypot' }]);
  });
});
