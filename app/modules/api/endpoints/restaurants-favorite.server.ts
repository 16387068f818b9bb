import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { toggleFavorite } from '~/models/favorites.server';
import { restaurantExists } from '~/models/restaurants.server';
import { apiError, apiHandler, LOGIN_REQUIRED } from '~/modules/api/answers.server';
import { parseId } from '~/modules/api/request.server';
import { getOptionalUser } from '~/modules/auth.server';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';

/**
 * POST /api/restaurants/{id}/favorite: toggles the favourite and answers the
 * new state. Same model and rate limit as the page's heart (resources.favorite).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  const user = await getOptionalUser(context);
  if (!(await withinRateLimit(context, 'FAVORITE_RATE_LIMITER', clientKey(request, user?.id)))) {
    return apiError(429, RATE_LIMITED_MESSAGE, tooManyRequests());
  }
  if (!user) return apiError(401, LOGIN_REQUIRED);
  const restaurantId = parseId(params.id, 'Restaurant');
  if (!(await restaurantExists(context.db, restaurantId))) return apiError(404, 'Restaurant not found');
  const isFavorite = await toggleFavorite(context.db, user.id, restaurantId);
  return json({ restaurantId, isFavorite }, { headers: { 'Cache-Control': 'no-store' } });
});
