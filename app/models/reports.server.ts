import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { AVERAGE_RATING_SQL, REAL_AVERAGE_RATING_SQL, REAL_REVIEW_COUNT_SQL, REVIEW_COUNT_SQL } from '~/db/rating-sql';
import { ownerReplies, photos, reports, restaurants, reviews, users, type ReportRow } from '~/db/schema';
import type { PhotoFormatName } from '~/utils/photo-rules';
import type { ReportReason } from '~/utils/report-reasons';
import { recordChange } from './changes.server';
import { selectInRuns } from '~/db/bound-parameters';

export type ReportEntity = ReportRow['entity'];

/** Files a report; a diner reporting the same item twice files it once. */
export async function createReport(
  db: Db,
  report: { entity: ReportEntity; entityId: number; reporterId: number; reason: ReportReason; note: string },
) {
  await db.insert(reports).values(report).onConflictDoNothing();
}

/** The review, photo or owner's reply a report is about, as the report form names it; null when there is none to report. */
export async function reportTarget(db: Db, entity: ReportEntity, entityId: number) {
  if (entity === 'owner-reply') {
    // Only a published reply is there to report.
    const [row] = await db
      .select({ authorId: ownerReplies.userId, author: users.name, text: ownerReplies.content, restaurantSlug: restaurants.slug, restaurantName: restaurants.name })
      .from(ownerReplies)
      .innerJoin(users, eq(users.id, ownerReplies.userId))
      .innerJoin(restaurants, eq(restaurants.id, ownerReplies.restaurantId))
      .where(and(eq(ownerReplies.id, entityId), eq(ownerReplies.status, 'approved')))
      .limit(1);
    return row ?? null;
  }
  if (entity === 'review') {
    const [row] = await db
      .select({ authorId: reviews.userId, author: users.name, text: reviews.content, restaurantSlug: restaurants.slug, restaurantName: restaurants.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
      .where(eq(reviews.id, entityId))
      .limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ authorId: photos.userId, author: users.name, text: photos.caption, restaurantSlug: restaurants.slug, restaurantName: restaurants.name })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(restaurants, eq(restaurants.id, photos.restaurantId))
    .where(and(eq(photos.id, entityId), eq(photos.status, 'approved')))
    .limit(1);
  return row ?? null;
}

export type OpenReport = {
  entity: ReportEntity;
  entityId: number;
  reasons: ReportReason[];
  notes: string[];
  reportCount: number;
  firstReportedAt: string;
  author: string;
  text: string;
  rating: number | null;
  photo: { id: number; width: number; height: number; widths: number[]; formats: PhotoFormatName[] } | null;
  restaurantName: string;
  restaurantSlug: string;
};

/** Open reports, one entry per reported item (oldest first), with what was reported. */
export async function listOpenReports(db: Db, limit = 50): Promise<OpenReport[]> {
  const open = await db.select().from(reports).where(eq(reports.status, 'open')).orderBy(asc(reports.createdAt), asc(reports.id)).limit(500);
  const items = new Map<string, OpenReport>();
  const reviewIds = [...new Set(open.filter((r) => r.entity === 'review').map((r) => r.entityId))];
  const photoIds = [...new Set(open.filter((r) => r.entity === 'photo').map((r) => r.entityId))];
  const replyIds = [...new Set(open.filter((r) => r.entity === 'owner-reply').map((r) => r.entityId))];
  const [reviewRows, photoRows, replyRows] = await Promise.all([
    selectInRuns(reviewIds, (ids) =>
      db
        .select({ id: reviews.id, author: users.name, text: reviews.content, rating: reviews.rating, restaurantName: restaurants.name, restaurantSlug: restaurants.slug })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
        .where(inArray(reviews.id, ids)),
    ),
    selectInRuns(photoIds, (ids) =>
      db
        .select({ id: photos.id, author: users.name, text: photos.caption, width: photos.width, height: photos.height, widths: photos.widths, formats: photos.formats, restaurantName: restaurants.name, restaurantSlug: restaurants.slug })
        .from(photos)
        .innerJoin(users, eq(users.id, photos.userId))
        .innerJoin(restaurants, eq(restaurants.id, photos.restaurantId))
        .where(inArray(photos.id, ids)),
    ),
    selectInRuns(replyIds, (ids) =>
      db
        .select({ id: ownerReplies.id, author: users.name, text: ownerReplies.content, restaurantName: restaurants.name, restaurantSlug: restaurants.slug })
        .from(ownerReplies)
        .innerJoin(users, eq(users.id, ownerReplies.userId))
        .innerJoin(restaurants, eq(restaurants.id, ownerReplies.restaurantId))
        .where(inArray(ownerReplies.id, ids)),
    ),
  ]);
  const reviewById = new Map(reviewRows.map((r) => [r.id, r]));
  const photoById = new Map(photoRows.map((p) => [p.id, p]));
  const replyById = new Map(replyRows.map((r) => [r.id, r]));
  for (const report of open) {
    const key = `${report.entity}:${report.entityId}`;
    let item = items.get(key);
    if (!item) {
      const review = report.entity === 'review' ? reviewById.get(report.entityId) : undefined;
      const photo = report.entity === 'photo' ? photoById.get(report.entityId) : undefined;
      const found = review ?? photo ?? (report.entity === 'owner-reply' ? replyById.get(report.entityId) : undefined);
      if (!found) continue;
      item = {
        entity: report.entity,
        entityId: report.entityId,
        reasons: [],
        notes: [],
        reportCount: 0,
        firstReportedAt: report.createdAt,
        author: found.author,
        text: found.text,
        rating: review?.rating ?? null,
        photo: photo ? { id: photo.id, width: photo.width, height: photo.height, widths: photo.widths, formats: photo.formats } : null,
        restaurantName: found.restaurantName,
        restaurantSlug: found.restaurantSlug,
      };
      items.set(key, item);
    }
    item.reportCount += 1;
    if (!item.reasons.includes(report.reason)) item.reasons.push(report.reason);
    if (report.note) item.notes.push(report.note);
  }
  return [...items.values()].slice(0, limit);
}

export async function countOpenReports(db: Db) {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}

/**
 * An editor's decision on a reported item: hide it (its author sees it hidden and
 * why; nobody else sees it) or dismiss its reports. Recorded in the desk's history.
 */
export async function resolveReports(
  db: Db,
  { entity, entityId, editorId, outcome, reason }: { entity: ReportEntity; entityId: number; editorId: number; outcome: 'hidden' | 'dismissed'; reason: string | null },
) {
  const now = new Date().toISOString();
  const closeReports = db
    .update(reports)
    .set({ status: outcome, resolvedAt: now })
    .where(and(eq(reports.entity, entity), eq(reports.entityId, entityId), eq(reports.status, 'open')));
  const record = recordChange(db, {
    entity,
    entityId,
    userId: editorId,
    action: outcome === 'hidden' ? 'hid' : 'dismissed reports on',
    summary: reason ?? '',
  });
  if (outcome === 'dismissed') return void (await db.batch([closeReports, record]));
  if (entity === 'owner-reply') {
    // Its author, an owner of the listing, still sees it, with the reason.
    return void (await db.batch([closeReports, record, db.update(ownerReplies).set({ status: 'hidden', reason, moderatedAt: now }).where(eq(ownerReplies.id, entityId))]));
  }
  const hide =
    entity === 'review'
      ? db.update(reviews).set({ hiddenReason: reason }).where(eq(reviews.id, entityId))
      : db.update(photos).set({ status: 'hidden', reason, moderatedAt: now }).where(eq(photos.id, entityId));
  const statements = [closeReports, record, hide] as const;
  if (entity === 'photo') {
    await db.batch([...statements, db.update(restaurants).set({ coverPhotoId: null }).where(eq(restaurants.coverPhotoId, entityId))]);
  } else {
    // The hidden review leaves the restaurant's count and average with it.
    const recompute = db
      .update(restaurants)
      .set({
        reviewCount: sql.raw(REVIEW_COUNT_SQL),
        averageRating: sql.raw(AVERAGE_RATING_SQL),
        realReviewCount: sql.raw(REAL_REVIEW_COUNT_SQL),
        realAverageRating: sql.raw(REAL_AVERAGE_RATING_SQL),
      })
      .where(eq(restaurants.id, sql`(SELECT restaurant_id FROM reviews WHERE id = ${entityId})`));
    await db.batch([...statements, recompute]);
  }
}
