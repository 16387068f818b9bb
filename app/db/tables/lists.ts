import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { restaurants } from './listings';
import { users } from './people';

/**
 * The lists a diner keeps besides Favorites (the heart, in `favorites`):
 * places they want to go to, and places they have been. Private to the diner
 * unless they share a list by link (`list_shares`).
 */

export const DINER_LIST_KINDS = ['want', 'been'] as const;
export type DinerListKind = (typeof DINER_LIST_KINDS)[number];

/** Every list a diner can share: Favorites and the two above. */
export const SHAREABLE_LISTS = ['favorites', ...DINER_LIST_KINDS] as const;
export type ShareableList = (typeof SHAREABLE_LISTS)[number];

export const listEntries = sqliteTable(
  'list_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: DINER_LIST_KINDS }).notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Been only: the day the diner went (YYYY-MM-DD), if they said. */
    visitedOn: text('visited_on'),
    /** Been only: the diner's private note; never shown to anyone else, even on a shared list. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list, t.restaurantId] }),
    // "2 friends want to go" reads a place's entries.
    index('list_entries_restaurant_idx').on(t.restaurantId, t.list),
  ],
);

/**
 * A list the diner made visible to anyone with its link. The token is the
 * only way in (unguessable, random); revoking deletes the row, so the old
 * link answers 404, and sharing again mints a new token.
 */
export const listShares = sqliteTable(
  'list_shares',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: SHAREABLE_LISTS }).notNull(),
    token: text('token').notNull(),
    title: text('title').notNull(),
    /** A short note shown above the places. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('list_shares_token_unique').on(t.token), uniqueIndex('list_shares_user_list_unique').on(t.userId, t.list)],
);
