import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listFavoriteRestaurants } from '~/models/favorites.server';
import { apiError, apiHandler, LOGIN_REQUIRED, PRIVATE_NO_STORE } from '~/modules/api/answers.server';
import { toApiRestaurant } from '~/modules/api/shapes.server';
import { getOptionalUser } from '~/modules/auth.server';

/** GET /api/favorites: the signed-in diner's favourite restaurants, most recently saved first; 401 signed out. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = await getOptionalUser(context);
  if (!user) return apiError(401, LOGIN_REQUIRED);
  const cards = await listFavoriteRestaurants(context.db, user.id, context.now);
  return json(
    cards.map(toApiRestaurant),
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  );
});
