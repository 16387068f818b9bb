import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeCacheKey } from '../../workers/edge-cache';
import { startApp, type TestApp } from '../support/app';
import { lastPage, strangerFetch, TestClient, visibleText } from '../support/client';
import { formFields } from '../support/forms';
import { readMap } from '../support/place-map';

/** The items of a page's numbered list of places (an <ol>: the browser numbers them), in order, as text. */
function numberedPlaces(html: string): string[] {
  const list = /<ol aria-label="[^"]*, numbered"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li\b[\s\S]*?<\/li>/g)].map((item) => visibleText(item[0]));
}

/**
 * Diners' lists, without JavaScript: Want to go and Been from a card and from a
 * restaurant page, Been's day and note, /lists, the home listing's own filters,
 * "friends want to go", and a list shared by link. Privacy tests are in
 * diner-lists-privacy.test.ts.
 */
let app: TestApp;
// The Worker's clock stands at the moment the file starts: "today" is the same day here and there.
const startedAt = new Date();
type Place = { id: number; slug: string; name: string };
let places: Place[];
beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { TEST_NOW: startedAt.toISOString() } });
  places = (
    await app.db
      .prepare('SELECT id, slug, name FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 6')
      .all<Place>()
  ).results;
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

async function entries(facebookId: string, list: 'want' | 'been') {
  const rows = await app.db
    .prepare(
      `SELECT e.restaurant_id AS id, e.visited_on AS visitedOn, e.note FROM list_entries e JOIN users u ON u.id = e.user_id
       WHERE u.facebook_id = ? AND e.list = ? ORDER BY e.restaurant_id`,
    )
    .bind(facebookId, list)
    .all<{ id: number; visitedOn: string | null; note: string | null }>();
  return rows.results;
}

/** The fields of the form in `html` whose hidden inputs say restaurantId and list. */
function toggleForm(html: string, restaurantId: number, list: 'want' | 'been') {
  const form = [...html.matchAll(/<form[^>]*action="\/resources\/list-entry"[^>]*>([\s\S]*?)<\/form>/g)]
    .map((m) => m[0])
    .find((f) => f.includes(`name="restaurantId" value="${restaurantId}"`) && f.includes(`name="list" value="${list}"`));
  if (!form) throw new Error(`No ${list} toggle for ${restaurantId}`);
  return { fields: formFields(form), pressed: /aria-pressed="true"/.test(form) };
}

