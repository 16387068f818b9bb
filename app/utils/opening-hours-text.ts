import { compactSchedule, weeklySchedule, type HoursRow } from './hours';

/**
 * Opening hours as people write them, read as they mean them: "11am-9pm",
 * "11 AM – 9 PM", "11-9", "noon-midnight", "Closed", "17:00-02:00", and a week
 * in one cell: "Mon–Fri 11-9, Sat 10-10, Sun closed", "Daily 11-10, closed
 * Sundays". The desk's fields, the sheet's day columns and its Hours column all
 * read through here (docs/decisions/034-hours-as-people-write-them.md).
 *
 * Times without AM/PM: when any of a cell's times has an hour over 12 or a
 * leading zero ("09:00"), or all are written "HH:MM", the cell is on a 24-hour
 * clock. Otherwise it is on a restaurant's clock: the first opening time is AM
 * from 6 to 11, PM from 1 to 5, noon at 12 (or takes the closing time's half of
 * the day, "8-10pm"); each later time is the first one after the time before
 * it, so "11-9" is 11 AM – 9 PM, "10-10" 10 AM – 10 PM, "5-9" 5 PM – 9 PM,
 * "11-2, 5-9" 11 AM – 2 PM, 5 PM – 9 PM, "5-2" 5 PM – 2 AM and "12-12" noon to
 * midnight. A range that closes at or before it opens runs past midnight.
 */

const DAY = 24 * 60;
const WEEK = [0, 1, 2, 3, 4, 5, 6];
const NAMED_DAYS: Array<[RegExp, number[]]> = [
  [/^sun(day)?s?$/, [0]],
  [/^mon(day)?s?$/, [1]],
  [/^tue?s?(day)?s?$/, [2]],
  [/^wed(s|nesday)?s?$/, [3]],
  [/^th(u|ur|urs|ursday)s?$/, [4]],
  [/^fri(day)?s?$/, [5]],
  [/^sat(urday)?s?$/, [6]],
  [/^(daily|everyday)$/, WEEK],
  [/^weekdays?$/, [1, 2, 3, 4, 5]],
  [/^weekends?$/, [6, 0]],
];
const SKIPPED_WORDS = new Set(['on', 'open', 'from', 'hours', 'hrs', 'the']);

type Time = { hour: number; minute: number; suffix: 'am' | 'pm' | null; leadingZero: boolean; hhmm: boolean; word: boolean };
type Token = { t: 'day'; days: number[] } | { t: 'time'; time: Time } | { t: 'closed' | 'allday' | '-' | 'sep' | ':' };
type Clause = { days: number[] | null; kind: 'closed' | 'allday' | 'open'; times: Time[] };

function tokenize(text: string): Token[] | null {
  const s = text
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/\b([ap])\.\s?m\.?/g, '$1m')
    .replace(/\b(to|thru|through|until|till)\b/g, '-')
    .replace(/\bevery\s*day\b|\b7 days(?: a week)?\b/g, 'daily')
    .replace(/\b(?:open\s+)?24\s*(?:hours|hrs|h)\b|\b24\/7\b|\ball day\b/g, ' allday ')
    .replace(/\bexcept\b/g, ' closed ');
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d{1,2})(?:[:.](\d{2}))?(?:\s*(am|pm|a|p)(?![a-z]))?(?![\d:])|([a-z]+)|(-)|(:)|([,;&/.\n|]))/y;
  let at = 0;
  while (at < s.length) {
    if (!s.slice(at).trim()) break;
    pattern.lastIndex = at;
    const m = pattern.exec(s);
    if (!m) return null;
    at = pattern.lastIndex;
    if (m[1]) {
      const suffix = m[3] ? (m[3][0] === 'a' ? 'am' : 'pm') : null;
      const time = { hour: Number(m[1]), minute: Number(m[2] ?? 0), suffix, leadingZero: /^0\d/.test(m[1]), hhmm: m[1].length === 2 && m[2] !== undefined, word: false } as Time;
      if (time.minute > 59 || time.hour > 24 || (time.hour === 24 && time.minute) || (suffix && (time.hour < 1 || time.hour > 12))) return null;
      tokens.push({ t: 'time', time });
    } else if (m[4]) {
      const word = m[4];
      const named = NAMED_DAYS.find(([re]) => re.test(word));
      if (named) tokens.push({ t: 'day', days: named[1] });
      else if (word === 'noon') tokens.push({ t: 'time', time: { hour: 12, minute: 0, suffix: 'pm', leadingZero: false, hhmm: false, word: true } });
      else if (word === 'midnight') tokens.push({ t: 'time', time: { hour: 12, minute: 0, suffix: 'am', leadingZero: false, hhmm: false, word: true } });
      else if (word === 'closed' || word === 'allday') tokens.push({ t: word });
      else if (word === 'and') tokens.push({ t: 'sep' });
      else if (!SKIPPED_WORDS.has(word)) return null;
    } else {
      tokens.push({ t: m[5] ? '-' : m[6] ? ':' : 'sep' });
    }
  }
  return tokens;
}

