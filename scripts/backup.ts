/**
 * npm run backup                          -> the local D1 and photo bucket (.wrangler/state)
 * npm run backup -- --remote              -> production's D1 and bucket (needs `wrangler login`)
 * npm run backup -- --remote --env staging
 * npm run backup -- --out <dir>           -> into <dir>/<date>/ (default backups/)
 * npm run backup -- --persist-to <dir>    -> a local state kept elsewhere, as wrangler takes it
 *
 * Writes every table the site needs and every photo object into one dated folder with a
 * manifest (scripts/lib/backup-format.ts); `npm run restore` loads it into an empty site.
 * Only reads: nothing is written to the database or the bucket. Decision 037.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  BACKUP_FORMAT,
  contentTypeOf,
  folderStamp,
  isLiteral,
  LEFT_OUT,
  loadOrder,
  type Manifest,
  type ObjectEntry,
  pageQuery,
  photoObjectKeys,
  sha256,
  tablesToCopy,
} from './lib/backup-format';
import { bucketName, describeTarget, parseTarget, wranglerTarget } from './lib/d1-target';
import { jsonResults, PlainError, runScript, wrangler } from './lib/wrangler-run';

/** Rows a page: each wrangler call reads one page of every table not yet read to the end. */
const PAGE = 1000;

await runScript(async () => {
  const args = process.argv.slice(2);
  const target = parseTarget(args);
  const at = args.indexOf('--out');
  const folder = join(at === -1 ? 'backups' : args[at + 1]!, folderStamp(new Date()));
  const flags = wranglerTarget(target);
  const query = (sql: string) => jsonResults<Record<string, unknown>>(wrangler(['d1', 'execute', 'DB', ...flags, '--json', '--command', sql]));
  console.log(`Backing up ${describeTarget(target)} into ${folder}/`);

  const [schema, migrated, columnRows, referenceRows] = query(
    [
      "SELECT name, sql FROM sqlite_master WHERE type = 'table'",
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'",
      "SELECT m.name AS tbl, p.name AS col FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY m.name, p.cid",
      "SELECT m.name AS tbl, f.\"table\" AS ref FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%'",
    ].join(';\n'),
  ) as [{ name: string; sql: string | null }[], unknown[], { tbl: string; col: string }[], { tbl: string; ref: string }[]];
  if (!migrated.length) {
    throw new PlainError(`${describeTarget(target)} has no migrations applied, so there is nothing to back up: is it the right database?`);
  }
  const migrations = (query('SELECT name FROM d1_migrations ORDER BY id')[0] as { name: string }[]).map((m) => m.name);
  const names = loadOrder(
    tablesToCopy(schema),
    referenceRows.map((r) => ({ from: r.tbl, to: r.ref })),
  );
  const columns = new Map(names.map((name) => [name, columnRows.filter((c) => c.tbl === name).map((c) => c.col)]));

  // Every table a page at a time, all tables in one call, until each has given a short page.
  const rows = new Map<string, string[][]>(names.map((name) => [name, []]));
  let open = [...names];
  while (open.length) {
    const pages = query(open.map((name) => pageQuery(name, columns.get(name)!, PAGE, rows.get(name)!.length)).join(';\n'));
    open = open.filter((name, i) => {
      const page = pages[i]!.map((row) => columns.get(name)!.map((_, c) => row[`v${c}`]));
      if (page.some((row) => !row.every(isLiteral))) throw new PlainError(`D1 answered a value of ${name} that is not a SQLite literal: the backup stopped, nothing is complete.`);
      rows.get(name)!.push(...(page as string[][]));
      return page.length === PAGE;
    });
  }

  mkdirSync(join(folder, 'tables'), { recursive: true });
  const tables = names.map((name) => {
    const text = rows.get(name)!.map((row) => JSON.stringify(row)).join('\n');
    writeFileSync(join(folder, 'tables', `${name}.jsonl`), text);
    return { name, columns: columns.get(name)!, rows: rows.get(name)!.length, sha256: sha256(text) };
  });

  // The photo objects, named by the photos table (the bucket itself is not listed through wrangler).
  const photoRows = (rows.get('photos') ?? []).map((row) => {
    const at = (column: string) => row[columns.get('photos')!.indexOf(column)]!;
    const text = (literal: string) => literal.slice(1, -1).replace(/''/g, "'");
    return { id: Number(at('id')), widths: text(at('widths')), formats: text(at('formats')) };
  });
  const bucket = bucketName(target);
  const objects: ObjectEntry[] = [];
  const missingObjects: string[] = [];
  for (const key of photoRows.flatMap(photoObjectKeys)) {
    const file = join(folder, 'objects', key);
    mkdirSync(dirname(file), { recursive: true });
    try {
      wrangler(['r2', 'object', 'get', `${bucket}/${key}`, '--file', file, ...flags]);
    } catch (error) {
      // A photo whose files are gone is noted and the backup goes on; any other failure stops it.
      if (!(error instanceof PlainError && /key does not exist/i.test(error.message))) throw error;
      missingObjects.push(key);
      continue;
    }
    const bytes = readFileSync(file);
    objects.push({ key, size: bytes.length, sha256: sha256(bytes), contentType: contentTypeOf(key, bytes) });
  }

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    source: describeTarget(target),
    migrations,
    tables,
    objects,
    missingObjects,
    left: LEFT_OUT,
  };
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backed up ${total} rows of ${tables.length} tables and ${objects.length} photo objects into ${folder}/`);
  if (missingObjects.length) console.log(`${missingObjects.length} photo objects named in the photos table were not in the bucket: ${missingObjects.slice(0, 5).join(', ')}${missingObjects.length > 5 ? ', ...' : ''}`);
  console.log('It holds diners\' names and reviews: keep it private. Restore it with `npm run restore -- <folder>`.');
});
