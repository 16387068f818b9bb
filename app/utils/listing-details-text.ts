import { MAX_DISHES, formatDishPrice, type Dish, type Facts } from './facts';
import { formatMinute, type HoursRow, type SpecialHoursRow } from './hours';
import { weekdayName, type HoursWords } from './open-status';

/**
 * A listing's details as an editor types them, in the desk and in a sheet's cell:
 * happy hour ("Mon–Fri 3 PM – 6 PM"), special dates ("2026-11-26 Closed
 * Thanksgiving"), dishes ("Brisket $24; Beef rib"). The desk puts one line on each
 * line of a text box; a sheet's cell joins them with "; ". Each formatter writes
 * what its parser reads back unchanged, so an export imports as itself.
 */

/**
 * A listing's details beyond its card, as the desk edits them and an import or
 * export carries them: checked facts, dishes to order, happy hour and special dates.
 */
export type ListingDetails = {
  facts: Facts;
  dishes: Dish[];
  happyHours: HoursRow[];
  specialHours: SpecialHoursRow[];
};

export const NO_DETAILS: ListingDetails = { facts: {}, dishes: [], happyHours: [], specialHours: [] };

const DAY = 24 * 60;
export const MAX_SPECIAL_DATES = 30;
export const SPECIAL_NOTE_MAX = 80;
export const DISH_NAME_MAX = 80;

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
/** A weekday's place in a Monday-first week. */
const order = (weekday: number) => (weekday + 6) % 7;
const DAY_WORDS: Record<string, number> = {
  sun: 0, sunday: 0, mon: 1, monday: 1, tue: 2, tues: 2, tuesday: 2, wed: 3, wednesday: 3,
  thu: 4, thur: 4, thurs: 4, thursday: 4, fri: 5, friday: 5, sat: 6, saturday: 6,
};

/** Lines of a text box or of a sheet's cell ("; " between them), blank ones dropped. */
export function detailLines(text: string): string[] {
  return text.split(/\r?\n|;/).map((line) => line.trim()).filter(Boolean);
}

// "3 PM", "3:30 pm", "15:00", "Noon", "Midnight".
const TIME = String.raw`(?:\d{1,2}(?::\d{2})?(?:\s*[ap]\.?\s?m\.?)?(?![\w:])|noon|midnight)`;
const RANGE_AT_START = new RegExp(String.raw`^(${TIME})\s*(?:-|–|—|to)\s*(${TIME})\s*,?\s*`, 'i');

type Clock = { minute: number; suffix: 'am' | 'pm' | null } | null;

function readClock(text: string): Clock {
  const word = text.toLowerCase().replace(/\s+/g, '');
  if (word === 'noon') return { minute: 12 * 60, suffix: null };
  if (word === 'midnight') return { minute: 0, suffix: null };
  const match = /^(\d{1,2})(?::(\d{2}))?([ap])?\.?m?\.?$/.exec(word);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const suffix = match[3] === 'a' ? 'am' : match[3] === 'p' ? 'pm' : null;
  if (minute > 59 || (suffix ? hour < 1 || hour > 12 : hour > 24)) return null;
  return { minute: (suffix ? (hour % 12) + (suffix === 'pm' ? 12 : 0) : hour) * 60 + minute, suffix };
}

/**
 * The time ranges at the start of `text` ("11 AM – 3 PM, 5 PM – 9 PM"), in minutes
 * from midnight (a range closing at or before it opens runs past midnight), and
 * the words after them. "3–6 PM" reads as 3 PM to 6 PM.
 */
function readRanges(text: string): { ranges: Array<{ opensMinute: number; closesMinute: number }>; rest: string } | null {
  const ranges: Array<{ opensMinute: number; closesMinute: number }> = [];
  let rest = text.trim();
  for (let match = RANGE_AT_START.exec(rest); match; match = RANGE_AT_START.exec(rest)) {
    const opens = readClock(match[1]!);
    const closes = readClock(match[2]!);
    if (!opens || !closes) return null;
    let opensMinute = opens.minute % DAY;
    if (!opens.suffix && closes.suffix && /^\d/.test(match[1]!)) {
      // "3–6 PM": the first time takes the second's half of the day, unless that would end before it starts ("11–2 PM").
      const asPm = ((opensMinute % (12 * 60)) + (closes.suffix === 'pm' ? 12 * 60 : 0)) % DAY;
      opensMinute = asPm < closes.minute ? asPm : opensMinute % (12 * 60);
    }
    let closesMinute = closes.minute;
    if (closesMinute <= opensMinute) closesMinute += DAY;
    ranges.push({ opensMinute, closesMinute });
    rest = rest.slice(match[0].length);
  }
  return { ranges, rest: rest.trim() };
}