function parseClauses(tokens: Token[]): Clause[] | null {
  const clauses: Clause[] = [];
  let i = 0;
  const at = (k: number) => tokens[k]?.t;
  const readDays = (giveBack: boolean): number[] | null => {
    const items: Array<{ start: number; days: number[] }> = [];
    while (at(i) === 'day') {
      const start = i;
      const first = (tokens[i++] as { days: number[] }).days;
      let days = first;
      if (at(i) === '-' && at(i + 1) === 'day' && first.length === 1) {
        const last = (tokens[i + 1] as { days: number[] }).days;
        if (last.length !== 1) return null;
        // Monday-first: "Fri–Mon" runs over the weekend.
        days = [];
        for (let d = first[0]!; ; d = (d + 1) % 7) {
          days.push(d);
          if (d === last[0]) break;
        }
        i += 2;
      }
      items.push({ start, days });
      if (at(i) === 'sep' && at(i + 1) === 'day') i++;
      else break;
    }
    // "Closed Sun, Mon–Fri 11-9": the last day list belongs to the times after it.
    if (giveBack && items.length > 1 && ['time', 'allday', ':'].includes(at(i) ?? '')) i = items.pop()!.start;
    return items.length ? [...new Set(items.flatMap((item) => item.days))] : null;
  };
  while (i < tokens.length) {
    if (at(i) === 'sep') {
      i++;
      continue;
    }
    if (at(i) === 'closed') {
      i++;
      clauses.push({ days: readDays(true), kind: 'closed', times: [] });
      continue;
    }
    const days = readDays(false);
    if (at(i) === ':') i++;
    const kind = at(i);
    if (kind === 'closed' || kind === 'allday') {
      i++;
      clauses.push({ days, kind, times: [] });
      continue;
    }
    const times: Time[] = [];
    while (at(i) === 'time' && at(i + 1) === '-' && at(i + 2) === 'time') {
      times.push((tokens[i] as { time: Time }).time, (tokens[i + 2] as { time: Time }).time);
      i += 3;
      if (at(i) === 'sep' && at(i + 1) === 'time') i++;
    }
    if (!times.length) return null;
    clauses.push({ days, kind: 'open', times });
  }
  return clauses;
}

const absolute = (t: Time) => ((t.hour % 12) + (t.suffix === 'pm' ? 12 : 0)) * 60 + t.minute;

/** A clause's times as minutes from its day's midnight, in pairs; null when they cannot be a day's hours. */
function resolve(times: Time[], twentyFour: boolean): Array<{ opensMinute: number; closesMinute: number }> | null {
  const ranges: Array<{ opensMinute: number; closesMinute: number }> = [];
  let previous = -1;
  for (let k = 0; k < times.length; k += 2) {
    const [open, close] = [times[k]!, times[k + 1]!];
    let opens: number;
    if (open.suffix) opens = absolute(open);
    else if (twentyFour) opens = (open.hour * 60 + open.minute) % DAY;
    else if (previous >= 0) {
      opens = (open.hour % 12) * 60 + open.minute;
      while (opens <= previous) opens += 12 * 60;
    } else if (close.suffix && !close.word) {
      // "8-10pm": the opening takes the closing's half of the day, unless that ends before it starts ("11-2pm").
      const same = (open.hour % 12) * 60 + open.minute + (close.suffix === 'pm' ? 12 * 60 : 0);
      opens = same < absolute(close) ? same : (open.hour % 12) * 60 + open.minute;
    } else {
      opens = (open.hour % 12) * 60 + open.minute + (open.hour >= 1 && open.hour <= 5 ? 12 * 60 : open.hour === 12 ? 12 * 60 : 0);
    }
    if (opens >= DAY) return null;
    let closes: number;
    if (close.suffix || twentyFour) {
      closes = close.suffix ? absolute(close) : close.hour * 60 + close.minute;
      if (closes <= opens) closes += DAY;
    } else {
      closes = (close.hour % 12) * 60 + close.minute;
      while (closes <= opens) closes += 12 * 60;
    }
    ranges.push({ opensMinute: opens, closesMinute: closes });
    previous = closes;
  }
  return ranges;
}

export type WeekReading = {
  /** Each day the cell gives, with its rows (none: closed). */
  days: Map<number, HoursRow[]>;
  /** What the editor should look at twice, by weekday. */
  doubts: Map<number, string>;
};

/**
 * A cell of opening hours read as a week: every day it names (a cell naming no
 * day gives `defaultDays`, or every day), the others left out of `days`. Null
 * when it cannot be read; a string when it can but does not make sense.
 */
