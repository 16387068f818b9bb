import { createDb } from '../../app/db/client.server';
import { grantOwnerStatement } from '../../app/models/listing-owners.server';

/** Makes a person an owner of a listing, as an editor approving their verified claim does. */
export async function makeOwner(db: D1Database, restaurantId: number, userId: number) {
  await grantOwnerStatement(createDb(db), { restaurantId, userId, claimId: null, grantedBy: null });
}
