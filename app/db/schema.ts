import { relations, sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { PhotoFormatName } from '../utils/photo-rules';
import { LISTING_REPORT_REASON_KEYS } from '../utils/listing-report-reasons';

/**
 * The only description of the tables. snake_case in SQL, camelCase in TypeScript.
 * Migrations in migrations/ are generated from this file by `npm run db:generate`.
 */

const id = () => integer('id').primaryKey({ autoIncrement: true });

/**
 * Items the editors' desk writes. `version` counts desk saves: a save names the
 * version it started from, so a second editor's save cannot silently overwrite
 * the first (app/models/desk-versions.server.ts), and the seed leaves alone any
 * row with a version above 0 (it was changed in the desk).
 */
const deskTracking = () => ({
  version: integer('version').notNull().default(0),
  /** When the desk last saved it; null until then. */
  updatedAt: text('updated_at'),
});
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/**
 * Where an article or recipe stands. Readers see an item when it is published, or
 * scheduled and its `published_at` has come: a scheduled item goes live at its time
 * with no one pressing a button (app/models/publication.server.ts).
 */
const publicationState = () => ({
  status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
});

export const cuisines = sqliteTable('cuisines', {
  id: id(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  plural: text('plural').notNull().default(''),
  image: text('image').notNull(),
  hasPage: integer('has_page', { mode: 'boolean' }).notNull().default(true),
  featuredStyle: text('featured_style', { enum: ['large', 'large-gold', 'compact'] })
    .notNull()
    .default('large'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const restaurants = sqliteTable(
  'restaurants',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id),
    priceLevel: integer('price_level').notNull(),
    neighborhood: text('neighborhood').notNull(),
    imageUrl: text('image_url'),
    /** An approved diner's photo an editor chose to show instead of the illustration (and as share image). */
    coverPhotoId: integer('cover_photo_id'),
    /**
     * Our diners' average in tenths (0-50; null without reviews) and how many reviews
     * it averages: kept in step with the reviews table by every review write and by
     * the seed (app/db/rating-sql.ts), so listings sort and filter on plain columns.
     */
    averageRating: integer('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The same from real diners alone, leaving out sample diners (`sample:` Facebook ids):
     * what a real site shows, sorts and filters on, while a demo reads the columns above
     * (decision 022).
     */
    realAverageRating: integer('real_average_rating'),
    realReviewCount: integer('real_review_count').notNull().default(0),
    address: text('address'),
    /** WGS 84 degrees of the address. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    phone: text('phone'),
    website: text('website'),
    reservationUrl: text('reservation_url'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    /** Set when the place has closed for good: its page stays (marked closed), listings and search drop it. */
    closedAt: text('closed_at'),
    /**
     * When someone last checked its hours and details against the place: every desk
     * save, the desk's "Confirm details", an import (markDetailsChecked) and the seed
     * set it, never backwards. Its page says so; the desk lists the oldest first.
     */
    detailsCheckedAt: text('details_checked_at'),
    /** A sample listing the demo seed wrote (app/content/restaurants/): the desk counts and removes them (decision 022). */
    isSample: integer('is_sample', { mode: 'boolean' }).notNull().default(false),
    ...deskTracking(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('restaurants_slug_unique').on(t.slug),
    index('restaurants_cuisine_name_idx').on(t.cuisineId, t.name),
    index('restaurants_rating_idx').on(t.averageRating, t.id),
    index('restaurants_reviews_idx').on(t.reviewCount, t.id),
    index('restaurants_created_idx').on(t.createdAt, t.id),
    index('restaurants_featured_idx').on(t.isFeatured, t.averageRating),
    index('restaurants_real_rating_idx').on(t.realAverageRating, t.id),
    index('restaurants_real_reviews_idx').on(t.realReviewCount, t.id),
    index('restaurants_real_featured_idx').on(t.isFeatured, t.realAverageRating),
    index('restaurants_neighborhood_idx').on(t.neighborhood),
    index('restaurants_price_idx').on(t.priceLevel),
  ],
);

/**
 * Opening hours: one row per opening range. Minutes count from midnight of `weekday`
 * (0 = Sunday ... 6 = Saturday, America/Chicago). A range past midnight has
 * closesMinute > 1440, so "open now" is a plain range check on today or yesterday.
 */
export const openingHours = sqliteTable(
  'opening_hours',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
  },
  (t) => [index('opening_hours_lookup_idx').on(t.weekday, t.opensMinute, t.closesMinute, t.restaurantId), index('opening_hours_restaurant_idx').on(t.restaurantId)],
);

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

export const articles = sqliteTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['review', 'news'] }).notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** JSON array of extra tags. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    author: text('author').notNull(),
    publishedAt: text('published_at').notNull(),
    excerpt: text('excerpt'),
    intro: text('intro').notNull(),
    /** Plain text of the whole article: excerpt fallback, feeds and search. */
    content: text('content').notNull(),
    /** JSON array of body blocks (app/content/types.ts Block). */
    body: text('body', { mode: 'json' }).notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    layout: text('layout', { enum: ['hero', 'wide'] }).notNull().default('hero'),
    /** JSON: { title?, description?, keywords? }. */
    seo: text('seo', { mode: 'json' }),
    ...publicationState(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_kind_published_idx').on(t.kind, t.publishedAt),
  ],
);

/** Which listed restaurants an article covers. */
export const articleRestaurants = sqliteTable(
  'article_restaurants',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.restaurantId] }),
    index('article_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);

export const recipes = sqliteTable(
  'recipes',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    cookingTime: integer('cooking_time'),
    prepTime: integer('prep_time'),
    difficulty: text('difficulty').notNull(),
    servings: integer('servings'),
    cuisine: text('cuisine'),
    /** The course: Breakfast, Main course, Dessert... */
    category: text('category'),
    /** JSON array of search terms. */
    keywords: text('keywords', { mode: 'json' }).$type<string[]>(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    publishedAt: text('published_at').notNull(),
    /** JSON array of { quantity, unit, item, note? } for `servings`. */
    ingredients: text('ingredients', { mode: 'json' }).notNull(),
    /** JSON array of step sentences. */
    steps: text('steps', { mode: 'json' }).$type<string[]>().notNull(),
    ...publicationState(),
    ...deskTracking(),
  },
  (t) => [uniqueIndex('recipes_slug_unique').on(t.slug), index('recipes_published_idx').on(t.publishedAt)],
);

export const CONTACT_HOLD_REASONS = ['ceiling', 'honeypot'] as const;
export type ContactHoldReason = (typeof CONTACT_HOLD_REASONS)[number];

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When an editor first opened it in the inbox, and when they marked it handled. */
    readAt: text('read_at'),
    handledAt: text('handled_at'),
    /**
     * Why it is kept out of the inbox, or null: 'ceiling' when it came after the site's
     * hourly ceiling was reached, 'honeypot' when the field only bots see was filled.
     */
    heldReason: text('held_reason', { enum: CONTACT_HOLD_REASONS }),
  },
  // The ceiling counts the last hour's messages on every send.
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
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

