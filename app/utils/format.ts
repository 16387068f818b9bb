import type { Translate } from './i18n';
import { LANGUAGE_TAG, type Locale } from './locale';

/** Display helpers shared by every card and page. */

/** A rating in tenths (43) as stars out of five with one decimal ("4.3"), or null. */
export function ratingOutOfFive(tenths: number | null | undefined): number | null {
  if (tenths === null || tenths === undefined) return null;
  return Math.round(tenths) / 10;
}

/** "4.3", or "No rating" in the page's words. */
export function formatRating(tenths: number | null | undefined, t: Translate): string {
  const stars = ratingOutOfFive(tenths);
  return stars === null ? t('ratings.none') : stars.toFixed(1);
}

export function priceSymbols(level: number): string {
  return '$'.repeat(Math.min(4, Math.max(1, level)));
}

const clampLevel = (level: number) => Math.min(4, Math.max(1, Math.round(level))) as 1 | 2 | 3 | 4;

/** A price level's name in the page's words: "Inexpensive", "Económico". */
export function priceLabel(level: number, t: Translate): string {
  return t(`prices.level.${clampLevel(level)}`);
}

/** The levels' English names, for the desk (English only), from the same catalog. */
export const PRICE_LABELS: Record<number, string> = { 1: 'Inexpensive', 2: 'Moderate', 3: 'Pricey', 4: 'Ultra high-end' };

/*
 * Each format is one Intl formatter per language, made once: toLocaleString with options
 * builds a new formatter (time-zone data and all) on every call, which a page of reviews,
 * each with its date, paid for every time it was rendered.
 */
function perLocale<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(LANGUAGE_TAG[locale])));
    return formatter;
  };
}
const FORT_WORTH = 'America/Chicago';
const LONG_DATE = perLocale((tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: FORT_WORTH }));
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: FORT_WORTH,
});
const MEDIUM_DATE = perLocale((tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: FORT_WORTH }));
const MONTH_YEAR = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: FORT_WORTH }));
const COUNT = perLocale((tag) => new Intl.NumberFormat(tag));
const RELATIVE = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'always' }));

/** A date-only value ("2019-11-03") is noon UTC, the same day in Fort Worth. */
const dateOf = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);

/** "November 3, 2019", "3 de noviembre de 2019". English unless told: the desk reads English. */
export function formatLongDate(iso: string, locale: Locale = 'en'): string {
  return LONG_DATE(locale).format(dateOf(iso));
}

/** "Nov 3, 2026" ("3 nov 2026"): the day a fact was checked. */
export function formatMediumDate(iso: string, locale: Locale = 'en'): string {
  return MEDIUM_DATE(locale).format(dateOf(iso));
}

/** "Nov 3, 2026, 5:30 PM" in Fort Worth time: when something happened or will, in the desk (English only). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(dateOf(iso));
}

/** "November 2026" ("noviembre de 2026") in Fort Worth time. */
export function formatMonthYear(date: Date, locale: Locale = 'en'): string {
  return MONTH_YEAR(locale).format(date);
}

/** "1,204" (es-US groups the same way). */
export function formatCount(n: number, locale: Locale = 'en'): string {
  return COUNT(locale).format(n);
}

/** "3 days ago" ("hace 3 días"), "just now"; "Recently" when the date is missing. */
export function relativeTime(iso: string | null | undefined, t: Translate, locale: Locale, now: Date = new Date()): string {
  if (!iso) return t('dates.recently');
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return t('dates.recently');
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 60) return t('dates.justNow');
  const units: Array<[number, Intl.RelativeTimeFormatUnit]> = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 7, 'week'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return RELATIVE(locale).format(-n, name);
  }
  return t('dates.justNow');
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
