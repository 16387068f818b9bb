import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { unsent } from '~/components/toast';
import { isFavorite, setFavorite } from '~/models/favorites.server';
import { placeToggleAction } from '~/modules/place-toggle.server';
import { translator } from '~/modules/messages.server';
import { FavoriteFormSchema } from './favorite-form.server';

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

export async function action({ request, context }: ActionFunctionArgs) {
  const t = translator(context.locale);
  return placeToggleAction(request, context, {
    schema: FavoriteFormSchema,
    invalid: t('favorite.toast.invalid'),
    isOn: (db, userId, { restaurantId }) => isFavorite(db, userId, restaurantId),
    set: (db, userId, { restaurantId }, on) => setFavorite(db, userId, restaurantId, on),
    loginRequired: { type: 'error', title: t('favorite.toast.loginRequired'), description: t('favorite.toast.loginToFavorite') },
    saveFailed: { type: 'error', title: t('favorite.toast.notUpdated'), description: t('favorite.toast.notSaved') },
  });
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
