import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id } from './columns';
import { restaurants } from './listings';

/**
 * What an editor checked at a place beyond its card: facts diners filter by, the
 * dishes to order, happy hour and special dates. All go with their restaurant.
 */

/**
 * One row per fact an editor checked (app/utils/facts.ts): yes or no, and the day.
 * A fact without a row is unknown, which is never shown or filtered as no.
 */
export const restaurantFacts = sqliteTable(
  'restaurant_facts',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    value: text('value', { enum: ['yes', 'no'] }).notNull(),
    /** YYYY-MM-DD in Fort Worth. */
    checkedOn: text('checked_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.fact] }), index('restaurant_facts_filter_idx').on(t.fact, t.value, t.restaurantId)],
);

/** Up to five dishes to order, in the editor's order (position 1 first). */
export const restaurantDishes = sqliteTable(
  'restaurant_dishes',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.position] })],
);

/** Happy hour ranges, counted like opening hours (minutes from midnight of `weekday`, Fort Worth). */
export const happyHours = sqliteTable(
  'happy_hours',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startsMinute: integer('starts_minute').notNull(),
    endsMinute: integer('ends_minute').notNull(),
  },
  (t) => [index('happy_hours_lookup_idx').on(t.weekday, t.startsMinute, t.endsMinute, t.restaurantId), index('happy_hours_restaurant_idx').on(t.restaurantId)],
);

/**
 * A date whose hours differ from the week's (Thanksgiving, Christmas Eve): every row
 * of a date replaces that weekday's ranges. A row without minutes says closed all day;
 * a range past midnight closes after minute 1440, as in opening_hours.
 */
export const specialHours = sqliteTable(
  'special_hours',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in Fort Worth. */
    onDate: text('on_date').notNull(),
    opensMinute: integer('opens_minute'),
    closesMinute: integer('closes_minute'),
    /** What diners are told, e.g. "Thanksgiving". */
    note: text('note').notNull().default(''),
  },
  (t) => [index('special_hours_lookup_idx').on(t.onDate, t.restaurantId), index('special_hours_restaurant_idx').on(t.restaurantId)],
);
