import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { eq } from 'drizzle-orm';
import { restaurants } from '~/db/schema';
import { getEditableRestaurant } from '~/models/desk-restaurants.server';
import { readSources, saveOwnerChanges } from '~/models/listing-sources.server';
import { listProposals, propose, type ProposalKind, type ProposalPayload } from '~/models/owner-proposals.server';
import { changedTopics, changeSummary, nextSources } from '~/utils/listing-sources';
import { applyOwnerForm, parseOwnerLiveForm, parseOwnerProposalForm, proposedDishes } from '~/utils/owner-listing-form';
import { requireListingKeeper } from './auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast } from './http.server';
import { publishChanges } from './publishing.server';
import { translator } from './messages.server';
import { repliedInPageWords } from './owner-page-words.server';

/**
 * The owner's page of a listing (decision 050): who may use it is `mayEdit`'s
 * 'listing-facts' case (requireListingKeeper); what it writes is only the
 * owner-facing parts, live at once, and proposals an editor decides.
 */
async function keptListing(context: AppLoadContext, request: Request, slug: string) {
  const [row] = await context.db.select({ id: restaurants.id, ownerNote: restaurants.ownerNote }).from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  if (!row) notFound('Restaurant not found');
  const keeper = await requireListingKeeper(context, request, row.id);
  const listing = await getEditableRestaurant(context.db, row.id);
  if (!listing) notFound('Restaurant not found');
  return { ...keeper, listing, ownerNote: row.ownerNote };
}

export async function loadOwnerPage(context: AppLoadContext, request: Request, slug: string) {
  const kept = await keptListing(context, request, slug);
  const [sources, proposals] = await Promise.all([readSources(context.db, kept.listing.id), listProposals(context.db, kept.listing.id)]);
  return { ...kept, sources, proposals };
}


export async function ownerPageAction(context: AppLoadContext, request: Request, slug: string) {
  const { user, isOwner, listing, ownerNote } = await keptListing(context, request, slug);
  const formData = await request.formData();
  const back = `/business/${slug}`;
  const t = translator(context.locale);
  const answer = (reply: SubmissionResult<string[]>, form: 'live' | 'propose', status = 400) =>
    json({ form, result: repliedInPageWords(reply, t, context.locale) }, { status, headers: PRIVATE_PAGE });
  if (formData.get('intent') === 'propose') {
    const submission = parseOwnerProposalForm(formData);
    if (submission.status !== 'success') return answer(submission.reply(), 'propose');
    const note = submission.value.note ?? '';
    const dishes = proposedDishes(submission.value);
    const proposals: Array<{ kind: ProposalKind; payload: ProposalPayload }> = [];
    if (note !== (ownerNote ?? '')) proposals.push({ kind: 'note', payload: { note } });
    if (JSON.stringify(dishes) !== JSON.stringify(listing.input.dishes)) proposals.push({ kind: 'dishes', payload: { dishes } });
    await propose(context.db, listing.id, user.id, proposals);
    return redirectWithToast(context, back, proposals.length
      ? { type: 'success', title: t('ownerPage.toast.sent'), description: t('ownerPage.toast.sentText') }
      : { type: 'success', title: t('ownerPage.toast.nothingToSend') });
  }

  const submission = parseOwnerLiveForm(formData, context.now.date);
  if (submission.status !== 'success') return answer(submission.reply(), 'live');
  const input = applyOwnerForm(listing.input, submission.value, context.now.date);
  const changed = changedTopics(listing.input, input);
  if (!changed.length) return redirectWithToast(context, back, { type: 'success', title: t('ownerPage.toast.nothingChanged') });
  const who = isOwner ? 'owner' : 'editor';
  const sources = nextSources(await readSources(context.db, listing.id), changed.map((c) => c.topic), { source: who, userId: user.id, updatedOn: context.now.date });
  const result = await saveOwnerChanges(context.db, {
    current: { ...listing, version: submission.value.version },
    input,
    sources,
    userId: user.id,
    summary: changeSummary(isOwner ? 'Owner' : 'Editor', changed),
  });
  if ('conflict' in result) {
    return answer(submission.reply({ formErrors: [t('ownerPage.check.conflict')] }), 'live', 409);
  }
  await publishChanges(context);
  return redirectWithToast(context, back, { type: 'success', title: t('ownerPage.toast.saved'), description: t('ownerPage.toast.savedText') });
}
