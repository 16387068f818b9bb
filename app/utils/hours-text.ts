import type { HoursRow } from './hours';

/**
 * A day's opening hours as an editor types them in the desk, one field a day:
 * "11:00-14:30, 17:00-02:00". A range closing at or before it opens runs past
 * midnight; an empty field means closed. Works without JavaScript and on a phone.
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
const RANGE = /^(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?$/;

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

/** A day's field read back into rows, or the message the editor sees beside it. */
export function parseDayHours(text: string, weekday: number, dayName: string): { rows: HoursRow[] } | { error: string } {
  const parts = text.split(/[,;]/).map((part) => part.trim()).filter(Boolean);
  const rows: HoursRow[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    const [opensHour, opensMin, closesHour, closesMin] = match ? [match[1], match[2], match[3], match[4]].map((v) => Number(v ?? 0)) : [];
    if (!match || opensHour! > 24 || closesHour! > 24 || opensMin! > 59 || closesMin! > 59) {
      return { error: `${dayName}: write times like 11:00-22:00, several separated by commas, or leave it empty when closed` };
    }
    const opensMinute = (opensHour! * 60 + opensMin!) % DAY;
    let closesMinute = closesHour! * 60 + closesMin!;
    // "17:00-02:00" closes the next morning; "00:00-24:00" or "06:00-06:00" is open around the clock.
    if (closesMinute <= opensMinute) closesMinute += DAY;
    rows.push({ weekday, opensMinute, closesMinute });
  }
  rows.sort((a, b) => a.opensMinute - b.opensMinute);
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.opensMinute < rows[i - 1]!.closesMinute) return { error: `${dayName}: the opening times overlap` };
  }
  return { rows };
}