/** A Fort Worth date `days` from today, by the Worker's clock. */
function fortWorthDay(days = 0) {
  const date = new Date(startedAt.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(date);
}

describe('Want to go and Been toggles', () => {
  it('signed out: a toggle changes nothing and asks the diner to log in', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.post('/resources/list-entry', { restaurantId: String(places[0]!.id), list: 'want', intent: 'add', redirectTo: '/' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    const text = visibleText(await (await visitor.get('/about')).text());
    expect(text).toContain('Login required');
    const [{ n }] = (await app.db.prepare('SELECT count(*) AS n FROM list_entries').all<{ n: number }>()).results as [{ n: number }];
    expect(n).toBe(0);
  });

  it('from a home card: the card posts Want to go, lands back on itself and shows it pressed', async () => {
    const ana = await signedIn('10001');
    const home = await (await ana.get('/')).text();
    const id = Number(/<article id="restaurant-(\d+)"/.exec(home)![1]);
    const place = { id };
    const { fields, pressed } = toggleForm(home, place.id, 'want');
    expect(pressed).toBe(false);
    expect(fields).toMatchObject({ intent: 'add', list: 'want', redirectTo: `/#restaurant-${place.id}` });
    const res = await ana.post('/resources/list-entry', fields);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/#restaurant-${place.id}`);
    expect((await entries('10001', 'want')).map((e) => e.id)).toEqual([place.id]);
    const after = await (await ana.get('/')).text();
    expect(toggleForm(after, place.id, 'want').pressed).toBe(true);
    expect(toggleForm(after, place.id, 'been').pressed).toBe(false);
    // Anonymous cards are unchanged: nothing pressed for a visitor.
    const anonymous = await (await strangerFetch(app, '/')).text();
    expect(toggleForm(anonymous, place.id, 'want').pressed).toBe(false);
  });

  it('from a restaurant page: Been, idempotent, then taken off again', async () => {
    const ben = await signedIn('10002');
    const place = places[1]!;
    const page = await (await ben.get(`/restaurant/${place.slug}`)).text();
    const { fields } = toggleForm(page, place.id, 'been');
    expect(visibleText(page)).toContain('Mark as Been');
    expect(fields.redirectTo).toBe(`/restaurant/${place.slug}#quick-actions`);
    await ben.post('/resources/list-entry', fields);
    await ben.post('/resources/list-entry', fields);
    expect((await entries('10002', 'been')).map((e) => e.id)).toEqual([place.id]);
    const after = await (await ben.get(`/restaurant/${place.slug}`)).text();
    expect(visibleText(after)).toContain('Remove from Been');
    await ben.post('/resources/list-entry', toggleForm(after, place.id, 'been').fields);
    expect(await entries('10002', 'been')).toEqual([]);
  });

  it('refuses a list that does not exist and a restaurant that is not listed', async () => {
    const dale = await signedIn('10004');
    expect((await dale.post('/resources/list-entry', { restaurantId: String(places[0]!.id), list: 'secret', redirectTo: '/' })).status).toBe(400);
    expect((await dale.post('/resources/list-entry', { restaurantId: '999999', list: 'want', redirectTo: '/' })).status).toBe(404);
  });
});

describe("Been's day and private note", () => {
  it('saves a day and note from the restaurant page, and shows them to the diner on the page and /lists', async () => {
    const priya = await signedIn('10003');
    const place = places[2]!;
    const page = await (await priya.get(`/restaurant/${place.slug}`)).text();
    expect(visibleText(page)).toContain('Add the day you went and a note');
    const yesterday = fortWorthDay(-1);
    const res = await priya.post(`/restaurant/${place.slug}`, {
      intent: 'been-details',
      restaurantId: String(place.id),
      visitedOn: yesterday,
      note: 'Brisket sold out by 1pm',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/restaurant/${place.slug}#quick-actions`);
    expect(await entries('10003', 'been')).toEqual([{ id: place.id, visitedOn: yesterday, note: 'Brisket sold out by 1pm' }]);
    const again = await (await priya.get(`/restaurant/${place.slug}`)).text();
    expect(toggleForm(again, place.id, 'been').pressed).toBe(true);
    expect(again).toContain(`value="${yesterday}"`);
    expect(again).toContain('Brisket sold out by 1pm');
    const lists = numberedPlaces(await (await priya.get('/lists?list=been')).text());
    expect(lists[0]).toContain(place.name);
    expect(lists[0]).toContain('Brisket sold out by 1pm');
    expect(lists[0]).toContain('Went on');
  });

  it('refuses a day in the future (Fort Worth time) with a message, keeping what was typed', async () => {
    const priya = await signedIn('10003');
    const place = places[3]!;
    const res = await priya.post(`/restaurant/${place.slug}`, {
      intent: 'been-details',
      restaurantId: String(place.id),
      visitedOn: fortWorthDay(2),
      note: 'Booked for the weekend',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(visibleText(html)).toContain('That day has not come yet in Fort Worth');
    expect(html).toContain('Booked for the weekend');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="visitedOn"|name="visitedOn"[^>]*aria-invalid="true"/);
    expect(await entries('10003', 'been')).toHaveLength(1);
  });

  it('refuses a note over 500 characters and a day that is not a day', async () => {
    const priya = await signedIn('10003');
    const place = places[2]!;
    const long = await priya.post('/lists?list=been', { intent: 'been-details', restaurantId: String(place.id), note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const html = await long.text();
    expect(visibleText(html)).toContain('Keep the note to 500 characters');
    expect(html).toContain('x'.repeat(501));
    const bad = await priya.post('/lists?list=been', { intent: 'been-details', restaurantId: String(place.id), visitedOn: '2026-02-30' });
    expect(bad.status).toBe(400);
  });
});

describe('/lists', () => {
  it('signed out: asks to sign in, is private and not indexed', async () => {
    const res = await strangerFetch(app, '/lists');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(visibleText(html)).toContain('Sign In Required');
  });

  it('numbers each list in its order, with Favorites from the heart', async () => {
    const erin = await signedIn('10005');
    for (const p of [places[0]!, places[4]!]) {
      await erin.post('/resources/list-entry', { restaurantId: String(p.id), list: 'want', intent: 'add', redirectTo: '/' });
    }
    await erin.post('/resources/favorite', { restaurantId: String(places[5]!.id), intent: 'add', redirectTo: '/' });
    const wantPage = await (await erin.get('/lists?list=want')).text();
    // Most recently added first.
    const want = numberedPlaces(wantPage);
    expect(want).toHaveLength(2);
    expect(want[0]).toContain(places[4]!.name);
    expect(want[1]).toContain(places[0]!.name);
    expect(visibleText(wantPage)).toContain('Want to go (2)');
    const favorites = numberedPlaces(await (await erin.get('/lists')).text());
    expect(favorites[0]).toContain(places[5]!.name);
    // /favorites keeps working as before.
    expect(visibleText(await (await erin.get('/favorites')).text())).toContain(places[5]!.name);
    // An unknown list is another spelling of /lists.
    const junk = await erin.get('/lists?list=secret');
    expect(junk.status).toBe(302);
    expect(junk.headers.get('Location')).toBe('/lists');
  });

  it('is linked from the account menu', async () => {
    const erin = await signedIn('10005');
    expect(await (await erin.get('/about')).text()).toMatch(/<a[^>]*href="\/lists"[^>]*>My Lists<\/a>/);
  });
});

describe("the home listing's own filters", () => {
  it('"On my Want to go" lists exactly the want places; "Not been yet" leaves out the been ones', async () => {
    const dale = await signedIn('10004');
    const [a, b, c] = [places[0]!, places[1]!, places[2]!];
    for (const p of [a, b]) await dale.post('/resources/list-entry', { restaurantId: String(p.id), list: 'want', intent: 'add', redirectTo: '/' });
    await dale.post('/resources/list-entry', { restaurantId: String(b.id), list: 'been', intent: 'add', redirectTo: '/' });
    await dale.post('/resources/list-entry', { restaurantId: String(c.id), list: 'been', intent: 'add', redirectTo: '/' });
    const cardsOf = (html: string) => [...html.matchAll(/<article id="restaurant-(\d+)"/g)].map((m) => Number(m[1])).sort((x, y) => x - y);

    const home = await (await dale.get('/')).text();
    expect(visibleText(home)).toContain('On my Want to go');
    const want = await dale.get('/?want=1');
    expect(want.status).toBe(200);
    expect(want.headers.get('Cache-Control')).toBe('private, no-store');
    expect(cardsOf(await want.text())).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(cardsOf(await (await dale.get('/?want=1&notbeen=1')).text())).toEqual([a.id]);
    const notBeen = cardsOf(await (await lastPage((path) => dale.get(path), '/?notbeen=1&page=50')).text());
    expect(notBeen).not.toContain(b.id);
    expect(notBeen).not.toContain(c.id);
    expect(notBeen).toContain(a.id);
  });

  it('signed out: the options are not offered, and a URL with them goes to the listing without (302)', async () => {
    expect(visibleText(await (await strangerFetch(app, '/')).text())).not.toContain('On my Want to go');
    const res = await strangerFetch(app, '/?cuisine=barbeque&want=1&notbeen=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/?cuisine=barbeque#results');
  });
});

describe('friends who want to go', () => {
  it("counts the viewer's Facebook friends with the place on Want to go, in words", async () => {
    const place = places[5]!;
    const ana = await signedIn('10001');
    const ben = await signedIn('10002');
    const priya = await signedIn('10003');
    const dale = await signedIn('10004');
    const before = visibleText(await (await ana.get(`/restaurant/${place.slug}`)).text());
    expect(before).not.toMatch(/friends? wants? to go/);
    await ben.post('/resources/list-entry', { restaurantId: String(place.id), list: 'want', intent: 'add', redirectTo: '/' });
    expect(visibleText(await (await ana.get(`/restaurant/${place.slug}`)).text())).toContain('1 friend wants to go');
    await priya.post('/resources/list-entry', { restaurantId: String(place.id), list: 'want', intent: 'add', redirectTo: '/' });
    // Dale is no one's friend: he does not count.
    await dale.post('/resources/list-entry', { restaurantId: String(place.id), list: 'want', intent: 'add', redirectTo: '/' });
    expect(visibleText(await (await ana.get(`/restaurant/${place.slug}`)).text())).toContain('2 friends want to go');
    // Signed out: nobody's friends are counted, and the page stays the shared one.
    expect(visibleText(await (await strangerFetch(app, `/restaurant/${place.slug}`)).text())).not.toContain('friends want to go');
  });
});

describe('a list shared by link', () => {
  async function share(client: TestClient, list: string, title: string, note = '') {
    const res = await client.post('/lists', { intent: 'share', list, title, note });
    expect(res.status).toBe(302);
    const html = await (await client.get(`/lists?list=${list}`)).text();
    const url = /href="(https?:\/\/[^"]+\/l\/[A-Za-z0-9_-]{22})"/.exec(html)?.[1];
    expect(url).toBeTruthy();
    return new URL(url!).pathname;
  }

  it('opens signed out with title, note, who made it and the numbered places, never the Been notes', async () => {
    const priya = await signedIn('10003');
    const path = await share(priya, 'been', 'Where I ate in November', 'Mostly barbecue.');
    const res = await strangerFetch(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Where I ate in November');
    expect(text).toContain('Mostly barbecue.');
    expect(text).toContain('A list by Priya Shah');
    expect(numberedPlaces(html)[0]).toContain(places[2]!.name);
    expect(text).not.toContain('Brisket sold out by 1pm');
    expect(text).not.toContain('Went on');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.jpg"\/>/);
  });

  it('offers each list a title that reads as a sentence, not "My Been"', async () => {
    const dale = await signedIn('10004');
    const titles = [];
    for (const list of ['favorites', 'want', 'been']) {
      const html = await (await dale.get(`/lists?list=${list}`)).text();
      titles.push([visibleText(/<h2 id="share-heading"[^>]*>(.*?)<\/h2>/s.exec(html)![1]!), /<input[^>]*name="title"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? /<input[^>]*value="([^"]*)"[^>]*name="title"/.exec(html)?.[1]]);
    }
    expect(titles).toEqual([
      ['Share your favorites', 'My favorite places'],
      ['Share your Want to go list', 'Places I want to go'],
      ['Share your Been list', 'Places I’ve been'],
    ]);
  });

  it('keeps its link while its title and note change; stopping sharing makes the old link a 404', async () => {
    const ben = await signedIn('10002');
    const path = await share(ben, 'want', 'Ben wants to try');
    expect(await share(ben, 'want', 'Next Saturday', 'Ideas welcome')).toBe(path);
    expect(visibleText(await (await strangerFetch(app, path)).text())).toContain('Next Saturday');
    const off = await ben.post('/lists', { intent: 'unshare', list: 'want' });
    expect(off.status).toBe(302);
    const gone = await strangerFetch(app, path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('Cache-Control')).toBe('private, no-store');
    expect(visibleText(await gone.text())).toContain('List Not Found');
    // Sharing again makes a new link; the old one stays gone.
    const again = await share(ben, 'want', 'Back again');
    expect(again).not.toBe(path);
    expect((await strangerFetch(app, path)).status).toBe(404);
  });

  it('refuses a title that is blank or too long, keeping what was typed', async () => {
    const ben = await signedIn('10002');
    const res = await ben.post('/lists', { intent: 'share', list: 'favorites', title: ' ', note: 'My note stays' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Give the list a title');
    expect(html).toContain('My note stays');
    expect((await ben.post('/lists', { intent: 'share', list: 'favorites', title: 'x'.repeat(81) })).status).toBe(400);
  });
});

describe("a list's map", () => {
  it('pins each place with a location, numbered and linked as the list, on /lists and on its shared page', async () => {
    const maxi = await signedIn('10006');
    const chosen = [places[1]!, places[2]!, places[3]!];
    for (const p of chosen) {
      await maxi.post('/resources/list-entry', { restaurantId: String(p.id), list: 'want', intent: 'add', redirectTo: '/' });
    }
    // One place the listings do not locate: listed under the map, never guessed.
    await app.db.prepare('UPDATE restaurants SET latitude = NULL, longitude = NULL WHERE id = ?').bind(places[1]!.id).run();
    await maxi.post('/lists', { intent: 'share', list: 'want', title: 'Places to try' });
    const own = await (await maxi.get('/lists?list=want')).text();
    const token = /\/l\/([A-Za-z0-9_-]{22})/.exec(own)![1];
    for (const html of [own, await (await strangerFetch(app, `/l/${token}`)).text()]) {
      const map = readMap(html)!;
      expect(map, 'a map above the list').not.toBeNull();
      // Most recently added first: 1 is places[3], 2 is places[2], 3 (no location) is places[1].
      expect(map.pins.map((pin) => [pin.label, pin.href])).toEqual([
        ['1', `/restaurant/${places[3]!.slug}`],
        ['2', `/restaurant/${places[2]!.slug}`],
      ]);
      expect(map.pins.map((pin) => pin.title)).toEqual([`1. ${places[3]!.name}`, `2. ${places[2]!.name}`]);
      for (const pin of map.pins) {
        expect(pin.x).toBeGreaterThanOrEqual(0);
        expect(pin.x).toBeLessThanOrEqual(map.width);
        expect(pin.y).toBeGreaterThanOrEqual(0);
        expect(pin.y).toBeLessThanOrEqual(map.height);
      }
      expect(map.unplaced.map((u) => u.href)).toEqual([`/restaurant/${places[1]!.slug}`]);
      expect(map.unplaced[0]!.text).toContain(places[1]!.name);
      expect(map.bytes).toBeLessThanOrEqual(15 * 1024);
    }
  });
});

describe('GET /api/lists', () => {
  it("answers the owner's three lists, with Been's day and note, and 401 signed out", async () => {
    const priya = await signedIn('10003');
    const res = await priya.get('/api/lists');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { lists } = (await res.json()) as { lists: Array<{ list: string; shared: unknown; places: Array<Record<string, unknown>> }> };
    expect(lists.map((l) => l.list)).toEqual(['favorites', 'want', 'been']);
    const been = lists.find((l) => l.list === 'been')!;
    expect(been.places[0]).toMatchObject({ number: 1, id: places[2]!.id, note: 'Brisket sold out by 1pm' });
    expect(been.shared).toMatchObject({ title: 'Where I ate in November' });
    const anonymous = await strangerFetch(app, '/api/lists');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Login required' });
  });
});

describe('what the edge cache keeps', () => {
  it('nothing for /lists, a shared list or a filtered home page', async () => {
    const dale = await signedIn('10004');
    await dale.get('/lists');
    await dale.get('/?want=1');
    const priya = await signedIn('10003');
    const html = await (await priya.get('/lists?list=been')).text();
    const shared = /href="https?:\/\/[^"]+(\/l\/[A-Za-z0-9_-]{22})"/.exec(html)![1]!;
    for (const path of ['/lists', '/?want=1', '/?want=1&notbeen=1', shared]) {
      const first = await strangerFetch(app, path);
      await first.body?.cancel();
      const second = await strangerFetch(app, path);
      await second.body?.cancel();
      expect(second.headers.get('X-Edge-Cache'), path).not.toBe('HIT');
    }
    // The Worker stores shared pages after answering: once a public page sent after these is
    // stored, any write these requests started has had its turn.
    await (await strangerFetch(app, '/about')).body?.cancel();
    await app.edgeCached('/about');
    const generation = (await app.db.prepare('SELECT content_generation AS g FROM site_state').first<{ g: number }>())?.g ?? 0;
    const caches = await app.mf.getCaches();
    for (const path of ['/lists', '/lists?list=been', '/?want=1', '/?notbeen=1', shared]) {
      expect(await caches.default.match(edgeCacheKey(new Request(new URL(path, app.origin)), generation).url), path).toBeUndefined();
    }
  });
});
