import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect, replace } from '@remix-run/cloudflare';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { unsent } from '~/components/toast';
import { isOnList, setListEntry } from '~/models/diner-lists.server';
import { restaurantExists } from '~/models/restaurants.server';
import { getOptionalUser } from '~/modules/auth.server';
import { redirectWithToast, toastWithAnswer } from '~/modules/http.server';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { safeRedirectPath } from '~/utils/redirect';
import { ListEntryFormSchema } from './list-entry-form.server';

/**
 * The Want to go and Been toggles, built like the heart (resources.favorite):
 * one POST form per toggle, post/redirect/get back to the page it came from
 * without JavaScript; with it a fetcher, pressed at once from its form data, the
 * redirect revalidating the page, refusals as toasts and a request that never
 * reached the server caught by the clientAction. The taps share the heart's
 * rate limit: the same kind of tap, on the same cards.
 */

const NOT_SENT = {
  type: 'error',
  title: 'Lists not updated',
  description: 'We could not reach the server. Check your connection and try again.',
} as const;

const SAVE_FAILED = {
  type: 'error',
  title: 'Lists not updated',
  description: 'We could not save that change. Please try again.',
} as const;

const LOGIN_REQUIRED = {
  type: 'error',
  title: 'Login required',
  description: 'Please login to keep your Want to go and Been lists',
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get('redirectTo'));
  const user = await getOptionalUser(context);

  if (!(await withinRateLimit(context, 'FAVORITE_RATE_LIMITER', clientKey(request, user?.id)))) {
    toastWithAnswer(context, { type: 'error', title: 'Too many requests', description: RATE_LIMITED_MESSAGE });
    return new Response(RATE_LIMITED_MESSAGE, tooManyRequests({ 'Content-Type': 'text/plain; charset=utf-8' }));
  }

  // A fetcher's redirect back to the same page replaces the history entry (see resources.favorite).
  const sameEntry = { headers: { 'X-Remix-Replace': 'true' } };
  if (!user) return redirectWithToast(context, redirectTo, LOGIN_REQUIRED, sameEntry);

  const parsed = ListEntryFormSchema.safeParse({
    restaurantId: form.get('restaurantId'),
    list: form.get('list'),
    intent: form.get('intent') || undefined,
  });
  if (!parsed.success) {
    return new Response('Choose a restaurant and a list (want or been).', { status: 400 });
  }
  const { restaurantId, list, intent } = parsed.data;
  if (!(await restaurantExists(context.db, restaurantId))) {
    return new Response('That restaurant is not listed.', { status: 404 });
  }
  try {
    const on = intent ? intent === 'add' : !(await isOnList(context.db, user.id, list, restaurantId));
    await setListEntry(context.db, user.id, list, restaurantId, on);
  } catch (error) {
    console.error('Saving a list entry failed', error);
    return redirectWithToast(context, redirectTo, SAVE_FAILED, sameEntry);
  }
  return replace(redirectTo);
}

/** With JavaScript: a request that failed on the network becomes a toast, not the error page. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('The list request failed', error);
    return unsent(NOT_SENT);
  }
}

/** Nothing to read here: a GET goes home. */
export async function loader() {
  return redirect('/');
}
