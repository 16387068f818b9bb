import {
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt, deskTracking, id } from './columns';

/** The directory: cuisines, restaurants and their opening hours. */

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
    /** What a diner typically spends on a meal here, in whole dollars; null when not known. */
    pricePerPerson: integer('price_per_person'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    /** Set when the place has closed for good: its page stays (marked closed), listings and search drop it. */
    closedAt: text('closed_at'),
    /**
     * When someone last checked its hours and details against the place: every desk
     * save, the desk's "Confirm details", an import's details_checked column or its
     * "I checked these today" (decision 035) and the seed set it, never backwards. Its page says so; the desk lists the oldest first.
     */
    detailsCheckedAt: text('details_checked_at'),
    /** A sample listing the demo seed wrote (app/content/restaurants/): the desk counts and removes them (decision 022). */
    isSample: integer('is_sample', { mode: 'boolean' }).notNull().default(false),
    /**
     * A real listing added under a sample listing's name sits at a temporary address
     * ("joes-2") and takes this one, the sample's, when the sample content is removed
     * (decision 036).
     */
    takesSlug: text('takes_slug'),
    /**
     * A new place imported without a usable description: on no public surface until an
     * editor completes it in the desk (decision 040). Public reads go through `publicRestaurant`.
     */
    isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
    /** "From the owner": an owner's short note, shown once an editor accepted it (decision 050), and that day. */
    ownerNote: text('owner_note'),
    ownerNoteOn: text('owner_note_on'),
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
    index('restaurants_price_per_person_idx').on(t.pricePerPerson),
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
