import { Column, fillPlaceholders, is, sql, SQL } from 'drizzle-orm';
import type { SQLitePreparedQuery } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.server';

/** What readTogether needs of a drizzle query: its SQL with its parameters, and how its rows map back. */
type PreparedQuery = Pick<SQLitePreparedQuery<never>, 'getQuery' | 'mapResult'>;

/** A drizzle select built for this request. */
type BuiltQuery = { prepare(): PreparedQuery };

/**
 * A statement drizzle built once per isolate (see `preparedOnce`), with the values of its
 * placeholders for this request. `Rows` is what it reads (a type only).
 */
export type PreparedStatement<Rows> = { readonly prepared: PreparedQuery; readonly values: Record<string, unknown>; readonly rows?: Rows };

/** A select built for this request, or a statement prepared once per isolate. */
export type Statement = BuiltQuery | PreparedStatement<unknown>;

/** What a statement reads. */
export type RowsOf<S> = S extends PreparedStatement<infer Rows> ? Rows : Awaited<S>;

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
  statements: Statement[];
  finish: (results: unknown[]) => T | Promise<T>;
};

export function batchedRead<T>(statements: Statement[], finish: BatchedRead<T>['finish']): BatchedRead<T> {
  return { statements, finish };
}

/**
 * Builds a statement once per isolate for each shape, instead of once per request.
 * Building a select is pure work that drizzle repeats for every call (about 50–100 µs
 * a statement on this machine, most of it telling its SQL pieces apart), the same
 * for every request whose query has the same shape: which filters it applies, its
 * order, whether a diner is signed in. `build` writes the statement for a shape, with
 * `sql.placeholder(name)` wherever a request's value goes; the caller gives the values.
 * A shape is a few flags and names, never a diner's value, so the statements kept
 * are as few as the shapes.
 */
export function preparedOnce<Shape extends Record<string, string | number | boolean | null>, Query extends BuiltQuery>(
  build: (db: Db, shape: Shape) => Query,
) {
  const preparedFor = new WeakMap<Db, Map<string, PreparedQuery>>();
  return (db: Db, shape: Shape, values: Record<string, unknown>): PreparedStatement<Awaited<Query>> => {
    let byShape = preparedFor.get(db);
    if (!byShape) preparedFor.set(db, (byShape = new Map()));
    const key = JSON.stringify(shape);
    let prepared = byShape.get(key);
    if (!prepared) byShape.set(key, (prepared = build(db, shape).prepare()));
    return { prepared, values };
  };
}

const isPrepared = (statement: Statement): statement is PreparedStatement<unknown> => 'prepared' in statement;

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What drizzle keeps of a select to map its rows: its fields in column order, and which joined tables may be null. */
type SelectInternals = { fields?: { path: string[]; field: unknown }[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: unknown };
type RowMapper = (result: D1Result) => unknown[];

const rowMappers = new WeakMap<PreparedQuery, RowMapper>();

/**
 * How a statement's rows become objects. drizzle, for every column of every row, asks
 * what kind of field it is and how it decodes, after copying the row into an array. For
 * a flat select (each field a column or an expression, no outer join: every card and
 * list we read), that is worked out once per statement, and a row is one loop that
 * decodes only the columns that need it. Anything else is mapped by drizzle itself.
 */
function rowMapperOf(prepared: PreparedQuery): RowMapper {
  let mapper = rowMappers.get(prepared);
  if (mapper) return mapper;
  const { fields, joinsNotNullableMap, customResultMapper } = prepared as unknown as SelectInternals;
  const canBeNull = Object.values(joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  const decoders = Array.isArray(fields) && !customResultMapper && !canBeNull ? fields.map(decoderOf) : [undefined];
  if (!fields || decoders.includes(undefined)) {
    mapper = (result) => prepared.mapResult(result, true) as unknown[];
  } else {
    const keys = fields.map(({ path }) => path[0]!);
    mapper = (result) =>
      (result.results as Record<string, unknown>[]).map((row) => {
        // D1 gives each row as an object whose keys are in column order.
        const values = Object.values(row);
        const mapped: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) {
          const value = values[i];
          const decoder = decoders[i];
          mapped[keys[i]!] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
        }
        return mapped;
      });
  }
  rowMappers.set(prepared, mapper);
  return mapper;
}

/** How a field's values decode: null when D1's value is kept as it is, undefined for a field not at the top level or of another kind. */
function decoderOf({ path, field }: { path: string[]; field: unknown }): Decoder | null | undefined {
  if (path.length !== 1) return undefined;
  const decoder = is(field, Column) ? field : is(field, SQL) ? decoderOfSql(field) : is(field, SQL.Aliased) ? decoderOfSql(field.sql) : undefined;
  if (!decoder) return undefined;
  return decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue || decoder.mapFromDriverValue === keptAsIs ? null : decoder;
}

function decoderOfSql(expression: SQL): Decoder {
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/** drizzle's decoder for sql without mapWith. */
const keptAsIs = decoderOfSql(sql``).mapFromDriverValue;

/** Runs the reads' statements in one D1 batch and answers each read by its name. */
export async function readTogether<Reads extends Record<string, BatchedRead<unknown>>>(
  db: Db,
  reads: Reads,
): Promise<{ [Name in keyof Reads]: Awaited<ReturnType<Reads[Name]['finish']>> }> {
  const named = Object.entries(reads);
  const statements = named
    .flatMap(([, read]) => read.statements)
    .map((statement) => (isPrepared(statement) ? statement : { prepared: statement.prepare(), values: {} }));
  // drizzle's own batch binds a statement's parameters as built, so it cannot fill
  // placeholders: the batch goes to D1 here, and each statement's rows are mapped as drizzle would.
  const d1 = db.$client;
  const batch = statements.map(({ prepared, values }) => {
    const { sql, params } = prepared.getQuery();
    return d1.prepare(sql).bind(...fillPlaceholders(params, values));
  });
  const results = batch.length ? (await d1.batch(batch)).map((result, i) => rowMapperOf(statements[i]!.prepared)(result)) : [];
  let next = 0;
  const answers = await Promise.all(named.map(([, read]) => read.finish(results.slice(next, (next += read.statements.length)))));
  return Object.fromEntries(named.map(([name], i) => [name, answers[i]])) as { [Name in keyof Reads]: Awaited<ReturnType<Reads[Name]['finish']>> };
}

/** One read on its own: still one round trip. */
export async function readAlone<T>(db: Db, read: BatchedRead<T>): Promise<T> {
  return (await readTogether(db, { read })).read as T;
}

/** A read of one statement's rows, as they are or mapped to its answer. */
export function rowsRead<S extends Statement>(statement: S): BatchedRead<RowsOf<S>>;
export function rowsRead<S extends Statement, T>(statement: S, map: (rows: RowsOf<S>) => T): BatchedRead<T>;
export function rowsRead<S extends Statement, T>(statement: S, map?: (rows: RowsOf<S>) => T) {
  return batchedRead([statement], ([rows]) => (map ? map(rows as RowsOf<S>) : rows));
}
