import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { changes, listingReports, restaurants } from '~/db/schema';
import { listingReportReasonLabel, type StoredListingReportReason } from '~/utils/listing-report-reasons';
import { changeValues } from './changes.server';
import { publicRestaurant } from './restaurant-cards.server';

/** The listing a diner reports, by its address; null when there is none. */
export async function findListingToReport(db: Db, slug: string) {
  const [row] = await db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug })
    .from(restaurants)
    .where(and(eq(restaurants.slug, slug), publicRestaurant))
    .limit(1);
  return row ?? null;
}

/**
 * Files a diner's report that a listing is out of date. The same reporter's repeat of
 * an open report adds to its count and keeps its note: one entry in the desk, however
 * often it is sent (the unique index settles two sent at once).
 */
export async function createListingReport(
  db: Db,
  report: { restaurantId: number; reporterId: number | null; reporterKey: string; reason: StoredListingReportReason; note: string },
) {
  await db
    .insert(listingReports)
    .values(report)
    .onConflictDoUpdate({
      target: [listingReports.restaurantId, listingReports.reporterKey, listingReports.reason],
      targetWhere: sql`status = 'open'`,
      set: { reportCount: sql`${listingReports.reportCount} + 1` },
    });
}

export type OpenListingReport = {
  id: number;
  reason: string;
  note: string;
  createdAt: string;
  signedIn: boolean;
  /** How many times its reporter sent it. */
  reportCount: number;
  restaurant: { id: number; name: string; slug: string; detailsCheckedAt: string | null; closedAt: string | null };
};

/** Open listing reports, oldest first. */
export async function listOpenListingReports(db: Db, limit = 100): Promise<OpenListingReport[]> {
  const rows = await db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      note: listingReports.note,
      createdAt: listingReports.createdAt,
      reporterId: listingReports.reporterId,
      reportCount: listingReports.reportCount,
      restaurantId: restaurants.id,
      // Aliased: D1 batches return rows as objects, where a second "name" would overwrite the first.
      restaurantName: sql<string>`${restaurants.name}`.as('restaurant_name'),
      restaurantSlug: restaurants.slug,
      detailsCheckedAt: restaurants.detailsCheckedAt,
      closedAt: restaurants.closedAt,
    })
    .from(listingReports)
    .innerJoin(restaurants, eq(restaurants.id, listingReports.restaurantId))
    .where(eq(listingReports.status, 'open'))
    .orderBy(asc(listingReports.createdAt), asc(listingReports.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt,
    signedIn: row.reporterId !== null,
    reportCount: row.reportCount,
    restaurant: { id: row.restaurantId, name: row.restaurantName, slug: row.restaurantSlug, detailsCheckedAt: row.detailsCheckedAt, closedAt: row.closedAt },
  }));
}

export async function countOpenListingReports(db: Db) {
  const [row] = await db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, 'open'));
  return row?.n ?? 0;
}

/**
 * An editor's decision on one listing report: resolved (the listing was put
 * right, or was right) or dismissed, in the listing's history. The history row
 * goes first and names its listing only while the report is still open: if
 * another editor closed it first, its NOT NULL entity fails and the batch writes
 * nothing. Returns false when there was no open report to close.
 */
export async function closeListingReport(
  db: Db,
  { reportId, editorId, outcome }: { reportId: number; editorId: number; outcome: 'resolved' | 'dismissed' },
): Promise<boolean> {
  const [report] = await db
    .select({ restaurantId: listingReports.restaurantId, reason: listingReports.reason, note: listingReports.note })
    .from(listingReports)
    .where(and(eq(listingReports.id, reportId), eq(listingReports.status, 'open')))
    .limit(1);
  if (!report) return false;
  const summary = `${listingReportReasonLabel(report.reason)}${report.note ? `: “${report.note}”` : ''}`;
  try {
    await db.batch([
      db.insert(changes).values({
        ...changeValues({
          entity: 'restaurant',
          entityId: report.restaurantId,
          userId: editorId,
          action: outcome === 'resolved' ? 'resolved a report' : 'dismissed a report',
          summary: summary.slice(0, 300),
        }),
        entity: sql<string>`(SELECT 'restaurant' FROM ${listingReports} WHERE ${listingReports.id} = ${reportId} AND ${listingReports.status} = 'open')`,
      }),
      db
        .update(listingReports)
        .set({ status: outcome, resolvedAt: new Date().toISOString() })
        .where(and(eq(listingReports.id, reportId), eq(listingReports.status, 'open'))),
    ]);
  } catch (error) {
    const [still] = await db.select({ status: listingReports.status }).from(listingReports).where(eq(listingReports.id, reportId)).limit(1);
    if (still?.status !== 'open') return false;
    throw error;
  }
  return true;
}
