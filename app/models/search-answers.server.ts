import { or, sql, type SQL } from 'drizzle-orm';
import type { SearchAnswer } from '~/content/types';
import type { LocalTime } from '~/utils/hours';
import { NO_FILTERS } from '~/utils/listing-params';
import { filterConditions } from './restaurant-listing.server';

/**
 * What a listing's data answers for a search (the vocabulary's `answers`, decision 043),
 * as conditions on `restaurants`. Each reads the same rows the page shows: the happy
 * hours of "Good to know", the weekly opening hours, the special dates.
 */

/** A weekly range closing after this minute runs past midnight: minutes count from midnight of its weekday. */
const MIDNIGHT = 24 * 60;
/** Opening before 8 AM on some day is "early" and serves breakfast (decision 043). */
export const EARLY_BEFORE_MINUTE = 8 * 60;

const anyHappyHour = sql`restaurants.id IN (SELECT hh.restaurant_id FROM happy_hours hh)`;
const openPastMidnight = sql`restaurants.id IN (SELECT h.restaurant_id FROM opening_hours h WHERE h.closes_minute > ${sql.raw(String(MIDNIGHT))})`;
const opensEarly = sql`restaurants.id IN (SELECT h.restaurant_id FROM opening_hours h WHERE h.opens_minute < ${sql.raw(String(EARLY_BEFORE_MINUTE))})`;
// The index's own words for breakfast: a dish or description that says breakfast or brunch.
const saysBreakfast = sql`restaurants.id IN (SELECT rowid FROM restaurant_search WHERE restaurant_search MATCH '"breakfast" OR "brunch"')`;

/** Open on a special date whose note names the day ("Thanksgiving"): a place closed that day is left out. */
const openOnSpecialDate = (name: string) =>
  sql`restaurants.id IN (SELECT s.restaurant_id FROM special_hours s WHERE s.opens_minute IS NOT NULL AND lower(s.note) LIKE ${`%${name.toLowerCase()}%`})`;

export function answerCondition(answer: string, now: LocalTime): SQL {
  const key = answer as SearchAnswer;
  if (key.startsWith('date:')) return openOnSpecialDate(key.slice('date:'.length));
  switch (key) {
    case 'happy-hour':
      return anyHappyHour;
    case 'late-night':
      return openPastMidnight;
    case 'early':
      return opensEarly;
    case 'breakfast':
      return or(opensEarly, saysBreakfast)!;
    case 'open-now':
      // The listing's "Open now" filter: one truth for both.
      return filterConditions({ ...NO_FILTERS, openNow: true }, now)[0]!;
    default:
      throw new Error(`No answer for "${answer}"`);
  }
}
