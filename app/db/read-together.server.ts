import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client.server';

/**
 * A read that can share one D1 round trip with a page's other reads: its
 * statements, and how their results become its answer (which may read once more,
 * say for a page past the end). Every D1 call is a round trip to the database (in
 * Miniflare, a message to another isolate both ways), so a page that needs several
 * independent reads makes them together.
 *
 * The statements' results come back as objects keyed by column name: within one
 * statement every selected column needs its own name (alias the second "id").
 */
export type BatchedRead<T> = {
  statements: BatchItem<'sqlite'>[];
  finish: (results: unknown[]) => T | Promise<T>;
};

export function batchedRead<T>(statements: BatchItem<'sqlite'>[], finish: BatchedRead<T>['finish']): BatchedRead<T> {
  return { statements, finish };
}

/** Runs the reads' statements in one D1 batch and answers each read by its name. */
export async function readTogether<Reads extends Record<string, BatchedRead<unknown>>>(
  db: Db,
  reads: Reads,
): Promise<{ [Name in keyof Reads]: Awaited<ReturnType<Reads[Name]['finish']>> }> {
  const named = Object.entries(reads);
  const statements = named.flatMap(([, read]) => read.statements);
  const results: unknown[] = statements.length ? await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]) : [];
  let next = 0;
  const answers = await Promise.all(named.map(([, read]) => read.finish(results.slice(next, (next += read.statements.length)))));
  return Object.fromEntries(named.map(([name], i) => [name, answers[i]])) as { [Name in keyof Reads]: Awaited<ReturnType<Reads[Name]['finish']>> };
}

/** One read on its own: still one round trip. */
export async function readAlone<T>(db: Db, read: BatchedRead<T>): Promise<T> {
  return (await readTogether(db, { read })).read as T;
}

/** A read of one statement's rows, as they are or mapped to its answer. */
export function rowsRead<Query extends BatchItem<'sqlite'>>(query: Query): BatchedRead<Awaited<Query>>;
export function rowsRead<Query extends BatchItem<'sqlite'>, T>(query: Query, map: (rows: Awaited<Query>) => T): BatchedRead<T>;
export function rowsRead<Query extends BatchItem<'sqlite'>, T>(query: Query, map?: (rows: Awaited<Query>) => T) {
  return batchedRead([query], ([rows]) => (map ? map(rows as Awaited<Query>) : rows));
}
