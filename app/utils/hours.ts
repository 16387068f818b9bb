import { LANGUAGE_TAG, type Locale } from './locale';
import { formatMinute, said, saysClosed, weekdayName, type HoursWords, type OpenStatus } from './open-status';

/**
 * Opening hours in Fort Worth time (America/Chicago, daylight saving included).
 * Rows count minutes from midnight of their weekday (0 = Sunday); a range that
 * runs past midnight closes after minute 1440.
 */
const FORT_WORTH_TIME_ZONE = 'America/Chicago';
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY = 24 * 60;

export type HoursRow = { weekday: number; opensMinute: number; closesMinute: number };
/**
 * A date whose hours replace its weekday's (YYYY-MM-DD, Fort Worth): a range, or closed
 * all day when both minutes are null. `note` says why ("Thanksgiving").
 */
export type SpecialHoursRow = { date: string; opensMinute: number | null; closesMinute: number | null; note: string };
/** A moment in Fort Worth: its date (YYYY-MM-DD), weekday (0 = Sunday) and minute of the day. */
export type LocalTime = { date: string; weekday: number; minute: number };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: FORT_WORTH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Formatting a date in a time zone is slow in the Worker; Fort Worth's offset is whole
// hours, so its local minute changes with the UTC minute: work it out once per minute.
let lastMinute = NaN;
let lastTime: LocalTime = { date: '', weekday: 0, minute: 0 };

/** The date, weekday and minute of the day in Fort Worth at `date`. */
export function fortWorthTime(date: Date): LocalTime {
  const minuteSinceEpoch = Math.floor(date.getTime() / 60_000);
  if (minuteSinceEpoch !== lastMinute) {
    const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
    lastTime = {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      weekday: SHORT_DAYS.indexOf(parts.weekday!),
      minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    };
    lastMinute = minuteSinceEpoch;
  }
  return { ...lastTime };
}

/** The calendar day `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A place closing within this many minutes says "Closes soon" rather than "Open". */
export const CLOSES_SOON_MINUTES = 45;
/** How far ahead "Opens ..." looks for the next opening, past a run of special closed dates. */
const LOOK_AHEAD_DAYS = 14;

/** The special rows of `date`: when there are any, they are the day's hours. */
export function specialRowsOn(special: SpecialHoursRow[], date: string) {
  return special.filter((s) => s.date === date);
}

/**
 * The ranges of the day `offset` days from `now`'s, in minutes from `now`'s midnight:
 * its special rows when it has any, else its weekday's rows. Wall-clock minutes, so a
 * daylight-saving night counts as the clocks read.
 */
function dayRanges(rows: HoursRow[], special: SpecialHoursRow[], now: LocalTime, offset: number) {
  // Most places have no special dates: no calendar arithmetic for them (16 days per card).
  const onDate = special.length ? specialRowsOn(special, addDays(now.date, offset)) : [];
  const weekday = (((now.weekday + offset) % 7) + 7) % 7;
  const ranges = onDate.length
    ? onDate.flatMap((s) => (s.opensMinute === null || s.closesMinute === null ? [] : [{ opens: s.opensMinute, closes: s.closesMinute }]))
    : rows.filter((r) => r.weekday === weekday).map((r) => ({ opens: r.opensMinute, closes: r.closesMinute }));
  return ranges.map((r) => ({ start: offset * DAY + r.opens, end: offset * DAY + r.closes, offset }));
}

/** A date's note ("Thanksgiving", or a phrase: "Closed for Thanksgiving"), or ''. */
const noteOf = (rows: SpecialHoursRow[]) => rows.find((s) => s.note)?.note ?? '';

/**
 * Is the place open at `now`, and when does it close or open next? A date in
 * `special` replaces its weekday's hours (closed all day when its row has no minutes);
 * a range past midnight counts the next morning, special or not.
 */
