import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/** Restaurants in the editors' desk, as plain form posts (what a browser without JavaScript sends). */
let app: TestApp;
let place: { id: number; slug: string; name: string; cuisineKey: string; article: string };
beforeAll(async () => {
  // A Wednesday afternoon in Fort Worth: the pages' "(today)" and open-now never land on the days asserted.
  app = await startApp({ standIn: true, vars: { TEST_NOW: '2026-11-25T15:00:00-06:00' } });
  // A listed restaurant that a published review article covers (its Visit box reads the listing).
  place = (await app.db
    .prepare(
      `SELECT r.id, r.slug, r.name, c.key AS cuisineKey, a.slug AS article FROM restaurants r
       JOIN cuisines c ON c.id = r.cuisine_id JOIN article_restaurants ar ON ar.restaurant_id = r.id
       JOIN articles a ON a.id = ar.article_id AND a.kind = 'review' AND a.body LIKE '%"visit"%'
       ORDER BY r.id LIMIT 1`,
    )
    .first())!;
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/');
  return client;
}

async function formValues(client: TestClient, id: number) {
  const html = await (await client.get(`/admin/restaurants/${id}`)).text();
  const values: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*>/g)) {
    const tag = match[0];
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(tag)) {
      if (/checked/.test(tag)) values[name] = 'on';
      continue;
    }
    values[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const match of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) values[match[1]!] = decode(match[2]!);
  for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    values[match[1]!] = /<option[^>]*value="([^"]*)"[^>]*selected/.exec(match[2]!)?.[1] ?? '';
  }
  return values;
}

const decode = (text: string) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const anonymousText = async (path: string) => visibleText(await (await new TestClient(app).get(path)).text());

