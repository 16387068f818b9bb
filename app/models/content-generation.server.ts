import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { forgetAll } from '~/modules/remember.server';
import { siteState } from '~/db/schema';

/**
 * The content generation: a number every publish in the desk moves on. Shared
 * pages are cached under the generation they were rendered in, and this
 * isolate's small caches are emptied when it moves, so a change shows on the
 * next request. An isolate asks D1 at most every few seconds; the isolate that
 * published knows at once, and every other one within CHECK_EVERY_MS.
 */
const CHECK_EVERY_MS = 5_000;

/** What this isolate last learnt, and the read under way. */
const state: { known: { generation: number; checkedAt: number } | null; reading: Promise<number> | null } = { known: null, reading: null };

function learn(generation: number, at: number) {
  if (state.known && state.known.generation !== generation) forgetAll();
  state.known = { generation, checkedAt: at };
  return generation;
}

export function currentContentGeneration(db: Db, now = Date.now()): Promise<number> | number {
  const known = state.known;
  if (known && now - known.checkedAt < CHECK_EVERY_MS) return known.generation;
  state.reading ??= db
    .select({ generation: siteState.contentGeneration })
    .from(siteState)
    .where(eq(siteState.id, 1))
    .then(([row]) => learn(row?.generation ?? 0, now))
    // Without D1 the pages still render; keep the last known generation.
    .catch(() => state.known?.generation ?? 0)
    .finally(() => {
      state.reading = null;
    });
  return state.reading;
}

/** After a publish: every shared page rendered before it is out of date. */
export async function advanceContentGeneration(db: Db) {
  const [row] = await db
    .insert(siteState)
    .values({ id: 1, contentGeneration: 1 })
    .onConflictDoUpdate({ target: siteState.id, set: { contentGeneration: sql`${siteState.contentGeneration} + 1` } })
    .returning({ generation: siteState.contentGeneration });
  return learn(row!.generation, Date.now());
}
