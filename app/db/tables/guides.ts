import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, publicationState, updatedAt } from './columns';
import { restaurants } from './listings';

/**
 * Editors' guides: an ordered set of places with a note for each ("Best
 * brisket in Fort Worth"). Written, scheduled and restored in the desk like
 * articles (`status`, `published_at`, `version`, and the `changes` history).
 */
export const guides = sqliteTable(
  'guides',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One line for cards, feeds and the description meta. */
    summary: text('summary').notNull(),
    /** Markdown, like an article's body text. */
    intro: text('intro').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    author: text('author').notNull(),
    publishedAt: text('published_at').notNull(),
    ...publicationState(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('guides_slug_unique').on(t.slug), index('guides_published_idx').on(t.publishedAt)],
);

/** The places in a guide, in the editor's order, each with the editor's note. */
export const guidePlaces = sqliteTable(
  'guide_places',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    note: text('note').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.restaurantId] }), index('guide_places_restaurant_idx').on(t.restaurantId)],
);

/**
 * A guide's visible log of changes, as readers see it: "Added June 2026",
 * "Removed: closed". Written when a published guide gains or loses a place,
 * and for anything else the editor wants to say ("Updated the notes").
 * `restaurantName` is kept as text so a removed (or deleted) place is still named.
 */
export const guideLog = sqliteTable(
  'guide_log',
  {
    id: id(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['added', 'removed', 'note'] }).notNull(),
    restaurantName: text('restaurant_name'),
    /** Why, in the editor's words: "closed", "moved to a bigger space". */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('guide_log_guide_idx').on(t.guideId, t.createdAt)],
);
