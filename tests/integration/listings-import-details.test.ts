import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, signedInClient, visibleText, type TestClient } from '../support/client';

/**
 * A listing's details in the sheet: imported from columns for facts, dishes,
 * happy hour, special dates and price per person, exported in the same words.
 * The Worker's clock is fixed: in Fort Worth it is 2026-11-26.
 */
let app: TestApp;
let erin: TestClient;
let place: { id: number; name: string; slug: string; phone: string | null };

beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { TEST_NOW: '2026-11-26T18:30:00-06:00' } });
  erin = await signedInClient(app, '10005');
  place = (await app.db.prepare('SELECT id, name, slug, phone FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1').first())!;
  // A listing nobody has checked anything at yet (the sample content gives most some details).
  await app.db.batch(
    ['restaurant_facts', 'restaurant_dishes', 'happy_hours', 'special_hours'].map((table) => app.db.prepare(`DELETE FROM ${table} WHERE restaurant_id = ?`).bind(place.id)),
  );
});
afterAll(() => app?.dispose());

function post(form: FormData) {
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}
function upload(text: string, fileName = 'listings.csv', checkedToday = false) {
  const form = new FormData();
  form.set('sheet', new File([text], fileName, { type: 'text/csv' }));
  form.set('intent', 'preview');
  if (checkedToday) form.set('checkedToday', 'on');
  return post(form);
}
/** Uploads the sheet (ticking “I checked these today” when asked), then posts the page's Apply form back as a browser does. */
async function importSheet(text: string, checkedToday = false) {
  const preview = await upload(text, 'listings.csv', checkedToday);
  const html = await preview.text();
  expect(preview.status, visibleText(html)).toBe(200);
  const form = new FormData();
  for (const name of ['file', 'fileName', 'digest', 'checkedToday']) if (html.includes(`name="${name}"`)) form.set(name, decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''));
  form.set('intent', 'apply');
  expect((await post(form)).status).toBe(302);
}
const sheet = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });
const rows = async (sql: string, ...binds: unknown[]) => (await app.db.prepare(sql).bind(...binds).all()).results;
const exported = async () => Papa.parse<Record<string, string>>((await (await erin.get('/admin/export/listings.csv')).text()).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true }).data;

