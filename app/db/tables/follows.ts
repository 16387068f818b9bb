import { index, integer, sqliteTable, sqliteView, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { restaurants } from './listings';
import { users } from './people';

/**
 * Following (issue 44): what changed at each place, searches diners follow, their
 * private "my places" feeds and e-mailed digests.
 *
 * A place's changes are found, not announced: triggers (migration 0026) mark a place
 * whenever its listing, hours, special dates or facts are written, by any path (desk,
 * owner, import). Settling (app/models/place-events.server.ts) compares the marked
 * places with the state last seen (`place_states`, computed by the view
 * `place_state_now`) and writes what a diner would call a change into `place_events`.
 */

export const PLACE_EVENT_KINDS = ['listed', 'reopened', 'closed', 'hours', 'special-dates', 'facts'] as const;
export type PlaceEventKind = (typeof PLACE_EVENT_KINDS)[number];

export const placeEvents = sqliteTable(
  'place_events',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLACE_EVENT_KINDS }).notNull(),
    /** JSON: what changed, per kind (app/utils/place-changes.ts `PlaceEventDetail`). */
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** When it was settled (ISO): the entry's date in feeds and digests. */
    at: text('at').notNull(),
    /** The mark it was settled from: two requests settling the same mark write it once. */
    mark: text('mark').notNull(),
  },
  (t) => [
    uniqueIndex('place_events_once').on(t.restaurantId, t.kind, t.mark),
    index('place_events_at_idx').on(t.at),
    index('place_events_place_idx').on(t.restaurantId, t.at),
  ]
);

/** What was last seen of each place, in the view `place_state_now`'s terms. */
export const placeStates = sqliteTable('place_states', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  listed: integer('listed').notNull(),
  closed: integer('closed').notNull(),
  /** "weekday:opens-closes" ranges, comma-separated, in order. */
  hours: text('hours').notNull(),
  /** "date:opens-closes:note" rows (opens/closes empty when closed all day), joined by "|", in order. */
  specialDates: text('special_dates').notNull(),
  /** The facts that are yes, comma-separated, in order. */
  facts: text('facts').notNull(),
});

/** Each place as followers see it now: the view of migration 0026, read to settle marks. */
export const placeStateNow = sqliteView('place_state_now', {
  restaurantId: integer('restaurant_id').notNull(),
  listed: integer('listed').notNull(),
  closed: integer('closed').notNull(),
  hours: text('hours').notNull(),
  specialDates: text('special_dates').notNull(),
  facts: text('facts').notNull(),
}).existing();

/** Places written since they were last settled; `touched_at` moves on every write. */
export const placeMarks = sqliteTable('place_marks', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  touchedAt: text('touched_at').notNull(),
});

/**
 * A search someone followed, by its canonical query (app/utils/followed-search.ts):
 * the same search followed twice is one row. `follows` counts presses of "Follow
 * this search", never who pressed.
 */
export const followedSearches = sqliteTable(
  'followed_searches',
  {
    id: id(),
    /** The canonical query, e.g. "cuisine=vegan&priceLevel=2&neighborhood=near-southside". */
    query: text('query').notNull(),
    follows: integer('follows').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('followed_searches_query_unique').on(t.query)]
);

/**
 * A diner's private feed of changes to their own places (favourites, Want to go,
 * Been): the token is the only way in; revoking deletes the row, as with a shared list.
 */
export const placeFeeds = sqliteTable(
  'place_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('place_feeds_token_unique').on(t.token)]
);

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/**
 * An e-mailed digest a signed-in diner asked for: of a followed search, or of their
 * own places when `searchId` is null. Pending until the address is confirmed by the
 * link mailed to it (double opt-in); the unsubscribe token is in every message.
 */
export const digestSubscriptions = sqliteTable(
  'digest_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchId: integer('search_id').references(() => followedSearches.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    frequency: text('frequency', { enum: DIGEST_FREQUENCIES }).notNull(),
    /** The language the diner subscribed in: the confirmation and every digest are written in it (migration 0027). */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmToken: text('confirm_token').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** The digest covers changes after this moment (ISO); moves on with every digest, sent or empty. */
    coveredUntil: text('covered_until'),
    /** When the next digest is due (ISO); null while pending or unsubscribed. */
    nextDueAt: text('next_due_at'),
    createdAt: createdAt(),
    confirmedAt: text('confirmed_at'),
  },
  (t) => [
    uniqueIndex('digest_subscriptions_confirm_unique').on(t.confirmToken),
    uniqueIndex('digest_subscriptions_unsubscribe_unique').on(t.unsubscribeToken),
    index('digest_subscriptions_due_idx').on(t.status, t.nextDueAt),
    index('digest_subscriptions_user_idx').on(t.userId),
    index('digest_subscriptions_search_idx').on(t.searchId, t.status),
  ]
);

/**
 * One row per digest window of a subscription: written before sending, so a retry
 * of the same window never sends twice. Failed sends are retried a few times, then
 * shown in the desk.
 */
export const digestSends = sqliteTable(
  'digest_sends',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => digestSubscriptions.id, { onDelete: 'cascade' }),
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    /** How many changes it carried. */
    changes: integer('changes').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('digest_sends_window_unique').on(t.subscriptionId, t.windowStart), index('digest_sends_status_idx').on(t.status, t.createdAt)]
);
