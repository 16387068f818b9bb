import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, signedInClient, visibleText, type TestClient } from '../support/client';
import {
  delimited,
  europeanExcel,
  excelUtf8,
  googleSheets,
  manyRows,
  oldExcel1252,
  place,
  reordered,
  tabSeparated,
  unicodeText,
  workbook,
  type SheetFile,
} from '../support/people-sheets';

/**
 * Sheets as people make them, through the desk's import as a browser without
 * JavaScript sends them: each is imported, or refused with a message naming
 * the fix. The Worker's clock is fixed: in Fort Worth it is 2026-11-26.
 */
let app: TestApp;
let erin: TestClient;
let cuisine: string;

beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { TEST_NOW: '2026-11-26T18:30:00-06:00' } });
  erin = await signedInClient(app, '10005');
  cuisine = (await app.db.prepare('SELECT name FROM cuisines ORDER BY id LIMIT 1').first<{ name: string }>())!.name;
});
afterAll(() => app?.dispose());

type Options = { sheetName?: string; checkedToday?: boolean };
function post(form: FormData) {
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}
function preview({ fileName, bytes }: SheetFile, options: Options = {}) {
  const form = new FormData();
  form.set('sheet', new File([bytes.slice()], fileName));
  form.set('intent', 'preview');
  if (options.sheetName) form.set('sheetName', options.sheetName);
  if (options.checkedToday) form.set('checkedToday', 'on');
  return post(form);
}
const hidden = (html: string, name: string) => decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');
/** The page's Apply form, posted as a browser posts it; `file` swaps the file the page carries. */
function apply(html: string, file?: string) {
  const form = new FormData();
  for (const name of ['file', 'fileName', 'digest', 'sheetName', 'checkedToday']) if (html.includes(`name="${name}"`)) form.set(name, hidden(html, name));
  if (file !== undefined) form.set('file', file);
  form.set('intent', 'apply');
  return post(form);
}
/** Previews then applies the sheet; the preview's text, for what it said. */
async function importSheet(sheet: SheetFile, options: Options = {}) {
  const res = await preview(sheet, options);
  const html = await res.text();
  expect(res.status, visibleText(html)).toBe(200);
  expect((await apply(html)).status).toBe(302);
  return visibleText(html);
}
type Stored = { name: string; phone: string | null; website: string | null; address: string | null; latitude: number | null; longitude: number | null; details_checked_at: string | null };
const stored = (name: string) =>
  app.db.prepare('SELECT name, phone, website, address, latitude, longitude, details_checked_at FROM restaurants WHERE name = ?').bind(name).first<Stored>();

