import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '~/db/client.server';
import { digestSends, digestSubscriptions, followedSearches } from '~/db/schema';
import { nextDueAfter } from '~/models/digest-subscriptions.server';
import { dinersPlaceIds } from '~/models/follows.server';
import { changesBetween, changesInLanguage, type PlaceChange } from '~/models/place-events.server';
import { placeIdsForWords } from '~/models/search.server';
import { digestMessage, digestMime, pagePath } from '~/utils/digest-message';
import { concernsSearch, MY_PLACES_CHANGES, readFollowedSearch, type FollowedSearch } from '~/utils/followed-search';
import { describeFollowedSearch } from '~/utils/follow-words';
import { fortWorthTime } from '~/utils/hours';
import { translator } from './messages.server';

/**
 * The scheduled job that mails digests (issue 44), run by the cron after places'
 * changes are settled. One run takes at most BATCH due digests: it reads the changes
 * once for the batch's widest window (and, for "my places" digests, those diners' places
 * in one query), picks each digest's own, and sends those that have any. A send is
 * recorded before it is attempted, so a retried window never sends twice; a failed send
 * is tried again on later runs, then left failed for the desk to show.
 */

/** Digests per run: each send is a subrequest, and a cron run has a Worker's limits. */
export const DIGEST_BATCH = 50;
/** Tries of one window before it is left failed. */
export const MAX_ATTEMPTS = 3;
/** A failed send waits this long before its next try. */
const RETRY_AFTER_MS = 15 * 60 * 1000;
/** A digest tells at most this far back, even after the job was stopped a long time: older news is stale. */
const OLDEST_NEWS_MS = 8 * 24 * 60 * 60 * 1000;
/** Changes read per source for a batch (changesBetween's `limit`). */
const CHANGES_READ = 2000;

/** Outgoing mail: the send_email binding's sender, wrapped by the Worker (workers/digest-mail.ts). */
export type DigestMailer = { from: string; send: (to: string, raw: string) => Promise<void> };

export type DigestRun = { due: number; sent: number; empty: number; failed: number; skipped: number };

type Due = Awaited<ReturnType<typeof dueDigests>>[number];

function dueDigests(db: Db, now: string, batch: number) {
  return db
    .select({
      id: digestSubscriptions.id,
      userId: digestSubscriptions.userId,
      query: followedSearches.query,
      email: digestSubscriptions.email,
      frequency: digestSubscriptions.frequency,
      locale: digestSubscriptions.locale,
      unsubscribeToken: digestSubscriptions.unsubscribeToken,
      coveredUntil: digestSubscriptions.coveredUntil,
    })
    .from(digestSubscriptions)
    .leftJoin(followedSearches, eq(followedSearches.id, digestSubscriptions.searchId))
    .where(and(eq(digestSubscriptions.status, 'active'), lte(digestSubscriptions.nextDueAt, now)))
    .orderBy(asc(digestSubscriptions.nextDueAt))
    .limit(batch);
}

/** What one digest should say: its search's (or its diner's places') changes within its window. */
type Picker = (change: PlaceChange) => boolean;

function pickerFor(sub: Due, search: FollowedSearch | null, wordsFound: Map<string, Set<number>>, places: Map<number, Set<number>>): Picker {
  if (!search) {
    const mine = places.get(sub.userId) ?? new Set<number>();
    return (c) => mine.has(c.place.id) && MY_PLACES_CHANGES.includes(c.change.kind);
  }
  const found = search.q ? wordsFound.get(search.q) ?? new Set<number>() : null;
  return (c) => concernsSearch(search, c) && (!found || found.has(c.place.id));
}

