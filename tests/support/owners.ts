import { createDb } from '../../app/db/client.server';
import { grantOwnerStatement } from '../../app/models/listing-owners.server';

/** The user id of a stand-in person who has signed in once (their Facebook id). */
export async function userIdOf(db: D1Database, facebookId: string) {
  const row = await db.prepare('SELECT id FROM users WHERE facebook_id = ?').bind(facebookId).first<{ id: number }>();
  if (!row) throw new Error(`${facebookId} has not signed in`);
  return row.id;
}

/**
 * Makes someone an owner of a listing straight in D1, with the statement an editor's
 * approval of a verified claim runs (the claim itself is another part's test).
 */
export async function makeOwner(db: D1Database, owner: { restaurantId: number; userId: number }) {
  await grantOwnerStatement(createDb(db), { ...owner, claimId: null, grantedBy: null });
}
