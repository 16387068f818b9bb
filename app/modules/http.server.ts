import { redirect } from '@remix-run/cloudflare';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { setToastCookie, type ToastData } from './session.server';

/** Throw from a loader when a record does not exist: the route's boundary shows its 404. */
export function notFound(message = 'Not Found'): never {
  throw new Response(message, { status: 404, statusText: 'Not Found' });
}

/** Post/redirect/get with a flash toast shown on the next page. */
export async function redirectWithToast(
  context: AppLoadContext,
  to: string,
  toast: ToastData,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await setToastCookie(context.cloudflare.env, toast));
  return redirect(to, { ...init, headers });
}

/** Cache-Control for anonymous pages the edge may keep briefly and revalidate. */
export function publicCache(maxAgeSeconds: number, staleSeconds = maxAgeSeconds * 5) {
  return `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;
}
