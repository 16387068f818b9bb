import { aliasedTable, and, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { listingClaims, listingOwners, restaurants, users } from '~/db/schema';
import { listingMailDomain } from '~/utils/claim-code';
import { recordChange } from './changes.server';
import { grantOwnerStatement, revokeOwnerStatement } from './listing-owners.server';
import { publicRestaurant } from './restaurant-cards.server';

/**
 * Claims on listings and what the desk decides (decision 050). A claim is proved only by
 * its code coming back through a channel the listing already had: its phone, heard by an
 * editor, or a mailbox on its website's domain. What the claimant says about themselves
 * is evidence an editor weighs, never the proof.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A published listing as the claim page needs it, with the channels that can check a claim. */
export async function findClaimableListing(db: Db, slug: string) {
  const [listing] = await db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug, phone: restaurants.phone, website: restaurants.website })
    .from(restaurants)
    .where(and(eq(restaurants.slug, slug), publicRestaurant))
    .limit(1);
  if (!listing) return null;
  return { ...listing, phone: listing.phone?.trim() || null, mailDomain: await ownMailDomain(db, listing) };
}

/**
 * The listing's website domain, unless another listing stands on the same one: a mailbox
 * on a domain two places share proves neither of them.
 */
async function ownMailDomain(db: Db, listing: { id: number; website: string | null }) {
  const domain = listingMailDomain(listing.website);
  if (!domain) return null;
  const others = await db
    .select({ website: restaurants.website })
    .from(restaurants)
    .where(and(ne(restaurants.id, listing.id), like(sql`lower(${restaurants.website})`, `%${escapeLike(domain)}%`)));
  return others.some((other) => listingMailDomain(other.website) === domain) ? null : domain;
}

export type NewClaim = {
  restaurantId: number;
  userId: number;
  claimantName: string;
  claimantRole: string;
  contactPhone: string;
  contactEmail: string;
  codeHash: string;
  codeMailedTo: string | null;
};

export async function createClaim(db: Db, claim: NewClaim) {
  const [row] = await db.insert(listingClaims).values(claim).returning({ id: listingClaims.id });
  return row!;
}

/** The person's claim on the listing still waiting for the desk, if any. */
export async function openClaimOf(db: Db, userId: number, restaurantId: number) {
  const [row] = await db
    .select()
    .from(listingClaims)
    .where(and(eq(listingClaims.userId, userId), eq(listingClaims.restaurantId, restaurantId), eq(listingClaims.status, 'open')))
    .orderBy(desc(listingClaims.id))
    .limit(1);
  return row ?? null;
}

/** The claimant gives up a claim still open (a lost code: they may start again). */
export async function withdrawClaim(db: Db, claimId: number) {
  await db
    .update(listingClaims)
    .set({ status: 'withdrawn', decidedAt: new Date().toISOString() })
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.status, 'open')));
}

/** Wrong codes a person typed back from e-mails on this listing, over all their claims on it. */
export async function wrongCodeTries(db: Db, userId: number, restaurantId: number) {
  const [row] = await db
    .select({ tries: sql<number>`coalesce(sum(${listingClaims.codeTries}), 0)` })
    .from(listingClaims)
    .where(and(eq(listingClaims.userId, userId), eq(listingClaims.restaurantId, restaurantId)));
  return Number(row?.tries ?? 0);
}

export async function countWrongCode(db: Db, claimId: number) {
  await db
    .update(listingClaims)
    .set({ codeTries: sql`${listingClaims.codeTries} + 1` })
    .where(eq(listingClaims.id, claimId));
}

/** The claimant typed back the code mailed to the listing's domain: the desk may approve without a call. */
export async function confirmMailedCode(db: Db, claimId: number) {
  await db
    .update(listingClaims)
    .set({ verifiedVia: 'email' })
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.status, 'open')));
}

const claimListing = {
  id: listingClaims.id,
  restaurantId: listingClaims.restaurantId,
  name: restaurants.name,
  slug: restaurants.slug,
  status: listingClaims.status,
  reason: listingClaims.reason,
  createdAt: listingClaims.createdAt,
  decidedAt: listingClaims.decidedAt,
};

/** A person's claims, newest first, with the listing each is on (their /business page). */
export function listClaimsBy(db: Db, userId: number) {
  return db
    .select(claimListing)
    .from(listingClaims)
    .innerJoin(restaurants, eq(restaurants.id, listingClaims.restaurantId))
    .where(eq(listingClaims.userId, userId))
    .orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
    .limit(100);
}

/** The listings a person keeps, by name. */
export function listOwnedPlaces(db: Db, userId: number) {
  return db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug, grantedAt: listingOwners.grantedAt })
    .from(listingOwners)
    .innerJoin(restaurants, eq(restaurants.id, listingOwners.restaurantId))
    .where(eq(listingOwners.userId, userId))
    .orderBy(restaurants.name);
}

