import { and, count, desc, sql } from 'drizzle-orm';
import siteVocabulary from '~/content/search-vocabulary';
import type { Db } from '~/db/client.server';
import { articles, restaurants } from '~/db/schema';
import type { LocalTime } from '~/utils/hours';
import { compileVocabulary, toFtsQuery } from '~/utils/search-query';
import { isLive } from './publication.server';
import { findListingCardsByIds } from './restaurants.server';

const vocabulary = compileVocabulary(siteVocabulary);

/** Results per page of each list; one ?page= turns both. */
export const SEARCH_PAGE_SIZE = { restaurants: 24, articles: 10 } as const;

// search_index columns: kind, ref_id, title (name), body (description, article text),
// extra (cuisine and neighbourhood; category and tags). bm25 is negative for a match
// and exactly 0 when none of the query is in the columns weighted non-zero.
/** 0: the name or title matches; 1: the cuisine, neighbourhood, category or tags; 2: only the text. */
const TIER = sql`CASE WHEN bm25(search_index, 0, 0, 1, 0, 0) < 0 THEN 0 WHEN bm25(search_index, 0, 0, 0, 0, 1) < 0 THEN 1 ELSE 2 END`;
/** Within a tier: names weigh most, then cuisine and tags, then the text. */
const RELEVANCE = sql`bm25(search_index, 0, 0, 10.0, 1.0, 4.0)`;

const noResults = { restaurants: [], articles: [], restaurantTotal: 0, articleTotal: 0 };

/**
 * One page of full-text search over restaurants and over reviews and news, with
 * each list's total. What the diner typed is read with the site's vocabulary
 * (synonyms, plurals, fillers, a partial last word). Restaurants rank by where
 * they match (name, then cuisine or neighbourhood, then description), then by
 * rating; articles by where they match, then relevance, then the newest.
 */
export async function search(db: Db, input: string, page: number, viewerId: number | null, now: LocalTime) {
  const query = toFtsQuery(input, vocabulary);
  if (!query) return noResults;
  const matching = (kind: 'restaurant' | 'article') => sql`search_index MATCH ${query} AND search_index.kind = ${kind}`;
  // Drafts and unpublished articles stay in the index (its triggers follow every
  // write) but are never found: the article hits and their count join on isLive.
  const liveArticle = sql`search_index.ref_id IN (SELECT ${articles.id} FROM ${articles} WHERE ${isLive(articles)})`;
  // A permanently closed restaurant keeps its page but is no longer found. Checked on
  // the joined row (a primary-key lookup per hit), not with an IN list of every open
  // restaurant, which SQLite would build for each query: work growing with the city.
  const listedRestaurant = sql`${restaurants.closedAt} IS NULL`;
  const { restaurants: restaurantPageSize, articles: articlePageSize } = SEARCH_PAGE_SIZE;

  const index = sql`search_index`;
  const [restaurantHits, [restaurantCount], articleHits, [articleCount]] = await db.batch([
    db
      .select({ id: restaurants.id })
      .from(index)
      .innerJoin(restaurants, sql`${restaurants.id} = search_index.ref_id`)
      .where(and(matching('restaurant'), listedRestaurant))
      .orderBy(TIER, sql`${restaurants.averageRating} DESC NULLS LAST`, RELEVANCE, restaurants.id)
      .limit(restaurantPageSize)
      .offset((page - 1) * restaurantPageSize),
    db
      .select({ total: count() })
      .from(index)
      .innerJoin(restaurants, sql`${restaurants.id} = search_index.ref_id`)
      .where(and(matching('restaurant'), listedRestaurant)),
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        kind: articles.kind,
        title: articles.title,
        category: articles.category,
        excerpt: sql<string>`coalesce(${articles.excerpt}, substr(${articles.content}, 1, 150))`.as('card_excerpt'),
        publishedAt: articles.publishedAt,
      })
      .from(index)
      .innerJoin(articles, sql`${articles.id} = search_index.ref_id`)
      .where(and(matching('article'), liveArticle))
      .orderBy(TIER, RELEVANCE, desc(articles.publishedAt), articles.id)
      .limit(articlePageSize)
      .offset((page - 1) * articlePageSize),
    db.select({ total: count() }).from(index).where(and(matching('article'), liveArticle)),
  ]);

  const ids = restaurantHits.map((hit) => Number(hit.id));
  const cards = await findListingCardsByIds(db, ids, viewerId, now);
  return {
    restaurants: cards.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
    articles: articleHits,
    restaurantTotal: Number(restaurantCount?.total ?? 0),
    articleTotal: Number(articleCount?.total ?? 0),
  };
}

/** How many pages a search has: the longer of its two lists. */
export function searchPageCount(result: { restaurantTotal: number; articleTotal: number }) {
  return Math.max(
    1,
    Math.ceil(result.restaurantTotal / SEARCH_PAGE_SIZE.restaurants),
    Math.ceil(result.articleTotal / SEARCH_PAGE_SIZE.articles),
  );
}
