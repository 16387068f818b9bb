/**
 * npm run restore -- backups/2026-11-27T153012Z                   -> the local D1 and bucket
 * npm run restore -- backups/2026-11-27T153012Z --remote          -> production (asks for the database's name)
 * npm run restore -- backups/2026-11-27T153012Z --remote --env staging [--yes]
 * npm run restore -- <folder> --persist-to <dir>                  -> a local state kept elsewhere
 *
 * Loads a folder written by `npm run backup` into an EMPTY database and its photo bucket:
 * checks every file against the manifest, applies the migrations, writes every row in one
 * file (each table after those it refers to; the search index fills itself through the
 * migrations' triggers), then puts each photo object back. A database that holds content is
 * refused: a restore never merges into a live site. Decision 037.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_FORMAT, checkoutMigrations, insertStatements, isLiteral, type Manifest, OBJECT_KEY, quoteIdentifier, sha256 } from './lib/backup-format';
import { bucketName, confirmRemoteWrite, describeTarget, parseTarget, wranglerTarget } from './lib/d1-target';
import { jsonResults, PlainError, runScript, wrangler } from './lib/wrangler-run';

/** Rows the migrations themselves write (the content generation): replaced by the backup's. */
const WRITTEN_BY_MIGRATIONS = ['site_state'];

function readBackup(folder: string) {
  const manifestFile = join(folder, 'manifest.json');
  if (!existsSync(manifestFile)) throw new PlainError(`${folder} is not a backup folder (no manifest.json): name a folder written by \`npm run backup\`.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new PlainError(`${manifestFile} is not readable JSON: the backup is damaged; use another one.`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new PlainError(`${folder} is a backup of format ${manifest.format}; this checkout reads format ${BACKUP_FORMAT}.`);
  const rows = new Map<string, string[][]>();
  for (const table of manifest.tables) {
    if (!/^\w+$/.test(table.name)) throw new PlainError(`The manifest names a table "${table.name}" no backup writes: the backup is damaged.`);
    const text = readFileSync(join(folder, 'tables', `${table.name}.jsonl`), 'utf8');
    if (sha256(text) !== table.sha256) throw new PlainError(`tables/${table.name}.jsonl is not the file the backup wrote (its hash differs): the backup is damaged; use another one.`);
    const parsed = text ? text.split('\n').map((line) => JSON.parse(line) as unknown[]) : [];
    if (parsed.length !== table.rows || parsed.some((row) => row.length !== table.columns.length || !row.every(isLiteral))) {
      throw new PlainError(`tables/${table.name}.jsonl does not hold the ${table.rows} rows its manifest lists: the backup is damaged.`);
    }
    rows.set(table.name, parsed as string[][]);
  }
  for (const object of manifest.objects) {
    if (!OBJECT_KEY.test(object.key)) throw new PlainError(`The manifest names an object "${object.key}" photo storage never writes: the backup is damaged.`);
    if (sha256(readFileSync(join(folder, 'objects', object.key))) !== object.sha256) {
      throw new PlainError(`objects/${object.key} is not the file the backup wrote (its hash differs): the backup is damaged; use another one.`);
    }
  }
  return { manifest, rows };
}

await runScript(async () => {
  const args = process.argv.slice(2);
  const folder = args.find((arg, i) => !arg.startsWith('--') && !/^--(env|persist-to|config)$/.test(args[i - 1] ?? ''));
  if (!folder) throw new PlainError('Name the backup folder: npm run restore -- backups/2026-11-27T153012Z [--remote] [--env staging]');
  const target = parseTarget(args);
  const { manifest, rows } = readBackup(folder);

  const here = checkoutMigrations();
  if (manifest.migrations.join() !== here.join()) {
    const last = manifest.migrations.at(-1) ?? 'none';
    throw new PlainError(
      `The backup was taken at migration ${last}; this checkout's migrations end at ${here.at(-1)}: restore it with the checkout of its time (its migrations the same), then update and migrate as usual.`,
    );
  }

  await confirmRemoteWrite(target, args, `restore the backup ${folder}`, { migrated: false });
  const flags = wranglerTarget(target);
  const query = (sql: string) => jsonResults<Record<string, number>>(wrangler(['d1', 'execute', 'DB', ...flags, '--json', '--command', sql]));
  // Refused before anything is written: a database with any row of the backup's tables.
  const existing = new Set(query("SELECT name FROM sqlite_master WHERE type = 'table'")[0]!.map((t) => t.name as unknown as string));
  const present = manifest.tables.filter((t) => existing.has(t.name) && !WRITTEN_BY_MIGRATIONS.includes(t.name));
  if (present.length) {
    const counts = query(present.map((t) => `SELECT count(*) AS n FROM ${quoteIdentifier(t.name)}`).join(';\n'));
    const full = present.filter((_, i) => counts[i]![0]!.n! > 0).map((t) => t.name);
    if (full.length) {
      throw new PlainError(
        `Refusing to restore into ${describeTarget(target)}: it already holds content (${full.slice(0, 4).join(', ')}${full.length > 4 ? ', ...' : ''}); restore into a new, empty database (\`npx wrangler d1 create <name>\`) or use \`wrangler d1 time-travel restore\` to go back in this one.`,
      );
    }
  }

  console.log(`Restoring ${folder} (${manifest.source}, ${manifest.createdAt}) into ${describeTarget(target)}`);
  wrangler(['d1', 'migrations', 'apply', 'DB', ...flags]);
  const statements = [
    ...WRITTEN_BY_MIGRATIONS.filter((name) => rows.has(name)).map((name) => `DELETE FROM ${quoteIdentifier(name)}`),
    ...manifest.tables.flatMap((t) => insertStatements(t.name, t.columns, rows.get(t.name)!)),
  ];
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/restore.sql', statements.map((s) => `${s};`).join('\n'));
  wrangler(['d1', 'execute', 'DB', ...flags, '--file', '.tmp/restore.sql', '--yes']);

  const bucket = bucketName(target);
  for (const object of manifest.objects) {
    wrangler(['r2', 'object', 'put', `${bucket}/${object.key}`, '--file', join(folder, 'objects', object.key), '--content-type', object.contentType, ...flags]);
  }
  const total = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Restored ${total} rows of ${manifest.tables.length} tables and ${manifest.objects.length} photo objects; the search index was rebuilt from them.`);
  console.log('Everyone signs in again: sessions are never in a backup.');
});
