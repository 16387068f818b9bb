/**
 * Values written into the seed's SQL as literals (the seed runs as a file of
 * statements, so nothing is bound), and the content's clock times as the minutes
 * the hours tables hold.
 */
import type { Weekday, WeeklyHours } from '../app/content/types';

/** A SQL expression written into a statement as is (a sub-select). */
export class RawSql {
  constructor(readonly sql: string) {}
}
export const raw = (sql: string) => new RawSql(sql);

export function sqlValue(value: unknown): string {
  if (value instanceof RawSql) return value.sql;
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'object') return sqlValue(JSON.stringify(value));
  return `'${String(value).replace(/'/g, "''")}'`;
}

export const WEEKDAY_NUMBER: Record<Weekday, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** "17:30" -> 1050. */
export function clockToMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
}

/** Weekly hours as rows; a range closing at or before it opens runs past midnight. */
export function hoursToRows(hours: WeeklyHours) {
  return Object.entries(hours).flatMap(([day, ranges]) =>
    (ranges ?? []).map(([opens, closes]) => {
      const opensMinute = clockToMinutes(opens);
      let closesMinute = clockToMinutes(closes);
      if (closesMinute <= opensMinute) closesMinute += 24 * 60;
      return { weekday: WEEKDAY_NUMBER[day as Weekday], opensMinute, closesMinute };
    }),
  );
}

