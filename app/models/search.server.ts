import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import siteVocabulary from '~/content/search-vocabulary';
import type { Db } from '~/db/client.server';
import { articles, guides, restaurants } from '~/db/schema';
import type { LocalTime } from '~/utils/hours';
import { compileVocabulary, readQuery, type ReadQuery } from '~/utils/search-query';
import { answerCondition } from './search-answers.server';
import { guidePath } from './guides.server';
import { isLive } from './publication.server';
import { gridCardSelect, publicRestaurant, shownRating, toGridCard, type GridCard } from './restaurant-cards.server';
import { readTogether, rowsRead } from '~/db/read-together.server';
import type { FilterParams } from '~/utils/listing-params';
import { filterConditions, filterCounts, type FilterCounts } from './restaurant-listing.server';

const vocabulary = compileVocabulary(siteVocabulary);

/** Results per page of each list; one ?page= turns both. */
export const SEARCH_PAGE_SIZE = { restaurants: 24, articles: 10 } as const;
/** The editors' guides offered above the results, at most. */
const GUIDES_OFFERED = 3;
/** Live guides read to be matched (there are a handful; this only bounds the read). */
const GUIDES_READ = 200;

// restaurant_search and article_search (migrations 0010, 0014), keyed by the restaurant's
// or the article's id: title (name), body (description, article text), extra (cuisine and
// neighbourhood; category and tags) and, for restaurants, listed (the dishes to order and
// the words for each fact that is yes). bm25 is negative for a match and exactly 0 when
// none of the query is in the columns weighted non-zero.
/**
 * 0: the name or title matches; 1: the cuisine, neighbourhood, a listed dish or fact, a
 * category or tags; 2: only the text.
 */
const tier = (index: SQL, columns: 3 | 4) =>
  columns === 4
    ? sql`CASE WHEN bm25(${index}, 1, 0, 0, 0) < 0 THEN 0 WHEN bm25(${index}, 0, 0, 1, 1) < 0 THEN 1 ELSE 2 END`
    : sql`CASE WHEN bm25(${index}, 1, 0, 0) < 0 THEN 0 WHEN bm25(${index}, 0, 0, 1) < 0 THEN 1 ELSE 2 END`;
/** Within a tier: names weigh most, then what the place lists, then cuisine and tags, then the text. */
const relevance = (index: SQL, columns: 3 | 4) =>
  columns === 4 ? sql`bm25(${index}, 10.0, 1.0, 4.0, 6.0)` : sql`bm25(${index}, 10.0, 1.0, 4.0)`;

const noResults = { restaurants: [], articles: [], guides: [], restaurantTotal: 0, articleTotal: 0, counts: null as FilterCounts | null };

// Only restaurants still open are in their index: a permanently closed one keeps its
// page but is no longer found. A draft listing is indexed (its triggers follow every
// write, as for articles) but never found: every match joins on publicRestaurant.
const restaurantIndex = sql`restaurant_search`;
const restaurantMatch = (query: string) => and(sql`restaurant_search MATCH ${query}`, publicRestaurant) as SQL;
const restaurantHit = sql`${restaurants.id} = restaurant_search.rowid`;
// Drafts and unpublished articles stay in their index (its triggers follow every write,
// and publishing is a matter of time) but are never found: hits and count join on isLive.
const articleIndex = sql`article_search`;
const liveArticleMatch = (query: string, now: Date) => and(sql`article_search MATCH ${query}`, isLive(articles, now));
const articleHit = sql`${articles.id} = article_search.rowid`;

/**
 * The restaurants found: the index's matches for the query's words (if any) that the
 * listing's data answers for the rest ("happy hour"), then the listing's filters.
 * Without words every indexed place (the index holds only those still open) is a
 * candidate; SQLite then starts from the answer's rows and looks each up by rowid.
 */
type Matching = { byWords: boolean; base: SQL; where: SQL };

function restaurantMatching(read: ReadQuery, filters: FilterParams, now: LocalTime): Matching {
  const answers = read.answers.map((answer) => answerCondition(answer, now));
  const base = and(read.words ? restaurantMatch(read.words) : publicRestaurant, ...answers)!;
  return { byWords: read.words !== null, base, where: and(base, ...filterConditions(filters, now))! };
}

const fromIndex = <C extends SelectedFields>(db: Db, columns: C) => db.select(columns).from(restaurantIndex).innerJoin(restaurants, restaurantHit);

/**
 * A page of matching restaurants as grid cards, best first. The page is chosen from the
 * index alone (with each hit's rating), and only its restaurants are made into cards: the
 * card's subqueries (cover, hours, the diner's heart) run for two dozen rows, not for
 * every match of a common word.
 */
