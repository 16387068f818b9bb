import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { listingOwners } from '~/db/schema';

/**
 * Who keeps a listing from the owner's side (decision 050). An owner is made only by
 * an editor approving a verified claim; an editor can revoke at any time.
 */

/** The listings a person owns, by id: what `mayEdit` asks for an owner. */
export async function ownedRestaurantIds(db: Db, userId: number) {
  const rows = await db.select({ id: listingOwners.restaurantId }).from(listingOwners).where(eq(listingOwners.userId, userId));
  return rows.map((row) => row.id);
}

export async function isOwnerOf(db: Db, userId: number, restaurantId: number) {
  const row = await db
    .select({ id: listingOwners.restaurantId })
    .from(listingOwners)
    .where(and(eq(listingOwners.userId, userId), eq(listingOwners.restaurantId, restaurantId)))
    .get();
  return !!row;
}

/** Whether anyone owns the listing: its page says "Managed by its owner". */
export async function hasOwner(db: Db, restaurantId: number) {
  return !!(await db.select({ id: listingOwners.userId }).from(listingOwners).where(eq(listingOwners.restaurantId, restaurantId)).limit(1).get());
}

export function grantOwnerStatement(db: Db, owner: { restaurantId: number; userId: number; claimId: number | null; grantedBy: number | null }) {
  return db.insert(listingOwners).values(owner).onConflictDoNothing();
}

export function revokeOwnerStatement(db: Db, owner: { restaurantId: number; userId: number }) {
  return db.delete(listingOwners).where(and(eq(listingOwners.restaurantId, owner.restaurantId), eq(listingOwners.userId, owner.userId)));
}
