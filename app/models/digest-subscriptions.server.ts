import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { digestSends, digestSubscriptions, followedSearches, type DigestFrequency } from '~/db/schema';
import type { Locale } from '~/utils/locale';

/**
 * E-mailed digests (issue 44) as diners ask for them: subscribing (pending until the
 * link mailed to the address is confirmed), confirming, changing how often, and
 * unsubscribing, by the diner's own page or by the token in every message.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const FREQUENCY_DAYS: Record<DigestFrequency, number> = { daily: 1, weekly: 7 };

/** When a digest covering up to `from` is next due. */
export const nextDueAfter = (from: Date, frequency: DigestFrequency) => new Date(from.getTime() + FREQUENCY_DAYS[frequency] * DAY_MS).toISOString();

/** 256 random bits, URL-safe: the only key to a confirm or unsubscribe link. */
export function digestToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A token's shape, checked before any lookup. */
export const DIGEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type DigestRequest = {
  userId: number;
  /** A followed search's canonical query, or null for the diner's own places. */
  query: string | null;
  email: string;
  frequency: DigestFrequency;
  locale: Locale;
};

const subscriptionColumns = {
  id: digestSubscriptions.id,
  userId: digestSubscriptions.userId,
  query: followedSearches.query,
  email: digestSubscriptions.email,
  frequency: digestSubscriptions.frequency,
  locale: digestSubscriptions.locale,
  status: digestSubscriptions.status,
  confirmToken: digestSubscriptions.confirmToken,
  unsubscribeToken: digestSubscriptions.unsubscribeToken,
};

/**
 * Creates or renews a diner's digest of a search (or of their places). An active digest
 * to the same address only changes how often it comes; anything else (new, unsubscribed,
 * pending, another address) is pending again with a new confirm token, to be mailed.
 */
export async function requestDigest(db: Db, request: DigestRequest): Promise<{ needsConfirming: boolean; confirmToken: string; unsubscribeToken: string }> {
  let searchId: number | null = null;
  if (request.query !== null) {
    // The same search followed twice is one row; asking for its digest is not a press of Follow.
    await db.insert(followedSearches).values({ query: request.query }).onConflictDoNothing();
    searchId = (await db.select({ id: followedSearches.id }).from(followedSearches).where(eq(followedSearches.query, request.query)).get())!.id;
  }
  const existing = await db
    .select({
      id: digestSubscriptions.id,
      status: digestSubscriptions.status,
      email: digestSubscriptions.email,
      unsubscribeToken: digestSubscriptions.unsubscribeToken,
      confirmToken: digestSubscriptions.confirmToken,
      coveredUntil: digestSubscriptions.coveredUntil,
    })
    .from(digestSubscriptions)
    .where(
      and(eq(digestSubscriptions.userId, request.userId), searchId === null ? isNull(digestSubscriptions.searchId) : eq(digestSubscriptions.searchId, searchId))
    )
    .get();
  if (existing?.status === 'active' && existing.email === request.email) {
    await db
      .update(digestSubscriptions)
      .set({ frequency: request.frequency, locale: request.locale, nextDueAt: nextDueAfter(new Date(existing.coveredUntil ?? Date.now()), request.frequency) })
      .where(eq(digestSubscriptions.id, existing.id));
    return { needsConfirming: false, confirmToken: existing.confirmToken, unsubscribeToken: existing.unsubscribeToken };
  }
  const confirmToken = digestToken();
  const pending = {
    email: request.email,
    frequency: request.frequency,
    locale: request.locale,
    status: 'pending' as const,
    confirmToken,
    coveredUntil: null,
    nextDueAt: null,
    confirmedAt: null,
  };
  if (existing) {
    await db.update(digestSubscriptions).set(pending).where(eq(digestSubscriptions.id, existing.id));
    return { needsConfirming: true, confirmToken, unsubscribeToken: existing.unsubscribeToken };
  }
  const unsubscribeToken = digestToken();
  await db.insert(digestSubscriptions).values({ ...pending, userId: request.userId, searchId, unsubscribeToken });
  return { needsConfirming: true, confirmToken, unsubscribeToken };
}

export type DigestSubscription = NonNullable<Awaited<ReturnType<typeof digestByToken>>>;

/** The digest a mailed link names, by its confirm or its unsubscribe token. */
export function digestByToken(db: Db, kind: 'confirm' | 'unsubscribe', token: string) {
  const column = kind === 'confirm' ? digestSubscriptions.confirmToken : digestSubscriptions.unsubscribeToken;
  return db
    .select(subscriptionColumns)
    .from(digestSubscriptions)
    .leftJoin(followedSearches, eq(followedSearches.id, digestSubscriptions.searchId))
    .where(eq(column, token))
    .get();
}

