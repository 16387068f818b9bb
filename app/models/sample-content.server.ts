import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '~/db/client.server';
import { RECOMPUTE_RATINGS_SQL, SAMPLE_FACEBOOK_PREFIX, isSampleDinerSql } from '~/db/rating-sql';
import { photos, restaurants, slugRedirects, users } from '~/db/schema';
import type { PhotoFormatName } from '~/utils/photo-rules';

/**
 * The demo content a seed wrote (decision 022): sample diners (Facebook ids
 * `sample:<key>`), whatever they wrote or saved, and sample listings (`is_sample`).
 * A real site shows none of the diners' rows; the desk counts all of it and removes it.
 */
export type SampleContent = {
  diners: number;
  reviews: number;
  favorites: number;
  listings: number;
  /** Sample listings an editor has since saved in the desk: removed with the rest. */
  editedListings: number;
  /** Real diners' reviews of sample listings: removed with their listing. */
  realReviewsOfListings: number;
  /** Guides of sample listings only (the demo's guides, or one an editor wrote from them): removed with them. */
  guides: number;
};

const SAMPLE_DINER = isSampleDinerSql('u');
/**
 * A sample guide: it holds sample listings and no real one. Its places would go
 * with the listings, leaving an empty page, so it goes too.
 */
const SAMPLE_GUIDE = `EXISTS (SELECT 1 FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = g.id AND r.is_sample = 1)
  AND NOT EXISTS (SELECT 1 FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = g.id AND r.is_sample = 0)`;

export async function countSampleContent(db: Db): Promise<SampleContent> {
  const row = await db.$client
    .prepare(
      `SELECT
        (SELECT count(*) FROM users u WHERE ${SAMPLE_DINER}) AS diners,
        (SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id WHERE ${SAMPLE_DINER}) AS reviews,
        (SELECT count(*) FROM favorites f JOIN users u ON u.id = f.user_id WHERE ${SAMPLE_DINER}) AS favorites,
        (SELECT count(*) FROM restaurants WHERE is_sample = 1) AS listings,
        (SELECT count(*) FROM restaurants WHERE is_sample = 1 AND version > 0) AS editedListings,
        (SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id JOIN restaurants s ON s.id = r.restaurant_id
          WHERE s.is_sample = 1 AND NOT ${SAMPLE_DINER}) AS realReviewsOfListings,
        (SELECT count(*) FROM guides g WHERE ${SAMPLE_GUIDE}) AS guides`,
    )
    .first<SampleContent>();
  return row!;
}

export const hasSampleContent = (counts: SampleContent) => counts.diners + counts.listings > 0;

/** D1 binds at most 100 parameters per statement: ids in chunks of 99, plus one for the statement's own condition. */
const IDS_PER_STATEMENT = 99;

function chunks<T>(items: T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type StoredPhotoFiles = { id: number; widths: number[]; formats: PhotoFormatName[] };

/**
 * Deletes every sample diner (their reviews, favourites, sessions and photos go with
 * them) and every sample listing (its hours, reviews, favourites, photos and article
 * links go with it) with the guides made of sample listings only, then recomputes every rating, in one D1 batch: all of it or none.
 * Answers what was removed and the photos whose files the caller deletes from R2.
 */
export async function removeSampleContent(db: Db): Promise<{ diners: number; listings: number; photos: StoredPhotoFiles[] }> {
  const [diners, listings] = await Promise.all([
    db.select({ id: users.id }).from(users).where(like(users.facebookId, `${SAMPLE_FACEBOOK_PREFIX}%`)),
    db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.isSample, true)),
  ]);
  const dinerIds = diners.map((d) => d.id);
  const listingIds = listings.map((l) => l.id);
  if (!dinerIds.length && !listingIds.length) return { diners: 0, listings: 0, photos: [] };

  const photoRows = (
    await Promise.all(
      [...chunks(dinerIds).map((ids) => ({ ids, by: 'user' as const })), ...chunks(listingIds).map((ids) => ({ ids, by: 'place' as const }))].map(
        ({ ids, by }) =>
          db
            .select({ id: photos.id, widths: photos.widths, formats: photos.formats })
            .from(photos)
            .where(by === 'user' ? inArray(photos.userId, ids) : inArray(photos.restaurantId, ids)),
      ),
    )
  ).flat();

  const cleanUp: BatchItem<'sqlite'>[] = [
    // Reports of what went with them would point at nothing.
    db.run(
      sql`DELETE FROM reports WHERE (entity = 'review' AND entity_id NOT IN (SELECT id FROM reviews)) OR (entity = 'photo' AND entity_id NOT IN (SELECT id FROM photos))`,
    ),
    db.run(sql.raw(RECOMPUTE_RATINGS_SQL)),
  ];
  const removals: BatchItem<'sqlite'>[] = [
    // Before the listings: once their places are gone, a sample guide no longer looks like one.
    db.run(sql.raw(`DELETE FROM guides WHERE id IN (SELECT g.id FROM guides g WHERE ${SAMPLE_GUIDE})`)),
    ...chunks(dinerIds).map((ids) => db.delete(users).where(and(inArray(users.id, ids), like(users.facebookId, `${SAMPLE_FACEBOOK_PREFIX}%`)))),
    ...chunks(listingIds).map((ids) =>
      db.delete(slugRedirects).where(and(eq(slugRedirects.entity, 'restaurant'), inArray(slugRedirects.entityId, ids))),
    ),
    ...chunks(listingIds).map((ids) => db.delete(restaurants).where(and(inArray(restaurants.id, ids), eq(restaurants.isSample, true)))),
  ];
  await db.batch([...removals, ...cleanUp] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  const unique = new Map(photoRows.map((p) => [p.id, p]));
  return { diners: dinerIds.length, listings: listingIds.length, photos: [...unique.values()] };
}
