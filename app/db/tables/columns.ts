import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Columns every table builds the same way. */

export const id = () => integer('id').primaryKey({ autoIncrement: true });

/**
 * Items the editors' desk writes. `version` counts desk saves: a save names the
 * version it started from, so a second editor's save cannot silently overwrite
 * the first (app/models/desk-versions.server.ts), and the seed leaves alone any
 * row with a version above 0 (it was changed in the desk).
 */
export const deskTracking = () => ({
  version: integer('version').notNull().default(0),
  /** When the desk last saved it; null until then. */
  updatedAt: text('updated_at'),
});
export const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
export const updatedAt = () =>
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
export const publicationState = () => ({
  status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
});
