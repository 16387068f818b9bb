import type { SpanishVersion } from '~/utils/spanish-overlay';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Block } from '~/content/types';
import type { Db } from '~/db/client.server';
import { rowsRead, type BatchedRead } from '~/db/read-together.server';
import { articleRestaurants, articles, cuisines, restaurants } from '~/db/schema';
import type { HoursRow } from '~/utils/hours';
import { parseMarkdown } from '~/utils/markdown.server';
import { isLive } from './publication.server';
import { findRenamedItem } from './slug-redirects.server';
import { hoursColumn, parseHours, shownRating } from './restaurant-cards.server';
import { restaurantIdOf, type RestaurantKey } from './restaurants.server';
import { selectInRuns } from '~/db/bound-parameters';

/** Spec section 7: categories the reviews listing leaves out. */
const REVIEW_EXCLUDED_CATEGORIES = ['News', 'Community', 'Food Tours', 'Event'] as const;
/** Spec section 7: review-style categories the news listing leaves out. */
const NEWS_EXCLUDED_CATEGORIES = [
  'Reviews',
  'Restaurant Reviews',
  'Review',
  'American',
  'Sushi',
  'Mexican',
  'Burgers',
  'BBQ',
  'Thai',
  'Seafood',
  'Ramen',
  'Fancy Restaurant',
  'Pho/Vietnamese',
  'Tacos',
  'Mediterranean',
  'Sandwich',
  'Craft Cocktails',
] as const;

const ARTICLES_PAGE_SIZE = 12;
/** Spec: the excerpt falls back to the first 150 characters of the content. */
const EXCERPT_LENGTH = 150;

export type ArticleKind = 'review' | 'news';

export type ArticleCard = {
  id: number;
  slug: string;
  kind: ArticleKind;
  title: string;
  category: string;
  tags: string[];
  author: string;
  publishedAt: string;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string | null;
  /** On a Spanish page, present when the words are the editors' Spanish version (spanish-overlay.ts). */
  spanish?: SpanishVersion;
};

type ArticleSeo = { title?: string; description?: string; keywords?: string[] };

export type CoveredRestaurant = {
  id: number;
  slug: string;
  name: string;
  cuisine: string;
  neighborhood: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
  averageRating: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The listing's week of hours: an article's visit box shows them from here. */
  hours: HoursRow[];
};

export type ArticleDetail = ArticleCard & {
  intro: string;
  content: string;
  body: Block[];
  layout: 'hero' | 'wide';
  seo: ArticleSeo | null;
  updatedAt: string;
  restaurants: CoveredRestaurant[];
};

function excerptOf(row: { excerpt: string | null; content: string }): string {
  if (row.excerpt && row.excerpt.trim()) return row.excerpt;
  return row.content.slice(0, EXCERPT_LENGTH);
}

/** The /review/{slug} or /article/{slug} path of an article. */
export function articlePath(a: { kind: ArticleKind; slug: string }): string {
  return a.kind === 'review' ? `/review/${a.slug}` : `/article/${a.slug}`;
}

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  kind: articles.kind,
  title: articles.title,
  category: articles.category,
  tags: articles.tags,
  author: articles.author,
  publishedAt: articles.publishedAt,
  excerpt: articles.excerpt,
  content: articles.content,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
};

type CardRow = Omit<ArticleCard, 'excerpt'> & { excerpt: string | null; content: string };

function toCard({ content, ...row }: CardRow): ArticleCard {
  return { ...row, tags: row.tags ?? [], excerpt: excerptOf({ excerpt: row.excerpt, content }) };
}

/** Which rows a listing shows: reviews minus News/Community/Food Tours/Event; news minus review-style categories. */
function listingCondition(kind: ArticleKind): SQL | undefined {
  return kind === 'review'
    ? and(isLive(articles), eq(articles.kind, 'review'), notInArray(articles.category, [...REVIEW_EXCLUDED_CATEGORIES]))
    : and(isLive(articles), eq(articles.kind, 'news'), notInArray(articles.category, [...NEWS_EXCLUDED_CATEGORIES]));
}

const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

type ArticlePage = {
  articles: ArticleCard[];
  page: number;
  pageCount: number;
  total: number;
};

/** One page of the reviews or news listing, newest first. A page that does not exist gives page 1. */
export async function listArticles(db: Db, kind: ArticleKind, page: number, pageSize = ARTICLES_PAGE_SIZE): Promise<ArticlePage> {
  const where = listingCondition(kind);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(articles).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Number.isInteger(page) && page >= 1 && page <= pageCount ? page : 1;
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { articles: rows.map(toCard), page: current, pageCount, total };
}

/** The newest articles of a listing with their full text, for the Atom feeds. */
export async function latestArticles(db: Db, kind: ArticleKind, limit = 20) {
  const rows = await db
    .select({ ...cardColumns, intro: articles.intro, updatedAt: articles.updatedAt })
    .from(articles)
    .where(listingCondition(kind))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({ ...toCard(row), intro: row.intro, content: row.content, updatedAt: row.updatedAt }));
}

/**
 * Every article of both kinds with its full text, newest first: the JSON
 * API's GET /api/articles (the spec's clients filter the list themselves).
 */
