import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '~/db/client.server';
import { rowsRead } from '~/db/read-together.server';
import { factVotes, listingSources, restaurantFacts, restaurants } from '~/db/schema';
import { isDisputed, isVotableFact, VOTABLE_FACTS, type FactTallies, type FactVoteAnswer } from '~/utils/fact-votes';
import { publicRestaurant } from './restaurant-cards.server';
import { restaurantIdOf, type RestaurantKey } from './restaurants.server';

/**
 * Diners' yes or no on a listing's access facts. A vote counts only for the fact as it
 * was last stated: after an editor's "Confirm details" (restaurants.details_checked_at, an
 * instant), and from the Fort Worth midnight that ends the day an editor checked the fact
 * (restaurant_facts.checked_on) or its owner stated it (listing_sources.updated_on),
 * whichever is latest. Those two carry only a day, so votes from that same day cannot be
 * told before it or after, and a new statement must clear what was said about the old one.
 * The midnight is taken at 06:00 UTC, Fort Worth's in standard time (1 a.m. in summer).
 */
const dayEnds = (day: SQL | SQLiteColumn) => sql`date(${day}, '+1 day') || 'T06:00:00'`;
const countsFrom = sql`max(${dayEnds(restaurantFacts.checkedOn)}, coalesce(${dayEnds(listingSources.updatedOn)}, ''), coalesce(${restaurants.detailsCheckedAt}, ''))`;

/** The votes that count, per fact of one restaurant or of all, against the statement they judge. */
function countedVotes(db: Db, restaurantId?: SQL | number) {
  return db
    .select({
      restaurantId: factVotes.restaurantId,
      // Aliased: D1 batches return rows as objects, where a second "name" would overwrite the first.
      restaurantName: sql<string>`${restaurants.name}`.as('restaurant_name'),
      fact: factVotes.fact,
      yes: sql<number>`sum(${factVotes.answer} = 'yes')`.mapWith(Number),
      no: sql<number>`sum(${factVotes.answer} = 'no')`.mapWith(Number),
    })
    .from(factVotes)
    .innerJoin(restaurantFacts, and(eq(restaurantFacts.restaurantId, factVotes.restaurantId), eq(restaurantFacts.fact, factVotes.fact)))
    .innerJoin(restaurants, eq(restaurants.id, factVotes.restaurantId))
    .leftJoin(listingSources, and(eq(listingSources.restaurantId, factVotes.restaurantId), eq(listingSources.topic, sql`'fact:' || ${factVotes.fact}`)))
    .where(and(restaurantId === undefined ? undefined : eq(factVotes.restaurantId, restaurantId), sql`${factVotes.createdAt} > ${countsFrom}`))
    .groupBy(factVotes.restaurantId, factVotes.fact);
}

/** The counted votes on one listing's facts, for its page's batch. */
export function factTallies(db: Db, key: RestaurantKey) {
  return rowsRead(countedVotes(db, restaurantIdOf(key)), (rows) => {
    const tallies: FactTallies = {};
    for (const row of rows) if (isVotableFact(row.fact)) tallies[row.fact] = { yes: row.yes, no: row.no };
    return tallies;
  });
}

/**
 * Records a diner's answer: their first, or a changed one, which replaces the last (one
 * person counts once per fact). True when a count changed, so the caller knows whether
 * shared pages are out of date; the same answer again changes nothing.
 */
export async function castFactVote(db: Db, vote: { restaurantId: number; fact: string; voterKey: string; answer: FactVoteAnswer; at: string }) {
  const rows = await db
    .insert(factVotes)
    .values({ restaurantId: vote.restaurantId, fact: vote.fact, voterKey: vote.voterKey, answer: vote.answer, createdAt: vote.at })
    .onConflictDoUpdate({
      target: [factVotes.restaurantId, factVotes.fact, factVotes.voterKey],
      set: { answer: vote.answer, createdAt: vote.at },
      setWhere: sql`${factVotes.answer} <> excluded.answer`,
    })
    .returning({ fact: factVotes.fact });
  return rows.length > 0;
}

/** A published listing's id and the access facts its page shows a vote on, by its address. */
export async function listingToVoteOn(db: Db, slug: string) {
  const row = await db
    .select({ id: restaurants.id, slug: restaurants.slug })
    .from(restaurants)
    .where(and(eq(restaurants.slug, slug), publicRestaurant))
    .get();
  if (!row) return null;
  const facts = await db
    .select({ fact: restaurantFacts.fact, value: restaurantFacts.value })
    .from(restaurantFacts)
    .where(and(eq(restaurantFacts.restaurantId, row.id), inArray(restaurantFacts.fact, [...VOTABLE_FACTS])));
  return { ...row, facts };
}

export type DisputedFact = { restaurantId: number; restaurantName: string; fact: string; yes: number; no: number };

/** Every fact diners dispute (utils/fact-votes isDisputed), most noes first: the desk's to look at again. */
export async function disputedFacts(db: Db, restaurantId?: number): Promise<DisputedFact[]> {
  const rows = await countedVotes(db, restaurantId);
  return rows
    .filter((row) => isVotableFact(row.fact) && isDisputed(row))
    .sort((a, b) => b.no - a.no || a.restaurantName.localeCompare(b.restaurantName));
}
