import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '~/db/client.server';
import { RECOMPUTE_RATINGS_SQL, SAMPLE_FACEBOOK_PREFIX, isSampleDinerSql } from '~/db/rating-sql';
import { articles, guides, photos, restaurants, slugRedirects, users } from '~/db/schema';
import type { PhotoFormatName } from '~/utils/photo-rules';
import { runsWithinD1Limit } from '~/db/bound-parameters';

/**
 * The demo content a seed wrote (decisions 022 and 036): sample diners (Facebook ids
 * `sample:<key>`), whatever they wrote or saved, sample listings (`is_sample`), and the
 * demo's articles and guides about them (`is_sample`). A real site shows none of the
 * diners' rows; the desk counts all of it and removes it, and nothing else.
 */
export type SampleContent = {
  diners: number;
  reviews: number;
  favorites: number;
  listings: number;
  /** Sample listings an editor has since saved in the desk: still samples, removed with the rest. */
  editedListings: number;
  /** Real diners' reviews of sample listings: removed with their listing. */
  realReviewsOfListings: number;
  /** The demo's articles and guides (about sample listings): removed with them. */
  articles: number;
  guides: number;
  /** Real listings that share a sample's name or address: they stay. */
  realTwins: number;
  /** Editors' own articles and guides that cover a sample listing: they stay, without it. */
  coveringArticles: number;
  coveringGuides: number;
};

