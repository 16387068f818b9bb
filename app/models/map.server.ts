import { and, count, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { restaurants } from '~/db/schema';
import { keep } from '~/utils/keep';
import { stillTrading } from './restaurant-cards.server';
import { selectInRuns } from '~/db/bound-parameters';

/** Where restaurants are, for the maps of places (app/modules/place-map.server.ts). */

export type Location = { latitude: number | null; longitude: number | null; neighborhood: string };

/** A card query's columns for its map: with them the page reads its cards and their pins at once. */
export const locationColumns = { latitude: restaurants.latitude, longitude: restaurants.longitude, neighborhood: restaurants.neighborhood };

/** The locations of a card query's rows by id, and the rows without their coordinates (the cards send none). */
export function withoutLocations<Row extends { id: number } & Location>(rows: Row[]) {
  const locations = new Map<number, Location>();
  const cards = rows.map(({ latitude, longitude, ...card }) => {
    locations.set(card.id, { latitude, longitude, neighborhood: card.neighborhood });
    return card;
  });
  return { cards, locations };
}

/** The coordinates and neighbourhood of these restaurants by id (none known: both null). Cards leave them out. */
export async function restaurantLocations(db: Db, ids: number[]): Promise<Map<number, Location>> {
  const rows = await selectInRuns([...new Set(ids)], (run) =>
    db
      .select({ id: restaurants.id, latitude: restaurants.latitude, longitude: restaurants.longitude, neighborhood: restaurants.neighborhood })
      .from(restaurants)
      .where(inArray(restaurants.id, run)),
  );
  return new Map(rows.map(({ id, ...location }) => [id, location]));
}

export type NeighbourhoodCentre = { name: string; latitude: number; longitude: number; listings: number };

/**
 * Each neighbourhood's name at the middle of its listings' coordinates, the busiest
 * first: the schematic map's labels. Kept per isolate until a publish (keep).
 */
export async function neighbourhoodCentres(db: Db): Promise<NeighbourhoodCentre[]> {
  return keep('neighbourhood-centres', async () => {
    const listings = count();
    const rows = await db
      .select({
        name: restaurants.neighborhood,
        latitude: sql<number>`avg(${restaurants.latitude})`,
        longitude: sql<number>`avg(${restaurants.longitude})`,
        listings,
      })
      .from(restaurants)
      .where(and(stillTrading, isNotNull(restaurants.latitude), isNotNull(restaurants.longitude), sql`${restaurants.neighborhood} <> ''`))
      .groupBy(restaurants.neighborhood)
      .orderBy(desc(listings), restaurants.neighborhood);
    return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude), listings: Number(r.listings) }));
  });
}
