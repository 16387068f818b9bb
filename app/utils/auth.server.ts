import type { AppLoadContext } from '@remix-run/cloudflare';
import { getUserById } from '~/models/users.server';
import { sessionStorage } from './session.server';

/** The signed-in diner, or null. The session cookie holds only the user id. */
export async function getOptionalUser(context: AppLoadContext, request: Request) {
  const session = await sessionStorage(context.cloudflare.env).getSession(request.headers.get('Cookie'));
  const userId = session.get('userId');
  if (typeof userId !== 'number') return null;
  try {
    return await getUserById(context.db, userId);
  } catch (error) {
    // The spec: an auth check failure is logged only; the diner is treated as signed out.
    console.error('Auth check failed', error);
    return null;
  }
}