export function openStatus(rows: HoursRow[], now: LocalTime, special: SpecialHoursRow[] = []): OpenStatus {
  if (rows.length === 0) return { state: 'unknown' };
  const ranges = Array.from({ length: LOOK_AHEAD_DAYS + 2 }, (_, i) => dayRanges(rows, special, now, i - 1))
    .flat()
    .sort((a, b) => a.start - b.start);
  const t = now.minute;
  const current = ranges.find((r) => r.start <= t && t < r.end);
  if (current) {
    // Ranges that meet (a 24-hour place's days) close when the last of them does.
    let end = current.end;
    for (const r of ranges) if (r.start <= end && r.end > end) end = r.end;
    if (end - current.start >= DAY) return { state: 'open', closes: null, closesSoon: false };
    return { state: 'open', closes: end, closesSoon: end - t <= CLOSES_SOON_MINUTES };
  }
  const today = specialRowsOn(special, now.date);
  const closedToday = today.length > 0 && !ranges.some((r) => r.offset === 0);
  const next = ranges.find((r) => r.start > t);
  // Days from today to the opening's clock day (a range may open past its date's midnight).
  const opens = next ? { minute: next.start % DAY, inDays: Math.floor(next.start / DAY), weekday: (now.weekday + Math.floor(next.start / DAY)) % 7 } : null;
  return { state: 'closed', closedToday, note: noteOf(today), opens };
}

/**
 * What a card says of an OpenStatus: "Open now · Closes 9 PM", "Closes soon · 9 PM",
 * "Closed today · Thanksgiving · Opens 11 AM tomorrow", "Closed · Opens 5 PM Monday";
 * in Spanish "Abierto ahora · Cierra a las 9 p. m.", "Cerrado hoy · Abre mañana a las 11 a. m.".
 */
const SHORT_DATE = new Map<Locale, Intl.DateTimeFormat>();

/** "Thu, Nov 26" ("jue, 26 de nov") for a YYYY-MM-DD date. */
export function formatShortDate(date: string, locale: Locale = 'en'): string {
  let format = SHORT_DATE.get(locale);
  if (!format) SHORT_DATE.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })));
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A date's special hours in words, with its note: "Closed (Thanksgiving)", "Closed for
 * Thanksgiving" (a note that says so itself), "11 AM – 3 PM (Christmas Eve)", "Closed".
 */
export function specialHoursText(rows: SpecialHoursRow[], words?: HoursWords): string {
  const open = rows.filter((s) => s.opensMinute !== null && s.closesMinute !== null).sort((a, b) => a.opensMinute! - b.opensMinute!);
  const note = noteOf(rows);
  if (open.length === 0 && saysClosed(note)) return note;
  const hours = open.length ? open.map((s) => `${formatMinute(s.opensMinute!, words)} – ${formatMinute(s.closesMinute!, words)}`).join(', ') : said(words).closed;
  return note ? `${hours} (${note})` : hours;
}

/**
 * The special dates from `today` through `days` later, first first, one line each:
 * { date: '2026-11-26', day: 'Thu, Nov 26', text: 'Closed (Thanksgiving)' }.
 */
/** How far ahead a restaurant's page lists special dates (and reads them). */
export const SPECIAL_DATES_AHEAD_DAYS = 30;

export function upcomingSpecialDates(special: SpecialHoursRow[], today: string, days = 30, words?: HoursWords) {
  const last = addDays(today, days);
  const dates = [...new Set(special.map((s) => s.date))].filter((d) => d >= today && d <= last).sort();
  return dates.map((date) => {
    return { date, day: formatShortDate(date, words?.locale), text: specialHoursText(specialRowsOn(special, date), words) };
  });
}

/** One line per weekday, Monday first, e.g. { day: 'Friday', text: '11 AM – 2 AM' } ({ day: 'viernes', text: '11 a. m. – 2 a. m.' }). */
export function weeklySchedule(rows: HoursRow[], words?: HoursWords) {
  const { closed, open24 } = said(words);
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const ranges = rows
      .filter((r) => r.weekday === weekday)
      .sort((a, b) => a.opensMinute - b.opensMinute)
      .map((r) => (r.closesMinute - r.opensMinute >= DAY ? open24 : `${formatMinute(r.opensMinute, words)} – ${formatMinute(r.closesMinute, words)}`));
    return { weekday, day: weekdayName(weekday, words), text: ranges.length ? ranges.join(', ') : closed };
  });
}

/** The week as weeklySchedule lists it, with today's line from today's special date when it has one. */
export function weeklyScheduleOn(rows: HoursRow[], special: SpecialHoursRow[], now: LocalTime, words?: HoursWords) {
  const today = specialRowsOn(special, now.date);
  return weeklySchedule(rows, words).map((line) => (line.weekday === now.weekday && today.length ? { ...line, text: specialHoursText(today, words) } : line));
}

