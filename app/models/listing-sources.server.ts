import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { listingSources, openingHours, restaurants } from '~/db/schema';
import type { SourceRow } from '~/utils/listing-sources';
import { claimedChange, saveClaimed } from './desk-versions.server';
import type { EditableRestaurant, RestaurantInput } from './desk-restaurants.server';
import { replaceDetails } from './listing-details.server';
import { statementsInRuns } from '~/db/bound-parameters';

/** Who last stated each part of a listing (decision 050), in topic order. */
export function readSources(db: Db, restaurantId: number): Promise<SourceRow[]> {
  return db
    .select({ topic: listingSources.topic, source: listingSources.source, userId: listingSources.userId, updatedOn: listingSources.updatedOn })
    .from(listingSources)
    .where(eq(listingSources.restaurantId, restaurantId))
    .orderBy(asc(listingSources.topic));
}

/** The statements that make `rows` a listing's sources, for the caller's batch. */
export function replaceSources(db: Db, restaurantId: number, rows: readonly SourceRow[]) {
  return [
    db.delete(listingSources).where(eq(listingSources.restaurantId, restaurantId)),
    ...statementsInRuns([...rows], (run) => db.insert(listingSources).values(run.map((row) => ({ ...row, restaurantId }))), { perItem: 5, others: 0 }),
  ];
}

/**
 * An owner's live change: only the owner-facing parts (hours, details, phone, website,
 * reservations, price per person) are written, with the sources and a recorded change
 * whose snapshot an editor restores from. Versioned like a desk save: a form loaded
 * before another save writes nothing.
 */
export function saveOwnerChanges(
  db: Db,
  save: { current: EditableRestaurant; input: RestaurantInput; sources: SourceRow[]; userId: number; summary: string },
) {
  const { current, input } = save;
  const id = current.id;
  const hourRuns = statementsInRuns(input.hours, (rows) => db.insert(openingHours).values(rows.map((row) => ({ ...row, restaurantId: id }))), { perItem: 4, others: 0 });
  return saveClaimed(db, restaurants, { id, expectedVersion: current.version }, [
    claimedChange(db, restaurants, current.version, {
      entity: 'restaurant',
      entityId: id,
      userId: save.userId,
      action: 'updated by the owner',
      summary: save.summary,
      snapshot: { ...input, sources: save.sources },
    }),
    db
      .update(restaurants)
      .set({
        phone: input.phone || null,
        website: input.website || null,
        reservationUrl: input.reservationUrl || null,
        pricePerPerson: input.pricePerPerson,
        updatedAt: new Date().toISOString(),
        version: current.version + 1,
      })
      .where(and(eq(restaurants.id, id), eq(restaurants.version, current.version))),
    db.delete(openingHours).where(eq(openingHours.restaurantId, id)),
    ...hourRuns,
    ...replaceDetails(db, id, input),
    ...replaceSources(db, id, save.sources),
  ]);
}
