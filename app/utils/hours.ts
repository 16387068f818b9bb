/**
 * Opening hours in Fort Worth time (America/Chicago, daylight saving included).
 * Rows count minutes from midnight of their weekday (0 = Sunday); a range that
 * runs past midnight closes after minute 1440.
 */
export const FORT_WORTH_TIME_ZONE = 'America/Chicago';
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY = 24 * 60;

export type HoursRow = { weekday: number; opensMinute: number; closesMinute: number };
export type LocalTime = { weekday: number; minute: number };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: FORT_WORTH_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday and minute of the day in Fort Worth at `date`. */
export function fortWorthTime(date: Date): LocalTime {
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    weekday: SHORT_DAYS.indexOf(parts.weekday!),
    minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** "5 PM", "11:30 AM", "Midnight", "Noon". */
export function formatMinute(minute: number): string {
  const m = ((minute % DAY) + DAY) % DAY;
  if (m === 0) return 'Midnight';
  if (m === 12 * 60) return 'Noon';
  const h = Math.floor(m / 60);
  const mm = m % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return mm ? `${h12}:${String(mm).padStart(2, '0')} ${suffix}` : `${h12} ${suffix}`;
}

export type OpenStatus =
  | { state: 'open'; closesAt: string; label: string }
  | { state: 'closed'; opensAt: string | null; label: string }
  | { state: 'unknown'; label: string };

/** Minutes of the week (0 = Sunday midnight) at which each range opens and closes. */
function weekRanges(rows: HoursRow[]) {
  return rows.map((r) => ({ start: r.weekday * DAY + r.opensMinute, end: r.weekday * DAY + r.closesMinute }));
}

/** Is the place open at `now`, and when does it close or open next? */
export function openStatus(rows: HoursRow[], now: LocalTime): OpenStatus {
  if (rows.length === 0) return { state: 'unknown', label: 'Hours not listed' };
  const WEEK = 7 * DAY;
  const t = now.weekday * DAY + now.minute;
  const ranges = weekRanges(rows);
  // A range past Saturday midnight wraps into Sunday: also test it a week earlier.
  const current = ranges.find((r) => (t >= r.start && t < r.end) || (t + WEEK >= r.start && t + WEEK < r.end));
  if (current) {
    if (current.end - current.start >= DAY) return { state: 'open', closesAt: '', label: 'Open 24 hours' };
    const closesAt = formatMinute(current.end);
    return { state: 'open', closesAt, label: `Open now · Closes ${closesAt}` };
  }
  const next = ranges
    .map((r) => ({ ...r, wait: (r.start - t + WEEK) % WEEK }))
    .sort((a, b) => a.wait - b.wait)[0]!;
  const opensAt = formatMinute(next.start);
  const nextDay = Math.floor((next.start % WEEK) / DAY);
  const when = next.wait < DAY && nextDay === now.weekday ? opensAt : next.wait < 2 * DAY && nextDay === (now.weekday + 1) % 7 ? `${opensAt} tomorrow` : `${opensAt} ${WEEKDAY_NAMES[nextDay]}`;
  return { state: 'closed', opensAt: when, label: `Closed · Opens ${when}` };
}

/** One line per weekday, Monday first, e.g. { day: 'Friday', text: '11 AM – 2 AM' }. */
export function weeklySchedule(rows: HoursRow[]) {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const ranges = rows
      .filter((r) => r.weekday === weekday)
      .sort((a, b) => a.opensMinute - b.opensMinute)
      .map((r) => (r.closesMinute - r.opensMinute >= DAY ? 'Open 24 hours' : `${formatMinute(r.opensMinute)} – ${formatMinute(r.closesMinute)}`));
    return { weekday, day: WEEKDAY_NAMES[weekday], text: ranges.length ? ranges.join(', ') : 'Closed' };
  });
}

/** schema.org openingHours strings, e.g. "Fr 11:00-02:00". */
export function schemaOpeningHours(rows: HoursRow[]): string[] {
  const abbr = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
  const clock = (m: number) => {
    const x = m % DAY;
    return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
  };
  return rows.map((r) => `${abbr[r.weekday]} ${clock(r.opensMinute)}-${clock(r.closesMinute)}`);
}
