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
    /** Written by the demo seed from sample listings: removed with them (decision 036). */
    isSample: integer('is_sample', { mode: 'boolean' }).notNull().default(false),
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

/**
 * A place an article or guide by an editor lost when the sample content was removed,
 * kept so the desk lists the item until an editor saves it again (its version moves
 * past `entityVersion`).
 */
export const lostPlaces = sqliteTable(
  'lost_places',
  {
    id: id(),
    entity: text('entity', { enum: ['article', 'guide'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    restaurantName: text('restaurant_name').notNull(),
    entityVersion: integer('entity_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lost_places_entity_idx').on(t.entity, t.entityId)],
);
