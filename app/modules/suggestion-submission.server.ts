import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listCuisines } from '~/models/cuisines.server';
import { createSuggestion } from '~/models/suggestions.server';
import { SUGGESTION_HONEYPOT_FIELD, type SuggestionErrors } from '~/utils/suggestion-limits';
import { suggestionErrors, suggestionSchema, suggestionValues } from '~/utils/suggestion-schema';
import { getOptionalUser } from './auth.server';
import { publicCache, redirectWithToast, toastWithAnswer } from './http.server';
import { messagesFor, translator } from './messages.server';
import { clientKey, tooManyRequests, withinRateLimit } from './rate-limit.server';

/**
 * The "Add a restaurant" page's loader and action (decision 048), behind one .server
 * module: the page's browser bundle carries neither zod nor a stub per server module.
 */

export async function suggestionPage(context: AppLoadContext) {
  const cuisines = await listCuisines(context.db);
  return json(
    { cuisines: cuisines.map((c) => ({ value: String(c.id), label: c.name })), messages: messagesFor(context.locale, 'addPlace') },
    { headers: publicCache(3600, 86400) },
  );
}

export async function receiveSuggestion(context: AppLoadContext, request: Request) {
  const t = translator(context.locale);
  const user = await getOptionalUser(context);
  const formData = await request.formData();
  const values = suggestionValues(formData);
  const refuse = (init: number | ResponseInit, errors: SuggestionErrors, formError: string) => json({ values, errors, formError }, init);

  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user?.id)))) {
    const message = t('addPlace.tooMany');
    toastWithAnswer(context, { type: 'error', title: t('addPlace.notSent'), description: message });
    return refuse(tooManyRequests(), {}, message);
  }
  const honeypot = formData.get(SUGGESTION_HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot !== '') return refuse(400, {}, t('addPlace.couldNotSend'));
  const parsed = suggestionSchema(t).safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuse(400, suggestionErrors(parsed.error), t('addPlace.correct'));
  const cuisines = await listCuisines(context.db);
  if (!cuisines.some((c) => c.id === parsed.data.cuisineId)) return refuse(400, { cuisineId: t('addPlace.error.cuisineFromList') }, t('addPlace.correct'));

  await createSuggestion(context.db, parsed.data, user?.id ?? null);
  return redirectWithToast(context, '/add-a-restaurant', {
    type: 'success',
    title: t('addPlace.thanks'),
    description: user ? t('addPlace.thanksSignedIn') : t('addPlace.thanksAnonymous'),
  });
}
