import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { ownerProposals, restaurantDishes, restaurants, users } from '~/db/schema';
import type { Dish } from '~/utils/facts';
import { recordChange } from './changes.server';

/**
 * What an owner proposes and an editor decides (decision 050): the "From the owner"
 * note and the dishes to order. Nothing shows to readers until accepted.
 */
export type ProposalPayload = { note: string } | { dishes: Dish[] };
export type ProposalKind = 'note' | 'dishes';

/** Sends an owner's proposals; an open one of the same kind is replaced by the newer. */
export async function propose(db: Db, restaurantId: number, userId: number, proposals: Array<{ kind: ProposalKind; payload: ProposalPayload }>) {
  if (!proposals.length) return;
  const now = new Date().toISOString();
  await db.batch([
    db
      .update(ownerProposals)
      .set({ status: 'declined', reason: 'Replaced by a newer proposal.', decidedAt: now })
      .where(and(eq(ownerProposals.restaurantId, restaurantId), eq(ownerProposals.status, 'open'), inArray(ownerProposals.kind, proposals.map((p) => p.kind)))),
    db.insert(ownerProposals).values(proposals.map((p) => ({ restaurantId, userId, kind: p.kind, payload: p.payload }))),
  ]);
}

/** A listing's proposals, newest first: open ones for the desk, the latest decisions for the owner. */
export async function listProposals(db: Db, restaurantId: number, { openOnly = false } = {}) {
  const rows = await db
    .select({
      id: ownerProposals.id,
      kind: ownerProposals.kind,
      payload: ownerProposals.payload,
      status: ownerProposals.status,
      reason: ownerProposals.reason,
      createdAt: ownerProposals.createdAt,
      decidedAt: ownerProposals.decidedAt,
      by: users.name,
    })
    .from(ownerProposals)
    .innerJoin(users, eq(users.id, ownerProposals.userId))
    .where(and(eq(ownerProposals.restaurantId, restaurantId), openOnly ? eq(ownerProposals.status, 'open') : undefined))
    .orderBy(desc(ownerProposals.createdAt), desc(ownerProposals.id))
    .limit(10);
  return rows.map((row) => ({ ...row, payload: row.payload as ProposalPayload }));
}

export async function getOpenProposal(db: Db, restaurantId: number, id: number) {
  const [row] = await db
    .select()
    .from(ownerProposals)
    .where(and(eq(ownerProposals.id, id), eq(ownerProposals.restaurantId, restaurantId), eq(ownerProposals.status, 'open')))
    .limit(1);
  return row ? { ...row, payload: row.payload as ProposalPayload } : null;
}

/**
 * An editor accepts: the note goes on the listing dated `today`, or the dishes replace
 * its "What to order". The listing's version moves, so a desk form opened before
 * cannot silently put the old dishes back.
 */
export async function acceptProposal(db: Db, proposal: NonNullable<Awaited<ReturnType<typeof getOpenProposal>>>, editorId: number, today: string) {
  const id = proposal.restaurantId;
  const now = new Date().toISOString();
  const bump = { version: sqlVersionPlusOne(), updatedAt: now };
  const payload = proposal.payload;
  const writes =
    'note' in payload
      ? [db.update(restaurants).set({ ownerNote: payload.note || null, ownerNoteOn: payload.note ? today : null, ...bump }).where(eq(restaurants.id, id))]
      : [
          db.update(restaurants).set(bump).where(eq(restaurants.id, id)),
          db.delete(restaurantDishes).where(eq(restaurantDishes.restaurantId, id)),
          ...(payload.dishes.length
            ? [db.insert(restaurantDishes).values(payload.dishes.map((dish, i) => ({ restaurantId: id, position: i + 1, name: dish.name, priceCents: dish.priceCents })))]
            : []),
        ];
  await db.batch([
    db.update(ownerProposals).set({ status: 'accepted', decidedBy: editorId, decidedAt: now }).where(eq(ownerProposals.id, proposal.id)),
    ...writes,
    recordChange(db, { entity: 'restaurant', entityId: id, userId: editorId, action: 'accepted the owner’s proposal', summary: 'note' in payload ? 'From the owner note' : 'What to order' }),
  ]);
}

export async function declineProposal(db: Db, proposal: { id: number; restaurantId: number }, editorId: number, reason: string) {
  await db.batch([
    db.update(ownerProposals).set({ status: 'declined', reason, decidedBy: editorId, decidedAt: new Date().toISOString() }).where(eq(ownerProposals.id, proposal.id)),
    recordChange(db, { entity: 'restaurant', entityId: proposal.restaurantId, userId: editorId, action: 'declined the owner’s proposal', summary: reason }),
  ]);
}

function sqlVersionPlusOne() {
  return sql<number>`${restaurants.version} + 1`;
}