const rangeText = ({ opensMinute, closesMinute }: { opensMinute: number; closesMinute: number }, words?: HoursWords) =>
  `${formatMinute(opensMinute, words)} – ${formatMinute(closesMinute, words)}`;

function overlaps(ranges: Array<{ opensMinute: number; closesMinute: number }>) {
  const sorted = [...ranges].sort((a, b) => a.opensMinute - b.opensMinute);
  return sorted.some((range, i) => i > 0 && range.opensMinute < sorted[i - 1]!.closesMinute);
}

/** "Mon–Fri", "Sat, Sun", "Daily": the weekdays (0 = Sunday) a line names, or null. */
function readDays(text: string): number[] | null {
  const words = text.toLowerCase().replace(/[.:]/g, '').trim();
  if (/^(daily|every ?day)$/.test(words)) return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of words.split(/,|&|\band\b/).map((p) => p.trim())) {
    const [from, to, extra] = part.split(/\s*(?:-|–|—|\bto\b)\s*/);
    const first = DAY_WORDS[from ?? ''];
    const last = to === undefined ? first : DAY_WORDS[to];
    if (first === undefined || last === undefined || extra !== undefined) return null;
    // Monday-first: "Fri–Mon" runs over the weekend.
    const start = order(first);
    const span = (order(last) - start + 7) % 7;
    for (let i = 0; i <= span; i++) days.add(MONDAY_FIRST[(start + i) % 7]!);
  }
  return days.size ? [...days] : null;
}

export type Parsed<T> = { value: T } | { errors: string[] };

/** Happy hour as lines of days and times ("Mon–Fri 3 PM – 6 PM"): rows, or a message for each bad line. */
export function parseHappyHours(text: string): Parsed<HoursRow[]> {
  const rows: HoursRow[] = [];
  const errors: string[] = [];
  for (const line of detailLines(text)) {
    const at = line.search(/\d|noon|midnight/i);
    const days = at > 0 ? readDays(line.slice(0, at)) : null;
    const times = days ? readRanges(line.slice(at)) : null;
    if (!days || !times || !times.ranges.length || times.rest) {
      errors.push(`“${line}”: write the days, then the times, e.g. “Mon–Fri 3 PM – 6 PM” or “Sat 2 PM – 5 PM, 9 PM – Midnight”`);
      continue;
    }
    for (const weekday of days) rows.push(...times.ranges.map((range) => ({ weekday, ...range })));
  }
  for (const weekday of MONDAY_FIRST) {
    if (overlaps(rows.filter((row) => row.weekday === weekday))) errors.push(`Happy hour on ${SHORT_DAYS[weekday]} is given twice: its times overlap`);
  }
  return errors.length ? { errors } : { value: rows.sort((a, b) => order(a.weekday) - order(b.weekday) || a.opensMinute - b.opensMinute) };
}

