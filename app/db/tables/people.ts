import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt, id, updatedAt } from './columns';

/** Who uses the site: accounts, their sessions and their Facebook friends. */

export const users = sqliteTable(
  'users',
  {
    id: id(),
    facebookId: text('facebook_id').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    profilePicture: text('profile_picture'),
    /** Diners read and review; editors run the desk (/admin); admins also grant the editor role. */
    role: text('role', { enum: ['diner', 'editor', 'admin'] }).notNull().default('diner'),
    memberSince: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_facebook_id_unique').on(t.facebookId)],
);

/**
 * Signed-in sessions. The cookie carries only the session's random id; the table
 * keeps a SHA-256 of it, so a copy of the database cannot be replayed as cookies.
 * Deleting a row signs that browser out at once.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The Facebook ids of a user's friends who also use the app (user_friends scope). */
export const friendships = sqliteTable(
  'friendships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendFacebookId: text('friend_facebook_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendFacebookId] }),
    index('friendships_friend_idx').on(t.friendFacebookId),
  ],
);
