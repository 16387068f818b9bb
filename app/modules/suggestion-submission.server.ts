import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listCuisines } from '~/models/cuisines.server';
import { createSuggestion } from '~/models/suggestions.server';
import { SUGGESTION_HONEYPOT_FIELD, type SuggestionErrors } from '~/utils/suggestion-limits';
import { SuggestionSchema, suggestionErrors, suggestionValues } from '~/utils/suggestion-schema';
import { getOptionalUser } from './auth.server';
import { publicCache, redirectWithToast, toastWithAnswer } from './http.server';
import { clientKey, tooManyRequests, withinRateLimit } from './rate-limit.server';

/**
 * The "Add a restaurant" page's loader and action (decision 048), behind one .server
 * module: the page's browser bundle carries neither zod nor a stub per server module.
 */

export async function suggestionPage(context: AppLoadContext) {
  const cuisines = await listCuisines(context.db);
  return json({ cuisines: cuisines.map((c) => ({ value: String(c.id), label: c.name })) }, { headers: publicCache(3600, 86400) });
}

const NOT_SENT = 'Your suggestion was not sent';
const CORRECT = 'Please correct the fields marked below.';

export async function receiveSuggestion(context: AppLoadContext, request: Request) {
  const user = await getOptionalUser(context);
  const formData = await request.formData();
  const values = suggestionValues(formData);
  const refuse = (init: number | ResponseInit, errors: SuggestionErrors, formError: string) => json({ values, errors, formError }, init);

  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user?.id)))) {
    const message = 'Too many suggestions from your connection. Please wait a minute and try again.';
    toastWithAnswer(context, { type: 'error', title: NOT_SENT, description: message });
    return refuse(tooManyRequests(), {}, message);
  }
  const honeypot = formData.get(SUGGESTION_HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot !== '') return refuse(400, {}, 'Your suggestion could not be sent.');
  const parsed = SuggestionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuse(400, suggestionErrors(parsed.error), CORRECT);
  const cuisines = await listCuisines(context.db);
  if (!cuisines.some((c) => c.id === parsed.data.cuisineId)) return refuse(400, { cuisineId: 'Choose a cuisine from the list' }, CORRECT);

  await createSuggestion(context.db, parsed.data, user?.id ?? null);
  return redirectWithToast(context, '/add-a-restaurant', {
    type: 'success',
    title: 'Thank you: your suggestion is with the editors',
    description: user ? 'Your profile shows what they decide.' : 'They check every place before it is listed.',
  });
}
