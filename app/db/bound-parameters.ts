import type { Query } from './read-together.server';

/**
 * D1 binds at most 100 parameters in one statement. Every bulk read and write that
 * names items one parameter each (ids in `inArray`, rows in an insert) splits them
 * here, into runs that each fit one statement: all items are read or written, none
 * is dropped.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** What a statement binds for its own conditions unless told (a status, a flag, a date: ours bind a few). */
const ROOM_FOR_CONDITIONS = 10;

/** Parameters per item, and those the statement binds besides its items. */
type RunLimits = { perItem?: number; others?: number };

/**
 * `items` in runs for one statement each: `perItem` parameters per item, besides
 * `others` the statement binds for its own conditions (a status, a date). Every item
 * is in exactly one run, in order.
 */
export function runsWithinD1Limit<T>(items: readonly T[], { perItem = 1, others = ROOM_FOR_CONDITIONS }: RunLimits = {}): T[][] {
  const size = Math.floor((D1_MAX_BOUND_PARAMETERS - others) / perItem);
  if (size < 1) throw new RangeError(`A statement binding ${others} parameters of its own cannot take an item of ${perItem}`);
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/** One statement per run of `items`, for the caller's batch (an insert's rows, an update's ids). */
export function statementsInRuns<T, S extends Query>(items: readonly T[], statement: (run: T[]) => S, limits?: RunLimits): S[] {
  return runsWithinD1Limit(items, limits).map(statement);
}

/**
 * The rows `select` reads for each run of `items`, in run order. Each run is its own
 * query, sent at once: a D1 batch gives rows keyed by column name, which would merge
 * a join's two "name" columns; the common case, one run, is one round trip.
 */
export async function selectInRuns<T, Row>(items: readonly T[], select: (run: T[]) => PromiseLike<Row[]>, limits?: RunLimits): Promise<Row[]> {
  const results = await Promise.all(runsWithinD1Limit(items, limits).map(select));
  return results.flat();
}
