import type { HoursRow } from './hours';
import { DAY_CELL_EXAMPLE, readWeekHours } from './opening-hours-text';

/**
 * A day's opening hours as an editor types them in the desk, one field a day:
 * "11:00-14:30, 17:00-02:00" (or as people write it, "11-2, 5-9"). A range
 * closing at or before it opens runs past midnight; an empty field means closed. Works without JavaScript and on a phone.
 */
export const DESK_WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;

const DAY = 24 * 60;
const clock = (minute: number) => {
  const m = minute % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** One weekday's rows as the field shows them, e.g. "11:00-14:30, 17:00-02:00" ("" when closed). */
export function formatDayHours(rows: HoursRow[], weekday: number): string {
  return rows
    .filter((row) => row.weekday === weekday)
    .sort((a, b) => a.opensMinute - b.opensMinute)
    .map((row) => `${clock(row.opensMinute)}-${clock(row.closesMinute)}`)
    .join(', ');
}

/**
 * A day's field read back into rows, or the message the editor sees beside it.
 * It reads what people write ("11am-9pm", "11-2, 5-9", "Closed"), as the
 * sheet's cells do; formatDayHours writes it back in the form above.
 */
export function parseDayHours(text: string, weekday: number, dayName: string): { rows: HoursRow[] } | { error: string } {
  if (!text.trim()) return { rows: [] };
  const week = readWeekHours(text, [weekday]);
  if (typeof week === 'string') return { error: `${dayName}: ${week}` };
  const rows = week?.days.get(weekday);
  if (!rows) return { error: `${dayName}: ${DAY_CELL_EXAMPLE}, or leave it empty when closed` };
  return { rows };
}