describe('details in the listings sheet', () => {
  it('imports facts, dishes, happy hour, special dates and price, and exports them in the same words', async () => {
    await importSheet(
      sheet([
        ['id', 'name', 'price_per_person', 'fact:patio', 'fact:vegan', 'fact:step-free', 'dishes', 'happy_hours', 'special_hours'],
        [
          String(place.id),
          place.name,
          '$25',
          'yes',
          'No 2026-11-02',
          '',
          'Brisket $24; Beef rib; Banana pudding $6.50',
          'Mon-Fri 3-6 PM; Sat 2 PM – 5 PM',
          '2026-12-24 11 AM – 3 PM Christmas Eve; 2026-11-26 Closed Thanksgiving',
        ],
      ]),
      true,
    );
    expect(await rows('SELECT fact, value, checked_on FROM restaurant_facts WHERE restaurant_id = ? ORDER BY fact', place.id)).toEqual([
      // No date in the cell, and the operator ticked “I checked these today”: checked on the day of the import.
      { fact: 'patio', value: 'yes', checked_on: '2026-11-26' },
      { fact: 'vegan', value: 'no', checked_on: '2026-11-02' },
    ]);
    expect(await rows('SELECT position, name, price_cents FROM restaurant_dishes WHERE restaurant_id = ? ORDER BY position', place.id)).toEqual([
      { position: 1, name: 'Brisket', price_cents: 2400 },
      { position: 2, name: 'Beef rib', price_cents: null },
      { position: 3, name: 'Banana pudding', price_cents: 650 },
    ]);
    expect(await rows('SELECT count(*) AS n FROM happy_hours WHERE restaurant_id = ?', place.id)).toEqual([{ n: 6 }]);
    expect(await rows('SELECT price_per_person FROM restaurants WHERE id = ?', place.id)).toEqual([{ price_per_person: 25 }]);

    const row = (await exported()).find((r) => r.id === String(place.id))!;
    expect(row).toMatchObject({
      price_per_person: '25',
      'fact:patio': 'yes 2026-11-26',
      'fact:vegan': 'no 2026-11-02',
      'fact:step-free': '',
      dishes: 'Brisket $24; Beef rib; Banana pudding $6.50',
      happy_hours: 'Mon–Fri 3 PM – 6 PM; Sat 2 PM – 5 PM',
      special_hours: '2026-11-26 Closed Thanksgiving; 2026-12-24 11 AM – 3 PM Christmas Eve',
    });
  });

  it('exports every listing so that, imported again, nothing changes', async () => {
    const csv = await (await erin.get('/admin/export/listings.csv')).text();
    const before = await rows('SELECT restaurant_id, fact, value, checked_on FROM restaurant_facts ORDER BY restaurant_id, fact');
    const text = visibleText(await (await upload(csv, 'export.csv')).text());
    const total = (await rows('SELECT count(*) AS n FROM restaurants'))[0] as { n: number };
    expect(text).toContain(`0 to add, 0 to update, ${total.n.toLocaleString('en-US')} unchanged`);
    expect(await rows('SELECT restaurant_id, fact, value, checked_on FROM restaurant_facts ORDER BY restaurant_id, fact')).toEqual(before);
  });

  it('leaves a listing\'s details alone when a sheet without their columns is imported', async () => {
    const detailsOf = async () => ({
      facts: await rows('SELECT fact, value, checked_on FROM restaurant_facts WHERE restaurant_id = ? ORDER BY fact', place.id),
      dishes: await rows('SELECT position, name, price_cents FROM restaurant_dishes WHERE restaurant_id = ? ORDER BY position', place.id),
      happy: await rows('SELECT weekday, starts_minute FROM happy_hours WHERE restaurant_id = ? ORDER BY weekday', place.id),
      special: await rows('SELECT on_date, note FROM special_hours WHERE restaurant_id = ? ORDER BY on_date', place.id),
      price: await rows('SELECT price_per_person FROM restaurants WHERE id = ?', place.id),
    });
    const before = await detailsOf();
    expect(before.facts).toHaveLength(2);
    await importSheet(sheet([['id', 'name', 'phone'], [String(place.id), place.name, '(817) 555-0163']]));
    expect(await rows('SELECT phone FROM restaurants WHERE id = ?', place.id)).toEqual([{ phone: '(817) 555-0163' }]);
    expect(await detailsOf()).toEqual(before);
  });

  it('names each bad detail cell by its row and column, and imports nothing', async () => {
    const version = await rows('SELECT version FROM restaurants WHERE id = ?', place.id);
    const res = await upload(
      sheet([
        ['id', 'name', 'fact:patio', 'dishes', 'happy_hours', 'special_hours', 'price_per_person'],
        [String(place.id), place.name, 'maybe', 'Brisket $2.4', 'whenever', '2026-13-01 Closed', '1000'],
      ]),
    );
    expect(res.status).toBe(422);
    const text = visibleText(await res.text());
    expect(text).toMatch(/2\s+fact:patio\s+Write yes or no, with the day it was checked/);
    expect(text).toMatch(/2\s+dishes\s+“Brisket \$2\.4”: write its price like \$14/);
    expect(text).toMatch(/2\s+happy_hours\s+“whenever”: write the days, then the times/);
    expect(text).toMatch(/2\s+special_hours\s+“2026-13-01 Closed”: start with a real date/);
    expect(text).toMatch(/2\s+price_per_person\s+Write the typical spend per person in whole dollars/);
    expect(await rows('SELECT version FROM restaurants WHERE id = ?', place.id)).toEqual(version);
  });
});