export function readWeekHours(text: string, defaultDays: number[] = WEEK): WeekReading | string | null {
  const clauses = deskForm(text) ?? readClauses(text);
  if (!clauses) return null;
  const days = new Map<number, HoursRow[]>();
  const doubts = new Map<number, string>();
  for (const clause of clauses) {
    const { ranges } = clause;
    if (!ranges) return 'a later range of the day starts after midnight: write the day’s ranges in order';
    for (const weekday of clause.days ?? defaultDays) {
      days.set(weekday, ranges.map((range) => ({ weekday, ...range })));
      doubts.delete(weekday);
      const doubt = clause.kind === 'open' ? doubtOf(ranges) : null;
      if (doubt) doubts.set(weekday, doubt);
    }
  }
  for (const [weekday, rows] of days) {
    const sorted = [...rows].sort((a, b) => a.opensMinute - b.opensMinute);
    if (sorted.some((row, k) => k > 0 && row.opensMinute < sorted[k - 1]!.closesMinute)) return 'the opening times overlap';
    days.set(weekday, sorted);
  }
  return { days, doubts };
}

type Ranges = Array<{ opensMinute: number; closesMinute: number }>;
type ReadClause = { days: number[] | null; kind: Clause['kind']; ranges: Ranges | null };

function readClauses(text: string): ReadClause[] | null {
  const tokens = tokenize(text);
  const clauses = tokens && parseClauses(tokens);
  if (!clauses) return null;
  const bare = clauses.flatMap((c) => c.times).filter((t) => !t.suffix);
  const twentyFour = bare.some((t) => t.hour > 12 || t.leadingZero) || (bare.length > 0 && bare.every((t) => t.hhmm));
  return clauses.map(({ days, kind, times }) => ({
    days,
    kind,
    ranges: kind === 'allday' ? [{ opensMinute: 0, closesMinute: DAY }] : kind === 'closed' ? [] : resolve(times, twentyFour),
  }));
}

// The desk's own form ("11:00-14:30, 17:00-02:00"), which every export and desk save writes, read
// without the tokenizer: a sheet of thousands of rows goes through here three times a cell.
const DESK_FORM = /^\d{2}:\d{2}-\d{2}:\d{2}(?:, \d{2}:\d{2}-\d{2}:\d{2})*$/;
function deskForm(text: string): ReadClause[] | null {
  if (!DESK_FORM.test(text)) return null;
  const ranges: Ranges = [];
  for (let at = 0; at < text.length; at += 13) {
    const [oh, om, ch, cm] = [text.slice(at, at + 2), text.slice(at + 3, at + 5), text.slice(at + 6, at + 8), text.slice(at + 9, at + 11)].map(Number) as [number, number, number, number];
    if (oh > 24 || ch > 24 || om > 59 || cm > 59) return null;
    const opensMinute = (oh * 60 + om) % DAY;
    const closes = ch * 60 + cm;
    ranges.push({ opensMinute, closesMinute: closes <= opensMinute ? closes + DAY : closes });
  }
  return [{ days: null, kind: 'open', ranges }];
}

/** Why a day's reading looks like a slip of the pen, or null. */
function doubtOf(ranges: Array<{ opensMinute: number; closesMinute: number }>): string | null {
  if (ranges.some((r) => r.closesMinute - r.opensMinute >= DAY && r.opensMinute !== 0)) return 'open 24 hours, read from a range';
  const open = ranges.reduce((sum, r) => sum + r.closesMinute - r.opensMinute, 0);
  if (open > 16 * 60) return `open ${Math.round(open / 60)} hours in a day`;
  if (ranges.some((r) => r.closesMinute > DAY + 6 * 60)) return 'closes the next morning, after 6 AM';
  return null;
}

/** One day's reading as the site says it: "11 AM – 9 PM", "Closed", "Open 24 hours". */
export const dayHoursText = (rows: HoursRow[], weekday: number) => weeklySchedule(rows).find((line) => line.weekday === weekday)!.text;

/** A week's reading in a line: "Mon–Fri 11 AM – 9 PM; Sat 10 AM – 10 PM; Sun Closed". */
export const weekHoursText = (rows: HoursRow[]) =>
  compactSchedule(rows)
    .map((line) => (line.days === 'Mon–Sun' ? `Daily ${line.text}` : `${line.days} ${line.text}`))
    .join('; ');

export const DAY_CELL_EXAMPLE = 'write hours like 11am-9pm, 11-2, 5-9 or 17:00-02:00';
export const WEEK_CELL_EXAMPLE = 'write hours like “Mon–Fri 11-9, Sat 10-10, Sun closed”, “Daily 11am-10pm” or “Tue–Sun 11-2, 5-9, closed Mondays”';