/**
 * The week in as few lines as it reads naturally: consecutive days with the
 * same hours share a line, e.g. { days: 'Mon–Thu', text: '11 AM – 10 PM' }.
 */
export function compactSchedule(rows: HoursRow[], words?: HoursWords): Array<{ days: string; text: string }> {
  const lines: Array<{ first: string; last: string; text: string }> = [];
  for (const { weekday, text } of weeklySchedule(rows, words)) {
    const short = weekdayName(weekday, words, 'short');
    const previous = lines.at(-1);
    if (previous && previous.text === text) previous.last = short;
    else lines.push({ first: short, last: short, text });
  }
  return lines.map((l) => ({ days: l.first === l.last ? l.first : `${l.first}–${l.last}`, text: l.text }));
}

/** "17:00", "02:00": a minute as schema.org's clock time (past midnight: the next day's). */
function clock(minute: number) {
  const x = minute % DAY;
  return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
}

/**
 * schema.org specialOpeningHoursSpecification for the special dates from `today` on:
 * each range valid on its date only, a date closed all day as opening and closing at
 * "00:00" (Google's way of saying closed).
 */
export function specialOpeningHoursSpecification(special: SpecialHoursRow[], today: string) {
  return special
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.opensMinute ?? 0) - (b.opensMinute ?? 0))
    .map((s) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      opens: s.opensMinute === null || s.closesMinute === null ? '00:00' : clock(s.opensMinute),
      closes: s.opensMinute === null || s.closesMinute === null ? '00:00' : clock(s.closesMinute),
    }));
}

/**
 * schema.org OpeningHoursSpecification: one entry per distinct opening range
 * with the days it applies to. A range past midnight closes at the next day's
 * clock time ("17:00" to "02:00"), which is how schema.org reads it.
 */
export function openingHoursSpecification(rows: HoursRow[]) {
  const byRange = new Map<string, { opens: string; closes: string; days: number[] }>();
  for (const r of rows) {
    const opens = clock(r.opensMinute);
    const closes = r.closesMinute - r.opensMinute >= DAY ? '23:59' : clock(r.closesMinute);
    const key = `${opens}-${closes}`;
    const entry = byRange.get(key) ?? { opens, closes, days: [] };
    entry.days.push(r.weekday);
    byRange.set(key, entry);
  }
  const mondayFirst = (d: number) => (d + 6) % 7;
  return [...byRange.values()]
    .map((e) => ({ ...e, days: [...new Set(e.days)].sort((a, b) => mondayFirst(a) - mondayFirst(b)) }))
    .sort((a, b) => mondayFirst(a.days[0]!) - mondayFirst(b.days[0]!) || a.opens.localeCompare(b.opens))
    .map((e) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: e.days.map((d) => WEEKDAY_NAMES[d]!),
      opens: e.opens,
      closes: e.closes,
    }));
}

const localParts = new Intl.DateTimeFormat('en-US', {
  timeZone: FORT_WORTH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `date` as a datetime-local value in Fort Worth time: "2026-11-22T18:30". */
export function toFortWorthLocal(date: Date): string {
  const p = Object.fromEntries(localParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant a datetime-local value ("2026-11-22T18:30") names in Fort Worth,
 * daylight saving included; null when it is not such a value.
 */
export function fromFortWorthLocal(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return null;
  // Fort Worth is 5 or 6 hours behind UTC: try both offsets, keep the one that reads back.
  for (const offsetHours of [6, 5]) {
    const candidate = new Date(asUtc + offsetHours * 3600_000);
    if (toFortWorthLocal(candidate) === local) return candidate;
  }
  return new Date(asUtc + 5 * 3600_000); // the hour skipped when clocks spring forward
}

/** "-06:00" or "-05:00": Fort Worth's offset from UTC at `date`, for ISO times search engines read. */
export function fortWorthOffset(date: Date): string {
  const minute = date.getTime() - (date.getTime() % 60_000);
  const hoursAhead = Math.round((Date.parse(`${toFortWorthLocal(date)}:00Z`) - minute) / 3600_000);
  return `-${String(-hoursAhead).padStart(2, '0')}:00`;
}

export { formatMinute, openStatusText, type HoursWords, type OpenStatus } from './open-status';
