import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { unsent } from '~/components/toast';
import { isOnList, setListEntry } from '~/models/diner-lists.server';
import { placeToggleAction } from '~/modules/place-toggle.server';
import { translator } from '~/modules/messages.server';
import { ListEntryFormSchema } from './list-entry-form.server';

/**
 * The Want to go and Been toggles, built like the heart (resources.favorite):
 * one POST form per toggle, post/redirect/get back to the page it came from
 * without JavaScript; with it a fetcher, pressed at once from its form data, the
 * redirect revalidating the page, refusals as toasts and a request that never
 * reached the server caught by the clientAction (app/modules/place-toggle.server.ts).
 * The taps share the heart's rate limit: the same kind of tap, on the same cards.
 */

const NOT_SENT = {
  type: 'error',
  title: 'Lists not updated',
  description: 'We could not reach the server. Check your connection and try again.',
} as const;


export async function action({ request, context }: ActionFunctionArgs) {
  const t = translator(context.locale);
  return placeToggleAction(request, context, {
    schema: ListEntryFormSchema,
    invalid: t('favorite.toast.invalidList'),
    isOn: (db, userId, { list, restaurantId }) => isOnList(db, userId, list, restaurantId),
    set: (db, userId, { list, restaurantId }, on) => setListEntry(db, userId, list, restaurantId, on),
    loginRequired: { type: 'error', title: t('favorite.toast.loginRequired'), description: t('favorite.toast.loginToList') },
    saveFailed: { type: 'error', title: t('favorite.toast.listsNotUpdated'), description: t('favorite.toast.notSaved') },
  });
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
