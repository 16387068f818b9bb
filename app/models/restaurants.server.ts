import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { StoredPhoto } from '~/utils/photo-rules';
import type { Db } from '~/db/client.server';
import { cuisines, happyHours, listingSources, restaurantFacts, restaurants, specialHours } from '~/db/schema';
import type { Sources } from '~/utils/source-topics';
import { addDays, SPECIAL_DATES_AHEAD_DAYS, type LocalTime } from '~/utils/hours';
import { batchedRead, readAlone, rowsRead } from '~/db/read-together.server';
import { detailsById } from './listing-details.server';
import { NO_DETAILS } from '~/utils/listing-details-text';
import { cardColumns, coverColumn, coverOf, publicRestaurant, toCard, type Viewer } from './restaurant-cards.server';

/**
 * A restaurant named by its id, or by its slug: a page's other reads can then find it
 * themselves, in the round trip that reads the restaurant.
 */
export type RestaurantKey = { id: number } | { slug: string };

/** The restaurant's id in a query: the id itself, or the id of the restaurant at the slug (none: NULL). */
export function restaurantIdOf(key: RestaurantKey): SQL | number {
  // A draft's slug names nothing public (decision 040).
  return 'slug' in key ? sql`(SELECT by_slug.id FROM ${restaurants} by_slug WHERE by_slug.slug = ${key.slug} AND by_slug.is_draft = 0)` : key.id;
}

export type CoverPhoto = StoredPhoto & { caption: string | null };

/** The restaurant page's place: the card, its cover photo with its caption, and where it is on the map. */
export function restaurantBySlug(db: Db, slug: string, viewerId: Viewer, now: LocalTime) {
  const query = db
    .select({
      ...cardColumns(db, viewerId, now),
      cover: coverColumn({ withCaption: true }),
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      detailsCheckedAt: restaurants.detailsCheckedAt,
      ownerNote: restaurants.ownerNote,
      ownerNoteOn: restaurants.ownerNoteOn,
      // Claimed and approved (decision 050): the page says "Managed by its owner".
      managedByOwner: sql<boolean>`exists (select 1 from listing_owners where listing_owners.restaurant_id = ${restaurants.id})`.mapWith(Boolean),
    })
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(and(eq(restaurants.slug, slug), publicRestaurant))
    .limit(1);
  return rowsRead(query, ([row]) => {
    if (!row) return null;
    const { latitude, longitude, detailsCheckedAt, ownerNote, ownerNoteOn, managedByOwner, ...card } = row;
    return { ...toCard(card, now), cover: coverOf(card) as CoverPhoto | null, latitude, longitude, detailsCheckedAt, ownerNote, ownerNoteOn, managedByOwner };
  });
}

/** How far ahead the restaurant page lists special dates. */

/**
 * What the restaurant page's "Good to know" and hours show beyond the card: the checked
 * facts, happy hour, and the special dates from yesterday (a range past midnight) through
 * SPECIAL_DATES_AHEAD_DAYS days. The card brings the dishes.
 */
export function restaurantDetails(db: Db, key: RestaurantKey, now: LocalTime) {
  const id = restaurantIdOf(key);
  return batchedRead(
    [
      db.select().from(restaurantFacts).where(eq(restaurantFacts.restaurantId, id)),
      db.select().from(happyHours).where(eq(happyHours.restaurantId, id)).orderBy(asc(happyHours.weekday), asc(happyHours.startsMinute)),
      db
        .select()
        .from(specialHours)
        .where(and(eq(specialHours.restaurantId, id), between(specialHours.onDate, addDays(now.date, -1), addDays(now.date, SPECIAL_DATES_AHEAD_DAYS))))
        .orderBy(asc(specialHours.onDate), asc(specialHours.opensMinute)),
      db.select({ topic: listingSources.topic, source: listingSources.source, updatedOn: listingSources.updatedOn }).from(listingSources).where(eq(listingSources.restaurantId, id)),
    ],
    ([facts, happy, special, sources]) => {
      // One restaurant at most: its entry, or none when it has no details (or no such slug).
      const details = [...detailsById([facts, [], happy, special]).values()][0] ?? NO_DETAILS;
      const said: Sources = Object.fromEntries(sources.map(({ topic, ...s }) => [topic, s]));
      return { facts: details.facts, happyHours: details.happyHours, specialHours: details.specialHours, sources: said };
    },
  );
}

/** restaurantBySlug on its own (the photos page). */
export function getRestaurantBySlug(...args: Parameters<typeof restaurantBySlug>) {
  return readAlone(args[0], restaurantBySlug(...args));
}

export async function getRestaurantSlugById(db: Db, id: number) {
  const [row] = await db.select({ slug: restaurants.slug }).from(restaurants).where(and(eq(restaurants.id, id), publicRestaurant)).limit(1);
  return row?.slug ?? null;
}

export async function restaurantExists(db: Db, id: number) {
  return (await getRestaurantSlugById(db, id)) !== null;
}