function restaurantPage(db: Db, matching: Matching, page: number, viewerId: number | null, now: LocalTime) {
  const pageSize = SEARCH_PAGE_SIZE.restaurants;
  const rating = sql`${shownRating(db).average} DESC NULLS LAST`;
  // Without words (only answers, "happy hour"), every place found matches alike: the best rated first.
  const ranking = matching.byWords ? [tier(restaurantIndex, 4), rating, relevance(restaurantIndex, 4), restaurants.id] : [rating, restaurants.id];
  const hits = fromIndex(db, { id: sql<number>`${restaurants.id}`.as('hit_id'), position: sql<number>`row_number() OVER (ORDER BY ${sql.join(ranking, sql`, `)})`.as('hit_position') })
    .where(matching.where)
    .orderBy(...ranking)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('hits');
  const cards = gridCardSelect(db, viewerId, now)
    .innerJoin(hits, sql`${hits.id} = ${restaurants.id}`)
    .orderBy(sql`${hits.position}`);
  return rowsRead(cards, (rows) => rows.map((row) => toGridCard(row, now)));
}

/** The live guides whose title or summary holds every term, newest first: read whole, matched here. */
function guidesFor(db: Db, read: ReadQuery, liveAt: Date) {
  const query = db
    .select({ id: guides.id, slug: guides.slug, title: guides.title, summary: guides.summary })
    .from(guides)
    .where(isLive(guides, liveAt))
    .orderBy(desc(guides.publishedAt), desc(guides.id))
    .limit(GUIDES_READ);
  return rowsRead(query, (rows) =>
    rows
      .filter((g) => read.matches(`${g.title} ${g.summary}`))
      .slice(0, GUIDES_OFFERED)
      .map((g) => ({ id: g.id, path: guidePath(g.slug), title: g.title, summary: g.summary })),
  );
}

function articlePage(db: Db, query: string, page: number, liveAt: Date) {
  const pageSize = SEARCH_PAGE_SIZE.articles;
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      kind: articles.kind,
      title: articles.title,
      category: articles.category,
      excerpt: sql<string>`coalesce(${articles.excerpt}, substr(${articles.content}, 1, 150))`.as('card_excerpt'),
      publishedAt: articles.publishedAt,
    })
    .from(articleIndex)
    .innerJoin(articles, articleHit)
    .where(liveArticleMatch(query, liveAt))
    .orderBy(tier(articleIndex, 3), relevance(articleIndex, 3), desc(articles.publishedAt), articles.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

const totalOf = ([row]: { total: number }[]) => Number(row?.total ?? 0);

/**
 * One page of full-text search over restaurants and over reviews and news, with
 * each list's total, in one D1 round trip. What the diner typed is read with the
 * site's vocabulary (synonyms, plurals, fillers, a partial last word). Restaurants rank
 * by where they match (name, then cuisine or neighbourhood, then description), then by
 * rating; articles by where they match, then relevance, then the newest.
 */
type SearchResults = {
  restaurants: GridCard[];
  /** The editors' guides on the subject, offered above everything else. */
  guides: Array<{ id: number; path: string; title: string; summary: string }>;
  articles: Awaited<ReturnType<typeof articlePage>>;
  restaurantTotal: number;
  articleTotal: number;
  /** The counts beside the filter options; none before anything is searched. */
  counts: FilterCounts | null;
};

export async function search(db: Db, input: string, page: number, viewerId: number | null, now: LocalTime, filters: FilterParams): Promise<SearchResults> {
  const read = readQuery(input, vocabulary);
  if (!read.text) return noResults;
  const query = read.text;
  const liveAt = new Date();
  // The listing's filters narrow the restaurants found (and their counts are over what was found).
  const matching = restaurantMatching(read, filters, now);
  return readTogether(db, {
    restaurants: restaurantPage(db, matching, page, viewerId, now),
    restaurantTotal: rowsRead(fromIndex(db, { total: count() }).where(matching.where), totalOf),
    counts: filterCounts((columns) => fromIndex(db, columns), [matching.base], filters, now),
    guides: guidesFor(db, read, liveAt),
    articles: rowsRead(articlePage(db, query, page, liveAt)),
    articleTotal: rowsRead(
      db.select({ total: count() }).from(articleIndex).innerJoin(articles, articleHit).where(liveArticleMatch(query, liveAt)),
      totalOf,
    ),
  });
}

/** How many pages a search has: the longer of its two lists. */
export function searchPageCount(result: { restaurantTotal: number; articleTotal: number }) {
  return Math.max(
    1,
    Math.ceil(result.restaurantTotal / SEARCH_PAGE_SIZE.restaurants),
    Math.ceil(result.articleTotal / SEARCH_PAGE_SIZE.articles),
  );
}

/**
 * The places the search page finds for these words (open ones: the index holds no
 * others), at most `limit`: a followed search with words is news only about them (issue 44).
 */
export async function placeIdsForWords(db: Db, input: string, now: LocalTime, limit = 1000): Promise<number[]> {
  const read = readQuery(input, vocabulary);
  if (!read.text) return [];
  const answers = read.answers.map((answer) => answerCondition(answer, now));
  const where = and(read.words ? restaurantMatch(read.words) : publicRestaurant, ...answers);
  const rows = await fromIndex(db, { id: restaurants.id }).where(where).limit(limit);
  return rows.map((row) => row.id);
}
