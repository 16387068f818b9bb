import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { rowsRead } from '~/db/read-together.server';
import { photos, restaurants, users, type PhotoRow } from '~/db/schema';
import type { PhotoFormatName } from '~/utils/photo-rules';
import { recordChange } from './changes.server';
import { restaurantIdOf, type RestaurantKey } from './restaurants.server';

export type PhotoStatus = PhotoRow['status'];

/** How many photos a diner added since `sinceIso` (the daily quota). */
export async function countPhotosSince(db: Db, userId: number, sinceIso: string) {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.userId, userId), gte(photos.createdAt, sinceIso)));
  return row?.n ?? 0;
}

export async function createPhoto(
  db: Db,
  photo: { restaurantId: number; userId: number; caption: string; width: number; height: number; widths: number[]; formats: PhotoFormatName[] },
) {
  const [row] = await db.insert(photos).values(photo).returning({ id: photos.id });
  return row!.id;
}

export async function deletePhoto(db: Db, id: number) {
  await db.delete(photos).where(eq(photos.id, id));
}

export async function getPhoto(db: Db, id: number) {
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row ?? null;
}

const servedShape = { id: photos.id, caption: photos.caption, width: photos.width, height: photos.height, widths: photos.widths, formats: photos.formats, createdAt: photos.createdAt };

/** A restaurant's gallery: approved photos, newest first, with who took them, up to `limit`. */
export function restaurantPhotos(db: Db, restaurant: RestaurantKey, limit = 24) {
  return rowsRead(
    db
      .select({ ...servedShape, by: users.name })
      .from(photos)
      .innerJoin(users, eq(users.id, photos.userId))
      .where(and(eq(photos.restaurantId, restaurantIdOf(restaurant)), eq(photos.status, 'approved')))
      .orderBy(desc(photos.createdAt), desc(photos.id))
      .limit(limit),
  );
}

/** Everything a diner added, whatever its fate: their profile says what waits, what is shown and why any was turned down. */
export function listDinerPhotos(db: Db, userId: number, limit = 48) {
  return db
    .select({ ...servedShape, status: photos.status, reason: photos.reason, restaurantName: restaurants.name, restaurantSlug: restaurants.slug })
    .from(photos)
    .innerJoin(restaurants, eq(restaurants.id, photos.restaurantId))
    .where(eq(photos.userId, userId))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(limit);
}

/** Photos waiting for an editor, oldest first. */
export function listPendingPhotos(db: Db, limit = 50) {
  return db
    .select({ ...servedShape, by: users.name, restaurantId: restaurants.id, restaurantName: restaurants.name, restaurantSlug: restaurants.slug })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(restaurants, eq(restaurants.id, photos.restaurantId))
    .where(eq(photos.status, 'pending'))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(limit);
}

export async function countPendingPhotos(db: Db) {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.status, 'pending'));
  return row?.n ?? 0;
}

/** An editor's decision on a photo, recorded in the desk's history with it. */
export async function moderatePhoto(
  db: Db,
  { photoId, editorId, status, reason }: { photoId: number; editorId: number; status: 'approved' | 'rejected' | 'hidden'; reason: string | null },
) {
  const now = new Date().toISOString();
  const statements = [
    db.update(photos).set({ status, reason, moderatedAt: now }).where(eq(photos.id, photoId)),
    recordChange(db, { entity: 'photo', entityId: photoId, userId: editorId, action: status, summary: reason ?? '' }),
  ] as const;
  // A photo that stops being public stops being a cover too.
  if (status !== 'approved') {
    await db.batch([...statements, db.update(restaurants).set({ coverPhotoId: null }).where(eq(restaurants.coverPhotoId, photoId))]);
  } else {
    await db.batch(statements);
  }
}

/** Makes an approved photo the listing's cover (hero and share image) in place of the illustration. */
export async function setCoverPhoto(db: Db, { restaurantId, photoId, editorId }: { restaurantId: number; photoId: number | null; editorId: number }) {
  await db.batch([
    db.update(restaurants).set({ coverPhotoId: photoId }).where(eq(restaurants.id, restaurantId)),
    recordChange(db, {
      entity: 'restaurant',
      entityId: restaurantId,
      userId: editorId,
      action: photoId ? 'set cover photo' : 'removed cover photo',
      summary: photoId ? `photo #${photoId}` : '',
    }),
  ]);
}

