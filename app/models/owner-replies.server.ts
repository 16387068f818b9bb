import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Locale } from '~/utils/locale';
import type { Db } from '~/db/client.server';
import { isSampleDinerSql } from '~/db/rating-sql';
import { listingOwners, ownerReplies, restaurants, reviews, users } from '~/db/schema';
import { recordChange } from './changes.server';
import { publicRestaurant } from './restaurant-cards.server';

/**
 * An owner's one public answer to a diner's review (decision 050, part C). It waits
 * for an editor like a diner's photo; only an approved reply shows, under its review.
 * Its author may rewrite it while it waits or after a rejection; once approved or
 * hidden it is final, and a second reply to the same review is refused.
 */

export type OwnerReplyStatus = (typeof ownerReplies.$inferSelect)['status'];

/** A reply as a review list carries it: what diners read, and for owners its state and the editor's reason. */
export type ShownOwnerReply = {
  id: number;
  content: string;
  /** The language it was written in, shown as written on both languages' pages. */
  language: Locale;
  status: OwnerReplyStatus;
  reason: string | null;
  approvedOn: string | null;
  /** Written by the viewer, who may rewrite it while it waits or after a rejection. */
  mine: boolean;
};

/**
 * The reply columns a review list joins (aliased: a batch's rows are objects keyed by
 * column name, and reviews have their own "content" and "status"-like columns).
 */
export const replyColumns = {
  replyId: sql<number | null>`${ownerReplies.id}`.as('reply_id'),
  replyUserId: sql<number | null>`${ownerReplies.userId}`.as('reply_user_id'),
  replyContent: sql<string | null>`${ownerReplies.content}`.as('reply_content'),
  replyLanguage: sql<Locale | null>`${ownerReplies.language}`.as('reply_language'),
  replyStatus: sql<OwnerReplyStatus | null>`${ownerReplies.status}`.as('reply_status'),
  replyReason: sql<string | null>`${ownerReplies.reason}`.as('reply_reason'),
  replyApprovedOn: sql<string | null>`${ownerReplies.moderatedAt}`.as('reply_approved_on'),
};

/** Whether the viewer owns the reviewed listing: such a viewer sees the reply in any state. */
function viewerOwnsReviewed(viewerId: number) {
  return sql`EXISTS (SELECT 1 FROM ${listingOwners} lo WHERE lo.restaurant_id = ${reviews.restaurantId} AND lo.user_id = ${viewerId})`;
}

/** The join condition of a review's reply: approved for everyone, any state for the listing's owners. */
export function replyShownTo(viewerId: number | null) {
  const mine = eq(ownerReplies.reviewId, reviews.id);
  return viewerId
    ? and(mine, sql`(${ownerReplies.status} = 'approved' OR ${viewerOwnsReviewed(viewerId)})`)
    : and(mine, eq(ownerReplies.status, 'approved'));
}

/** A review row's reply, or null. */
type ReplyRow = { [Column in keyof typeof replyColumns]: (typeof replyColumns)[Column]['_']['type'] };

export function replyOf(row: ReplyRow, viewerId: number | null): ShownOwnerReply | null {
  if (row.replyId === null || row.replyContent === null || row.replyStatus === null) return null;
  return {
    id: row.replyId,
    mine: viewerId !== null && row.replyUserId === viewerId,
    content: row.replyContent,
    language: row.replyLanguage ?? 'en',
    status: row.replyStatus,
    reason: row.replyStatus === 'approved' ? null : row.replyReason,
    approvedOn: row.replyStatus === 'approved' ? row.replyApprovedOn : null,
  };
}

/**
 * The review an owner answers at /restaurant/:slug/reviews/:id/reply: one anyone can
 * read (not hidden, not a sample diner's on a real site) of the listing at that slug;
 * null otherwise, so a review of another listing or a hidden one is not found.
 */
