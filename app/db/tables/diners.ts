import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { PhotoFormatName } from '../../utils/photo-rules';
import type { StoredListingReportReason } from '../../utils/listing-report-reasons';
import { createdAt, id, updatedAt } from './columns';
import { restaurants } from './listings';
import { users } from './people';

/** What diners add to a listing: favourites, reviews, photos, and their reports. */

export const favorites = sqliteTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    index('favorites_restaurant_idx').on(t.restaurantId),
  ],
);

/** Diners' own reviews: one per diner per restaurant. */
export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    /** The language the diner wrote in: the page's (issue 43). Shown as written, marked with it on both languages' pages. */
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    /** Set when an editor hides the review after a report: only its author still sees it, with this reason. */
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_restaurant_unique').on(t.userId, t.restaurantId),
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Diners' photos of a restaurant. The bytes live in R2 (app/modules/photo-storage.server.ts):
 * the upload (never served) and metadata-free variants at `widths`, in each of `formats`.
 * A photo is public only once approved; `reason` says why it was rejected or hidden.
 */
export const photos = sqliteTable(
  'photos',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'hidden'] }).notNull().default('pending'),
    reason: text('reason'),
    /** The diner's words for the photo: its alt text. */
    caption: text('caption').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** JSON array of the variant widths stored, smallest first. */
    widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
    /** JSON array of the formats each width is stored in; photos from before WebP variants have only JPEG. */
    formats: text('formats', { mode: 'json' }).$type<PhotoFormatName[]>().notNull().default(['jpeg']),
    createdAt: createdAt(),
    moderatedAt: text('moderated_at'),
  },
  (t) => [
    index('photos_restaurant_status_idx').on(t.restaurantId, t.status, t.createdAt),
    index('photos_user_created_idx').on(t.userId, t.createdAt),
    index('photos_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Diners' reports of a review, a photo or an owner's published reply, queued for the
 * desk until hidden or dismissed. The entity is plain text in SQL: a new kind needs no migration.
 */
export const reports = sqliteTable(
  'reports',
  {
    id: id(),
    entity: text('entity', { enum: ['review', 'photo', 'owner-reply'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'off-topic', 'hateful', 'private-information', 'conflict-of-interest'] }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'hidden', 'dismissed'] }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: text('resolved_at'),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('reports_reporter_item_unique').on(t.reporterId, t.entity, t.entityId),
  ],
);

/**
 * Diners' reports that a listing is out of date (closed, hours, phone, moved),
 * signed in or not, queued for the desk until an editor resolves or dismisses
 * them. `reason` holds a key of LISTING_REPORT_REASONS (a wrong detail as
 * "detail:patio"): a text column, so the list can grow without a migration.
 */
export const listingReports = sqliteTable(
  'listing_reports',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Null when the diner was not signed in. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who reported, signed in or not: `user:<id>`, or `anon:` and a keyed hash of the
     * connecting address (never the address itself). Null on reports filed before it.
     */
    reporterKey: text('reporter_key'),
    reason: text('reason').$type<StoredListingReportReason>().notNull(),
    note: text('note').notNull().default(''),
    /** How many times this reporter filed this reason for this listing while it was open. */
    reportCount: integer('report_count').notNull().default(1),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: text('resolved_at'),
  },
  (t) => [
    index('listing_reports_status_created_idx').on(t.status, t.createdAt),
    index('listing_reports_restaurant_status_idx').on(t.restaurantId, t.status),
    // One open report per reporter and reason on a listing: a repeat adds to its count.
    uniqueIndex('listing_reports_open_reporter_unique').on(t.restaurantId, t.reporterKey, t.reason).where(sql`status = 'open'`),
  ],
);
