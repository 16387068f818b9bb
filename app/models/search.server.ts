import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import siteVocabulary from '~/content/search-vocabulary';
import type { Db } from '~/db/client.server';
import { articles, guides, restaurants, translations } from '~/db/schema';
import type { Locale } from '~/utils/locale';
import type { LocalTime } from '~/utils/hours';
import { compileVocabulary, readQuery, type ReadQuery } from '~/utils/search-query';
import { answerCondition } from './search-answers.server';
import { guidePath } from './guides.server';
import { isLive } from './publication.server';
import { liveTranslationOf } from './translations.server';
import { gridCardSelect, publicRestaurant, shownRating, stillTrading, toGridCard, type GridCard } from './restaurant-cards.server';
import { readTogether, rowsRead } from '~/db/read-together.server';
import { NO_FILTERS, type FilterParams } from '~/utils/listing-params';
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

/**
 * Where a search's hits come from: a table to select from, how a hit joins its item, the
 * condition that matches the words (none when the table holds only matches), and each
 * hit's tier and relevance.
 */
type Hits = { from: SQL; hit: SQL; match?: SQL; tier: SQL; relevance: SQL };

// Every restaurant is in its index (migration 0029), closed and draft ones too: their
// triggers follow every write, as for articles. The search page finds only places still
// trading (a permanently closed one keeps its page); a followed search's words also hold
// the places that closed, so its followers hear of it.
const restaurantIndex = sql`restaurant_search`;
const restaurantsIndexed: Hits = {
  from: restaurantIndex,
  hit: sql`${restaurants.id} = restaurant_search.rowid`,
  tier: tier(restaurantIndex, 4),
  relevance: relevance(restaurantIndex, 4),
};
const restaurantWords = (query: string): Hits => ({ ...restaurantsIndexed, match: sql`restaurant_search MATCH ${query}` });
// Drafts and unpublished articles stay in their index (its triggers follow every write,
// and publishing is a matter of time) but are never found: hits and count join on isLive.
const articleIndex = sql`article_search`;
const articleWords = (query: string): Hits => ({
  from: articleIndex,
  hit: sql`${articles.id} = article_search.rowid`,
  match: sql`article_search MATCH ${query}`,
  tier: tier(articleIndex, 3),
  relevance: relevance(articleIndex, 3),
});

/*
 * On a Spanish page, the editors' Spanish is searched too (migration 0028): an item is
 * found by its English words or by those of its live Spanish version, once, at the better
 * tier and relevance of the two. A Spanish version in draft, unpublished or scheduled for
 * later is in its index but never found: the hits join on its being live now, as English
 * articles do. English pages search the English only, the words they show.
 */
function bestOfBoth(name: string, item: SQL, english: SQL, spanish: SQL): Hits {
  return {
    from: sql`(SELECT id, min(tier) AS tier, min(relevance) AS relevance FROM (${english} UNION ALL ${spanish}) GROUP BY id) AS ${sql.raw(name)}`,
    hit: sql`${item} = ${sql.raw(name)}.id`,
    tier: sql.raw(`${name}.tier`),
    relevance: sql.raw(`${name}.relevance`),
  };
}

/** Restaurants by their English words or their live Spanish description (their text: tier 2). */
function restaurantWordsInSpanish(query: string, now: Date): Hits {
  const english = sql`SELECT restaurant_search.rowid AS id, ${tier(restaurantIndex, 4)} AS tier, ${relevance(restaurantIndex, 4)} AS relevance
    FROM restaurant_search WHERE restaurant_search MATCH ${query}`;
  const spanish = sql`SELECT restaurant_search_es.rowid, 2, bm25(restaurant_search_es, 1.0) FROM restaurant_search_es
    JOIN ${translations} ON ${liveTranslationOf('restaurant', sql`restaurant_search_es.rowid`, 'es', now)}
    WHERE restaurant_search_es MATCH ${query}`;
  return bestOfBoth('restaurant_hits', sql`${restaurants.id}`, english, spanish);
}

/** Articles by their English words or their live Spanish version's (its title ranks as the title). */
function articleWordsInSpanish(query: string, now: Date): Hits {
  const english = sql`SELECT article_search.rowid AS id, ${tier(articleIndex, 3)} AS tier, ${relevance(articleIndex, 3)} AS relevance
    FROM article_search WHERE article_search MATCH ${query}`;
  const spanish = sql`SELECT article_search_es.rowid, CASE WHEN bm25(article_search_es, 1, 0) < 0 THEN 0 ELSE 2 END, bm25(article_search_es, 10.0, 1.0)
    FROM article_search_es JOIN ${translations} ON ${liveTranslationOf('article', sql`article_search_es.rowid`, 'es', now)}
    WHERE article_search_es MATCH ${query}`;
  return bestOfBoth('article_hits', sql`${articles.id}`, english, spanish);
}

/**
 * The restaurants found among `places` (those still trading, unless asked otherwise):
 * the index's matches for the query's words (if any) that the listing's data answers
 * for the rest ("happy hour"), then the listing's filters. Without words every indexed
 * place is a candidate; SQLite then starts from the answer's rows and looks each up by rowid.
 */
type Matching = { byWords: boolean; hits: Hits; base: SQL; where: SQL };

