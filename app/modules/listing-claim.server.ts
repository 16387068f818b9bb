import type { AppLoadContext } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { confirmMailedCode, countWrongCode, createClaim, findClaimableListing, openClaimOf, withdrawClaim, wrongCodeTries } from '~/models/listing-claims.server';
import { isOwnerOf } from '~/models/listing-owners.server';
import { claimCodeHash, mailLocalPart, newClaimCode, sameDigest, typedClaimCode } from '~/utils/claim-code';
import { parseClaim } from '~/utils/claim-schema';
import { getOptionalUser } from './auth.server';
import { messagesFor, translator } from './messages.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from './http.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from './rate-limit.server';

/**
 * /restaurant/:slug/claim (decision 050): what claiming does, the form, the code shown
 * once (phone) or mailed to the listing's domain and typed back (e-mail), and the
 * state of a claim already made. Private to the person: nothing here is cached.
 */

async function listingOf(context: AppLoadContext, slug: string | undefined) {
  const listing = await findClaimableListing(context.db, routeParam(slug, 'slug'));
  if (!listing) notFound('No such restaurant');
  // The e-mail channel exists only where outgoing mail is set up.
  return { ...listing, mailDomain: context.mailClaimCode ? listing.mailDomain : null };
}

type ClaimState =
  | { state: 'signed-out' | 'owner' | 'unclaimable' | 'form' }
  | { state: 'open'; claim: { createdAt: string; mailedTo: string | null; confirmed: boolean } };

export async function claimPage(context: AppLoadContext, slug: string | undefined) {
  const listing = await listingOf(context, slug);
  const user = await getOptionalUser(context);
  const shown = { name: listing.name, slug: listing.slug, phone: listing.phone, mailDomain: listing.mailDomain };
  const messages = messagesFor(context.locale, 'claim', 'dates');
  const page = (state: ClaimState) => json({ listing: shown, ...state, messages }, { headers: PRIVATE_PAGE });
  if (!user) return page({ state: 'signed-out' });
  if (await isOwnerOf(context.db, user.id, listing.id)) return page({ state: 'owner' });
  const open = await openClaimOf(context.db, user.id, listing.id);
  if (open) {
    return page({
      state: 'open',
      claim: { createdAt: open.createdAt, mailedTo: open.codeMailedTo, confirmed: open.verifiedVia === 'email' },
    });
  }
  if (!listing.phone && !listing.mailDomain) return page({ state: 'unclaimable' });
  return page({ state: 'form' });
}

/** Wrong codes typed back a person gets on one listing (decision 050). */
export const MAX_WRONG_CODES = 5;

const answer = (status: number, body: object, headers: HeadersInit = PRIVATE_PAGE) => json(body, { status, headers });

export async function claimAction(context: AppLoadContext, request: Request, slug: string | undefined) {
  const listing = await listingOf(context, slug);
  const user = await getOptionalUser(context);
  const here = `/restaurant/${listing.slug}/claim`;
  // Signed out (a session that ended): back to the page, which offers sign-in.
  if (!user) throw redirect(here, { headers: PRIVATE_PAGE });
  const formData = await request.formData();
  const t = translator(context.locale);
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user.id)))) {
    return json({ formError: rateLimitedMessage(t) }, tooManyRequests(PRIVATE_PAGE));
  }
  const intent = formData.get('intent');
  const open = await openClaimOf(context.db, user.id, listing.id);
  if (intent === 'withdraw' || intent === 'confirm') {
    if (!open) return answer(409, { formError: t('claim.error.noOpenClaim') });
    if (intent === 'withdraw') {
      await withdrawClaim(context.db, open.id);
      return redirectWithToast(context, here, { type: 'success', title: t('claim.toast.withdrawn') });
    }
    if (!open.codeMailedTo) return answer(400, { codeError: t('claim.error.codeByCall') });
    // A million codes: a few wrong tries per person and listing, over all their claims on it, and then only a call.
    if ((await wrongCodeTries(context.db, user.id, listing.id)) >= MAX_WRONG_CODES) {
      return answer(400, { codeError: t('claim.error.tooManyWrong') });
    }
    const code = typedClaimCode(formData.get('code'));
    const hash = code ? await claimCodeHash(context.cloudflare.env.SESSION_SECRET, open, code) : null;
    if (!hash || !sameDigest(hash, open.codeHash)) {
      await countWrongCode(context.db, open.id);
      return answer(400, { codeError: t('claim.error.wrongCode') });
    }
    await confirmMailedCode(context.db, open.id);
    return redirectWithToast(context, here, { type: 'success', title: t('claim.toast.confirmed'), description: t('claim.toast.confirmedDescription') });
  }

  const submission = parseClaim(formData, t);
  if (open) return answer(409, { result: submission.reply({ formErrors: [t('claim.error.alreadyOpen')] }) });
  if (submission.status !== 'success') return answer(400, { result: submission.reply() });
  const claim = submission.value;
  const refuse = (fieldErrors: Record<string, string[]>) => answer(400, { result: submission.reply({ fieldErrors }) });

  let mailTo: string | null = null;
  if (claim.channel === 'email') {
    if (!listing.mailDomain) return refuse({ channel: [t('claim.error.noDomain')] });
    const typed = (claim.mailbox ?? '').trim().toLowerCase();
    const at = typed.lastIndexOf('@');
    if (at >= 0 && typed.slice(at + 1) !== listing.mailDomain) {
      return refuse({ mailbox: [t('claim.error.onlyDomain', { domain: listing.mailDomain })] });
    }
    const local = mailLocalPart(at >= 0 ? typed.slice(0, at) : typed);
    if (!local) return refuse({ mailbox: [t('claim.error.typeMailbox', { domain: listing.mailDomain })] });
    mailTo = `${local}@${listing.mailDomain}`;
  } else if (!listing.phone) {
    return refuse({ channel: [t('claim.error.noPhone')] });
  }

  const code = newClaimCode();
  const codeHash = await claimCodeHash(context.cloudflare.env.SESSION_SECRET, { restaurantId: listing.id, userId: user.id }, code);
  if (mailTo) {
    try {
      await context.mailClaimCode!({ to: mailTo, code, listingName: listing.name, claimPath: here });
    } catch (error) {
      console.error('Mailing a claim code failed', error instanceof Error ? error.message : 'unknown error');
      return answer(503, { result: submission.reply({ formErrors: [t('claim.error.mailFailed')] }) });
    }
  }
  await createClaim(context.db, {
    restaurantId: listing.id,
    userId: user.id,
    claimantName: claim.claimantName,
    claimantRole: claim.claimantRole,
    contactPhone: claim.contactPhone,
    contactEmail: claim.contactEmail,
    codeHash,
    codeMailedTo: mailTo,
  });
  if (mailTo) return redirectWithToast(context, here, { type: 'success', title: t('claim.toast.codeSent', { address: mailTo }) });
  // The only time the code is anywhere but in the claimant's head: this answer, never stored.
  return answer(200, { created: { code, phone: listing.phone } });
}