export async function listAllArticles(db: Db) {
  const rows = await db
    .select({
      ...cardColumns,
      intro: articles.intro,
      seo: articles.seo,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(isLive(articles))
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    ...toCard(row),
    content: row.content,
    intro: row.intro,
    seo: (row.seo as ArticleSeo | null) ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

/**
 * Restaurants an article covers, in the article's order, with the facts its
 * visit and event boxes show: the listing is the one place those are written.
 */
async function restaurantsInArticle(db: Db, articleId: number): Promise<CoveredRestaurant[]> {
  const rows = await db
    .select(coveredColumns(db))
    .from(articleRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, articleRestaurants.restaurantId))
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(articleRestaurants.articleId, articleId))
    .orderBy(asc(articleRestaurants.position), asc(restaurants.name));
  return rows.map((row) => ({ ...row, hours: parseHours(row.hours) }));
}

/** The same facts for restaurants an article being previewed will cover, in the given order. */
export async function restaurantsByIds(db: Db, ids: number[]): Promise<CoveredRestaurant[]> {
  if (!ids.length) return [];
  const rows = await selectInRuns([...new Set(ids)], (run) =>
    db.select(coveredColumns(db)).from(restaurants).innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId)).where(inArray(restaurants.id, run)),
  );
  return rows.map((row) => ({ ...row, hours: parseHours(row.hours) })).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

function coveredColumns(db: Db) {
  return {
    id: restaurants.id,
    slug: restaurants.slug,
    name: restaurants.name,
    cuisine: cuisines.name,
    neighborhood: restaurants.neighborhood,
    address: restaurants.address,
    phone: restaurants.phone,
    website: restaurants.website,
    imageUrl: restaurants.imageUrl,
    averageRating: shownRating(db).average,
    latitude: restaurants.latitude,
    longitude: restaurants.longitude,
    hours: hoursColumn(),
  };
}

/** An article's stored body as the template draws it: Markdown blocks carry their parsed tree. */
export function renderableBlocks(body: unknown): Block[] {
  const blocks = (Array.isArray(body) ? body : []) as Block[];
  return blocks.map((block) => (block.type === 'markdown' ? { ...block, nodes: parseMarkdown(block.text) } : block));
}

/** One article of the given kind by slug, with its body blocks and covered restaurants, or null. */
export async function getArticle(db: Db, kind: ArticleKind, slug: string): Promise<ArticleDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      intro: articles.intro,
      body: articles.body,
      layout: articles.layout,
      seo: articles.seo,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(and(isLive(articles), eq(articles.kind, kind), eq(articles.slug, slug)))
    .limit(1);
  if (!row) return null;
  const covered = await restaurantsInArticle(db, row.id);
  return {
    ...toCard(row),
    intro: row.intro,
    content: row.content,
    body: renderableBlocks(row.body),
    layout: row.layout,
    seo: (row.seo as ArticleSeo | null) ?? null,
    updatedAt: row.updatedAt,
    restaurants: covered,
  };
}

/** Every published article's path and last change, for the sitemap. */
export async function listArticlePaths(db: Db) {
  const rows = await db
    .select({ slug: articles.slug, kind: articles.kind, updatedAt: articles.updatedAt })
    .from(articles)
    .where(isLive(articles))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map((r) => ({ path: articlePath(r), updatedAt: r.updatedAt }));
}

/** Our articles that cover a restaurant, newest first (for its detail page), up to `limit`. */
export function articlesAboutRestaurant(db: Db, restaurant: RestaurantKey, limit = 6) {
  return rowsRead(
    db
      .select({ id: articles.id, slug: articles.slug, kind: articles.kind, title: articles.title, category: articles.category, publishedAt: articles.publishedAt })
      .from(articleRestaurants)
      .innerJoin(articles, eq(articles.id, articleRestaurants.articleId))
      .where(and(isLive(articles), eq(articleRestaurants.restaurantId, restaurantIdOf(restaurant))))
      .orderBy(desc(articles.publishedAt))
      .limit(limit),
  );
}

type EditorialRating = { slug: string; title: string; stars: number; summary: string };

/**
 * Our editors' verdict on a restaurant: the "Our Rating" block of the newest
 * review article about that restaurant alone (a round-up's one rating is not
 * any single place's), or null. Kept apart from our diners' average.
 */
export function editorialRating(db: Db, restaurant: RestaurantKey): BatchedRead<EditorialRating | null> {
  const ratingBox = sql`json_each(${articles.body}) rating_box`;
  const onlyThisRestaurant = sql`(SELECT count(*) FROM ${articleRestaurants} other WHERE other.article_id = ${articles.id}) = 1`;
  const query = db
    .select({
      slug: articles.slug,
      title: articles.title,
      stars: sql<number>`json_extract(rating_box.value, '$.stars')`.as('stars'),
      summary: sql<string>`json_extract(rating_box.value, '$.summary')`.as('summary'),
    })
    .from(articleRestaurants)
    .innerJoin(articles, and(eq(articles.id, articleRestaurants.articleId), eq(articles.kind, 'review'), isLive(articles)))
    .innerJoin(ratingBox, sql`json_extract(rating_box.value, '$.type') = 'rating'`)
    .where(and(eq(articleRestaurants.restaurantId, restaurantIdOf(restaurant)), onlyThisRestaurant))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  return rowsRead(query, ([row]) => row ?? null);
}

/**
 * Where an article that used to answer at /{kind}/{slug} lives now: renamed
 * away from `slug`, or moved to the other kind. The old address answers 301.
 * An address no article ever had stays a 404, whatever kind has that slug.
 */
export async function renamedArticlePath(db: Db, kind: ArticleKind, slug: string): Promise<string | null> {
  const id = await findRenamedItem(db, 'article', slug);
  if (id === null) return null;
  const [row] = await db
    .select({ slug: articles.slug, kind: articles.kind })
    .from(articles)
    .where(and(isLive(articles), eq(articles.id, id)))
    .limit(1);
  return row && (row.slug !== slug || row.kind !== kind) ? articlePath(row) : null;
}
