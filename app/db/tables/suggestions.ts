import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { cuisines, restaurants } from './listings';
import { users } from './people';

/** Places people suggest from /add-a-restaurant, waiting for an editor (decision 048). */

export const SUGGESTER_RELATIONS = ['owner', 'diner'] as const;
export type SuggesterRelation = (typeof SUGGESTER_RELATIONS)[number];
export const SUGGESTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export const SUGGESTION_LOCATION_STATUSES = ['located', 'rough', 'not-found'] as const;

export const restaurantSuggestions = sqliteTable(
  'restaurant_suggestions',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    /** As the person wrote them ("Mon-Sat 11-9, Sun closed"); read when an editor accepts. */
    hours: text('hours').notNull().default(''),
    /** 'owner': they own or work at the place; 'diner': they eat there. */
    relation: text('relation', { enum: SUGGESTER_RELATIONS }).notNull(),
    /** Null when they were not signed in: no profile to show the outcome on. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('open'),
    /** Why an editor declined it, in words the suggester reads on their profile. */
    reason: text('reason'),
    /** The draft listing an accept created. */
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
    /**
     * What the geocoder made of the address, asked once when the desk first shows it:
     * null until then (or while the geocoder did not answer). Only 'located' has coordinates.
     */
    locationStatus: text('location_status', { enum: SUGGESTION_LOCATION_STATUSES }),
    /** The address the geocoder matched: the exact one, or the nearest of a rough match. */
    locationMatched: text('location_matched'),
    latitude: real('latitude'),
    longitude: real('longitude'),
  },
  (t) => [index('restaurant_suggestions_status_created_idx').on(t.status, t.createdAt), index('restaurant_suggestions_user_idx').on(t.userId, t.createdAt)],
);
