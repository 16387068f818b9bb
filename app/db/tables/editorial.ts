import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt, deskTracking, id, publicationState, updatedAt } from './columns';
import { restaurants } from './listings';

/** What the editors write: articles (and the restaurants they cover) and recipes. */

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
    /** Written by the demo seed about sample listings: removed with them (decision 036). */
    isSample: integer('is_sample', { mode: 'boolean' }).notNull().default(false),
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
