import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { z } from 'zod';
import { getUserById, upsertFacebookUser } from '~/models/users.server';
import { apiError, apiHandler } from '~/modules/api/answers.server';
import { fieldErrors } from '~/utils/field-errors';
import { readBody } from '~/modules/api/request.server';
import { toApiUser } from '~/modules/api/shapes.server';
import { commitUserSession } from '~/modules/auth.server';
import { FacebookLoginError, verifyFacebookLogin } from '~/modules/facebook-token.server';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';

/**
 * The spec's login payload. Only the token is used: fbUserId, when sent, must
 * match the token's user; name, username, profilePicture and fbFriends are
 * accepted for compatibility and ignored (Facebook's answers are used instead).
 */
const LoginSchema = z.object({
  fbAccessToken: z
    .string({ required_error: 'fbAccessToken is required', invalid_type_error: 'fbAccessToken must be a string' })
    .trim()
    .min(1, 'fbAccessToken is required')
    .max(4096, 'fbAccessToken is too long'),
  fbUserId: z
    .union([z.string(), z.number()], { invalid_type_error: 'fbUserId must be a string' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,30}$/, 'fbUserId must be a Facebook user id'))
    .optional(),
});

/** POST /api/auth/facebook: verify the token with Facebook, create or update the diner, start the session. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const env = context.cloudflare.env;
  if (!(await withinRateLimit(context, 'AUTH_RATE_LIMITER', clientKey(request)))) {
    return apiError(429, RATE_LIMITED_MESSAGE, tooManyRequests());
  }
  const parsed = LoginSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, 'Invalid login payload', { errors: fieldErrors(parsed.error) });

  let identity;
  try {
    identity = await verifyFacebookLogin(env, parsed.data.fbAccessToken, parsed.data.fbUserId);
  } catch (error) {
    if (error instanceof FacebookLoginError) return apiError(error.status, error.message);
    throw error;
  }
  const { id } = await upsertFacebookUser(context.db, identity);
  const user = await getUserById(context.db, id);
  if (!user) throw new Error('The user vanished during sign-in');
  return json(
    { user: toApiUser(user) },
    { headers: { 'Set-Cookie': await commitUserSession(env, context.db, id), 'Cache-Control': 'no-store' } },
  );
});
