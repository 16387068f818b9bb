import { redirect } from '@remix-run/cloudflare';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { setToastCookie, type ToastData } from './session.server';

/** Throw from a loader when a record does not exist: the route's boundary shows its 404. */
export function notFound(message = 'Not Found'): never {
  throw new Response(message, { status: 404, statusText: 'Not Found' });
}

/**
 * Throw from a loader when the URL is another spelling of a page (an unknown filter
 * value, a repeated parameter): the diner lands on the one the page writes. 302, not
 * 301 or 308: what reads may change (a fact added to the catalog), and a browser keeps
 * a permanent redirect for good. No cache stores it (the edge keeps only 200s), so a
 * junk URL never gets an entry of its own.
 */
export function redirectToCanonical(to: string): never {
  throw redirect(to, 302);
}

/** The shapes our URLs' parts take: a name slug, a cuisine key, a database id. */
const PARAM_SHAPES = {
  slug: /^[a-z0-9-]{1,120}$/,
  key: /^[a-z-]{2,40}$/,
  id: /^[1-9]\d{0,9}$/,
} as const;

/**
 * A URL part in its expected shape, or the route's 404: a value that cannot name
 * a record is not looked up. Ids come back as numbers.
 */
export function routeParam(value: string | null | undefined, shape: 'id', message?: string): number;
export function routeParam(value: string | null | undefined, shape: 'slug' | 'key', message?: string): string;
export function routeParam(value: string | null | undefined, shape: keyof typeof PARAM_SHAPES, message?: string) {
  if (typeof value !== 'string' || !PARAM_SHAPES[shape].test(value)) notFound(message);
  return shape === 'id' ? Number(value) : value;
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

/**
 * A toast with an answer that is not a redirect (a refusal, a failed write).
 * A form posted without JavaScript gets its page in the same request (Remix runs
 * the action, then the loaders), whose root loader shows the toast at once; any
 * other answer carries it as the flash cookie (sendUnshownToast), so it shows
 * once either way.
 */
export function toastWithAnswer(context: AppLoadContext, toast: ToastData) {
  context.toast.pending = toast;
}

/** Headers of a page for one person (profile, favourites, the desk): never stored by anyone. */
export const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * Headers of an anonymous page the edge may share: the edge keeps it for
 * `maxAgeSeconds` and serves it stale while it renders a fresh copy
 * (CDN-Cache-Control, RFC 9213). A browser keeps nothing it may show without
 * asking again (no-cache): its stored copy of a page seen signed out must never
 * stand in for the page after the diner signs in, or out, or changes something.
 */
export function publicCache(maxAgeSeconds: number, staleSeconds = maxAgeSeconds * 5) {
  return {
    'Cache-Control': 'no-cache',
    'CDN-Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`,
  } as const;
}
