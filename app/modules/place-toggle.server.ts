import type { AppLoadContext } from '@remix-run/cloudflare';
import { replace } from '@remix-run/cloudflare';
import type { z } from 'zod';
import type { Db } from '~/db/client.server';
import { restaurantExists } from '~/models/restaurants.server';
import { getOptionalUser } from '~/modules/auth.server';
import { redirectWithToast, toastWithAnswer } from '~/modules/http.server';
import { translator } from '~/modules/messages.server';
import type { ToastData } from '~/modules/session.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { safeRedirectPath } from '~/utils/redirect';

/**
 * The action behind a one-tap toggle on a place (the heart, Want to go, Been): one
 * POST form per toggle, post/redirect/get back to the page it came from (with
 * JavaScript, a fetcher whose redirect revalidates the page). Rate limited per
 * diner; signed out, or when the save fails, the diner lands back with a toast.
 * The form names `restaurantId`, an optional `intent` (add or remove: without it
 * the action toggles; explicit intents keep a double submission from undoing
 * itself) and whatever else the toggle's schema reads.
 */
type ToggleFields = { restaurantId: number; intent?: 'add' | 'remove' };

export async function placeToggleAction<Schema extends z.ZodType<ToggleFields>>(
  request: Request,
  context: AppLoadContext,
  toggle: {
    schema: Schema;
    /** Said with a 400 when the form does not read. */
    invalid: string;
    isOn: (db: Db, userId: number, fields: z.infer<Schema>) => Promise<boolean>;
    set: (db: Db, userId: number, fields: z.infer<Schema>, on: boolean) => Promise<unknown>;
    loginRequired: ToastData;
    saveFailed: ToastData;
  },
) {
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get('redirectTo'));
  const user = await getOptionalUser(context);

  if (!(await withinRateLimit(context, 'FAVORITE_RATE_LIMITER', clientKey(request, user?.id)))) {
    const t = translator(context.locale);
    toastWithAnswer(context, { type: 'error', title: t('limits.title'), description: rateLimitedMessage(t) });
    return new Response(rateLimitedMessage(t), tooManyRequests({ 'Content-Type': 'text/plain; charset=utf-8' }));
  }

  // X-Remix-Replace: a fetcher's redirect back to the same page replaces the
  // history entry instead of adding one (browsers without JavaScript ignore it).
  const sameEntry = { headers: { 'X-Remix-Replace': 'true' } };
  if (!user) return redirectWithToast(context, redirectTo, toggle.loginRequired, sameEntry);

  const fields = Object.fromEntries([...form.keys()].map((key) => [key, form.get(key) || undefined]));
  const parsed = toggle.schema.safeParse(fields);
  if (!parsed.success) return new Response(toggle.invalid, { status: 400 });
  if (!(await restaurantExists(context.db, parsed.data.restaurantId))) {
    return new Response('That restaurant is not listed.', { status: 404 });
  }
  try {
    const on = parsed.data.intent ? parsed.data.intent === 'add' : !(await toggle.isOn(context.db, user.id, parsed.data));
    await toggle.set(context.db, user.id, parsed.data, on);
  } catch (error) {
    // The toggle goes back to what is stored, and the diner is told.
    console.error('Saving a toggle failed', error);
    return redirectWithToast(context, redirectTo, toggle.saveFailed, sameEntry);
  }
  return replace(redirectTo);
}
