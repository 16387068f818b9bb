import { sql } from 'drizzle-orm';
import type { Dish } from '~/utils/facts';
import { SPECIAL_DATES_AHEAD_DAYS, upcomingSpecialDates, type HoursRow, type LocalTime, type SpecialHoursRow } from '~/utils/hours';

/**
 * What the API's restaurants carry beyond the card, as the restaurant page shows it:
 * the dishes to order, the happy hours and the special dates ahead. Read as JSON
 * columns of the listing's one statement (a subquery per place through each table's
 * restaurant index), not as a second read per batch of ids.
 */
export const apiDetailColumns = {
  apiDishes: sql<string>`(SELECT json_group_array(json_array(d.position, d.name, d.price_cents))
    FROM restaurant_dishes d WHERE d.restaurant_id = restaurants.id)`.as('api_dishes'),
  apiHappyHours: sql<string>`(SELECT json_group_array(json_array(h.weekday, h.starts_minute, h.ends_minute))
    FROM happy_hours h WHERE h.restaurant_id = restaurants.id)`.as('api_happy_hours'),
  apiSpecialHours: sql<string>`(SELECT json_group_array(json_array(s.on_date, s.opens_minute, s.closes_minute, s.note))
    FROM special_hours s WHERE s.restaurant_id = restaurants.id)`.as('api_special_hours'),
  apiSources: sql<string>`(SELECT json_group_array(json_array(ls.topic, ls.source, ls.updated_on))
    FROM listing_sources ls WHERE ls.restaurant_id = restaurants.id)`.as('api_sources'),
};

export type ApiDetails = {
  /** In the editor's order. */
  dishes: Dish[];
  happyHours: HoursRow[];
  /** The dates the page lists under "Special dates": today through SPECIAL_DATES_AHEAD_DAYS. */
  specialDates: Array<{ date: string; text: string }>;
  /** Who last stated each part and when (decision 050); a part not here is the editors' checked word. */
  sources: Record<string, { by: 'owner' | 'editor'; on: string }>;
};

const rowsOf = <T>(json: string | null) => JSON.parse(json ?? '[]') as T[];

export function apiDetailsOf(row: { apiDishes: string | null; apiHappyHours: string | null; apiSpecialHours: string | null; apiSources: string | null }, now: LocalTime): ApiDetails {
  const dishes = rowsOf<[number, string, number | null]>(row.apiDishes)
    .sort((a, b) => a[0] - b[0])
    .map(([, name, priceCents]) => ({ name, priceCents }));
  const happyHours = rowsOf<[number, number, number]>(row.apiHappyHours).map(([weekday, opensMinute, closesMinute]) => ({ weekday, opensMinute, closesMinute }));
  const special = rowsOf<[string, number | null, number | null, string]>(row.apiSpecialHours).map(
    ([date, opensMinute, closesMinute, note]): SpecialHoursRow => ({ date, opensMinute, closesMinute, note }),
  );
  const specialDates = upcomingSpecialDates(special, now.date, SPECIAL_DATES_AHEAD_DAYS).map(({ date, text }) => ({ date, text }));
  const sources = Object.fromEntries(rowsOf<[string, 'owner' | 'editor', string]>(row.apiSources).map(([topic, by, on]) => [topic, { by, on }]));
  return { dishes, happyHours, specialDates, sources };
}
