import type { AppLoadContext } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { acceptSuggestion, declineSuggestion, listOpenSuggestions } from '~/models/suggestions.server';
import { requireEditor } from './auth.server';
import { PRIVATE_PAGE, redirectWithToast } from './http.server';

/**
 * The desk's Suggestions page's loader and action (decision 048), behind one .server module
 * so the route's entry in the manifest every page loads names as few chunks as it can.
 */

export async function suggestionQueue(context: AppLoadContext, request: Request) {
  await requireEditor(context, request);
  return json({ suggestions: await listOpenSuggestions(context.db) }, { headers: PRIVATE_PAGE });
}

const id = z.coerce.number().int().positive();
const DecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('accept'), suggestionId: id }),
  z.object({ intent: z.literal('decline'), suggestionId: id, reason: z.string().trim().min(1, 'Say why, in words the person who suggested it will read.').max(300) }),
]);

export async function decideSuggestion(context: AppLoadContext, request: Request) {
  const editor = await requireEditor(context, request);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const message = parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? 'Choose a suggestion and a decision.';
    return json({ message }, { status: 400, headers: PRIVATE_PAGE });
  }
  const { intent, suggestionId } = parsed.data;
  if (intent === 'accept') {
    const accepted = await acceptSuggestion(context.db, { id: suggestionId, editorId: editor.id });
    if (!accepted) return json({ message: 'That suggestion was already decided.' }, { status: 409, headers: PRIVATE_PAGE });
    // A draft is on no public page: nothing to publish until the editor saves it.
    throw redirect(`/admin/restaurants/${accepted.restaurantId}`, { headers: PRIVATE_PAGE });
  }
  const declined = await declineSuggestion(context.db, { id: suggestionId, editorId: editor.id, reason: parsed.data.reason });
  if (!declined) return json({ message: 'That suggestion was already decided.' }, { status: 409, headers: PRIVATE_PAGE });
  return redirectWithToast(context, '/admin/suggestions', { type: 'success', title: 'Suggestion declined: its author sees why on their profile if signed in' });
}