/** Happy hour as its text: consecutive days with the same times share a line ("Mon–Fri 3 PM – 6 PM"). */
export function formatHappyHours(rows: HoursRow[], words?: HoursWords): string[] {
  const lines: Array<{ first: number; last: number; text: string }> = [];
  for (const weekday of MONDAY_FIRST) {
    const ranges = rows.filter((r) => r.weekday === weekday).sort((a, b) => a.opensMinute - b.opensMinute);
    const text = ranges.map((range) => rangeText(range, words)).join(', ');
    const previous = lines.at(-1);
    if (!text) continue;
    if (previous && previous.text === text && order(previous.last) === order(weekday) - 1) previous.last = weekday;
    else lines.push({ first: weekday, last: weekday, text });
  }
  // Without words, the text the desk reads back; with them, a diner's page in its language ("lun–vie 3 p. m. – 6 p. m.").
  const day = (weekday: number) => (words ? weekdayName(weekday, words, 'short') : SHORT_DAYS[weekday]);
  return lines.map((l) => `${day(l.first)}${l.first === l.last ? '' : `–${day(l.last)}`} ${l.text}`);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * Special dates as lines of a date, "Closed" or its times, and a note: "2026-11-26
 * Closed Thanksgiving", "2026-12-24 11 AM – 3 PM Christmas Eve". Rows by date, or
 * a message naming each bad line.
 */
export function parseSpecialHours(text: string): Parsed<SpecialHoursRow[]> {
  const rows: SpecialHoursRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const lines = detailLines(text);
  if (lines.length > MAX_SPECIAL_DATES) return { errors: [`Give at most ${MAX_SPECIAL_DATES} special dates (one a line); these are ${lines.length}`] };
  for (const line of lines) {
    const [date = '', ...words] = line.split(/\s+/);
    const after = words.join(' ');
    const fail = (message: string) => errors.push(`“${line}”: ${message}`);
    if (!isCalendarDate(date)) {
      fail('start with a real date written YYYY-MM-DD, e.g. “2026-11-26 Closed Thanksgiving”');
      continue;
    }
    if (seen.has(date)) {
      fail(`${date} is on two lines: give each date once, with all its times on its line`);
      continue;
    }
    seen.add(date);
    const closed = /^closed\b/i.exec(after);
    const times = closed ? { ranges: [], rest: after.slice(closed[0].length).trim() } : readRanges(after);
    if (!times || (!closed && !times.ranges.length)) {
      fail('after the date write “Closed” or its times, e.g. “11 AM – 3 PM”, then a note');
      continue;
    }
    if (overlaps(times.ranges)) {
      fail('its times overlap');
      continue;
    }
    const note = times.rest.replace(/^[-–—:,]\s*/, '');
    if (note.length > SPECIAL_NOTE_MAX) {
      fail(`keep the note under ${SPECIAL_NOTE_MAX} characters`);
      continue;
    }
    if (closed) rows.push({ date, opensMinute: null, closesMinute: null, note });
    else rows.push(...times.ranges.map((range) => ({ date, ...range, note })));
  }
  return errors.length ? { errors } : { value: rows.sort((a, b) => a.date.localeCompare(b.date) || (a.opensMinute ?? 0) - (b.opensMinute ?? 0)) };
}

/** Special dates as their text, one line a date. */
export function formatSpecialHours(rows: SpecialHoursRow[]): string[] {
  const byDate = new Map<string, SpecialHoursRow[]>();
  for (const row of [...rows].sort((a, b) => a.date.localeCompare(b.date) || (a.opensMinute ?? 0) - (b.opensMinute ?? 0))) {
    byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  }
  return [...byDate].map(([date, day]) => {
    const open = day.filter((r): r is SpecialHoursRow & { opensMinute: number; closesMinute: number } => r.opensMinute !== null && r.closesMinute !== null);
    const note = day.find((r) => r.note)?.note ?? '';
    return [date, open.length ? open.map((range) => rangeText(range)).join(', ') : 'Closed', note].filter(Boolean).join(' ');
  });
}

/** A price in dollars as an editor writes it ("14", "$8.50"): cents, null when empty, or NaN when it is not a price. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^\$?\s*(\d{1,4})(?:\.(\d{2}))?$/.exec(trimmed);
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : NaN;
}

/** "14", "8.50": a price in cents as the desk's field shows it. */
export const dollarsText = (cents: number | null) => (cents === null ? '' : formatDishPrice(cents).slice(1));

/** Dishes as a sheet's cell writes them: "Brisket $24; Beef rib; Banana pudding $6.50". */
export function formatDishes(dishes: Dish[]): string {
  return dishes.map((dish) => (dish.priceCents === null ? dish.name : `${dish.name} ${formatDishPrice(dish.priceCents)}`)).join('; ');
}

/** A sheet's dishes cell read back: the dishes in order, or what is wrong with it. */
export function parseDishes(text: string): Parsed<Dish[]> {
  const dishes: Dish[] = [];
  for (const item of detailLines(text)) {
    const match = /^(.*?)\s+\$(\d[\d.]*)$/.exec(item);
    const name = (match ? match[1]! : item).trim();
    const priceCents = match ? parseDollars(match[2]!) : null;
    if (Number.isNaN(priceCents)) return { errors: [`“${item}”: write its price like $14 or $8.50`] };
    const problem = dishNameProblem(name);
    if (problem) return { errors: [`“${item}”: ${problem}`] };
    dishes.push({ name, priceCents });
  }
  if (dishes.length > MAX_DISHES) return { errors: [`Name at most ${MAX_DISHES} dishes; these are ${dishes.length}`] };
  return { value: dishes };
}

/** Why a dish's name cannot be kept as written, or null. */
export function dishNameProblem(name: string): string | null {
  if (name.length > DISH_NAME_MAX) return `keep a dish's name under ${DISH_NAME_MAX} characters`;
  // A sheet's cell separates dishes with ";" and ends a dish with its price.
  if (name.includes(';')) return 'leave semicolons out of a dish’s name';
  if (/\s\$\d[\d.]*$/.test(name)) return 'give the price in its own field, not in the name';
  return null;
}
