import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, publicationState, updatedAt } from './columns';

export const TRANSLATED_ENTITIES = ['article', 'recipe', 'guide', 'restaurant'] as const;
export type TranslatedEntity = (typeof TRANSLATED_ENTITIES)[number];

/**
 * An editor's version of an item's words in another language (issue 43): its own
 * draft, schedule, publication and history, beside the English item it follows.
 * Only the words live here (app/utils/translation-fields.ts names them); places,
 * prices, photos and dates stay the English item's. Deleting the item deletes its
 * translations (triggers in migration 0024).
 */
export const translations = sqliteTable(
  'translations',
  {
    id: id(),
    entity: text('entity', { enum: TRANSLATED_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** 'es': the only other language so far (app/utils/locale.ts). */
    locale: text('locale', { enum: ['es'] }).notNull(),
    /** JSON: the translated text, field key to text. */
    fields: text('fields', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /**
     * JSON: the English of the same fields when this version was last saved. A field
     * whose English has changed since is what "needs update" names.
     */
    english: text('english', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    ...publicationState(),
    publishedAt: text('published_at').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('translations_item_unique').on(t.entity, t.entityId, t.locale),
    index('translations_locale_idx').on(t.locale, t.entity),
  ],
);
