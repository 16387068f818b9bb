import type { Translate } from './i18n';
import { LANGUAGE_TAG, type Locale } from './locale';

/*
 * Whether a place is open, said in a page's words: what a restaurant card needs in the
 * browser, apart from the rest of hours.ts (the week, special dates, structured data),
 * which only the restaurant page and the server read.
 */

const DAY = 24 * 60;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The words hours are said in: a page's `t` and language. Without them, the week reads
 * in the English form the sheet, the desk and the JSON API write (a data format, the
 * same whatever the page's language); a test holds it equal to the English catalog's.
 */
export type HoursWords = { t: Translate; locale: Locale };

const dataWords = { closed: 'Closed', open24: 'Open 24 hours', midnight: 'Midnight', noon: 'Noon' };
export const said = (words: HoursWords | undefined) =>
  words
    ? { closed: words.t('hours.closed'), open24: words.t('hours.open24'), midnight: words.t('hours.midnight'), noon: words.t('hours.noon') }
    : dataWords;

/**
 * "5 PM", "11:30 AM", "Midnight", "Noon"; in Spanish "5 p. m.", "11:30 a. m.",
 * "medianoche". Written here rather than by Intl: the Worker's and browsers' Intl
 * disagree on Spanish ("p.m.", "p. m."), and the server's text must be the browser's.
 */
export function formatMinute(minute: number, words?: HoursWords): string {
  const m = ((minute % DAY) + DAY) % DAY;
  if (m === 0) return said(words).midnight;
  if (m === 12 * 60) return said(words).noon;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  const spanish = words?.locale === 'es';
  const suffix = h < 12 ? (spanish ? 'a. m.' : 'AM') : spanish ? 'p. m.' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return mm ? `${h12}:${String(mm).padStart(2, '0')} ${suffix}` : `${h12} ${suffix}`;
}

/** A time as a sentence says it: "9 PM"; in Spanish "a las 9 p. m.", "a la 1 p. m.", "a medianoche". */
function atTime(minute: number, words: HoursWords): string {
  const m = ((minute % DAY) + DAY) % DAY;
  const hour = m === 0 ? 'midnight' : m === 12 * 60 ? 'noon' : Math.floor(m / 60) % 12 === 1 ? 'one' : 'other';
  return words.t('hours.at', { hour, time: formatMinute(minute, words) });
}

const WEEKDAY = new Map<string, Intl.DateTimeFormat>();
/** A weekday's name (0 = Sunday): "Monday", "lunes"; `short`: "Mon", "lun". */
export function weekdayName(weekday: number, words: HoursWords | undefined, width: 'long' | 'short' = 'long'): string {
  if (!words || words.locale === 'en') return width === 'long' ? WEEKDAY_NAMES[weekday]! : WEEKDAY_NAMES[weekday]!.slice(0, 3);
  const key = `${words.locale}:${width}`;
  let format = WEEKDAY.get(key);
  if (!format) WEEKDAY.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[words.locale], { weekday: width, timeZone: 'UTC' })));
  // 2023-01-01 was a Sunday.
  return format.format(new Date(Date.UTC(2023, 0, 1 + weekday))).replace(/\.$/, '');
}

/**
 * Whether a place is open, in no language (openStatusText says it): cards carry it to
 * the browser, which says it in the page's words.
 * `closesSoon`: it closes within CLOSES_SOON_MINUTES (still open: open-now lists keep it).
 * `closes`: the minute it closes (from today's midnight), null when open around the clock.
 * `opens`: the next opening, `inDays` days from today at `minute` of that day.
 */
export type OpenStatus =
  | { state: 'open'; closes: number | null; closesSoon: boolean }
  | { state: 'closed'; closedToday: boolean; note: string; opens: { minute: number; inDays: number; weekday: number } | null }
  | { state: 'gone' }
  | { state: 'unknown' };

/** A note that says itself that the place is closed ("Closed for Thanksgiving"): no "Closed" before it. */
export const saysClosed = (note: string) => /^closed\b/i.test(note);

export function openStatusText(status: OpenStatus, t: Translate, locale: Locale): string {
  const words = { t, locale };
  switch (status.state) {
    case 'unknown':
      return t('hours.notListed');
    case 'gone':
      return t('hours.permanentlyClosed');
    case 'open':
      if (status.closes === null) return t('hours.open24');
      return status.closesSoon ? t('hours.closesSoon', { time: formatMinute(status.closes, words) }) : t('hours.openNow', { at: atTime(status.closes, words) });
  }
  const { closedToday, note, opens } = status;
  // A note that says itself the place is closed ("Closed for Thanksgiving") stands for "Closed".
  const closed = closedToday && saysClosed(note) ? note : [closedToday ? t('hours.closedToday') : t('hours.closed'), note].filter(Boolean).join(' · ');
  if (!opens) return closed;
  const at = atTime(opens.minute, words);
  const when =
    opens.inDays === 0 ? t('hours.opens', { at }) : opens.inDays === 1 ? t('hours.opensTomorrow', { at }) : t('hours.opensOn', { at, day: weekdayName(opens.weekday, words) });
  return `${closed} · ${when}`;
}
