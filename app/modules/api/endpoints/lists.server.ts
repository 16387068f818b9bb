import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listPlaces, listSharesOf } from '~/models/diner-lists.server';
import { apiError, apiHandler, LOGIN_REQUIRED, PRIVATE_NO_STORE } from '~/modules/api/answers.server';
import { getOptionalUser } from '~/modules/auth.server';
import { LIST_KEYS, sharedListPath } from '~/utils/diner-lists';

/**
 * GET /api/lists: the signed-in diner's own three lists (Favorites, Want to go,
 * Been), each numbered in its order with its share link if it has one; 401
 * signed out. There is no way to ask for another diner's lists: the answer is
 * always the session's own.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = await getOptionalUser(context);
  if (!user) return apiError(401, LOGIN_REQUIRED);
  const [shares, ...places] = await Promise.all([listSharesOf(context.db, user.id), ...LIST_KEYS.map((list) => listPlaces(context.db, user.id, list))]);
  const origin = context.origin.replace(/\/+$/, '');
  const lists = LIST_KEYS.map((list, i) => {
    const share = shares[list];
    return {
      list,
      shared: share ? { url: `${origin}${sharedListPath(share.token)}`, title: share.title, note: share.note } : null,
      places: places[i]!.map(({ visitedOn, note, ...place }) => (list === 'been' ? { ...place, visitedOn, note } : place)),
    };
  });
  return json({ lists }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
});
