import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import type { ClientActionFunctionArgs } from '@remix-run/react';
import { unsent } from '~/components/toast';
import { isOnList, setListEntry } from '~/models/diner-lists.server';
import { placeToggleAction } from '~/modules/place-toggle.server';
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
  return placeToggleAction(request, context, {
    schema: ListEntryFormSchema,
    invalid: 'Choose a restaurant and a list (want or been).',
    isOn: (db, userId, { list, restaurantId }) => isOnList(db, userId, list, restaurantId),
    set: (db, userId, { list, restaurantId }, on) => setListEntry(db, userId, list, restaurantId, on),
    loginRequired: LOGIN_REQUIRED,
    saveFailed: SAVE_FAILED,
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