/** Turns a pending digest on: it covers what changes from now on. False when it was not pending. */
export async function confirmDigest(db: Db, token: string, now: Date) {
  const sub = await db
    .select({ id: digestSubscriptions.id, frequency: digestSubscriptions.frequency })
    .from(digestSubscriptions)
    .where(and(eq(digestSubscriptions.confirmToken, token), eq(digestSubscriptions.status, 'pending')))
    .get();
  if (!sub) return false;
  const at = now.toISOString();
  await db
    .update(digestSubscriptions)
    .set({ status: 'active', confirmedAt: at, coveredUntil: at, nextDueAt: nextDueAfter(now, sub.frequency) })
    .where(and(eq(digestSubscriptions.id, sub.id), eq(digestSubscriptions.status, 'pending')));
  return true;
}

const stopped = { status: 'unsubscribed' as const, nextDueAt: null };

/** One click from a message: the token is the whole authority. */
export async function unsubscribeByToken(db: Db, token: string) {
  await db.update(digestSubscriptions).set(stopped).where(eq(digestSubscriptions.unsubscribeToken, token));
}

/** From the diner's own page: only their own digest. */
export async function unsubscribeOwn(db: Db, userId: number, id: number) {
  const done = await db
    .update(digestSubscriptions)
    .set(stopped)
    .where(and(eq(digestSubscriptions.id, id), eq(digestSubscriptions.userId, userId)))
    .returning({ id: digestSubscriptions.id });
  return done.length > 0;
}

/** How often one of the diner's digests comes; an active one is next due a period after what it last covered. */
export async function setOwnFrequency(db: Db, userId: number, id: number, frequency: DigestFrequency) {
  const days = FREQUENCY_DAYS[frequency];
  const done = await db
    .update(digestSubscriptions)
    .set({
      frequency,
      nextDueAt: sql`CASE WHEN ${digestSubscriptions.status} = 'active' THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${
        digestSubscriptions.coveredUntil
      }, ${`+${days} days`}) ELSE NULL END`,
    })
    .where(and(eq(digestSubscriptions.id, id), eq(digestSubscriptions.userId, userId)))
    .returning({ id: digestSubscriptions.id });
  return done.length > 0;
}

/** Every digest the diner ever asked for, newest first. */
export function digestsOf(db: Db, userId: number) {
  return db
    .select({
      id: digestSubscriptions.id,
      query: followedSearches.query,
      email: digestSubscriptions.email,
      frequency: digestSubscriptions.frequency,
      status: digestSubscriptions.status,
    })
    .from(digestSubscriptions)
    .leftJoin(followedSearches, eq(followedSearches.id, digestSubscriptions.searchId))
    .where(eq(digestSubscriptions.userId, userId))
    .orderBy(desc(digestSubscriptions.id));
}

/** What the desk's overview says of following: counts only, never who. */
export async function followingFigures(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const [searches, [sent], [failed], [lastFailure]] = await Promise.all([
    db
      .select({
        query: followedSearches.query,
        follows: followedSearches.follows,
        // Spelled out: inside a one-table select drizzle leaves columns unqualified, and "id" would be the subscription's.
        subscribers: sql<number>`(SELECT count(*) FROM digest_subscriptions s WHERE s.search_id = followed_searches.id AND s.status = 'active')`,
      })
      .from(followedSearches)
      .orderBy(desc(followedSearches.follows), followedSearches.query)
      .limit(50),
    db
      .select({ n: count() })
      .from(digestSends)
      .where(and(eq(digestSends.status, 'sent'), gte(digestSends.sentAt, weekAgo))),
    db.select({ n: count() }).from(digestSends).where(eq(digestSends.status, 'failed')),
    db
      .select({ error: digestSends.lastError, at: digestSends.createdAt })
      .from(digestSends)
      .where(eq(digestSends.status, 'failed'))
      .orderBy(desc(digestSends.id))
      .limit(1),
  ]);
  const placeDigests = await db
    .select({ n: count() })
    .from(digestSubscriptions)
    .where(and(isNull(digestSubscriptions.searchId), eq(digestSubscriptions.status, 'active')));
  return {
    searches: searches.filter((s) => s.follows > 0 || s.subscribers > 0),
    placeSubscribers: placeDigests[0]?.n ?? 0,
    sentLastWeek: sent?.n ?? 0,
    failed: { count: failed?.n ?? 0, lastError: lastFailure?.error ?? null },
  };
}
