import type { HeadersFunction } from '@remix-run/cloudflare';

/**
 * Route `headers` export: pass the loader's Cache-Control and CDN-Cache-Control
 * through (and the error's, so a 404 or 503 is never cached as a success).
 */
export const passThroughCacheHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders, actionHeaders }) => {
  // A form's answer (a 400 with the diner's values, a 429) speaks for itself: its Cache-Control and Retry-After.
  const answered = actionHeaders && [...actionHeaders.keys()].length > 0 ? actionHeaders : null;
  const source = errorHeaders ?? answered ?? loaderHeaders;
  const headers = new Headers();
  for (const name of ['Cache-Control', 'CDN-Cache-Control']) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  const retryAfter = answered?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
