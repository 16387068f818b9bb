import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
} from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './people';

/** What runs the site: the contact inbox, the desk's history, former slugs and the content generation. */

export const CONTACT_HOLD_REASONS = ['ceiling', 'honeypot'] as const;
export type ContactHoldReason = (typeof CONTACT_HOLD_REASONS)[number];

export const CONTACT_MESSAGE_TOPICS = ['general', 'advertising'] as const;

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** What the sender said it is about (app/utils/contact-limits.ts CONTACT_TOPICS). */
    topic: text('topic', { enum: CONTACT_MESSAGE_TOPICS }).notNull().default('general'),
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