/** Open claims, oldest first, each with the evidence an editor weighs before calling. */
export async function listOpenClaims(db: Db, limit = 50) {
  const open = await db
    .select({
      id: listingClaims.id,
      restaurantId: listingClaims.restaurantId,
      userId: listingClaims.userId,
      listingName: restaurants.name,
      listingSlug: restaurants.slug,
      listingPhone: restaurants.phone,
      listingWebsite: restaurants.website,
      claimantName: listingClaims.claimantName,
      claimantRole: listingClaims.claimantRole,
      contactPhone: listingClaims.contactPhone,
      contactEmail: listingClaims.contactEmail,
      codeMailedTo: listingClaims.codeMailedTo,
      verifiedVia: listingClaims.verifiedVia,
      createdAt: listingClaims.createdAt,
      accountName: users.name,
      memberSince: users.memberSince,
    })
    .from(listingClaims)
    .innerJoin(restaurants, eq(restaurants.id, listingClaims.restaurantId))
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .where(eq(listingClaims.status, 'open'))
    .orderBy(listingClaims.createdAt, listingClaims.id)
    .limit(limit);
  if (!open.length) return [];
  const userIds = [...new Set(open.map((c) => c.userId))];
  const listingIds = [...new Set(open.map((c) => c.restaurantId))];
  const claimant = aliasedTable(users, 'claimant');
  const related = await db
    .select({ ...claimListing, userId: listingClaims.userId, claimantName: listingClaims.claimantName, accountName: claimant.name })
    .from(listingClaims)
    .innerJoin(restaurants, eq(restaurants.id, listingClaims.restaurantId))
    .innerJoin(claimant, eq(claimant.id, listingClaims.userId))
    .where(or(inArray(listingClaims.userId, userIds), inArray(listingClaims.restaurantId, listingIds)))
    .orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
    .limit(500);
  return open.map((c) => ({
    ...c,
    othersByClaimant: related.filter((r) => r.userId === c.userId && r.id !== c.id),
    othersOnListing: related.filter((r) => r.restaurantId === c.restaurantId && r.id !== c.id),
  }));
}

/** Everyone who keeps a listing now, for the desk to revoke. */
export function listCurrentOwners(db: Db) {
  return db
    .select({
      restaurantId: listingOwners.restaurantId,
      userId: listingOwners.userId,
      listingName: restaurants.name,
      listingSlug: restaurants.slug,
      ownerName: users.name,
      grantedAt: listingOwners.grantedAt,
    })
    .from(listingOwners)
    .innerJoin(restaurants, eq(restaurants.id, listingOwners.restaurantId))
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .orderBy(restaurants.name, users.name)
    .limit(500);
}

export async function getOpenClaim(db: Db, claimId: number) {
  const [row] = await db
    .select()
    .from(listingClaims)
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.status, 'open')))
    .limit(1);
  return row ?? null;
}

/**
 * Approves a claim whose code came back: moves it from open (so two editors cannot both
 * decide it), then makes its claimant an owner of that one listing and records the change.
 * False when it was no longer open.
 */
export async function approveClaim(db: Db, { claimId, editorId, via }: { claimId: number; editorId: number; via: 'phone' | 'email' }) {
  const [claim] = await db
    .update(listingClaims)
    .set({ status: 'approved', verifiedVia: via, decidedBy: editorId, decidedAt: new Date().toISOString() })
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.status, 'open')))
    .returning();
  if (!claim) return false;
  await db.batch([
    grantOwnerStatement(db, { restaurantId: claim.restaurantId, userId: claim.userId, claimId: claim.id, grantedBy: editorId }),
    recordChange(db, {
      entity: 'restaurant',
      entityId: claim.restaurantId,
      userId: editorId,
      action: 'owner approved',
      summary: `${claim.claimantName} (${claim.claimantRole}), code ${via === 'email' ? `confirmed by e-mail to ${claim.codeMailedTo}` : 'heard on the listing’s phone'}`,
    }),
  ]);
  return true;
}

export async function declineClaim(db: Db, { claimId, editorId, reason }: { claimId: number; editorId: number; reason: string }) {
  const decided = await db
    .update(listingClaims)
    .set({ status: 'declined', reason, decidedBy: editorId, decidedAt: new Date().toISOString() })
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.status, 'open')))
    .returning({ id: listingClaims.id });
  return decided.length > 0;
}

/** Ends an owner's keeping of a listing: their row goes, their approved claims read "revoked" with why. */
export async function revokeOwner(db: Db, { restaurantId, userId, editorId, reason }: { restaurantId: number; userId: number; editorId: number; reason: string }) {
  const [owner] = await db
    .select({ name: users.name })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(and(eq(listingOwners.restaurantId, restaurantId), eq(listingOwners.userId, userId)));
  if (!owner) return false;
  await db.batch([
    revokeOwnerStatement(db, { restaurantId, userId }),
    db
      .update(listingClaims)
      .set({ status: 'revoked', reason, decidedBy: editorId, decidedAt: new Date().toISOString() })
      .where(and(eq(listingClaims.restaurantId, restaurantId), eq(listingClaims.userId, userId), eq(listingClaims.status, 'approved'))),
    recordChange(db, { entity: 'restaurant', entityId: restaurantId, userId: editorId, action: 'owner revoked', summary: `${owner.name}: ${reason}` }),
  ]);
  return true;
}

/** Published listings whose name holds the words typed ("Find your restaurant"), by name. */
export async function findListingsToClaim(db: Db, query: string, limit = 20) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  if (!words.length) return [];
  return await db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug, address: restaurants.address })
    .from(restaurants)
    .where(and(publicRestaurant, ...words.map((word) => sql`lower(${restaurants.name}) LIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`)))
    .orderBy(restaurants.name)
    .limit(limit);
}
