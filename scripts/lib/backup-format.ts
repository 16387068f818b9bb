/**
 * What a backup folder holds (npm run backup, npm run restore):
 *   manifest.json                the tables (columns, row count, file hash, order to load),
 *                                the migrations applied, and every photo object (size, hash)
 *   tables/<table>.jsonl         one row a line: a JSON array of SQLite literals, as SQLite's
 *                                quote() writes them, so every value comes back exactly
 *                                (NULL, integers of any size, reals, text, blobs)
 *   objects/<key>                the photo bucket's objects, under their own keys
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { PHOTO_FORMATS } from '../../app/utils/photo-rules';

export const BACKUP_FORMAT = 1;

export type TableEntry = { name: string; columns: string[]; rows: number; sha256: string };
export type ObjectEntry = { key: string; size: number; sha256: string; contentType: string };
export type Manifest = {
  format: number;
  createdAt: string;
  source: string;
  migrations: string[];
  /** In the order a restore loads them: every table after the tables it refers to. */
  tables: TableEntry[];
  objects: ObjectEntry[];
  /** Objects the photos table names that the bucket did not have. */
  missingObjects: string[];
  left: Record<string, string>;
};

/** What a backup leaves out, and why (also in the manifest, for whoever reads it later). */
export const LEFT_OUT: Record<string, string> = {
  sessions: 'sign-in sessions: a restored site signs everyone in again, and a backup never holds a live session',
  search: 'the full-text search index (FTS5): rebuilt by the migrations\' triggers as the rows go back in',
  d1_migrations: 'the list of migrations applied: in the manifest; a restore applies the migrations itself',
};

/** Tables a backup never copies: SQLite's and D1's own, the sessions, and the virtual tables with their shadow tables. */
export function tablesToCopy(tables: { name: string; sql: string | null }[]): string[] {
  const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
  return tables
    .map((t) => t.name)
    .filter((name) => !/^(sqlite_|_cf_|d1_migrations$|sessions$)/.test(name))
    .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
    .sort();
}

/** Tables ordered so each comes after those it refers to (a self-reference or a cycle keeps the given order). */
export function loadOrder(tables: string[], references: { from: string; to: string }[]): string[] {
  const placed: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (placed.includes(name) || path.includes(name)) return;
    for (const ref of references.filter((r) => r.from === name && r.to !== name && tables.includes(r.to))) visit(ref.to, [...path, name]);
    placed.push(name);
  };
  for (const name of tables) visit(name, []);
  return placed;
}

/** A value as SQLite's quote() writes it: NULL, an integer, a real, 'text' or X'blob'. */
const LITERAL = /^(NULL|-?\d+|-?\d+\.\d+(e[+-]?\d+)?|-?\d+(\.\d+)?e[+-]?\d+|'(?:[^']|'')*'|X'(?:[0-9A-F]{2})*')$/is;

export function isLiteral(value: unknown): value is string {
  return typeof value === 'string' && LITERAL.test(value);
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `SELECT quote(col) ...` for one page of a table, in rowid order so pages never overlap. */
export function pageQuery(table: string, columns: string[], limit: number, offset: number) {
  const values = columns.map((c, i) => `quote(${quoteIdentifier(c)}) AS v${i}`).join(', ');
  return `SELECT ${values} FROM ${quoteIdentifier(table)} ORDER BY rowid LIMIT ${limit} OFFSET ${offset}`;
}

/** INSERT statements for a table's rows, several rows each, kept well under D1's 100 KB statement limit. */
export function insertStatements(table: string, columns: string[], rows: string[][]): string[] {
  const head = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES `;
  const statements: string[] = [];
  let values: string[] = [];
  let size = 0;
  for (const row of rows) {
    const tuple = `(${row.join(', ')})`;
    if (values.length && (size + tuple.length > 50_000 || values.length >= 100)) {
      statements.push(head + values.join(', '));
      values = [];
      size = 0;
    }
    values.push(tuple);
    size += tuple.length;
  }
  if (values.length) statements.push(head + values.join(', '));
  return statements;
}

/** The objects a photo row stands for: its kept upload and each variant (app/modules/photo-storage.server.ts). */
export function photoObjectKeys(photo: { id: number; widths: string; formats: string }): string[] {
  const widths = JSON.parse(photo.widths) as number[];
  const formats = JSON.parse(photo.formats) as string[];
  return [
    `originals/${photo.id}`,
    ...widths.flatMap((w) => PHOTO_FORMATS.filter((f) => formats.includes(f.name)).map((f) => `photos/${photo.id}/${w}.${f.extension}`)),
  ];
}

/** A key a restore may write to a file and back: only the shapes photo storage makes, never a path out of the folder. */
export const OBJECT_KEY = /^(originals\/\d+|photos\/\d+\/\d+\.(webp|jpg))$/;

/** The content type an object is stored with: a variant's from its name, the kept upload's from its first bytes. */
export function contentTypeOf(key: string, bytes: Uint8Array): string {
  const variant = PHOTO_FORMATS.find((f) => key.endsWith(`.${f.extension}`));
  if (variant) return variant.mime;
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return 'image/jpeg';
}

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The migration files of this checkout, in the order wrangler applies them. */
export const checkoutMigrations = () => readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort();

/** A folder name for now, e.g. 2026-11-27T153012Z: sorts by time, safe on every file system. */
export function folderStamp(now: Date) {
  const iso = now.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 19).replace(/:/g, '')}Z`;
}
