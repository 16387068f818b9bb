import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { apiHandler } from '~/modules/api/answers.server';
import { destroyUserSession } from '~/modules/auth.server';

/** POST /api/auth/logout: ends the session (204, the cookie cleared), signed in or not. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  return new Response(null, {
    status: 204,
    headers: { 'Set-Cookie': await destroyUserSession(context, request), 'Cache-Control': 'no-store' },
  });
});
