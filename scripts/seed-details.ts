/**
 * The rows a sample listing owns beside its own: opening hours, checked facts, dishes
 * to order, happy hours and special dates. Written only while no one has changed the
 * listing in the desk (`owner` is its id while its version is 0, else NULL, so every
 * statement does nothing), and only where they differ: a second seed of an unchanged
 * database writes no row, so the search index, whose triggers follow the facts and
 * dishes, is left alone too.
 */
import type { Restaurant, SpecialDate } from '../app/content/types';
import { clockToMinutes, hoursToRows, sqlValue } from './seed-sql';

type Row = Array<string | number | null>;

const values = (rows: Row[]) => rows.map((row) => `(${row.map(sqlValue).join(', ')})`).join(', ');
const columnsOf = (count: number) => Array.from({ length: count }, (_, i) => `v.column${i + 1}`).join(', ');

/** The rows of `values` joined with the owner's id, none when the owner is NULL. */
const ownedValues = (owner: string, rows: Row[]) =>
  `SELECT owner.id, ${columnsOf(rows[0]!.length)} FROM (VALUES ${values(rows)}) AS v JOIN (SELECT ${owner} AS id) AS owner ON owner.id IS NOT NULL`;

/**
 * Makes the owner's rows of a table exactly `rows`, for tables without a natural key
 * (hours): deletes the rows that are not among them and inserts the missing ones.
 */
function keepExactly(table: string, owner: string, columns: string[], rows: Row[]): string[] {
  // SQLite's quote() writes a value as sqlValue does, so a row's key reads the same on both sides.
  const key = columns.map((c) => `quote(${c})`).join(` || ',' || `);
  const keep = rows.map((row) => sqlValue(row.map(sqlValue).join(',')));
  const remove = `DELETE FROM ${table} WHERE restaurant_id = ${owner}` + (rows.length ? ` AND ${key} NOT IN (${keep.join(', ')})` : '');
  if (!rows.length) return [remove];
  const same = columns.map((c, i) => `t.${c} IS v.column${i + 1}`).join(' AND ');
  return [
    remove,
    `INSERT INTO ${table} (restaurant_id, ${columns.join(', ')}) ${ownedValues(owner, rows)} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.restaurant_id = owner.id AND ${same})`,
  ];
}

/** Minutes of a date's range; one closing at or before it opens runs past midnight. */
function specialRows(dates: SpecialDate[]): Row[] {
  return dates.flatMap(({ date, hours, note }) =>
    hours?.length
      ? hours.map(([opens, closes]): Row => {
          const from = clockToMinutes(opens);
          const to = clockToMinutes(closes);
          return [date, from, to <= from ? to + 24 * 60 : to, note];
        })
      : [[date, null, null, note]],
  );
}

/**
 * Statements that bring a sample listing's related rows in line with its content file.
 * `owner`: SQL for its id while untouched in the desk, else NULL. `checkedOn`: the day
 * its facts were checked (YYYY-MM-DD).
 */
export function sampleDetailStatements(r: Restaurant, owner: string, checkedOn: string): string[] {
  const statements: string[] = [];
  const hours = hoursToRows(r.hours).map((h): Row => [h.weekday, h.opensMinute, h.closesMinute]);
  statements.push(...keepExactly('opening_hours', owner, ['weekday', 'opens_minute', 'closes_minute'], hours));
  const happy = hoursToRows(r.happyHours ?? {}).map((h): Row => [h.weekday, h.opensMinute, h.closesMinute]);
  statements.push(...keepExactly('happy_hours', owner, ['weekday', 'starts_minute', 'ends_minute'], happy));
  statements.push(...keepExactly('special_hours', owner, ['on_date', 'opens_minute', 'closes_minute', 'note'], specialRows(r.specialHours ?? [])));

  const facts = Object.entries(r.facts ?? {}).map(([fact, value]): Row => [fact, value!, checkedOn]);
  statements.push(
    `DELETE FROM restaurant_facts WHERE restaurant_id = ${owner}` +
      (facts.length ? ` AND fact NOT IN (${facts.map(([fact]) => sqlValue(fact)).join(', ')})` : ''),
  );
  if (facts.length) {
    // A fact the desk confirmed later ("Confirm details") keeps its later date.
    statements.push(
      `INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) ${ownedValues(owner, facts)} WHERE true ` +
        `ON CONFLICT(restaurant_id, fact) DO UPDATE SET value = excluded.value, ` +
        `checked_on = CASE WHEN restaurant_facts.value = excluded.value THEN max(restaurant_facts.checked_on, excluded.checked_on) ELSE excluded.checked_on END ` +
        `WHERE restaurant_facts.value IS NOT excluded.value OR restaurant_facts.checked_on < excluded.checked_on`,
    );
  }

  const dishes = (r.dishes ?? []).map((d, i): Row => [i + 1, d.name, d.price === undefined ? null : Math.round(d.price * 100)]);
  statements.push(`DELETE FROM restaurant_dishes WHERE restaurant_id = ${owner} AND position > ${dishes.length}`);
  if (dishes.length) {
    statements.push(
      `INSERT INTO restaurant_dishes (restaurant_id, position, name, price_cents) ${ownedValues(owner, dishes)} WHERE true ` +
        `ON CONFLICT(restaurant_id, position) DO UPDATE SET name = excluded.name, price_cents = excluded.price_cents ` +
        `WHERE restaurant_dishes.name IS NOT excluded.name OR restaurant_dishes.price_cents IS NOT excluded.price_cents`,
    );
  }
  return statements;
}