describe('sheets as people make them, through the desk', () => {
  it('Excel’s CSV UTF-8, with its byte order mark', async () => {
    const text = await importSheet(excelUtf8(place('Café Ladybird', cuisine)));
    expect(text).toContain('Read as UTF-8, separated by commas.');
    expect(await stored('Café Ladybird')).toMatchObject({ phone: '(817) 555-0142' });
  });

  it('old Excel’s CSV in Windows-1252: read correctly, and said', async () => {
    const text = await importSheet(oldExcel1252(place('Crêpe Corner', cuisine)));
    expect(text).toContain('Read as Windows-1252 (Western European), separated by commas.');
    expect(await stored('Crêpe Corner')).toMatchObject({ name: 'Crêpe Corner' });
  });

  it('European Excel: semicolons and decimal commas in the coordinates', async () => {
    const text = await importSheet(europeanExcel(place('Brasserie Über', cuisine), '32,7305', '-97,3321'));
    expect(text).toContain('separated by semicolons');
    expect(await stored('Brasserie Über')).toMatchObject({ latitude: 32.7305, longitude: -97.3321 });
  });

  it('Google Sheets, with the headers people use: parts of the address joined, the website given its scheme, other columns listed as ignored', async () => {
    const sheet = googleSheets(place('Magnolia Noodle Bar', cuisine), { website: 'www.magnolia-noodles.example', street: '123 Main St', city: 'Fort Worth', state: 'TX', zip: '76104' });
    const text = await importSheet(sheet);
    expect(text).toContain('Ignored columns: Notes');
    expect(await stored('Magnolia Noodle Bar')).toMatchObject({ address: '123 Main St, Fort Worth, TX 76104', website: 'https://www.magnolia-noodles.example', phone: '(817) 555-0142' });
  });

  it('tab-separated text, and Excel’s “Unicode text” (UTF-16, tabs)', async () => {
    expect(await importSheet(tabSeparated(place('Tab Taqueria', cuisine)))).toContain('separated by tabs');
    expect(await importSheet(unicodeText(place('Señor Unicode', cuisine)))).toContain('Read as UTF-16, separated by tabs.');
    expect(await stored('Tab Taqueria')).toMatchObject({ phone: '(817) 555-0142' });
    expect(await stored('Señor Unicode')).toMatchObject({ phone: '(817) 555-0142' });
  });

  it('an .xlsx workbook, the sheet named, numbers kept as written', async () => {
    const book = await workbook(place('Workbook Grill', cuisine), { phone: 8175550199, zip: 76104, latitude: 32.749812345678, longitude: -97.357654321 });
    // Its first sheet is a note, not listings: read as it is, it has no name column.
    const first = visibleText(await (await preview(book)).text());
    expect(first).toContain("Read the Excel workbook's sheet “Read me” (of 2; name another in the sheet field to read it).");
    expect(first).toContain('The sheet needs a name column');
    const text = await importSheet(book, { sheetName: 'Places' });
    expect(text).toContain("Read the Excel workbook's sheet “Places”.");
    expect(await stored('Workbook Grill')).toMatchObject({
      phone: '8175550199',
      address: '900 W Magnolia Ave, Fort Worth, TX 76104',
      latitude: 32.749812345678,
      longitude: -97.357654321,
    });
  });

  it('columns in an order of the operator’s own', async () => {
    await importSheet(reordered(place('Backwards Bistro', cuisine)));
    expect(await stored('Backwards Bistro')).toMatchObject({ phone: '(817) 555-0142' });
  });

  it('bad rows: each named by row and column with the fix, and nothing imported', async () => {
    const rows = [
      ['name', 'cuisine', 'neighbourhood', 'price_level', 'description', 'latitude', 'longitude', 'website', 'hours'],
      ['Good Row Diner', cuisine, 'Near Southside', '2', 'A good row among bad ones, which must not be imported alone.', '', '', '', ''],
      ['Nowhere Cuisine', 'Martian', 'Near Southside', '2', 'A cuisine nobody has heard of, and a price too high.', '', '', '', ''],
      ['Lost Latitude', cuisine, 'Near Southside', 'five', 'Coordinates written as words cannot be placed.', 'north', '-97.3', 'not a website', ''],
      ['Hours Column', cuisine, 'Near Southside', '2', 'Its hours say when it is closed and never when it opens.', '', '', '', 'Closed Sundays'],
    ];
    const res = await preview({ fileName: 'bad.csv', bytes: new TextEncoder().encode(delimited(rows, ',')) });
    expect(res.status).toBe(422);
    const text = visibleText(await res.text());
    expect(text).toMatch(/3\s+cuisine\s+No cuisine is called “Martian”. Use one of:/);
    expect(text).toMatch(/4\s+price_level\s+Write the price level as 1 to 4/);
    expect(text).toMatch(/4\s+latitude\s+Write the latitude in degrees, e.g. 32.7555/);
    expect(text).toMatch(/4\s+website\s+Write the full address, starting with https:\/\//);
    expect(text).toMatch(/5\s+hours\s+“Closed Sundays” says when it is closed but not when it is open: write hours like “Mon–Fri 11-9/);
    expect(await stored('Good Row Diner')).toBeNull();
  });

  it('refuses an old .xls workbook and a file of more than 10,000 rows, saying what to do', async () => {
    const xls = await preview({ fileName: 'old.xls', bytes: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]) });
    expect(xls.status).toBe(400);
    expect(visibleText(await xls.text())).toContain('old.xls is an old Excel workbook (.xls), which we cannot read. Save it as “Excel Workbook (.xlsx)” or as “CSV UTF-8”');
    const big = await preview(manyRows('Too Many', cuisine, 10_001));
    expect(big.status).toBe(413);
    expect(visibleText(await big.text())).toContain('many.csv has more than 10,000 rows. Split it into sheets of 10,000 rows or fewer');
  });

  it('applies nothing when the file changed between the preview and the apply (409)', async () => {
    const sheet = excelUtf8(place('Swapped Smokehouse', cuisine));
    const html = await (await preview(sheet)).text();
    const swapped = new TextDecoder().decode(sheet.bytes).replace('(817) 555-0142', '(817) 555-0666');
    const res = await apply(html, btoa(String.fromCharCode(...new TextEncoder().encode(swapped))));
    expect(res.status).toBe(409);
    expect(await stored('Swapped Smokehouse')).toBeNull();
  });

  it('5,000 rows: the preview shows 200 of them with the counts, and the apply adds them all', { timeout: 120_000 }, async () => {
    const res = await preview(manyRows('First Load', cuisine, 5_000));
    const html = await res.text();
    expect(res.status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain('5,000 to add, 0 to update, 0 unchanged');
    expect(text).toContain('Showing 200 of 5,000 to be added.');
    expect(text).toContain('First Load 200 ');
    expect(text).not.toContain('First Load 201 ');
    expect((await apply(html)).status).toBe(302);
    expect((await app.db.prepare("SELECT count(*) AS n FROM restaurants WHERE name LIKE 'First Load %'").first<{ n: number }>())!.n).toBe(5_000);
  });
});

