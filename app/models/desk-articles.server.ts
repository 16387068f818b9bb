import { and, desc, eq, inArray, like, ne, or, type SQL } from 'drizzle-orm';
import type { Block } from '~/content/types';
import type { Db } from '~/db/client.server';
import { articleRestaurants, articles, restaurants, type PublicationStatus } from '~/db/schema';
import { bodyToInput, inputToBody, type ArticleInput } from '~/utils/desk-article';
import { markdownText } from '~/utils/markdown-tree';
import { parseMarkdown } from '~/utils/markdown.server';
import { recordChange } from './changes.server';
import { claimedChange, idAtSlug, saveClaimed } from './desk-versions.server';
import { forgetOldSlug, rememberOldSlug } from './slug-redirects.server';
import { publicRestaurant } from './restaurant-cards.server';
import { selectInRuns } from '~/db/bound-parameters';

/** The desk's article list: every state, newest change first, narrowed by the filters. */
export type DeskArticleFilters = { kind?: 'review' | 'news'; status?: PublicationStatus; author?: string; q?: string };

export function listDeskArticles(db: Db, filters: DeskArticleFilters, limit = 200) {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(articles.kind, filters.kind));
  if (filters.status) conditions.push(eq(articles.status, filters.status));
  if (filters.author) conditions.push(eq(articles.author, filters.author));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(like(articles.title, pattern), like(articles.slug, pattern))!);
  }
  return db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      kind: articles.kind,
      status: articles.status,
      author: articles.author,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(and(...conditions))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(limit);
}

/** Every author who has written an article, for the list's filter. */
export async function listArticleAuthors(db: Db) {
  const rows = await db.selectDistinct({ author: articles.author }).from(articles).orderBy(articles.author);
  return rows.map((row) => row.author);
}

export type EditableArticle = { id: number; version: number; status: PublicationStatus; updatedAt: string; input: ArticleInput };

/** An article as the desk's form edits it, in any state. */
/** Where an article keeps the words a Spanish version translates. */
export const articleWordSource = { table: articles, columns: { title: articles.title, intro: articles.intro, imageAlt: articles.imageAlt, body: articles.body } };

/** An article's words as its editor shows them: the fields of its Spanish version come from these. */
export function articleWordsOf(row: { title: string; intro: string; imageAlt: string | null; body: unknown }) {
  return { title: row.title, intro: row.intro, imageAlt: row.imageAlt ?? '', ...bodyToInput((Array.isArray(row.body) ? row.body : []) as Block[]) };
}

export async function getEditableArticle(db: Db, id: number): Promise<EditableArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) return null;
  const covered = await db
    .select({ slug: restaurants.slug })
    .from(articleRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, articleRestaurants.restaurantId))
    .where(eq(articleRestaurants.articleId, id))
    .orderBy(articleRestaurants.position);
  const input: ArticleInput = {
    ...articleWordsOf(row),
    slug: row.slug,
    kind: row.kind,
    category: row.category,
    tags: row.tags ?? [],
    author: row.author,
    publishedAt: new Date(row.publishedAt.length === 10 ? `${row.publishedAt}T12:00:00Z` : row.publishedAt).toISOString(),
    imageUrl: row.imageUrl ?? '',
    restaurants: covered.map((r) => r.slug),
  };
  return { id: row.id, version: row.version, status: row.status, updatedAt: row.updatedAt, input };
}

/** The title of another article already at `slug` (or that used to be and still answers there), or null. */
export async function slugTakenBy(db: Db, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ title: articles.title })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId === null ? undefined : ne(articles.id, exceptId)))
    .limit(1);
  return row?.title ?? null;
}

/** The listed restaurants among `slugs`, and the slugs that name none. */
export async function findCoveredRestaurants(db: Db, slugs: string[]) {
  if (!slugs.length) return { ids: [] as number[], unknown: [] as string[] };
  const rows = await selectInRuns([...new Set(slugs)], (run) =>
    db.select({ id: restaurants.id, slug: restaurants.slug }).from(restaurants).where(and(inArray(restaurants.slug, run), publicRestaurant)),
  );
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return { ids: slugs.flatMap((slug) => bySlug.get(slug) ?? []), unknown: slugs.filter((slug) => !bySlug.has(slug)) };
}

/** The plain text of an article (feeds, search, excerpts), derived from what the editor wrote. */
export function articlePlainText(input: ArticleInput) {
  return [input.intro, markdownText(parseMarkdown(input.markdown)), ...(input.tips?.items ?? [])].filter(Boolean).join('\n\n');
}

function rowValues(input: ArticleInput, status: PublicationStatus, publishedAt: string, now: string) {
  return {
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    category: input.category,
    tags: input.tags,
    author: input.author,
    publishedAt,
    intro: input.intro,
    content: articlePlainText(input),
    body: inputToBody(input),
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageUrl ? input.imageAlt : null,
    status,
    updatedAt: now,
  };
}

export type ArticleSave = {
  /** null to create. */
  id: number | null;
  /** The version the form was loaded with; the save is refused if the article has moved on. */
  expectedVersion: number;
  /** Where the article was when the form was loaded (null when new). */
  previous: { slug: string; kind: 'review' | 'news' } | null;
  input: ArticleInput;
  status: PublicationStatus;
  publishedAt: string;
  restaurantIds: number[];
  userId: number;
  action: string;
  summary: string;
};

/**
 * Writes an article in one batch: the row, its covered restaurants, the old
 * slug's redirect and the recorded change (with the item, for Restore). An edit
 * is refused, with nothing written, when the article has moved on from the version
 * the form was loaded with (another editor saved in between).
 */
export async function saveArticle(db: Db, save: ArticleSave): Promise<{ id: number } | { conflict: true }> {
  const now = new Date().toISOString();
  const values = rowValues(save.input, save.status, save.publishedAt, now);
  const id = save.id ?? idAtSlug(articles, save.input.slug);
  const change = { entity: 'article', entityId: id, userId: save.userId, action: save.action, summary: save.summary, snapshot: save.input } as const;
  // A new slug or a new kind moves the page: the old address keeps answering (301).
  const moved = save.previous && (save.previous.slug !== save.input.slug || save.previous.kind !== save.input.kind) ? save.previous.slug : null;
  const parts = [
    db.delete(articleRestaurants).where(eq(articleRestaurants.articleId, id)),
    ...save.restaurantIds.map((restaurantId, position) => db.insert(articleRestaurants).values({ articleId: id, restaurantId, position })),
    forgetOldSlug(db, 'article', save.input.slug),
    ...(moved && save.id !== null ? [rememberOldSlug(db, 'article', moved, save.id)] : []),
  ];
  if (save.id === null) {
    const [created] = await db.batch([
      db.insert(articles).values({ ...values, version: 1, createdAt: now }).returning({ id: articles.id }),
      ...parts,
      recordChange(db, change),
    ]);
    return { id: created[0]!.id };
  }
  return saveClaimed(db, articles, { id: save.id, expectedVersion: save.expectedVersion }, [
    claimedChange(db, articles, save.expectedVersion, change),
    db
      .update(articles)
      .set({ ...values, version: save.expectedVersion + 1 })
      .where(and(eq(articles.id, save.id), eq(articles.version, save.expectedVersion))),
    ...parts,
  ]);
}