export async function sendDueDigests(
  db: Db,
  { now, origin, mail, batch = DIGEST_BATCH }: { now: Date; origin: string; mail: DigestMailer; batch?: number }
): Promise<DigestRun> {
  const at = now.toISOString();
  const due = await dueDigests(db, at, batch);
  const run: DigestRun = { due: due.length, sent: 0, empty: 0, failed: 0, skipped: 0 };
  if (!due.length) return run;

  // A window tried before keeps its row (and its end): one read for the whole batch.
  const tried = await db
    .select()
    .from(digestSends)
    .where(
      and(
        inArray(
          digestSends.subscriptionId,
          due.map((d) => d.id)
        ),
        gte(
          digestSends.windowStart,
          due.map((d) => d.coveredUntil!).reduce((a, b) => (a < b ? a : b))
        )
      )
    );
  const triedOf = new Map(tried.map((row) => [`${row.subscriptionId}|${row.windowStart}`, row]));

  const floor = new Date(now.getTime() - OLDEST_NEWS_MS).toISOString();
  const startOf = (sub: Due) => (sub.coveredUntil! > floor ? sub.coveredUntil! : floor);
  const since = due.map(startOf).reduce((a, b) => (a < b ? a : b));
  const searches = new Map(due.map((sub) => [sub.id, sub.query === null ? null : readFollowedSearch(new URLSearchParams(sub.query))]));
  const words = [...new Set([...searches.values()].map((s) => s?.q).filter((q): q is string => Boolean(q)))];
  const local = fortWorthTime(now);
  const [changes, places, found] = await Promise.all([
    changesBetween(db, { since, until: at, limit: CHANGES_READ }),
    dinersPlaceIds(
      db,
      due.filter((sub) => sub.query === null).map((sub) => sub.userId)
    ),
    Promise.all(words.map(async (q) => [q, new Set(await placeIdsForWords(db, q, local))] as const)).then((pairs) => new Map(pairs)),
  ]);

  // Reviews' and guides' titles as Spanish digests name them, read once for the batch.
  const inSpanish = due.some((sub) => sub.locale === 'es') ? await changesInLanguage(db, changes, 'es') : changes;
  const advance = (sub: Due, windowEnd: string) =>
    db
      .update(digestSubscriptions)
      .set({ coveredUntil: windowEnd, nextDueAt: nextDueAfter(now, sub.frequency) })
      .where(eq(digestSubscriptions.id, sub.id));
  const later: BatchItem<'sqlite'>[] = [];

  for (const sub of due) {
    const windowStart = sub.coveredUntil!;
    const before = triedOf.get(`${sub.id}|${windowStart}`);
    // Sent, or being sent by a run that may have got through: never again. Given up: move on.
    if (before && (before.status !== 'failed' || before.attempts >= MAX_ATTEMPTS)) {
      run.skipped++;
      later.push(advance(sub, before.windowEnd));
      continue;
    }
    const windowEnd = before?.windowEnd ?? at;
    const start = startOf(sub);
    const pick = pickerFor(sub, searches.get(sub.id)!, found, places);
    const mine = (sub.locale === 'es' ? inSpanish : changes).filter((c) => c.at > start && c.at <= windowEnd && pick(c));
    if (!mine.length) {
      run.empty++;
      later.push(advance(sub, windowEnd));
      continue;
    }
    const attempt = before
      ? await db
          .update(digestSends)
          .set({ status: 'sending', attempts: sql`${digestSends.attempts} + 1` })
          .where(and(eq(digestSends.id, before.id), eq(digestSends.status, 'failed')))
          .returning({ id: digestSends.id, attempts: digestSends.attempts })
      : await db
          .insert(digestSends)
          .values({ subscriptionId: sub.id, windowStart, windowEnd, status: 'sending', changes: mine.length, attempts: 1 })
          .onConflictDoNothing()
          .returning({ id: digestSends.id, attempts: digestSends.attempts });
    // Another run took this window first.
    if (!attempt.length) {
      run.skipped++;
      continue;
    }
    const { id, attempts } = attempt[0]!;
    try {
      await mail.send(sub.email, digestRaw(sub, mine, { origin, from: mail.from, messageId: `digest-${sub.id}-${id}-${attempts}` }));
      run.sent++;
      later.push(db.update(digestSends).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(digestSends.id, id)), advance(sub, windowEnd));
    } catch (error) {
      run.failed++;
      // The error's words only, never the address: the desk shows it.
      const said = (error instanceof Error ? error.message : String(error)).replaceAll(sub.email, '<address>').slice(0, 300);
      later.push(db.update(digestSends).set({ status: 'failed', lastError: said }).where(eq(digestSends.id, id)));
      later.push(
        attempts >= MAX_ATTEMPTS
          ? advance(sub, windowEnd)
          : db
              .update(digestSubscriptions)
              .set({ nextDueAt: new Date(now.getTime() + RETRY_AFTER_MS).toISOString() })
              .where(eq(digestSubscriptions.id, sub.id))
      );
    }
  }
  if (later.length) await db.batch(later as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return run;
}

/** One digest as raw MIME, in the language it was asked for. */
function digestRaw(sub: Due, changes: PlaceChange[], { origin, from, messageId }: { origin: string; from: string; messageId: string }) {
  const t = translator(sub.locale);
  const what = sub.query === null ? t('digests.what.places') : describeFollowedSearch(readFollowedSearch(new URLSearchParams(sub.query)), t);
  const unsubscribeUrl = `${origin}${pagePath(sub.locale, `/digests/unsubscribe/${sub.unsubscribeToken}`)}`;
  const message = digestMessage({ locale: sub.locale, t, origin, what, changes, unsubscribeUrl, manageUrl: `${origin}${pagePath(sub.locale, '/digests')}` });
  return digestMime({ from, to: sub.email, messageId, mail: message, unsubscribeUrl });
}
