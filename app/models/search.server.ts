import { inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { articles } from '~/db/schema';
import { toFtsQuery } from '~/utils/search-query';
import type { LocalTime } from '~/utils/hours';
import { findRestaurantsByIds } from './restaurants.server';

type Hit = { kind: 'restaurant' | 'article'; refId: number; rank: number };

/**
 * Ranked full-text search over restaurants (name, description, cuisine,
 * neighbourhood) and articles (title, body, category, tags). Names and
 * titles weigh most.
 */
export async function search(db: Db, input: string, viewerId: number | null, now: LocalTime, limit = 20) {
  const query = toFtsQuery(input);
  if (!query) return { restaurants: [], articles: [] };
  const hits = await db.all<Hit>(sql`
    SELECT kind, ref_id AS refId, bm25(search_index, 0, 0, 10.0, 1.0, 4.0) AS rank
    FROM search_index WHERE search_index MATCH ${query}
    ORDER BY rank LIMIT 100`);
  const restaurantIds = hits.filter((h) => h.kind === 'restaurant').slice(0, limit).map((h) => Number(h.refId));
  const articleIds = hits.filter((h) => h.kind === 'article').slice(0, limit).map((h) => Number(h.refId));
  const [restaurantCards, articleRows] = await Promise.all([
    findRestaurantsByIds(db, restaurantIds, viewerId, now),
    articleIds.length
      ? db
          .select({ id: articles.id, slug: articles.slug, kind: articles.kind, title: articles.title, category: articles.category, excerpt: articles.excerpt, content: articles.content, publishedAt: articles.publishedAt })
          .from(articles)
          .where(inArray(articles.id, articleIds))
      : Promise.resolve([]),
  ]);
  const order = (ids: number[]) => (a: { id: number }, b: { id: number }) => ids.indexOf(a.id) - ids.indexOf(b.id);
  return {
    restaurants: restaurantCards.sort(order(restaurantIds)),
    articles: articleRows.sort(order(articleIds)).map(({ content, ...a }) => ({ ...a, excerpt: a.excerpt ?? content.slice(0, 150) })),
  };
}
