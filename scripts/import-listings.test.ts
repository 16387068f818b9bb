import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delimited, europeanExcel, excelUtf8, googleSheets, manyRows, oldExcel1252, place, reordered, tabSeparated, unicodeText, workbook } from '../tests/support/people-sheets';
import geocoderStandIn from '../workers/geocoder-standin';

/**
 * `npm run import` reads a sheet as the desk does (the same reader and plan), into
 * a local D1 of its own (--persist-to a temporary folder) with the migrations and
 * one cuisine.
 */
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
let dir: string;
let state: string;

function run(command: string, args: string[]) {
  return spawnSync('npx', [command, ...args], { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
}
const importFile = (...args: string[]) => run('tsx', ['scripts/import-listings.ts', ...args, '--persist-to', state]);
function query(sql: string) {
  const result = run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]);
  return (JSON.parse(result.stdout) as Array<{ results: unknown[] }>)[0]!.results;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
  state = join(dir, 'state');
  expect(run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]).status).toBe(0);
  query("INSERT INTO cuisines (key, name, title, image) VALUES ('cafe', 'Cafe', 'Cafes', '/images/cuisines/cafe.svg')");
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run import reads sheets as the desk does', { timeout: 240_000 }, () => {
  it('reads old Excel’s Windows-1252 CSV correctly, says so, and writes “Café Ladybird”', () => {
    const sheet = oldExcel1252(place('Café Ladybird', 'Cafe'));
    const file = join(dir, sheet.fileName);
    writeFileSync(file, sheet.bytes);
    const result = importFile(file);
    expect(result.stderr).not.toContain('\uFFFD');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Read as Windows-1252 (Western European), separated by commas.');
    expect(result.stdout).toContain('1 to add, 0 to update, 0 unchanged');
    expect(query('SELECT name, phone FROM restaurants')).toEqual([{ name: 'Café Ladybird', phone: '(817) 555-0142' }]);
  });

  it('reads an .xlsx workbook’s named sheet, and refuses a sheet it does not have in one sentence', async () => {
    const book = await workbook(place('Workbook Grill', 'Cafe'), { phone: 8175550199, zip: 76104, latitude: 32.749812345678, longitude: -97.357654321 });
    const file = join(dir, book.fileName);
    writeFileSync(file, book.bytes);
    const preview = importFile(file, '--sheet', 'Places', '--dry-run');
    expect(preview.status, preview.stderr).toBe(0);
    expect(preview.stdout).toContain("Read the Excel workbook's sheet “Places”.");
    expect(preview.stdout).toContain('1 to add, 0 to update, 0 unchanged');
    const missing = importFile(file, '--sheet', 'Prices', '--dry-run');
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe('places.xlsx has no sheet called “Prices”. Its sheets are: “Read me”, “Places”.');
  });

  it('reads European Excel and Google Sheets as the desk does (listings-import-sheets.test.ts), and refuses bad rows with its messages', () => {
    const european = europeanExcel(place('Brasserie Über', 'Cafe'), '32,7305', '-97,3321');
    const google = googleSheets(place('Magnolia Noodle Bar', 'Cafe'), { website: 'www.magnolia-noodles.example', street: '123 Main St', city: 'Fort Worth', state: 'TX', zip: '76104' });
    for (const sheet of [european, google]) writeFileSync(join(dir, sheet.fileName), sheet.bytes);
    const semicolons = importFile(join(dir, european.fileName), '--no-geocoder');
    expect(semicolons.status, semicolons.stderr).toBe(0);
    expect(semicolons.stdout).toContain('separated by semicolons');
    const headers = importFile(join(dir, google.fileName), '--no-geocoder');
    expect(headers.status, headers.stderr).toBe(0);
    expect(headers.stdout).toContain('Ignored columns: Notes');
    expect(query("SELECT name, address, website, phone, latitude, longitude FROM restaurants WHERE name IN ('Brasserie Über', 'Magnolia Noodle Bar') ORDER BY name")).toEqual([
      { name: 'Brasserie Über', address: null, website: null, phone: null, latitude: 32.7305, longitude: -97.3321 },
      { name: 'Magnolia Noodle Bar', address: '123 Main St, Fort Worth, TX 76104', website: 'https://www.magnolia-noodles.example', phone: '(817) 555-0142', latitude: null, longitude: null },
    ]);

    const rows = [
      ['name', 'cuisine', 'neighbourhood', 'price_level', 'description', 'latitude', 'longitude', 'website', 'hours'],
      ['Good Row Diner', 'Cafe', 'Near Southside', '2', 'A good row among bad ones, which must not be imported alone.', '', '', '', ''],
      ['Nowhere Cuisine', 'Martian', 'Near Southside', '2', 'A cuisine nobody has heard of, and a price too high.', '', '', '', ''],
      ['Lost Latitude', 'Cafe', 'Near Southside', 'five', 'Coordinates written as words cannot be placed.', 'north', '-97.3', 'not a website', ''],
      ['Hours Column', 'Cafe', 'Near Southside', '2', 'Its hours say when it is closed and never when it opens.', '', '', '', 'Closed Sundays'],
    ];
    writeFileSync(join(dir, 'bad.csv'), delimited(rows, ','));
    const bad = importFile(join(dir, 'bad.csv'), '--no-geocoder');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('row 3, column cuisine: No cuisine is called “Martian”. Use one of:');
    expect(bad.stderr).toContain('row 4, column price_level: Write the price level as 1 to 4');
    expect(bad.stderr).toContain('row 4, column latitude: Write the latitude in degrees, e.g. 32.7555');
    expect(bad.stderr).toContain('row 4, column website: Write the full address, starting with https://');
    expect(bad.stderr).toContain('row 5, column hours: “Closed Sundays” says when it is closed but not when it is open: write hours like “Mon–Fri 11-9');
    // All or nothing, as in the desk: the good row is not imported alone (a check of the table costs a wrangler run).
    expect(bad.stderr).toMatch(/\d+ problems; nothing was imported:/);
  });

  it('reads Excel’s UTF-8, a TSV, UTF-16 text, reordered headers, an Hours column and 5,000 rows as the desk does', () => {
    const hours = delimited(
      [
        ['name', 'cuisine', 'neighbourhood', 'price_level', 'description', 'Hours'],
        ['Weekday Window', 'Cafe', 'Near Southside', '2', 'A counter that keeps office hours and a long Saturday.', 'Mon–Fri 11-9, Sat 10-10, Sun closed'],
      ],
      ',',
    );
    const sheets: Array<[{ fileName: string; bytes: Uint8Array }, string]> = [
      [excelUtf8(place('Excel Eatery', 'Cafe')), 'Read as UTF-8, separated by commas.'],
      [tabSeparated(place('Tab Taqueria', 'Cafe')), 'separated by tabs'],
      [unicodeText(place('Señor Unicode', 'Cafe')), 'Read as UTF-16, separated by tabs.'],
      [reordered(place('Backwards Bistro', 'Cafe')), 'Read as UTF-8'],
      [{ fileName: 'hours.csv', bytes: new TextEncoder().encode(hours) }, '1 to add'],
    ];
    for (const [sheet, reading] of sheets) {
      writeFileSync(join(dir, sheet.fileName), sheet.bytes);
      const result = importFile(join(dir, sheet.fileName), '--no-geocoder');
      expect(result.status, `${sheet.fileName}: ${result.stderr}`).toBe(0);
      expect(result.stdout, sheet.fileName).toContain(reading);
    }
    expect(query("SELECT name, phone FROM restaurants WHERE name IN ('Excel Eatery', 'Tab Taqueria', 'Señor Unicode', 'Backwards Bistro') ORDER BY name")).toEqual(
      ['Backwards Bistro', 'Excel Eatery', 'Señor Unicode', 'Tab Taqueria'].map((name) => ({ name, phone: '(817) 555-0142' })),
    );
    // Read as a person means them: weekdays 11 AM – 9 PM, Saturday 10 AM – 10 PM, no Sunday.
    expect(query("SELECT o.weekday, o.opens_minute AS opens, o.closes_minute AS closes FROM opening_hours o JOIN restaurants r ON r.id = o.restaurant_id WHERE r.name = 'Weekday Window' ORDER BY o.weekday")).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: 660, closes: 1260 })),
      { weekday: 6, opens: 600, closes: 1320 },
    ]);

    const many = manyRows('First Load', 'Cafe', 5_000);
    writeFileSync(join(dir, many.fileName), many.bytes);
    const big = importFile(join(dir, many.fileName), '--no-geocoder', '--dry-run');
    expect(big.status, big.stderr).toBe(0);
    expect(big.stdout).toMatch(/5,?000 to add/);
  });

  it('refuses an old .xls workbook as the desk does: one sentence, no stack trace', () => {
    const file = join(dir, 'old.xls');
    writeFileSync(file, Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
    const result = importFile(file, '--dry-run');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('old.xls is an old Excel workbook (.xls), which we cannot read. Save it as “Excel Workbook (.xlsx)” or as “CSV UTF-8”, and choose it again.');
  });
});

