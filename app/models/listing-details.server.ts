import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '~/db/client.server';
import { happyHours, restaurantDishes, restaurantFacts, specialHours } from '~/db/schema';
import { isFactKey } from '~/utils/facts';
import type { ListingDetails } from '~/utils/listing-details-text';
import { statementsInRuns } from '~/db/bound-parameters';


/** The four reads of `restaurantIds`' details, for the caller's batch (D1 binds at most 100 parameters: up to 90 ids). */
export function readDetails(db: Db, restaurantIds: number[]) {
  const of = (column: SQLiteColumn) => inArray(column, restaurantIds);
  return [
    db.select().from(restaurantFacts).where(of(restaurantFacts.restaurantId)),
    db.select().from(restaurantDishes).where(of(restaurantDishes.restaurantId)).orderBy(asc(restaurantDishes.position)),
    db.select().from(happyHours).where(of(happyHours.restaurantId)).orderBy(asc(happyHours.weekday), asc(happyHours.startsMinute)),
    db.select().from(specialHours).where(of(specialHours.restaurantId)).orderBy(asc(specialHours.onDate), asc(specialHours.opensMinute)),
  ] as const;
}

type DetailRows = [
  Array<typeof restaurantFacts.$inferSelect>,
  Array<typeof restaurantDishes.$inferSelect>,
  Array<typeof happyHours.$inferSelect>,
  Array<typeof specialHours.$inferSelect>,
];

/** The rows readDetails read, gathered per restaurant. */
export function detailsById([facts, dishes, happy, special]: DetailRows): Map<number, ListingDetails> {
  const byId = new Map<number, ListingDetails>();
  const entry = (id: number) => {
    let details = byId.get(id);
    if (!details) byId.set(id, (details = { facts: {}, dishes: [], happyHours: [], specialHours: [] }));
    return details;
  };
  for (const f of facts) if (isFactKey(f.fact)) entry(f.restaurantId).facts[f.fact] = { value: f.value, checkedOn: f.checkedOn };
  for (const d of dishes) entry(d.restaurantId).dishes.push({ name: d.name, priceCents: d.priceCents });
  for (const h of happy) entry(h.restaurantId).happyHours.push({ weekday: h.weekday, opensMinute: h.startsMinute, closesMinute: h.endsMinute });
  for (const s of special) entry(s.restaurantId).specialHours.push({ date: s.onDate, opensMinute: s.opensMinute, closesMinute: s.closesMinute, note: s.note });
  return byId;
}


/**
 * The statements that replace a restaurant's details with `details`, for the caller's
 * batch. `restaurantId` may be a subquery (a restaurant the same batch creates).
 */
export function replaceDetails(db: Db, id: number | SQL<number>, details: ListingDetails): BatchItem<'sqlite'>[] {
  const facts = Object.entries(details.facts).map(([fact, checked]) => ({ restaurantId: id, fact, value: checked!.value, checkedOn: checked!.checkedOn }));
  const dishes = details.dishes.map((dish, i) => ({ restaurantId: id, position: i + 1, name: dish.name, priceCents: dish.priceCents }));
  const happy = details.happyHours.map((h) => ({ restaurantId: id, weekday: h.weekday, startsMinute: h.opensMinute, endsMinute: h.closesMinute }));
  const special = details.specialHours.map((s) => ({ restaurantId: id, onDate: s.date, opensMinute: s.opensMinute, closesMinute: s.closesMinute, note: s.note }));
  return [
    db.delete(restaurantFacts).where(eq(restaurantFacts.restaurantId, id)),
    db.delete(restaurantDishes).where(eq(restaurantDishes.restaurantId, id)),
    db.delete(happyHours).where(eq(happyHours.restaurantId, id)),
    db.delete(specialHours).where(eq(specialHours.restaurantId, id)),
    ...statementsInRuns(facts, (rows) => db.insert(restaurantFacts).values(rows), { perItem: 5, others: 0 }),
    ...statementsInRuns(dishes, (rows) => db.insert(restaurantDishes).values(rows), { perItem: 5, others: 0 }),
    ...statementsInRuns(happy, (rows) => db.insert(happyHours).values(rows), { perItem: 5, others: 0 }),
    ...statementsInRuns(special, (rows) => db.insert(specialHours).values(rows), { perItem: 6, others: 0 }),
  ];
}
