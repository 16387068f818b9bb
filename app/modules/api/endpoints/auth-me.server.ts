import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { apiError, apiHandler, LOGIN_REQUIRED, PRIVATE_NO_STORE } from '~/modules/api/answers.server';
import { toApiUser } from '~/modules/api/shapes.server';
import { getOptionalUser } from '~/modules/auth.server';

/** GET /api/auth/me: the signed-in diner (the answer is the user itself), or 401. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = await getOptionalUser(context);
  if (!user) return apiError(401, LOGIN_REQUIRED);
  return json(toApiUser(user), { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
});