export async function replyTarget(db: Db, slug: string, reviewId: number) {
  const shown = db.demoContent ? undefined : sql.raw(`NOT EXISTS (SELECT 1 FROM users author WHERE author.id = reviews.user_id AND ${isSampleDinerSql('author')})`);
  const [row] = await db
    .select({
      reviewId: reviews.id,
      rating: reviews.rating,
      content: reviews.content,
      language: reviews.language,
      createdAt: reviews.createdAt,
      author: users.name,
      authorId: sql<number>`${users.id}`.as('author_id'),
      restaurantId: sql<number>`${restaurants.id}`.as('restaurant_id'),
      restaurantSlug: restaurants.slug,
      restaurantName: restaurants.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(and(eq(reviews.id, reviewId), eq(restaurants.slug, slug), publicRestaurant, sql`${reviews.hiddenReason} IS NULL`, shown))
    .limit(1);
  return row ?? null;
}

export type ExistingReply = typeof ownerReplies.$inferSelect;

export async function replyToReview(db: Db, reviewId: number): Promise<ExistingReply | null> {
  return (await db.select().from(ownerReplies).where(eq(ownerReplies.reviewId, reviewId)).limit(1))[0] ?? null;
}

/** Whether `userId` may (re)write the reply: there is none yet, or it is theirs and not yet public or final. */
export function mayWriteReply(existing: ExistingReply | null, userId: number) {
  return !existing || (existing.userId === userId && (existing.status === 'pending' || existing.status === 'rejected'));
}

/**
 * Writes the owner's reply for an editor to read, or rewrites their own waiting or
 * rejected one (back to waiting, the old reason cleared), in one statement: the
 * unique review_id decides a race, and nothing is written over another owner's reply
 * or a published or hidden one. Answers whether it was written.
 */
export async function saveOwnerReply(db: Db, reply: { reviewId: number; restaurantId: number; userId: number; content: string; language: Locale }) {
  const written = await db
    .insert(ownerReplies)
    .values(reply)
    .onConflictDoUpdate({
      target: ownerReplies.reviewId,
      set: { content: reply.content, language: reply.language, status: 'pending', reason: null, moderatedAt: null, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      where: sql`${ownerReplies.userId} = ${reply.userId} AND ${ownerReplies.status} IN ('pending', 'rejected')`,
    })
    .returning({ id: ownerReplies.id });
  return written.length > 0;
}

/** Whether a reply's author still owns the listing it speaks for. */
const stillOwnerSql = sql<number>`EXISTS (SELECT 1 FROM ${listingOwners} lo WHERE lo.restaurant_id = ${ownerReplies.restaurantId} AND lo.user_id = ${ownerReplies.userId})`;

/** Replies waiting for an editor, oldest first, with the review they answer and whether their author still owns the listing. */
export function listPendingReplies(db: Db, limit = 50) {
  return db
    .select({
      id: ownerReplies.id,
      content: ownerReplies.content,
      createdAt: ownerReplies.createdAt,
      owner: users.name,
      stillOwner: stillOwnerSql,
      reviewText: reviews.content,
      reviewRating: reviews.rating,
      restaurantName: restaurants.name,
      restaurantSlug: restaurants.slug,
    })
    .from(ownerReplies)
    .innerJoin(users, eq(users.id, ownerReplies.userId))
    .innerJoin(reviews, eq(reviews.id, ownerReplies.reviewId))
    .innerJoin(restaurants, eq(restaurants.id, ownerReplies.restaurantId))
    .where(eq(ownerReplies.status, 'pending'))
    .orderBy(asc(ownerReplies.createdAt), asc(ownerReplies.id))
    .limit(limit);
}

export async function countPendingReplies(db: Db) {
  const [row] = await db.select({ n: count() }).from(ownerReplies).where(eq(ownerReplies.status, 'pending'));
  return row?.n ?? 0;
}

/**
 * An editor's decision on a waiting reply, with its entry in the desk's history. Only
 * a reply still waiting can be decided, and only one by someone who still owns the
 * listing approved (an owner revoked meanwhile speaks for it no more).
 */
export async function moderateOwnerReply(
  db: Db,
  decision: { replyId: number; editorId: number; approve: boolean; reason: string | null },
): Promise<'done' | 'gone' | 'not-owner'> {
  const [reply] = await db
    .select({ status: ownerReplies.status, stillOwner: stillOwnerSql })
    .from(ownerReplies)
    .where(eq(ownerReplies.id, decision.replyId))
    .limit(1);
  if (!reply || reply.status !== 'pending') return 'gone';
  if (decision.approve && !reply.stillOwner) return 'not-owner';
  await db.batch([
    db
      .update(ownerReplies)
      .set({ status: decision.approve ? 'approved' : 'rejected', reason: decision.reason, moderatedAt: new Date().toISOString() })
      .where(and(eq(ownerReplies.id, decision.replyId), eq(ownerReplies.status, 'pending'))),
    recordChange(db, {
      entity: 'owner-reply',
      entityId: decision.replyId,
      userId: decision.editorId,
      action: decision.approve ? 'approved' : 'rejected',
      summary: decision.reason ?? '',
    }),
  ]);
  return 'done';
}
