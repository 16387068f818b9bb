import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Translate } from '~/utils/i18n';
import { clientAddressKey } from '~/utils/client-address';

type LimiterName =
  | 'FORM_RATE_LIMITER'
  | 'AUTH_RATE_LIMITER'
  | 'FAVORITE_RATE_LIMITER'
  | 'PHOTO_RATE_LIMITER'
  | 'REPORT_RATE_LIMITER';

/**
 * The client a limit applies to: a signed-in account, else the connecting address as
 * Cloudflare saw it, an IPv6 one by its /64 (clientAddressKey). X-Forwarded-For is
 * never read: a client writes what it likes there, and could start a fresh limit with
 * every request.
 */
export function clientKey(request: Request, userId?: number | null): string {
  if (userId) return `user:${userId}`;
  const address = request.headers.get('CF-Connecting-IP');
  return `ip:${address === null ? 'unknown' : clientAddressKey(address)}`;
}

/**
 * True when the client is still within the limit. Uses the Workers
 * rate-limiting binding (Miniflare provides the same binding locally); a
 * missing binding fails open so a misconfiguration cannot lock diners out.
 */
export async function withinRateLimit(
  context: AppLoadContext,
  limiter: LimiterName,
  key: string,
): Promise<boolean> {
  const binding = context.cloudflare.env[limiter];
  if (!binding) return true;
  const { success } = await binding.limit({ key: `${limiter}:${key}` });
  return success;
}

/** Said by the JSON API, which answers in English. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Said on a page, in its language. */
export const rateLimitedMessage = (t: Translate) => t('limits.wait');

/**
 * The status and headers of every "too many requests" answer, whatever its body
 * (a form error, JSON, plain text): 429, when to try again (the limits count per
 * minute), and never stored.
 */
export function tooManyRequests(headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.set('Retry-After', '60');
  all.set('Cache-Control', 'private, no-store');
  return { status: 429, headers: all };
}
