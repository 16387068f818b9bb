import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldExcel1252, place, workbook } from '../tests/support/people-sheets';

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

  it('refuses an old .xls workbook as the desk does: one sentence, no stack trace', () => {
    const file = join(dir, 'old.xls');
    writeFileSync(file, Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
    const result = importFile(file, '--dry-run');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('old.xls is an old Excel workbook (.xls), which we cannot read. Save it as “Excel Workbook (.xlsx)” or as “CSV UTF-8”, and choose it again.');
  });
});
