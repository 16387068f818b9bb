/**
 * npm run import -- listings.csv            -> the local D1 (Miniflare state in .wrangler/)
 * npm run import -- listings.csv --remote   -> the production D1 (needs `wrangler login`)
 * npm run import -- listings.csv --dry-run  -> the preview only, nothing written
 * Other wrangler flags pass through: --env staging, --persist-to <dir>.
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
import { listingImportStatements, loadListings } from '../app/models/listing-sheet.server';
import { planListingImport } from '../app/modules/listing-sheet.server';
import { confirmRemoteWrite, parseTarget } from './lib/d1-target';
import { plainFailures, wrangler as runWrangler } from './lib/wrangler-run';

plainFailures();

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.match(/^--(env|persist-to|config|c|e)$/));
if (!file) {
  console.error('Usage: npm run import -- listings.csv [--remote] [--dry-run] [--env staging]');
  process.exit(2);
}
const remote = args.includes('--remote');
const dryRun = args.includes('--dry-run');
const passThrough = args.filter((arg) => arg !== file && arg !== '--remote' && arg !== '--dry-run');
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

const text = readFileSync(file, 'utf8');
const plan = planListingImport(text, await loadListings(reader as unknown as Db), basename(file));
const counts = { add: 0, update: 0, unchanged: 0, error: 0 };
for (const row of plan.rows) counts[row.outcome]++;
console.log(`${basename(file)} on the ${remote ? 'REMOTE' : 'local'} D1: ${counts.add} to add, ${counts.update} to update, ${counts.unchanged} unchanged`);
for (const row of plan.rows.filter((r) => r.outcome === 'update').slice(0, 50)) console.log(`  row ${row.row}: ${row.name}: ${row.changes.join(', ').toLowerCase()}`);
if (counts.update > 50) console.log(`  ...and ${counts.update - 50} more updated`);
if (plan.problems.length) {
  console.error(`\n${plan.problems.length} ${plan.problems.length === 1 ? 'problem' : 'problems'}; nothing was imported:`);
  for (const p of plan.problems) console.error(`  row ${p.row}${p.column ? `, column ${p.column}` : ''}: ${p.message}`);
  process.exit(1);
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
