import type { HoursRow } from './hours';
import { formatDayHours } from './hours-text';
import { DAY_CELL_EXAMPLE, WEEK_CELL_EXAMPLE, dayHoursText, readWeekHours, weekHoursText } from './opening-hours-text';

/**
 * A sheet row's opening hours, from a column a day ("monday" … "sunday") or one
 * "hours" column, read as people write them. Each cell's reading goes into the
 * preview ("11-9 → 11 AM – 9 PM"); one that looks like a slip of the pen (and
 * would change the listing) carries a doubt the editor confirms before Apply.
 */
export const WEEKDAY_COLUMNS = [
  { header: 'monday', weekday: 1 },
  { header: 'tuesday', weekday: 2 },
  { header: 'wednesday', weekday: 3 },
  { header: 'thursday', weekday: 4 },
  { header: 'friday', weekday: 5 },
  { header: 'saturday', weekday: 6 },
  { header: 'sunday', weekday: 0 },
] as const;
export const HOURS_HEADER = 'hours';
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type HoursCellReading = { column: string; cell: string; reading: string; doubt: string | null };
type SheetHours = {
  /** The desk's hours fields (hours0 … hours6), in its own form, for the days the sheet gives. */
  fields: Record<string, string>;
  readings: HoursCellReading[];
  problems: Array<{ column: string; message: string }>;
};

/** A header naming the hours twice over: one Hours column, or a column a day, not both. */
export function hoursHeaderProblem(headers: string[]): string | null {
  return headers.includes(HOURS_HEADER) && WEEKDAY_COLUMNS.some((c) => headers.includes(c.header))
    ? 'Give the hours either in one Hours column or in a column a day (monday … sunday), not both'
    : null;
}

const sameDay = (a: HoursRow[], b: HoursRow[], weekday: number) => formatDayHours(a, weekday) === formatDayHours(b, weekday);

/** `sheet` is the row by column header; `current` the listing's hours (null for a new one). */
export function readSheetHours(sheet: Record<string, string | undefined>, current: HoursRow[] | null): SheetHours {
  const result: SheetHours = { fields: {}, readings: [], problems: [] };
  const was = current ?? [];
  for (const { header, weekday } of WEEKDAY_COLUMNS) {
    const cell = sheet[header];
    if (cell === undefined) continue;
    const week = cell ? readWeekHours(cell, [weekday]) : { days: new Map([[weekday, []]]), doubts: new Map() };
    const rows = typeof week === 'object' ? week?.days.get(weekday) : undefined;
    if (!week || typeof week === 'string' || !rows) {
      const why = typeof week === 'string' ? `“${cell}”: ${week}` : `Could not read “${cell}” as ${header}'s hours`;
      result.problems.push({ column: header, message: `${why}: ${DAY_CELL_EXAMPLE}, or Closed` });
      continue;
    }
    result.fields[`hours${weekday}`] = formatDayHours(rows, weekday);
    const changed = !current || !sameDay(rows, was, weekday);
    if (cell || changed) result.readings.push({ column: header, cell, reading: dayHoursText(rows, weekday), doubt: changed ? (week.doubts.get(weekday) ?? null) : null });
  }
  const cell = sheet[HOURS_HEADER];
  if (!cell) return result;
  const week = readWeekHours(cell);
  if (!week || typeof week === 'string') {
    const why = typeof week === 'string' ? `“${cell}”: ${week}` : `Could not read “${cell}” as opening hours`;
    result.problems.push({ column: HOURS_HEADER, message: `${why}: ${WEEK_CELL_EXAMPLE}` });
    return result;
  }
  if (week.days.size < 7 && ![...week.days.values()].some((rows) => rows.length)) {
    result.problems.push({ column: HOURS_HEADER, message: `“${cell}” says when it is closed but not when it is open: ${WEEK_CELL_EXAMPLE}` });
    return result;
  }
  // The days a week's cell leaves out are closed: "Mon–Sat 11-9" says nothing of Sunday because it does not open.
  const rows = [...week.days.values()].flat();
  // Doubts by run of days: "Mon–Sat: open 24 hours, read from a range; Sun: open 17 hours in a day".
  const doubts: Array<{ first: number; last: number; doubt: string }> = [];
  for (const { weekday } of WEEKDAY_COLUMNS) {
    result.fields[`hours${weekday}`] = formatDayHours(rows, weekday);
    const doubt = week.doubts.get(weekday);
    if (!doubt || (current && sameDay(rows, was, weekday))) continue;
    const previous = doubts.at(-1);
    if (previous?.doubt === doubt && (previous.last + 1) % 7 === weekday) previous.last = weekday;
    else doubts.push({ first: weekday, last: weekday, doubt });
  }
  const doubt = doubts.map((d) => `${SHORT[d.first]}${d.first === d.last ? '' : `–${SHORT[d.last]}`}: ${d.doubt}`).join('; ');
  result.readings.push({ column: HOURS_HEADER, cell, reading: weekHoursText(rows), doubt: doubt || null });
  return result;
}

type PlannedHours = { row: number; outcome: string; hours: HoursCellReading[] };
/** The readings an Apply would write that the editor must confirm first. */
export type HoursDoubt = HoursCellReading & { row: number };
export const hoursToConfirm = (rows: PlannedHours[]): HoursDoubt[] =>
  rows.filter((r) => r.outcome === 'add' || r.outcome === 'update').flatMap((r) => r.hours.filter((h) => h.doubt).map((h) => ({ row: r.row, ...h })));

/**
 * The confirmation box's value: a digest of exactly the readings it confirms,
 * so a tick given to one preview never passes a file that reads differently.
 * Null when nothing needs confirming.
 */
export async function hoursConfirmKey(rows: PlannedHours[]): Promise<string | null> {
  const doubts = hoursToConfirm(rows);
  if (!doubts.length) return null;
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(doubts)));
  return [...new Uint8Array(hash).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
