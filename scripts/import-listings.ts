/**
 * npm run import -- listings.csv            -> the local D1 (Miniflare state in .wrangler/)
 * npm run import -- listings.csv --remote   -> the production D1 (needs `wrangler login`)
 * npm run import -- listings.csv --dry-run  -> the preview only, nothing written
 * npm run import -- listings.csv --hours-checked -> write hours the preview asks to check
 * npm run import -- places.xlsx --sheet "Fort Worth"   -> a workbook's named sheet (else its first)
 * npm run import -- listings.csv --checked-today      -> the operator checked every row today
 * npm run import -- listings.csv --geocoder URL       -> look addresses up there (--no-geocoder: not at all)
 * Other wrangler flags pass through: --env staging, --persist-to <dir>.
 *
 * The file is read by the desk's own reader (app/modules/sheet-reader.server.ts):
 * the same encodings, separators and workbooks, refused or converted alike.
 *
 * Rows with an address and no coordinates are looked up as the desk's preview does, by the
 * geocoder the target's Worker uses (scripts/lib/import-geocoder.ts says where that is read).
 *
 * The desk's import (/admin/restaurants/import) for an operator's first load:
 * the same columns, checks and plan, then the same statements, written to
 * .tmp/import.sql and applied by `wrangler d1 execute --file` in one batch with
 * the content generation moved on, so readers see the listings at once. A remote import asks
 * for the database's name before it writes (--yes to skip); wrangler's errors are one sentence.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import type { Db } from '../app/db/client.server';
import * as schema from '../app/db/schema';
import { listingImportStatements, loadListings } from '../app/models/bulk-listings.server';
import { planListingImport } from '../app/modules/listing-sheet.server';
import { locateImport } from '../app/modules/import-geocoding.server';
import type { GeocodeAnswer } from '../app/utils/census-geocoder';
import { locationGroups, matchOf, notLookedUpReason } from '../app/utils/import-locations';
import { importGeocoder } from './lib/import-geocoder';
import { hoursToConfirm } from '../app/utils/sheet-hours';
import { readSheetFile } from '../app/modules/sheet-reader.server';
import { confirmRemoteWrite, parseTarget } from './lib/d1-target';
import { plainFailures, wrangler as runWrangler } from './lib/wrangler-run';

plainFailures();

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.match(/^--(env|persist-to|config|c|e|sheet|geocoder)$/));
if (!file) {
  console.error('Usage: npm run import -- listings.csv|places.xlsx [--sheet NAME] [--checked-today] [--hours-checked] [--geocoder URL | --no-geocoder] [--remote] [--dry-run] [--env staging]');
  process.exit(2);
}
const remote = args.includes('--remote');
const dryRun = args.includes('--dry-run');
const hoursChecked = args.includes('--hours-checked');
const checkedToday = args.includes('--checked-today');
const sheetAt = args.indexOf('--sheet');
const sheetName = sheetAt === -1 ? undefined : args[sheetAt + 1];
const geocoderAt = args.indexOf('--geocoder');
const ours = new Set([
  file,
  '--remote',
  '--dry-run',
  '--checked-today',
  '--hours-checked',
  '--no-geocoder',
  ...(sheetAt === -1 ? [] : ['--sheet', sheetName]),
  ...(geocoderAt === -1 ? [] : ['--geocoder', args[geocoderAt + 1]]),
]);
const passThrough = args.filter((arg) => !ours.has(arg));
const target = remote ? '--remote' : '--local';

function wrangler(extra: string[]) {
  return runWrangler(['d1', 'execute', 'DB', target, ...passThrough, ...extra]);
}

/** A statement with its parameters written in as SQL literals, for a file wrangler runs. */
function inline(sql: string, params: unknown[]) {
  let out = '';
  let quote: string | null = null;
  let next = 0;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '?') {
      out += literal(params[next++]);
      continue;
    }
    out += char;
  }
  return out;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

// Reads go through wrangler too: `d1 execute --json`, one call for a batch of selects.
const reader = drizzle(
  async (sql, params) => ({ rows: rowsOf(JSON.parse(wrangler(['--json', '--command', inline(sql, params)])))[0]! }),
  async (queries) => rowsOf(JSON.parse(wrangler(['--json', '--command', queries.map((q) => inline(q.sql, q.params)).join(';\n')]))).map((rows) => ({ rows })),
  { schema },
);
function rowsOf(results: Array<{ results: Array<Record<string, unknown>> }>) {
  return results.map((result) => result.results.map((row) => Object.values(row)));
}

