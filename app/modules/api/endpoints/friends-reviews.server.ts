import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listFriendsReviews } from '~/models/reviews.server';
import { apiError, apiHandler, LOGIN_REQUIRED, PRIVATE_NO_STORE } from '~/modules/api/answers.server';
import { toApiFriendReview } from '~/modules/api/shapes.server';
import { getOptionalUser } from '~/modules/auth.server';

/** GET /api/friends/reviews: reviews by the diner's Facebook friends who use the site, newest first; 401 signed out. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = await getOptionalUser(context);
  if (!user) return apiError(401, LOGIN_REQUIRED);
  const reviews = await listFriendsReviews(context.db, user.id);
  return json(reviews.map(toApiFriendReview), { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
});
