import type { AppLoadContext } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { acceptSuggestion, declineSuggestion, listOpenSuggestions, saveSuggestionLocations } from '~/models/suggestions.server';
import { addressKey } from '~/utils/census-geocoder';
import { requireEditor } from './auth.server';
import { geocodeAddresses } from './geocoder.server';
import { PRIVATE_PAGE, redirectWithToast } from './http.server';
import { drawSpotMap, mapBackground } from './place-map.server';

/**
 * The desk's Suggestions page's loader and action (decision 048), behind one .server module
 * so the route's entry in the manifest every page loads names as few chunks as it can.
 */

type OpenSuggestion = Awaited<ReturnType<typeof listOpenSuggestions>>[number];

/**
 * Locates the suggestions nobody has located yet, in one batch to the geocoder, and keeps
 * what it said: the desk asks once per suggestion, when an editor first looks, so filing
 * one never waits on the geocoder. What the geocoder could not do, in a sentence, or null.
 */
async function locateNew(context: AppLoadContext, suggestions: OpenSuggestion[]): Promise<string | null> {
  const unasked = suggestions.filter((s) => s.locationStatus === null);
  if (unasked.length === 0) return null;
  const found = await geocodeAddresses(context.cloudflare.env, unasked.map((s) => s.address));
  if (found.geocoder === 'off') return 'No geocoder is configured (GEOCODER_URL), so addresses are not located.';
  if (found.geocoder === 'unavailable') return `The geocoder did not answer (${found.reason}): the desk asks again when the page is next opened.`;
  const answers = unasked.map((s) => ({ id: s.id, answer: found.answers.get(addressKey(s.address)) ?? { status: 'not-found' as const } }));
  await saveSuggestionLocations(context.db, answers);
  for (const { id, answer } of answers) {
    const s = unasked.find((u) => u.id === id)!;
    s.locationStatus = answer.status;
    s.locationMatched = answer.status === 'not-found' ? null : answer.matched;
    if (answer.status === 'located') [s.latitude, s.longitude] = [answer.latitude, answer.longitude];
  }
  return null;
}

/** What the desk says of a suggestion's address beside (or in place of) its map. */
function locationText(s: OpenSuggestion, drawn: boolean, geocoderNote: string | null) {
  switch (s.locationStatus) {
    case 'located':
      return drawn ? `Located at ${s.locationMatched}.` : `Located at ${s.locationMatched}, outside the Fort Worth area the maps show.`;
    case 'rough':
      return `The geocoder matched this address only roughly${s.locationMatched ? ` (${s.locationMatched})` : ''}: not placed. Check the address.`;
    case 'not-found':
      return 'The geocoder could not find this address.';
    default:
      return geocoderNote ?? 'Not located yet.';
  }
}

export async function suggestionQueue(context: AppLoadContext, request: Request) {
  await requireEditor(context, request);
  const suggestions = await listOpenSuggestions(context.db);
  const geocoderNote = await locateNew(context, suggestions);
  const background = suggestions.some((s) => s.locationStatus === 'located') ? await mapBackground(context) : undefined;
  const placed = await Promise.all(
    suggestions.map(async (s) => {
      const map = s.locationStatus === 'located' ? await drawSpotMap(context, { ...s, slug: '', neighborhood: '' }, background) : null;
      return { ...s, map, location: locationText(s, map !== null, geocoderNote) };
    }),
  );
  return json({ suggestions: placed }, { headers: PRIVATE_PAGE });
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
