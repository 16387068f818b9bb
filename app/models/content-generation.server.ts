import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { forgetAll, keep } from '~/utils/keep';
import { siteState } from '~/db/schema';

/**
 * The content generation: a number every publish in the desk moves on. Shared
 * pages are cached under the generation they were rendered in, and this
 * isolate's kept values are forgotten when it moves, so a change shows on the
 * next request. An isolate asks D1 at most every few seconds (a request that
 * finds a read under way does its own); the isolate that published forgets at
 * once, and every other one within CHECK_EVERY_MS.
 */
const CHECK_EVERY_MS = 5_000;

/**
 * The generation this isolate last saw, to tell when it moves. A plain number,
 * not a kept value: forgetting everything must not forget what it was.
 */
let lastSeen: number | null = null;

function learn(generation: number) {
  if (lastSeen !== null && lastSeen !== generation) forgetAll();
  lastSeen = generation;
  return generation;
}

async function readGeneration(db: Db): Promise<number> {
  const [row] = await db.select({ generation: siteState.contentGeneration }).from(siteState).where(eq(siteState.id, 1));
  return learn(row?.generation ?? 0);
}

export function currentContentGeneration(db: Db): Promise<number> | number {
  const generation = keep('content-generation', () => readGeneration(db), { forMs: CHECK_EVERY_MS });
  // Without D1 the pages still render, under the last generation seen; a failed read
  // is not kept, so the next request asks again.
  return typeof generation === 'number' ? generation : generation.catch(() => lastSeen ?? 0);
}

/** After a publish: every shared page rendered before it is out of date. */
export async function advanceContentGeneration(db: Db) {
  const [row] = await db
    .insert(siteState)
    .values({ id: 1, contentGeneration: 1 })
    .onConflictDoUpdate({ target: siteState.id, set: { contentGeneration: sql`${siteState.contentGeneration} + 1` } })
    .returning({ generation: siteState.contentGeneration });
  return learn(row!.generation);
}
