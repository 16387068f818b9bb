import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';
import { sampleListingsCsv } from '../support/listing-sheets';
import { formatDayHours } from '~/utils/hours-text';

/**
 * Listings from a spreadsheet and the operator's export, as an editor's browser
 * without JavaScript sends them: a multipart upload, then the Apply form posted
 * back as the page gives it.
 */
let app: TestApp;
let erin: TestClient;
type Listing = { id: number; slug: string; name: string; phone: string | null; description: string; price_level: number; neighborhood: string; cuisine: string; version: number; monday: string; friday: string };
let first: Listing;
let second: Listing;

beforeAll(async () => {
  app = await startApp({ standIn: true });
  erin = new TestClient(app);
  await erin.signIn('10005');
  const rows = await app.db
    .prepare(
      `SELECT r.id, r.slug, r.name, r.phone, r.description, r.price_level, r.neighborhood, r.version, c.name AS cuisine
       FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE r.closed_at IS NULL ORDER BY r.id LIMIT 2`,
    )
    .all<Listing>();
  [first, second] = rows.results as [Listing, Listing];
  // A sheet updates real listings: one that names a sample is added beside it (sample-content-apart.test.ts).
  await app.db.prepare('UPDATE restaurants SET is_sample = 0 WHERE id IN (?, ?)').bind(first.id, second.id).run();
  for (const listing of [first, second]) {
    const week = (await app.db.prepare('SELECT weekday, opens_minute AS opensMinute, closes_minute AS closesMinute FROM opening_hours WHERE restaurant_id = ?').bind(listing.id).all<{ weekday: number; opensMinute: number; closesMinute: number }>()).results;
    listing.monday = formatDayHours(week, 1);
    listing.friday = formatDayHours(week, 5);
  }
});
afterAll(() => app?.dispose());

const csvCell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
const csvLine = (cells: Array<string | number>) => cells.map(csvCell).join(',');