/** What went wrong, as one sentence for the operator: no stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let bytes: Uint8Array;
try {
  bytes = readFileSync(file);
} catch (error) {
  fail(`Could not open ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message}.`);
}
const sheet = await readSheetFile(bytes, basename(file), { sheet: sheetName });
if ('refused' in sheet) fail(sheet.refused);
const listings = await loadListings(reader as unknown as Db);
const planWith = (located: Map<string, GeocodeAnswer>) => planListingImport(sheet, listings, basename(file), undefined, undefined, { checkedToday, located });
const setting = importGeocoder(args, parseTarget(args));
// As the desk's preview: one batch for the rows with an address and no coordinates; only an exact match places one.
const { plan, geocoder } = await locateImport({ GEOCODER_URL: setting.url }, planWith(new Map()), planWith);
const counts = { add: 0, update: 0, unchanged: 0, error: 0 };
for (const row of plan.rows) counts[row.outcome]++;
for (const note of sheet.notes) console.log(note);
if (plan.ignored.length) console.log(`Ignored columns: ${plan.ignored.join(', ')}`);
console.log(`${basename(file)} on the ${remote ? 'REMOTE' : 'local'} D1: ${counts.add} to add, ${counts.update} to update, ${counts.unchanged} unchanged`);
for (const row of plan.rows.filter((r) => r.outcome === 'update').slice(0, 50)) console.log(`  row ${row.row}: ${row.name}: ${row.changes.join(', ').toLowerCase()}`);
if (counts.update > 50) console.log(`  ...and ${counts.update - 50} more updated`);
const drafts = plan.rows.filter((r) => r.draft);
if (drafts.length) console.log(`${drafts.length} without a description, added as drafts on no public page until an editor completes them in the desk:`);
for (const row of drafts.slice(0, 50)) console.log(`  row ${row.row}: ${row.name}`);
if (geocoder.state === 'on' && plan.rows.some((r) => r.location)) console.log(`Addresses looked up with ${setting.url} (${setting.from}).`);
const why = notLookedUpReason(geocoder, {
  off: `add latitude and longitude to the sheet, or set GEOCODER_URL (README "Addresses on the map"; read from ${setting.from}).`,
  unavailable: 'The import goes on without their coordinates: add them later, or run it again in a while.',
  carried: 'run the import again to look them up.',
});
for (const group of locationGroups(plan.rows, why)) {
  console.log(group.title);
  if (group.note) console.log(`  ${group.note}`);
  for (const row of group.rows.slice(0, 50)) console.log(`  row ${row.row}: ${row.name}: ${row.location.address} -> ${matchOf(row)}`);
  if (group.rows.length > 50) console.log(`  ...and ${group.rows.length - 50} more`);
}
if (plan.problems.length) {
  console.error(`\n${plan.problems.length} ${plan.problems.length === 1 ? 'problem' : 'problems'}; nothing was imported:`);
  for (const p of plan.problems) console.error(`  row ${p.row}${p.column ? `, column ${p.column}` : ''}: ${p.message}`);
  process.exit(1);
}
// As in the desk: hours that read implausibly ("10:00-10:00" as open 24 hours) are written only once confirmed.
const doubts = hoursToConfirm(plan.rows);
if (doubts.length) {
  console.error(`\n${doubts.length} hours ${doubts.length === 1 ? 'cell reads' : 'cells read'} implausibly; check ${doubts.length === 1 ? 'it' : 'them'}:`);
  for (const d of doubts) console.error(`  row ${d.row}, column ${d.column}: ${d.cell} -> ${d.reading}. Check: ${d.doubt}`);
  if (!hoursChecked && !dryRun) {
    console.error('Nothing was imported: correct them in the sheet, or run again with --hours-checked if they are what it means.');
    process.exit(1);
  }
}
if (dryRun || !plan.writes.length) process.exit(0);

const dialect = new SQLiteSyncDialect();
const statements = listingImportStatements(plan.writes, null).map((statement) => {
  const query = dialect.sqlToQuery(statement);
  return inline(query.sql, query.params);
});
statements.push('INSERT INTO site_state (id, content_generation) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET content_generation = content_generation + 1');
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/import.sql', statements.map((s) => `${s};`).join('\n'));
await confirmRemoteWrite(parseTarget(args), args, `import ${basename(file)}`);
// Asked above: wrangler need not ask again.
wrangler(['--file', '.tmp/import.sql', ...(args.includes('--yes') ? [] : ['--yes'])]);
console.log(`Imported: ${counts.add} added, ${counts.update} updated. Each change is in its listing's history.`);
