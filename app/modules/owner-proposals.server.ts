import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { acceptProposal, declineProposal, getOpenProposal } from '~/models/owner-proposals.server';
import { PRIVATE_PAGE, redirectWithToast } from './http.server';
import { publishChanges } from './publishing.server';

const REASON_MAX = 500;

async function openProposal(context: AppLoadContext, current: { id: number } | null, formData: FormData) {
  const id = Number(formData.get('proposalId'));
  const proposal = current && Number.isInteger(id) && id > 0 ? await getOpenProposal(context.db, current.id, id) : null;
  if (!proposal) throw json({ message: 'That proposal is not open on this listing any more' }, { status: 400, headers: PRIVATE_PAGE });
  return proposal;
}

/**
 * The restaurant desk's buttons for an owner's proposals (decision 050): accept puts
 * the note or dishes on the page at once; decline needs a reason the owner reads on
 * their page.
 */
export const proposalActions = {
  async 'accept-proposal'(context: AppLoadContext, current: { id: number } | null, userId: number, formData: FormData) {
    const proposal = await openProposal(context, current, formData);
    await acceptProposal(context.db, proposal, userId, context.now.date);
    await publishChanges(context);
    return redirectWithToast(context, `/admin/restaurants/${proposal.restaurantId}`, {
      type: 'success',
      title: 'Proposal accepted',
      description: 'Readers see it now.',
    });
  },
  async 'decline-proposal'(context: AppLoadContext, current: { id: number } | null, userId: number, formData: FormData) {
    const proposal = await openProposal(context, current, formData);
    const reason = String(formData.get('reason') ?? '').trim();
    if (!reason || reason.length > REASON_MAX) {
      throw json({ message: `Say why in a sentence the owner will read (up to ${REASON_MAX} characters)` }, { status: 400, headers: PRIVATE_PAGE });
    }
    await declineProposal(context.db, proposal, userId, reason);
    return redirectWithToast(context, `/admin/restaurants/${proposal.restaurantId}`, { type: 'success', title: 'Proposal declined', description: 'The owner sees your reason on their page.' });
  },
};