describe('“Details checked” from the sheet or the operator’s word only', () => {
  it('an import leaves the date alone, sets it from a details_checked column, or to now when the operator ticks the box', async () => {
    const row = (name: string, extra: string[] = []) => [name, cuisine, 'Near Southside', '2', `${name} serves a fine brisket plate, we checked.`, ...extra];
    const header = ['name', 'cuisine', 'neighbourhood', 'price_level', 'description'];
    const csv = (rows: string[][]) => ({ fileName: 'checked.csv', bytes: new TextEncoder().encode(delimited(rows, ',')) });
    await importSheet(csv([header, row('Unchecked Ribs')]));
    expect((await stored('Unchecked Ribs'))!.details_checked_at).toBeNull();
    await importSheet(csv([[...header, 'Last checked'], row('Dated Ribs', ['2025-11-02'])]));
    expect((await stored('Dated Ribs'))!.details_checked_at?.slice(0, 10)).toBe('2025-11-02');
    const started = Date.now();
    await importSheet(csv([header, row('Ticked Ribs')]), { checkedToday: true });
    const ticked = Date.parse((await stored('Ticked Ribs'))!.details_checked_at ?? '');
    expect(ticked >= started - 1000 && ticked <= Date.now()).toBe(true);
    // A year-old sheet re-imported with a change does not make the listing look checked.
    const before = (await stored('Dated Ribs'))!.details_checked_at;
    await importSheet(csv([[...header, 'phone'], row('Dated Ribs', ['(817) 555-0101'])]));
    expect(await stored('Dated Ribs')).toMatchObject({ phone: '(817) 555-0101', details_checked_at: before });
  });

  it('asks for the day of a fact answered without one, unless the operator ticks the box', async () => {
    const rows = [['name', 'fact:patio'], ['Unchecked Ribs', 'yes']];
    const sheet = { fileName: 'facts.csv', bytes: new TextEncoder().encode(delimited(rows, ',')) };
    const res = await preview(sheet);
    expect(res.status).toBe(422);
    expect(visibleText(await res.text())).toMatch(/2\s+fact:patio\s+Write the day it was checked \(yes 2026-11-26\), fill the details_checked column, or tick “I checked these today”/);
    await importSheet(sheet, { checkedToday: true });
    const fact = await app.db.prepare("SELECT f.checked_on FROM restaurant_facts f JOIN restaurants r ON r.id = f.restaurant_id WHERE r.name = 'Unchecked Ribs' AND f.fact = 'patio'").first();
    expect(fact).toEqual({ checked_on: '2026-11-26' });
  });
});
