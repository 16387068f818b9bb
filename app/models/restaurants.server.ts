import { eq, sql, type SQL } from 'drizzle-orm';
import type { StoredPhoto } from '~/utils/photo-rules';
import type { Db } from '~/db/client.server';
import { cuisines, restaurants } from '~/db/schema';
import type { LocalTime } from '~/utils/hours';
import { readAlone, rowsRead } from '~/db/read-together.server';
import { cardColumns, coverColumn, coverOf, toCard, type Viewer } from './restaurant-cards.server';

/**
 * A restaurant named by its id, or by its slug: a page's other reads can then find it
 * themselves, in the round trip that reads the restaurant.
 */
export type RestaurantKey = { id: number } | { slug: string };

/** The restaurant's id in a query: the id itself, or the id of the restaurant at the slug (none: NULL). */
export function restaurantIdOf(key: RestaurantKey): SQL | number {
  return 'slug' in key ? sql`(SELECT by_slug.id FROM ${restaurants} by_slug WHERE by_slug.slug = ${key.slug})` : key.id;
}

export type CoverPhoto = StoredPhoto & { caption: string | null };

/** The restaurant page's place: the card, its cover photo with its caption, and where it is on the map. */
export function restaurantBySlug(db: Db, slug: string, viewerId: Viewer, now: LocalTime) {
  const query = db
    .select({
      ...cardColumns(db, viewerId),
      cover: coverColumn({ withCaption: true }),
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      detailsCheckedAt: restaurants.detailsCheckedAt,
    })
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(restaurants.slug, slug))
    .limit(1);
  return rowsRead(query, ([row]) => {
    if (!row) return null;
    const { latitude, longitude, detailsCheckedAt, ...card } = row;
    return { ...toCard(card, now), cover: coverOf(card) as CoverPhoto | null, latitude, longitude, detailsCheckedAt };
  });
}

/** restaurantBySlug on its own (the photos page). */
export function getRestaurantBySlug(...args: Parameters<typeof restaurantBySlug>) {
  return readAlone(args[0], restaurantBySlug(...args));
}

export async function getRestaurantSlugById(db: Db, id: number) {
  const [row] = await db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row?.slug ?? null;
}

export async function restaurantExists(db: Db, id: number) {
  return (await getRestaurantSlugById(db, id)) !== null;
}
