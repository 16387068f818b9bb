import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect, replace } from '@remix-run/cloudflare';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { unsent } from '~/components/toast';
import { isFavorite, setFavorite } from '~/models/favorites.server';
import { restaurantExists } from '~/models/restaurants.server';
import { getOptionalUser } from '~/modules/auth.server';
import { FavoriteFormSchema } from './favorite-form.server';
import { redirectWithToast, toastWithAnswer } from '~/modules/http.server';
import { safeRedirectPath } from '~/utils/redirect';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';

/**
 * The favourite toggle: one POST form per heart, so it works without
 * JavaScript (post/redirect/get back to the page it came from). With
 * JavaScript the same form goes through a fetcher: the heart flips at once
 * from the in-flight form data, the redirect revalidates every loader on the
 * page, and a refusal (signed out, rate limited) comes back as a toast while
 * the heart falls back to the server's answer. A request that never reaches
 * the server (no connection) is caught by the clientAction: the heart goes
 * back, a toast says so, and the page stays as it was.
 */

const NOT_SENT = {
  type: 'error',
  title: 'Favorites not updated',
  description: 'We could not reach the server. Check your connection and try again.',
} as const;

const SAVE_FAILED = {
  type: 'error',
  title: 'Favorites not updated',
  description: 'We could not save that change. Please try again.',
} as const;

const LOGIN_REQUIRED = {
  type: 'error',
  title: 'Login required',
  description: 'Please login to add restaurants to favorites',
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get('redirectTo'));
  const user = await getOptionalUser(context);

  if (!(await withinRateLimit(context, 'FAVORITE_RATE_LIMITER', clientKey(request, user?.id)))) {
    toastWithAnswer(context, { type: 'error', title: 'Too many requests', description: RATE_LIMITED_MESSAGE });
    return new Response(RATE_LIMITED_MESSAGE, tooManyRequests({ 'Content-Type': 'text/plain; charset=utf-8' }));
  }

  // X-Remix-Replace: a fetcher's redirect back to the same page replaces the
  // history entry instead of adding one (browsers without JavaScript ignore it).
  const sameEntry = { headers: { 'X-Remix-Replace': 'true' } };
  if (!user) return redirectWithToast(context, redirectTo, LOGIN_REQUIRED, sameEntry);

  const parsed = FavoriteFormSchema.safeParse({
    restaurantId: form.get('restaurantId'),
    intent: form.get('intent') || undefined,
  });
  if (!parsed.success) {
    return new Response('Choose a restaurant to add to your favorites.', { status: 400 });
  }
  const { restaurantId, intent } = parsed.data;
  if (!(await restaurantExists(context.db, restaurantId))) {
    return new Response('That restaurant is not listed.', { status: 404 });
  }
  try {
    const favorite = intent ? intent === 'add' : !(await isFavorite(context.db, user.id, restaurantId));
    await setFavorite(context.db, user.id, restaurantId, favorite);
  } catch (error) {
    // The heart goes back to what is stored, and the diner is told.
    console.error('Saving a favourite failed', error);
    return redirectWithToast(context, redirectTo, SAVE_FAILED, sameEntry);
  }
  return replace(redirectTo);
}

/**
 * With JavaScript: the server's answer (a redirect, or a refusal that carries
 * its own toast) goes through as it is; a request that failed on the network
 * becomes a result the root shows as a toast (app/components/toast.tsx),
 * instead of an error that would replace the page with its error boundary.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('The favourite request failed', error);
    return unsent(NOT_SENT);
  }
}

/** Nothing to read here: a GET goes home. */
export async function loader() {
  return redirect('/');
}
