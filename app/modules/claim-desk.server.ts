import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { z } from 'zod';
import { approveClaim, declineClaim, getOpenClaim, listCurrentOwners, listOpenClaims, revokeOwner } from '~/models/listing-claims.server';
import { claimCodeHash, sameDigest, typedClaimCode } from '~/utils/claim-code';
import { requireEditor } from './auth.server';
import { PRIVATE_PAGE, redirectWithToast } from './http.server';
import { publishChanges } from './publishing.server';

/**
 * The desk's Claims page (decision 050): open claims with their evidence, the code an
 * editor heard on the listing's phone (or the claimant confirmed by e-mail), and the
 * owners an editor may revoke at any time.
 */

export async function claimQueue(context: AppLoadContext, request: Request) {
  await requireEditor(context, request);
  const [claims, owners] = await Promise.all([listOpenClaims(context.db), listCurrentOwners(context.db)]);
  return json({ claims, owners }, { headers: PRIVATE_PAGE });
}

const id = z.coerce.number().int().positive();
const reason = z.string().trim().min(1, 'Say why, in words the claimant will read.').max(300, 'At most 300 characters.');
const DecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), claimId: id, code: z.string().optional() }),
  z.object({ intent: z.literal('decline'), claimId: id, reason }),
  z.object({ intent: z.literal('revoke'), restaurantId: id, userId: id, reason }),
]);

const refuse = (status: number, message: string, claimId?: number) => json({ message, claimId: claimId ?? null }, { status, headers: PRIVATE_PAGE });

export async function decideClaim(context: AppLoadContext, request: Request) {
  const editor = await requireEditor(context, request);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return refuse(400, parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? 'Choose a claim and a decision.');
  }
  const decision = parsed.data;
  if (decision.intent === 'revoke') {
    const revoked = await revokeOwner(context.db, { ...decision, editorId: editor.id });
    if (!revoked) return refuse(409, 'That person no longer manages that listing.');
    await publishChanges(context);
    return redirectWithToast(context, '/admin/claims', { type: 'success', title: 'Owner revoked: they can no longer change the listing' });
  }
  const claim = await getOpenClaim(context.db, decision.claimId);
  if (!claim) return refuse(409, 'That claim was already decided.', decision.claimId);
  if (decision.intent === 'decline') {
    await declineClaim(context.db, { claimId: claim.id, editorId: editor.id, reason: decision.reason });
    return redirectWithToast(context, '/admin/claims', { type: 'success', title: 'Claim declined: the claimant sees why on their business page' });
  }
  // Confirmed by e-mail: the code already came back through the listing's domain.
  let via: 'phone' | 'email' = 'email';
  if (claim.verifiedVia !== 'email') {
    const code = typedClaimCode(decision.code);
    const hash = code ? await claimCodeHash(context.cloudflare.env.SESSION_SECRET, claim, code) : null;
    if (!hash || !sameDigest(hash, claim.codeHash)) {
      return refuse(400, 'That is not this claim’s code: the claim stays open. Call the listing’s phone and ask again.', claim.id);
    }
    via = 'phone';
  }
  if (!(await approveClaim(context.db, { claimId: claim.id, editorId: editor.id, via }))) return refuse(409, 'That claim was already decided.', claim.id);
  await publishChanges(context);
  return redirectWithToast(context, '/admin/claims', { type: 'success', title: `Approved: ${claim.claimantName} now manages the listing` });
}