/**
 * The geocoder stand-in (workers/geocoder-standin.ts) served from this process on a free
 * port, as `npm start` serves it on :8789. The import then runs as a child process that
 * does not block this one (a spawnSync would keep the stand-in from answering).
 */
function serveGeocoder(): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: req.method === 'POST' ? body : undefined });
    const answer = await geocoderStandIn.fetch(request);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocoder`, server })));
}

function importAsync(args: string[], extraEnv: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/import-listings.ts', ...args, '--persist-to', state], { env: { ...env, ...extraEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const SHEET_HEADER = 'name,cuisine,neighbourhood,price_level,address,description';
const sheetRow = (name: string, address: string, description = 'Espresso, pastries and a long table for laptops.') => `"${name}",Cafe,Near Southside,2,"${address}","${description}"`;

describe('npm run import locates addresses as the desk does', { timeout: 240_000 }, () => {
  let geocoder: { url: string; server: Server };
  beforeAll(async () => {
    geocoder = await serveGeocoder();
  });
  afterAll(() => new Promise<void>((resolve) => geocoder.server.close(() => resolve())));

  it('places only an exact match, lists the rough and the unfound ones, and adds a place without a description as a draft', async () => {
    const file = join(dir, 'no-coordinates.csv');
    writeFileSync(
      file,
      [
        SHEET_HEADER,
        sheetRow('Exact Cafe', '209 W 8th St, Fort Worth, TX 76102'), // known: Match, Exact
        sheetRow('Nearby Cafe', '215 W 8th St, Fort Worth, TX 76102'), // another number: Non_Exact
        sheetRow('Nowhere Cafe', '1 Nowhere Ln, Fort Worth, TX 76102'), // No_Match
        sheetRow('Undescribed Cafe', '', ''),
      ].join('\r\n'),
    );
    // The setting as an operator's shell gives it: GEOCODER_URL in the environment.
    const result = await importAsync([file], { GEOCODER_URL: geocoder.url });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('4 to add, 0 to update, 0 unchanged');
    expect(result.stdout).toContain(`Addresses looked up with ${geocoder.url} (GEOCODER_URL in the environment).`);
    expect(result.stdout).toContain('Located from the address: 1 place\n  row 2: Exact Cafe: 209 W 8th St, Fort Worth, TX 76102 -> 209 W 8TH ST, FORT WORTH, TX, 76102');
    expect(result.stdout).toMatch(/Matched only roughly, not placed: 1 place\n.*\n {2}row 3: Nearby Cafe: 215 W 8th St, Fort Worth, TX 76102 -> 215 W 8TH ST/);
    expect(result.stdout).toMatch(/Not found, not placed: 1 place\n.*\n {2}row 4: Nowhere Cafe/);
    expect(result.stdout).toContain('1 without a description, added as drafts on no public page until an editor completes them in the desk:\n  row 5: Undescribed Cafe');
    expect(query("SELECT name, latitude, longitude, is_draft FROM restaurants WHERE name IN ('Exact Cafe', 'Nearby Cafe', 'Nowhere Cafe', 'Undescribed Cafe') ORDER BY name")).toEqual([
      { name: 'Exact Cafe', latitude: 32.7562, longitude: -97.3326, is_draft: 0 },
      { name: 'Nearby Cafe', latitude: null, longitude: null, is_draft: 0 },
      { name: 'Nowhere Cafe', latitude: null, longitude: null, is_draft: 0 },
      { name: 'Undescribed Cafe', latitude: null, longitude: null, is_draft: 1 },
    ]);
  });

  it('says in one line that the geocoder did not answer, and imports without coordinates', async () => {
    const file = join(dir, 'geocoder-down.csv');
    writeFileSync(file, [SHEET_HEADER, sheetRow('Unreached Cafe', '401 Main St, Fort Worth, TX 76102')].join('\r\n'));
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const result = await importAsync([file, '--geocoder', 'http://127.0.0.1:9/geocoder']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'Not on the map: 1 place with an address but no coordinates\n  The geocoder did not answer (it could not be reached), so their addresses were not looked up. The import goes on without their coordinates: add them later, or run it again in a while.\n',
    );
    expect(result.stdout).toContain('Imported: 1 added, 0 updated.');
    expect(query("SELECT latitude, longitude FROM restaurants WHERE name = 'Unreached Cafe'")).toEqual([{ latitude: null, longitude: null }]);
  });

  it('refuses a geocoder address the Worker would refuse, in one sentence', async () => {
    const file = join(dir, 'geocoder-http.csv');
    writeFileSync(file, [SHEET_HEADER, sheetRow('Plain Cafe', '401 Main St, Fort Worth, TX 76102')].join('\r\n'));
    const result = await importAsync([file, '--dry-run', '--geocoder', 'http://geocoding.geo.census.gov/geocoder']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('--geocoder: GEOCODER_URL must be an https address, e.g. https://geocoding.geo.census.gov/geocoder, not "http://geocoding.geo.census.gov/geocoder".');
  });
});