const SAMPLE_DINER = isSampleDinerSql('u');
/** An editor's article or guide (alias `a` / `g`) that names a sample listing. */
const COVERING_ARTICLE = `a.is_sample = 0 AND EXISTS (SELECT 1 FROM article_restaurants ar JOIN restaurants r ON r.id = ar.restaurant_id WHERE ar.article_id = a.id AND r.is_sample = 1)`;
const COVERING_GUIDE = `g.is_sample = 0 AND EXISTS (SELECT 1 FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = g.id AND r.is_sample = 1)`;
/** A real listing (alias `t`) beside a sample: it waits for the sample's address, or shares its street address. */
const REAL_TWIN = `t.is_sample = 0 AND (t.takes_slug IS NOT NULL OR EXISTS (SELECT 1 FROM restaurants s WHERE s.is_sample = 1 AND s.address IS NOT NULL AND s.address <> '' AND lower(s.address) = lower(t.address)))`;

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
        (SELECT count(*) FROM articles WHERE is_sample = 1) AS articles,
        (SELECT count(*) FROM guides WHERE is_sample = 1) AS guides,
        (SELECT count(*) FROM restaurants t WHERE ${REAL_TWIN}) AS realTwins,
        (SELECT count(*) FROM articles a WHERE ${COVERING_ARTICLE}) AS coveringArticles,
        (SELECT count(*) FROM guides g WHERE ${COVERING_GUIDE}) AS coveringGuides`,
    )
    .first<SampleContent>();
  return row!;
}

export const hasSampleContent = (counts: SampleContent) => counts.diners + counts.listings > 0;

/** Ids in runs that each fit one statement, beside the statement's own condition. */
const chunks = <T>(ids: T[]) => runsWithinD1Limit(ids, { others: 1 });

export type StoredPhotoFiles = { id: number; widths: number[]; formats: PhotoFormatName[] };

/**
 * A real listing that waits (alias `t`) for a sample's address, once no listing holds
 * it: still at its temporary one ("<address>-2", not renamed since), and the first of
 * any that wait for the same address.
 */
const HEIR = `t.takes_slug IS NOT NULL AND t.slug LIKE t.takes_slug || '-%'
  AND NOT EXISTS (SELECT 1 FROM restaurants s WHERE s.slug = t.takes_slug)
  AND t.id = (SELECT min(o.id) FROM restaurants o WHERE o.takes_slug = t.takes_slug AND o.slug LIKE o.takes_slug || '-%')`;

export type RemovedSamples = { diners: number; listings: number; articles: number; guides: number; photos: StoredPhotoFiles[] };

/**
 * Deletes exactly the sample content, in one D1 batch (all of it or none): every sample
 * diner (their reviews, favourites, sessions and photos go with them), every sample
 * listing (its hours, reviews, favourites, photos and article and guide links go with
 * it), and the demo's articles and guides. What editors wrote stays: an article or guide
 * of theirs that covered a removed place is noted for the desk, and a published guide's
 * Changes say the place went. A real listing added beside a sample takes the sample's
 * address, the temporary one answering 301. Then every rating is recomputed.
 * Answers what was removed and the photos whose files the caller deletes from R2.
 */
export async function removeSampleContent(db: Db, now = new Date().toISOString()): Promise<RemovedSamples> {
  const [diners, listings, sampleArticles, sampleGuides] = await Promise.all([
    db.select({ id: users.id }).from(users).where(like(users.facebookId, `${SAMPLE_FACEBOOK_PREFIX}%`)),
    db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.isSample, true)),
    db.select({ id: articles.id }).from(articles).where(eq(articles.isSample, true)),
    db.select({ id: guides.id }).from(guides).where(eq(guides.isSample, true)),
  ]);
  const dinerIds = diners.map((d) => d.id);
  const listingIds = listings.map((l) => l.id);
  const removed = { diners: dinerIds.length, listings: listingIds.length, articles: sampleArticles.length, guides: sampleGuides.length };
  if (!removed.diners && !removed.listings && !removed.articles && !removed.guides) return { ...removed, photos: [] };

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

  // Written into the text: drizzle's batch cannot bind a raw statement's parameters.
  const at = sql.raw(`'${new Date(now).toISOString()}'`);
  const notes: BatchItem<'sqlite'>[] = [
    // Before the listings go: what editors wrote about them, for the desk and the guides' readers.
    db.run(sql`INSERT INTO lost_places (entity, entity_id, restaurant_name, entity_version, created_at)
      SELECT 'article', a.id, r.name, a.version, ${at} FROM articles a JOIN article_restaurants ar ON ar.article_id = a.id JOIN restaurants r ON r.id = ar.restaurant_id
      WHERE a.is_sample = 0 AND r.is_sample = 1`),
    db.run(sql`INSERT INTO lost_places (entity, entity_id, restaurant_name, entity_version, created_at)
      SELECT 'guide', g.id, r.name, g.version, ${at} FROM guides g JOIN guide_places gp ON gp.guide_id = g.id JOIN restaurants r ON r.id = gp.restaurant_id
      WHERE g.is_sample = 0 AND r.is_sample = 1`),
    db.run(sql`INSERT INTO guide_log (guide_id, kind, restaurant_name, reason, created_at)
      SELECT g.id, 'removed', r.name, 'no longer listed', ${at} FROM guides g JOIN guide_places gp ON gp.guide_id = g.id JOIN restaurants r ON r.id = gp.restaurant_id
      WHERE g.is_sample = 0 AND g.status = 'published' AND r.is_sample = 1`),
    db.run(sql`UPDATE guides SET updated_at = ${at} WHERE id IN (SELECT g.id FROM guides g WHERE g.status = 'published' AND ${sql.raw(COVERING_GUIDE)})`),
  ];
  const removals: BatchItem<'sqlite'>[] = [
    db.delete(guides).where(eq(guides.isSample, true)),
    db.delete(articles).where(eq(articles.isSample, true)),
    db.run(sql`DELETE FROM slug_redirects WHERE (entity = 'article' AND entity_id NOT IN (SELECT id FROM articles)) OR (entity = 'guide' AND entity_id NOT IN (SELECT id FROM guides))`),
    ...chunks(dinerIds).map((ids) => db.delete(users).where(and(inArray(users.id, ids), like(users.facebookId, `${SAMPLE_FACEBOOK_PREFIX}%`)))),
    ...chunks(listingIds).map((ids) =>
      db.delete(slugRedirects).where(and(eq(slugRedirects.entity, 'restaurant'), inArray(slugRedirects.entityId, ids))),
    ),
    ...chunks(listingIds).map((ids) => db.delete(restaurants).where(and(inArray(restaurants.id, ids), eq(restaurants.isSample, true)))),
  ];
  const handOver: BatchItem<'sqlite'>[] = [
    // "WHERE true" tells SQLite the ON CONFLICT belongs to the INSERT, not to a join.
    db.run(sql.raw(`INSERT INTO slug_redirects (entity, old_slug, entity_id) SELECT 'restaurant', t.slug, t.id FROM restaurants t WHERE ${HEIR}
      ON CONFLICT (entity, old_slug) DO UPDATE SET entity_id = excluded.entity_id`)),
    db.run(sql.raw(`DELETE FROM slug_redirects WHERE entity = 'restaurant' AND old_slug IN (SELECT t.takes_slug FROM restaurants t WHERE ${HEIR})`)),
    db.run(sql`UPDATE restaurants SET slug = takes_slug, takes_slug = NULL, updated_at = ${at} WHERE id IN (SELECT t.id FROM restaurants t WHERE ${sql.raw(HEIR)})`),
    // Any other that waited keeps the address it has: no sample holds one for it any more.
    db.run(sql`UPDATE restaurants SET takes_slug = NULL WHERE takes_slug IS NOT NULL AND NOT EXISTS (SELECT 1 FROM restaurants s WHERE s.is_sample = 1)`),
  ];
  const cleanUp: BatchItem<'sqlite'>[] = [
    // Reports of what went with them would point at nothing.
    db.run(
      sql`DELETE FROM reports WHERE (entity = 'review' AND entity_id NOT IN (SELECT id FROM reviews)) OR (entity = 'photo' AND entity_id NOT IN (SELECT id FROM photos))`,
    ),
    db.run(sql.raw(RECOMPUTE_RATINGS_SQL)),
  ];
  await db.batch([...notes, ...removals, ...handOver, ...cleanUp] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  const unique = new Map(photoRows.map((p) => [p.id, p]));
  return { ...removed, photos: [...unique.values()] };
}