describe('restaurants in the editors\' desk', () => {
  it('fixes a phone and readers see it at once on the page, its cuisine page, the API and the review that covers it', async () => {
    const erin = await signedIn('10005');
    const pages = [`/restaurant/${place.slug}`, `/restaurants/${place.cuisineKey}`, `/review/${place.article}`];
    // Warm the edge cache: the second anonymous read is served from it.
    for (const path of [...pages, '/api/restaurants']) await new TestClient(app).get(path);
    const again = await new TestClient(app).get(pages[0]!);
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT');

    const values = await formValues(erin, place.id);
    expect(values.name).toBe(place.name);
    const saved = await erin.post(`/admin/restaurants/${place.id}`, { ...values, phone: '(817) 555-0142', intent: 'save' });
    expect(saved.status).toBe(302);

    for (const path of pages) expect(await anonymousText(path), path).toContain('(817) 555-0142');
    const api = (await (await new TestClient(app).get('/api/restaurants')).json()) as Array<{ id: number; phone: string }>;
    expect(api.find((r) => r.id === place.id)?.phone).toBe('(817) 555-0142');

    // The change is in the restaurant's history, with who made it.
    expect(visibleText(await (await erin.get(`/admin/restaurants/${place.id}`)).text())).toContain('Erin Editor updated · Changed phone');
  });

  it('renames a place in Popular Restaurants and visitors see the new name there at once', async () => {
    const erin = await signedIn('10005');
    const featured = (await app.db
      .prepare('SELECT id, name FROM restaurants WHERE is_featured = 1 AND closed_at IS NULL AND id <> ? ORDER BY average_rating DESC, review_count DESC, id LIMIT 1')
      .bind(place.id)
      .first<{ id: number; name: string }>())!;
    const carouselText = async () => {
      const html = await (await new TestClient(app).get('/')).text();
      return visibleText(html.split('id="popular-heading"')[1]!.split('</section>')[0]!);
    };
    // Twice: the carousel is now held by the isolate and the page by the edge cache.
    await carouselText();
    expect(await carouselText()).toContain(featured.name);

    const renamed = `${featured.name} Kitchen`;
    const saved = await erin.post(`/admin/restaurants/${featured.id}`, { ...(await formValues(erin, featured.id)), name: renamed, intent: 'save' });
    expect(saved.status).toBe(302);
    expect(await carouselText()).toContain(renamed);
  });

  it('keeps hours past midnight and closed days, and shows them on the page', async () => {
    const erin = await signedIn('10005');
    const values = await formValues(erin, place.id);
    const res = await erin.post(`/admin/restaurants/${place.id}`, { ...values, hours5: '11:00-14:30, 17:00-02:00', hours0: '', intent: 'save' });
    expect(res.status).toBe(302);
    const after = await formValues(erin, place.id);
    expect(after.hours5).toBe('11:00-14:30, 17:00-02:00');
    expect(after.hours0).toBe('');
    const page = await anonymousText(`/restaurant/${place.slug}`);
    expect(page).toMatch(/Friday\s*11 AM – 2:30 PM, 5 PM – 2 AM/);
    expect(page).toMatch(/Sunday\s*Closed/);
    expect(page).toMatch(/Wednesday \(today\)/);
  });

  it('reads hours as people write them and shows them back in its own form after saving', async () => {
    const erin = await signedIn('10005');
    const other = (await app.db.prepare('SELECT id, slug FROM restaurants WHERE id != ? AND closed_at IS NULL ORDER BY id LIMIT 1').bind(place.id).first<{ id: number; slug: string }>())!;
    const values = await formValues(erin, other.id);
    const typed = { hours1: '11-9', hours2: '11am-2pm, 5pm-9pm', hours3: '11 AM – 9 PM', hours4: '11-2, 5-9', hours6: 'noon-midnight', hours0: 'Closed' };
    const res = await erin.post(`/admin/restaurants/${other.id}`, { ...values, ...typed, intent: 'save' });
    expect(res.status).toBe(302);
    expect(await formValues(erin, other.id)).toMatchObject({ hours1: '11:00-21:00', hours2: '11:00-14:00, 17:00-21:00', hours3: '11:00-21:00', hours4: '11:00-14:00, 17:00-21:00', hours6: '12:00-00:00', hours0: '' });
    const page = await anonymousText(`/restaurant/${other.slug}`);
    expect(page).toMatch(/Monday\s*11 AM – 9 PM\s*Tuesday\s*11 AM – 2 PM, 5 PM – 9 PM/);
    expect(page).toMatch(/Saturday\s*Noon – Midnight\s*Sunday\s*Closed/);
  });

  it('answers a bad form with a 400, its messages and everything typed', async () => {
    const erin = await signedIn('10005');
    const values = await formValues(erin, place.id);
    const res = await erin.post(`/admin/restaurants/${place.id}`, { ...values, description: 'Fresh new words for the description here.', hours2: 'noon to late', website: 'example', intent: 'save' });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Tuesday: write hours like 11am-9pm, 11-2, 5-9 or 17:00-02:00, or leave it empty when closed');
    expect(text).toContain('Write the full address, starting with https://');
    expect(html).toContain('Fresh new words for the description here.');
    expect(html).toContain('value="noon to late"');
  });

  it('refuses the second of two editors saving the same version, shows the other change and keeps their text', async () => {
    const erin = await signedIn('10005');
    const second = await signedIn('10005');
    const mine = await formValues(erin, place.id);
    const theirs = await formValues(second, place.id);
    expect((await second.post(`/admin/restaurants/${place.id}`, { ...theirs, neighborhood: 'Near Southside', intent: 'save' })).status).toBe(302);
    const refused = await erin.post(`/admin/restaurants/${place.id}`, { ...mine, description: 'My careful rewrite of this description.', intent: 'save' });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(visibleText(html)).toContain('saved this item');
    expect(visibleText(html)).toContain('Near Southside');
    expect(html).toContain('My careful rewrite of this description.');
    const row = await app.db.prepare('SELECT description, neighborhood FROM restaurants WHERE id = ?').bind(place.id).first<{ description: string; neighborhood: string }>();
    expect(row).toMatchObject({ neighborhood: 'Near Southside' });
    expect(row!.description).not.toContain('My careful rewrite');
  });

  it('restores an earlier version from the history', async () => {
    const erin = await signedIn('10005');
    const { results } = await app.db
      .prepare("SELECT id FROM changes WHERE entity = 'restaurant' AND entity_id = ? ORDER BY id")
      .bind(place.id)
      .all<{ id: number }>();
    // The first recorded version carries the phone fix, before the hours changed.
    const res = await erin.post(`/admin/restaurants/${place.id}`, { intent: 'restore', changeId: String(results[0]!.id) });
    expect(res.status).toBe(302);
    const values = await formValues(erin, place.id);
    expect(values.phone).toBe('(817) 555-0142');
    expect(values.hours5).not.toBe('11:00-14:30, 17:00-02:00');
    expect(visibleText(await (await erin.get(`/admin/restaurants/${place.id}`)).text())).toContain('Erin Editor restored');
  });

  it('marks a place permanently closed: its page stays with its reviews, listings and search leave it', async () => {
    const erin = await signedIn('10005');
    const values = await formValues(erin, place.id);
    const searchTerm = place.name.split(' ')[0]!;
    expect(await anonymousText(`/restaurants/${place.cuisineKey}`)).toContain(place.name);
    expect(await (await new TestClient(app).get(`/search?q=${encodeURIComponent(searchTerm)}`)).text()).toContain(`href="/restaurant/${place.slug}"`);
    const res = await erin.post(`/admin/restaurants/${place.id}`, { ...values, closed: 'on', intent: 'save' });
    expect(res.status).toBe(302);

    const page = await new TestClient(app).get(`/restaurant/${place.slug}`);
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain('Permanently closed');
    expect(text).not.toContain('Reserve a Table');
    expect(await anonymousText(`/restaurants/${place.cuisineKey}`)).not.toContain(place.name);
    const found = await (await new TestClient(app).get(`/search?q=${encodeURIComponent(searchTerm)}`)).text();
    expect(found).not.toContain(`href="/restaurant/${place.slug}"`);
    const api = (await (await new TestClient(app).get('/api/restaurants')).json()) as Array<{ id: number }>;
    expect(api.some((r) => r.id === place.id)).toBe(false);
    expect((await app.db.prepare('SELECT count(*) AS n FROM reviews WHERE restaurant_id = ?').bind(place.id).first<{ n: number }>())!.n).toBeGreaterThan(0);

    // Reopening brings it back.
    const reopened = await erin.post(`/admin/restaurants/${place.id}`, { ...(await formValues(erin, place.id)), closed: '', intent: 'save' });
    expect(reopened.status).toBe(302);
    expect(await anonymousText(`/restaurants/${place.cuisineKey}`)).toContain(place.name);
    const foundAgain = await (await new TestClient(app).get(`/search?q=${encodeURIComponent(searchTerm)}`)).text();
    expect(foundAgain).toContain(`href="/restaurant/${place.slug}"`);
  });

  it('adds a new restaurant, and a renamed one answers 301 at its old address', async () => {
    const erin = await signedIn('10005');
    const cuisineId = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'thai'").first<{ id: number }>())!.id;
    const created = await erin.post('/admin/restaurants/new', {
      name: 'Desk Test Noodle Bar',
      cuisineId: String(cuisineId),
      priceLevel: '2',
      neighborhood: 'Near Southside',
      description: 'Hand-pulled noodles and a short, sharp list of Isan salads.',
      phone: '(817) 555-0177',
      hours1: '11:00-21:00',
      intent: 'save',
    });
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/restaurants\/(\d+)/.exec(created.headers.get('Location')!)![1]);
    expect(await anonymousText('/restaurant/desk-test-noodle-bar')).toContain('Hand-pulled noodles');

    const values = await formValues(erin, id);
    await erin.post(`/admin/restaurants/${id}`, { ...values, name: 'Desk Test Noodle House', intent: 'save' });
    const old = await new TestClient(app).get('/restaurant/desk-test-noodle-bar');
    expect(old.status).toBe(301);
    expect(old.headers.get('Location')).toBe('/restaurant/desk-test-noodle-house');
  });

  it('keeps diners out and refuses cross-site posts', async () => {
    const ben = await signedIn('10002');
    for (const path of ['/admin/restaurants', '/admin/restaurants/new', `/admin/restaurants/${place.id}`]) {
      expect((await ben.get(path)).status, path).toBe(403);
    }
    expect((await ben.post(`/admin/restaurants/${place.id}`, { name: 'Hijacked', intent: 'save' })).status).toBe(403);
    const erin = await signedIn('10005');
    const values = await formValues(erin, place.id);
    const crossSite = await erin.post(`/admin/restaurants/${place.id}`, { ...values, intent: 'save' }, { headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });

  it('lists and finds restaurants in the desk', async () => {
    const erin = await signedIn('10005');
    const text = visibleText(await (await erin.get(`/admin/restaurants?q=${encodeURIComponent(place.name)}`)).text());
    expect(text).toContain(place.name);
    expect(text).toMatch(/\d+ restaurants?/);
  });
});
