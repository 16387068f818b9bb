import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from './client.server';

/** A drizzle query that can go in a D1 batch: a select, insert, update or delete, not yet awaited. */
export type Query = BatchItem<'sqlite'>;
type Queries = readonly [Query, ...Query[]];

/**
 * A read that can share one D1 round trip with a page's other reads: its queries,
 * and how their results become its answer (which may read once more, say for a
 * page past the end). Every D1 call is a round trip to the database, so a page
 * that needs several independent reads makes them together, with drizzle's
 * `db.batch`.
 *
 * D1 gives a batch's rows as objects keyed by column name: within one query every
 * selected column needs its own name (alias the second "id").
 */
export type BatchedRead<T> = {
  readonly queries: Queries;
  readonly finish: (results: readonly unknown[]) => T | Promise<T>;
};

/** A read of `queries`, whose results `finish` receives typed, in order. */
export function batchedRead<const Q extends Queries, T>(queries: Q, finish: (results: BatchResponse<Q>) => T | Promise<T>): BatchedRead<T> {
  // db.batch answers each query with its own result type, in order (drizzle's BatchResponse).
  return { queries, finish: (results) => finish(results as BatchResponse<Q>) };
}

/** A read of one query's rows, as they are or mapped to its answer. */
export function rowsRead<Q extends Query>(query: Q): BatchedRead<BatchResponse<[Q]>[0]>;
export function rowsRead<Q extends Query, T>(query: Q, map: (rows: BatchResponse<[Q]>[0]) => T): BatchedRead<T>;
export function rowsRead<Q extends Query, T>(query: Q, map?: (rows: BatchResponse<[Q]>[0]) => T) {
  return batchedRead([query], ([rows]) => (map ? map(rows) : rows));
}

type Answers<Reads extends Record<string, BatchedRead<unknown>>> = { [Name in keyof Reads]: Awaited<ReturnType<Reads[Name]['finish']>> };

/** Runs the reads' queries in one D1 batch and answers each read by its name. */
export async function readTogether<Reads extends Record<string, BatchedRead<unknown>>>(db: Db, reads: Reads): Promise<Answers<Reads>> {
  const named = Object.entries(reads);
  const [first, ...rest] = named.flatMap(([, read]) => read.queries);
  const results: readonly unknown[] = first ? await db.batch([first, ...rest]) : [];
  let next = 0;
  const answers = await Promise.all(named.map(([, read]) => read.finish(results.slice(next, (next += read.queries.length)))));
  return Object.fromEntries(named.map(([name], i) => [name, answers[i]])) as Answers<Reads>;
}

/** One read on its own: still one round trip. */
export async function readAlone<T>(db: Db, read: BatchedRead<T>): Promise<T> {
  return read.finish(await db.batch(read.queries));
}
