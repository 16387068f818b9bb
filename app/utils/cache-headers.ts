import type { HeadersFunction } from '@remix-run/cloudflare';

/**
 * Route `headers` export: pass the loader's Cache-Control through (and the
 * error's, so a 404 or 503 is never cached as a success).
 */
export const passThroughCacheHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  const cacheControl = source.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};
