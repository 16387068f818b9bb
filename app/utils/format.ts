/** Display helpers shared by every card and page. */

/** A rating in tenths (43) as stars out of five with one decimal ("4.3"), or null. */
export function ratingOutOfFive(tenths: number | null | undefined): number | null {
  if (tenths === null || tenths === undefined) return null;
  return Math.round(tenths) / 10;
}

export function formatRating(tenths: number | null | undefined): string {
  const stars = ratingOutOfFive(tenths);
  return stars === null ? 'No rating' : stars.toFixed(1);
}

export function priceSymbols(level: number): string {
  return '$'.repeat(Math.min(4, Math.max(1, level)));
}

export const PRICE_LABELS: Record<number, string> = { 1: 'Inexpensive', 2: 'Moderate', 3: 'Pricey', 4: 'Ultra high-end' };

/*
 * Each format is one Intl formatter, made once: toLocaleString with options builds
 * a new formatter (time-zone data and all) on every call, which a page of reviews,
 * each with its date, paid for every time it was rendered.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Chicago',
});
const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'America/Chicago' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'America/Chicago' });
const COUNT = new Intl.NumberFormat('en-US');

/** A date-only value ("2019-11-03") is noon UTC, the same day in Fort Worth. */
const dateOf = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);

/** "November 3, 2019". */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(dateOf(iso));
}

/** "Nov 3, 2026": the day a fact was checked. */
export function formatMediumDate(iso: string): string {
  return MEDIUM_DATE.format(dateOf(iso));
}

/** "Nov 3, 2026, 5:30 PM" in Fort Worth time: when something happened or will, in the desk. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(dateOf(iso));
}

/** "November 2026" in Fort Worth time. */
export function formatMonthYear(date: Date): string {
  return MONTH_YEAR.format(date);
}

/** "1,204". */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** "3 days ago", "just now"; "Recently" when the date is missing. */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Recently';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return 'Recently';
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 60) return 'just now';
  const units: Array<[number, string]> = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 7, 'week'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** A duration in minutes as a cook reads it: "45 min", "1 hr 30 min", "12 hr"; "N/A" when unknown. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return 'N/A';
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** A heading's capitals for a phrase: "burger restaurants" → "Burger Restaurants". */
export function capitalizeWords(phrase: string): string {
  return phrase.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