/** Diners' reports of a review or a photo, queued for the desk until hidden or dismissed. */
export const reports = sqliteTable(
  'reports',
  {
    id: id(),
    entity: text('entity', { enum: ['review', 'photo'] }).notNull(),
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
 * them. `reason` holds a key of LISTING_REPORT_REASONS: a text column, so the
 * list can grow without a migration.
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
    reason: text('reason', { enum: LISTING_REPORT_REASON_KEYS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: text('resolved_at'),
  },
  (t) => [
    index('listing_reports_status_created_idx').on(t.status, t.createdAt),
    index('listing_reports_restaurant_status_idx').on(t.restaurantId, t.status),
    // A signed-in diner's second report of the same thing, while the first is open, files nothing.
    uniqueIndex('listing_reports_open_unique').on(t.restaurantId, t.reporterId, t.reason).where(sql`status = 'open'`),
  ],
);

/**
 * The desk's history: every change an editor makes (who, when, what), with the
 * item as it was saved, so an earlier version can be restored.
 */
export const changes = sqliteTable(
  'changes',
  {
    id: id(),
    /** What kind of item: 'article', 'recipe', 'restaurant', 'user', ... */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** Null when the seed or the system made the change. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'created', 'updated', 'published', 'restored', 'granted editor'. */
    action: text('action').notNull(),
    /** One line a person reads in the history, e.g. "Changed phone, hours". */
    summary: text('summary').notNull().default(''),
    /** JSON of the item after the change (what a restore puts back), or null. */
    snapshot: text('snapshot', { mode: 'json' }),
    createdAt: createdAt(),
  },
  (t) => [index('changes_entity_idx').on(t.entity, t.entityId, t.createdAt), index('changes_created_idx').on(t.createdAt)],
);

/** An item's former slugs: the old address answers 301 to the current one. */
export const slugRedirects = sqliteTable(
  'slug_redirects',
  {
    entity: text('entity', { enum: ['article', 'recipe', 'restaurant'] }).notNull(),
    oldSlug: text('old_slug').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.oldSlug] })],
);

/**
 * One row: the content generation, moved on by every publish in the desk. Shared
 * pages are cached under the generation they were rendered in, so a change shows
 * on the next request everywhere (workers/edge-cache.ts).
 */
export const siteState = sqliteTable('site_state', {
  id: integer('id').primaryKey(),
  contentGeneration: integer('content_generation').notNull().default(0),
});

export const cuisinesRelations = relations(cuisines, ({ many }) => ({ restaurants: many(restaurants) }));
export const restaurantsRelations = relations(restaurants, ({ one, many }) => ({
  cuisine: one(cuisines, { fields: [restaurants.cuisineId], references: [cuisines.id] }),
  hours: many(openingHours),
  reviews: many(reviews),
}));

export type RestaurantRow = typeof restaurants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;
export type ChangeRow = typeof changes.$inferSelect;
export type Role = UserRow['role'];
export type PhotoRow = typeof photos.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type ListingReportRow = typeof listingReports.$inferSelect;