function restaurantMatching(read: ReadQuery, filters: FilterParams, now: LocalTime, locale: Locale, liveAt: Date, places: SQL = stillTrading): Matching {
  const answers = read.answers.map((answer) => answerCondition(answer, now));
  const hits = !read.words ? restaurantsIndexed : locale === 'es' ? restaurantWordsInSpanish(read.words, liveAt) : restaurantWords(read.words);
  const base = and(hits.match, places, ...answers)!;
  return { byWords: read.words !== null, hits, base, where: and(base, ...filterConditions(filters, now))! };
}

const fromIndex = <C extends SelectedFields>(db: Db, hits: Hits, columns: C) => db.select(columns).from(hits.from).innerJoin(restaurants, hits.hit);

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
  const ranking = matching.byWords ? [matching.hits.tier, rating, matching.hits.relevance, restaurants.id] : [rating, restaurants.id];
  const hits = fromIndex(db, matching.hits, { id: sql<number>`${restaurants.id}`.as('hit_id'), position: sql<number>`row_number() OVER (ORDER BY ${sql.join(ranking, sql`, `)})`.as('hit_position') })
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

/** A guide's live Spanish title and summary, or '' (a Spanish page matches them too). */
const spanishTitleAndSummary = (liveAt: Date) =>
  sql<string>`coalesce((SELECT coalesce(json_extract(${translations.fields}, '$.title'), '') || ' ' || coalesce(json_extract(${translations.fields}, '$.summary'), '')
    FROM ${translations} WHERE ${liveTranslationOf('guide', guides.id, 'es', liveAt)}), '')`;

/**
 * The live guides whose title or summary holds every term, newest first: read whole,
 * matched here. On a Spanish page a guide's live Spanish title and summary are matched too.
 */
function guidesFor(db: Db, read: ReadQuery, liveAt: Date, locale: Locale) {
  const query = db
    .select({
      id: guides.id,
      slug: guides.slug,
      title: guides.title,
      summary: guides.summary,
      spanish: (locale === 'es' ? spanishTitleAndSummary(liveAt) : sql<string>`''`).as('spanish_words'),
    })
    .from(guides)
    .where(isLive(guides, liveAt))
    .orderBy(desc(guides.publishedAt), desc(guides.id))
    .limit(GUIDES_READ);
  return rowsRead(query, (rows) =>
    rows
      .filter((g) => read.matches(`${g.title} ${g.summary}`) || read.matches(g.spanish))
      .slice(0, GUIDES_OFFERED)
      .map((g) => ({ id: g.id, path: guidePath(g.slug), title: g.title, summary: g.summary })),
  );
}

function articlePage(db: Db, hits: Hits, page: number, liveAt: Date) {
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
    .from(hits.from)
    .innerJoin(articles, hits.hit)
    .where(and(hits.match, isLive(articles, liveAt)))
    .orderBy(hits.tier, hits.relevance, desc(articles.publishedAt), articles.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

const totalOf = ([row]: { total: number }[]) => Number(row?.total ?? 0);

/**
 * One page of full-text search over restaurants and over reviews and news, with
 * each list's total, in one D1 round trip. What the diner typed is read with the
 * site's vocabulary (synonyms, plurals, fillers, a partial last word). Restaurants rank
 * by where they match (name, then cuisine or neighbourhood, then description), then by
 * rating; articles by where they match, then relevance, then the newest. A Spanish page
 * also finds the editors' live Spanish, ranked the same way; an English page reads the
 * English only.
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

export async function search(
  db: Db,
  input: string,
  page: number,
  viewerId: number | null,
  now: LocalTime,
  filters: FilterParams,
  locale: Locale = 'en',
): Promise<SearchResults> {
  const read = readQuery(input, vocabulary);
  if (!read.text) return noResults;
  const liveAt = new Date();
  // The listing's filters narrow the restaurants found (and their counts are over what was found).
  const matching = restaurantMatching(read, filters, now, locale, liveAt);
  const articleHits = locale === 'es' ? articleWordsInSpanish(read.text, liveAt) : articleWords(read.text);
  return readTogether(db, {
    restaurants: restaurantPage(db, matching, page, viewerId, now),
    restaurantTotal: rowsRead(fromIndex(db, matching.hits, { total: count() }).where(matching.where), totalOf),
    counts: filterCounts((columns) => fromIndex(db, matching.hits, columns), [matching.base], filters, now),
    guides: guidesFor(db, read, liveAt, locale),
    articles: rowsRead(articlePage(db, articleHits, page, liveAt)),
    articleTotal: rowsRead(
      db.select({ total: count() }).from(articleHits.from).innerJoin(articles, articleHits.hit).where(and(articleHits.match, isLive(articles, liveAt))),
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

/** At most this many places answer a followed search's words: the best of a common word. */
const FOLLOWED_WORDS_PLACES = 500;

/**
 * The places the search page finds for these words, best first, and those it found
 * before they closed (no filters: a followed search matches those itself, on each place
 * as it is now). Empty when the words read as nothing.
 */
export async function placeIdsForWords(db: Db, input: string, now: LocalTime): Promise<number[]> {
  const read = readQuery(input, vocabulary);
  if (!read.text) return [];
  // A followed search matches the English words only, in whichever language it was followed.
  const matching = restaurantMatching(read, NO_FILTERS, now, 'en', new Date(), publicRestaurant);
  const ranking = matching.byWords ? [matching.hits.tier, matching.hits.relevance, restaurants.id] : [restaurants.id];
  const rows = await fromIndex(db, matching.hits, { id: restaurants.id })
    .where(matching.where)
    .orderBy(...ranking)
    .limit(FOLLOWED_WORDS_PLACES);
  return rows.map((row) => row.id);
}