function upload(client: TestClient, text: string, fileName = 'listings.csv') {
  const form = new FormData();
  form.set('sheet', new File([text], fileName, { type: 'text/csv' }));
  form.set('intent', 'preview');
  return client.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

/** The page's Apply form, posted as a browser posts it. */
function applyFrom(client: TestClient, html: string) {
  const field = (name: string) => decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');
  const form = new FormData();
  for (const name of ['file', 'fileName', 'digest']) form.set(name, field(name));
  form.set('intent', 'apply');
  return client.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

const count = async (sql: string, ...binds: unknown[]) => (await app.db.prepare(sql).bind(...binds).first<{ n: number }>())!.n;
const snapshotOfDb = async () => ({
  restaurants: (await app.db.prepare('SELECT id, slug, name, phone, price_level, version, updated_at FROM restaurants ORDER BY id').all()).results,
  hours: await count('SELECT count(*) AS n FROM opening_hours'),
  changes: await count('SELECT count(*) AS n FROM changes'),
  generation: await count('SELECT coalesce(max(content_generation), 0) AS n FROM site_state'),
});

describe('importing listings from a spreadsheet', () => {
  const header = ['id', 'slug', 'name', 'cuisine', 'price_level', 'neighbourhood', 'description', 'phone', 'monday', 'friday'];
  const sheet = (newPrice: string) =>
    '\ufeff' +
    [
      csvLine(header),
      // Row 2: matched by id; only the phone differs.
      csvLine([first.id, '', first.name, first.cuisine, first.price_level, first.neighborhood, first.description, '(817) 555-0199', first.monday, first.friday]),
      // Row 3: matched by slug, exactly as the database has it, cuisine typed in capitals.
      `,${second.slug},${csvLine([second.name, second.cuisine.toUpperCase(), second.price_level, second.neighborhood, second.description, second.phone ?? '', second.monday, second.friday])}`,
      // Row 4: a new listing; a comma in its name, its description on two lines with quotes, a day of two ranges.
      csvLine(['', '', 'Tacos, Etc.', 'mexican', 2, 'Near Southside', 'Street tacos "al pastor" off the trompo.\r\nOpen late on Fridays.', '(817) 555-0177', '', '11:00-14:30, 17:00-02:00']),
      // Row 5 of the sheet (its sixth line of text): the price level is wrong until fixed.
      csvLine(['', '', 'Brisket Barn', 'Barbeque', newPrice, 'Stockyards', 'Post oak smoked brisket by the pound, sides made daily.', '', '', '']),
    ].join('\r\n') +
    '\r\n';

  it('shows each row added, updated or unchanged, and a bad row by its row, column and message, changing nothing', async () => {
    const before = await snapshotOfDb();
    const res = await upload(erin, sheet('5'));
    expect(res.status).toBe(422);
    const text = visibleText(await res.text());
    expect(text).toContain('1 to add, 1 to update, 1 unchanged, 1 problem');
    expect(text).toMatch(/Row\s+Column\s+What is wrong\s+5\s+price_level\s+Write the price level as 1 to 4/);
    expect(text).toContain(`2 ${first.name} Will be updated: phone`);
    expect(text).toContain(`3 ${second.name} Unchanged`);
    expect(text).toContain('4 Tacos, Etc. Will be added');
    expect(text).toContain('5 Brisket Barn Not imported');
    expect(text).not.toContain('Apply:');
    expect(await snapshotOfDb()).toEqual(before);
  });

  it('refuses an Apply of a bad file, changes nothing and shows the same errors again', async () => {
    const before = await snapshotOfDb();
    // An Apply form carrying the bad file (e.g. a page kept from before).
    const html = `<input type="hidden" name="file" value="${Buffer.from(sheet('5')).toString('base64')}"><input type="hidden" name="fileName" value="listings.csv"><input type="hidden" name="digest" value="x">`;
    const res = await applyFrom(erin, html);
    expect(res.status).toBe(422);
    const text = visibleText(await res.text());
    expect(text).toContain('Nothing was imported: fix the rows below');
    expect(text).toMatch(/5\s+price_level\s+Write the price level as 1 to 4/);
    expect(await snapshotOfDb()).toEqual(before);
  });

  it('applies the fixed sheet all at once: readers see it at once and each listing records it in its history', async () => {
    // Warm the edge cache with the page that will change.
    await new TestClient(app).get(`/restaurant/${first.slug}`);
    const res = await upload(erin, sheet('$$'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(visibleText(html)).toContain('2 to add, 1 to update, 1 unchanged');
    const applied = await applyFrom(erin, html);
    expect(applied.status).toBe(302);
    expect(applied.headers.get('Location')).toBe('/admin/restaurants');
    expect(visibleText(await (await erin.follow(applied)).text())).toContain('2 added, 1 updated, 1 unchanged');

    const reader = (path: string) => new TestClient(app).get(path).then(async (r) => ({ status: r.status, text: visibleText(await r.text()) }));
    expect((await reader(`/restaurant/${first.slug}`)).text).toContain('(817) 555-0199');
    const tacos = await reader('/restaurant/tacos-etc');
    expect(tacos.status).toBe(200);
    expect(tacos.text).toContain('Street tacos "al pastor" off the trompo.');
    expect(tacos.text).toContain('Mexican');
    expect((await reader('/restaurant/brisket-barn')).status).toBe(200);

    const tacosId = await count("SELECT id AS n FROM restaurants WHERE slug = 'tacos-etc'");
    expect(await app.db.prepare('SELECT weekday, opens_minute, closes_minute FROM opening_hours WHERE restaurant_id = ? ORDER BY opens_minute').bind(tacosId).all()).toMatchObject({
      results: [
        { weekday: 5, opens_minute: 660, closes_minute: 870 },
        { weekday: 5, opens_minute: 1020, closes_minute: 1560 },
      ],
    });
    const history = async (id: number) => visibleText(await (await erin.get(`/admin/restaurants/${id}`)).text());
    expect(await history(first.id)).toContain('Erin Editor updated · Changed phone (imported from listings.csv)');
    expect(await history(tacosId)).toContain('Erin Editor created · Tacos, Etc. (imported from listings.csv)');
    expect(await count('SELECT version AS n FROM restaurants WHERE id = ?', first.id)).toBe(first.version + 1);
    // The unchanged listing was not written at all.
    expect(await count('SELECT version AS n FROM restaurants WHERE id = ?', second.id)).toBe(second.version);

    // The same file again: every row is now as it says.
    const again = visibleText(await (await upload(erin, sheet('2'))).text());
    expect(again).toContain('0 to add, 0 to update, 4 unchanged');
    expect(again).toContain('there is nothing to import');
  });

  it('applies nothing when a listing changed after the preview, and shows the preview again', async () => {
    const text = sheet('2').replace('(817) 555-0199', '(817) 555-0144');
    const html = await (await upload(erin, text)).text();
    expect(visibleText(html)).toContain('1 to update');
    await app.db.prepare('UPDATE restaurants SET version = version + 1 WHERE id = ?').bind(first.id).run();
    const before = await snapshotOfDb();
    const res = await applyFrom(erin, html);
    expect(res.status).toBe(409);
    const page = visibleText(await res.text());
    expect(page).toContain('Nothing was imported: the listings changed since this preview');
    expect(page).toContain(`2 ${first.name} Will be updated: phone`);
    expect(await snapshotOfDb()).toEqual(before);
  });

  it('names a file that is not a sheet of listings, and keeps editors only', async () => {
    const unknown = visibleText(await (await upload(erin, 'title,colour\nA,red\n')).text());
    expect(unknown).toMatch(/1\s+name\s+The sheet needs a name column/);
    expect(unknown).toContain('Ignored columns: title, colour');
    const notText = await erin.fetch('/admin/restaurants/import', {
      method: 'POST',
      headers: { Origin: app.origin },
      body: (() => {
        const form = new FormData();
        form.set('sheet', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], 'picture.csv'));
        form.set('intent', 'preview');
        return form;
      })(),
    });
    expect(notText.status).toBe(400);
    expect(visibleText(await notText.text())).toContain('picture.csv is not a text sheet we can read. Save it as “CSV UTF-8” or as an .xlsx workbook');
    const broken = await erin.fetch('/admin/restaurants/import', {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="sheet"; filename="a.csv"\r\n\r\nname\r\n',
    });
    expect(broken.status).toBe(400);
    const diner = new TestClient(app);
    await diner.signIn('10002');
    expect((await upload(diner, 'name\nA\n')).status).toBe(403);
  });
});

describe('the operator\'s export', () => {
  it('downloads listings that, imported again unchanged, change nothing, with formula-like cells neutralised', async () => {
    // Cells a spreadsheet would run: a phone starting with +, a description starting with =.
    await app.db.prepare("UPDATE restaurants SET phone = '+1 817 555 0100', description = '=HYPERLINK(\"http://x\") is how this description begins' WHERE id = ?").bind(second.id).run();
    const res = await erin.get('/admin/export/listings.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="fort-worth-eats-listings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await res.text();
    expect(csv).toContain(`"'+1 817 555 0100"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"") is how this description begins"`);
    // A negative longitude is a number to a spreadsheet, not a formula.
    expect(csv).toMatch(/,-97\.\d+,/);

    const before = await snapshotOfDb();
    const preview = visibleText(await (await upload(erin, csv, 'export.csv')).text());
    const total = await count('SELECT count(*) AS n FROM restaurants');
    expect(preview).toContain(`0 to add, 0 to update, ${total.toLocaleString('en-US')} unchanged`);
    expect(await snapshotOfDb()).toEqual(before);
  });

  it('downloads articles and recipes as JSON and diners\' reviews by display name only, for editors only', async () => {
    const articles = (await (await erin.get('/admin/export/articles.json')).json()) as Array<{ slug: string; restaurants: string[] }>;
    expect(articles).toHaveLength(await count('SELECT count(*) AS n FROM articles'));
    expect(articles.some((a) => a.restaurants.length > 0)).toBe(true);
    const recipes = (await (await erin.get('/admin/export/recipes.json')).json()) as unknown[];
    expect(recipes).toHaveLength(await count('SELECT count(*) AS n FROM recipes'));

    const bytes = new Uint8Array(await (await erin.get('/admin/export/reviews.csv')).arrayBuffer());
    // A byte order mark, so Excel reads the names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const reviews = new TextDecoder().decode(bytes);
    const authors = (await app.db.prepare('SELECT DISTINCT u.name, u.email, u.facebook_id FROM reviews r JOIN users u ON u.id = r.user_id').all<{ name: string; email: string | null; facebook_id: string }>()).results;
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) {
      expect(reviews).toContain(author.name);
      expect(reviews).not.toContain(author.facebook_id);
      if (author.email) expect(reviews).not.toContain(author.email);
    }
    expect(reviews.split('\r\n')[0]).toBe('id,restaurant,restaurant_slug,diner,rating,review,hidden_reason,written,updated');

    const stranger = await new TestClient(app).get('/admin/export/reviews.csv');
    expect(stranger.status).not.toBe(200);
    const diner = new TestClient(app);
    await diner.signIn('10002');
    expect((await diner.get('/admin/export/listings.csv')).status).toBe(403);
  });
});

describe('a first load of 2,000 listings', () => {
  it('adds them in one import, then an export of them imported again changes nothing, and 2,000 edits go through at once', async () => {
    const before = await count('SELECT count(*) AS n FROM restaurants');
    const changesBefore = await count('SELECT count(*) AS n FROM changes');
    const preview = await upload(erin, sampleListingsCsv(2000), 'first-load.csv');
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(visibleText(html)).toContain('2,000 to add, 0 to update, 0 unchanged');
    const applied = await applyFrom(erin, html);
    expect(applied.status).toBe(302);
    expect(await count('SELECT count(*) AS n FROM restaurants')).toBe(before + 2000);
    expect(await count('SELECT count(*) AS n FROM changes')).toBe(changesBefore + 2000);
    expect(await count("SELECT count(*) AS n FROM opening_hours h JOIN restaurants r ON r.id = h.restaurant_id WHERE r.name LIKE 'Sheet Kitchen %'")).toBe(2000 * 9);
    const last = visibleText(await (await new TestClient(app).get('/restaurant/sheet-kitchen-2000-fort-worth')).text());
    expect(last).toContain('Kitchen number 2000 serves "family" plates');

    // Everything exported, imported again unchanged.
    const exported = await (await erin.get('/admin/export/listings.csv')).text();
    const again = visibleText(await (await upload(erin, exported, 'export.csv')).text());
    expect(again).toContain(`0 to add, 0 to update, ${(before + 2000).toLocaleString('en-US')} unchanged`);

    // The export edited in a spreadsheet: every sheet listing gets a new phone, by its id.
    const edited = exported.replace(/\(817\) 555-(\d{4})(?=,https:\/\/example\.com\/\d+,)/g, '(817) 556-$1');
    const editPage = await (await upload(erin, edited, 'edited.csv')).text();
    expect(visibleText(editPage)).toContain(`0 to add, 2,000 to update, ${before.toLocaleString('en-US')} unchanged`);
    expect((await applyFrom(erin, editPage)).status).toBe(302);
    expect(await count("SELECT count(*) AS n FROM restaurants WHERE phone LIKE '(817) 556-%' AND version = 2")).toBe(2000);
    expect(await count('SELECT count(*) AS n FROM changes')).toBe(changesBefore + 4000);
  });
});
