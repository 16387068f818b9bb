/**
 * Security headers set on every response of the Worker, in one place.
 * Scripts run only with the per-request nonce: no 'unsafe-inline' for scripts.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function contentSecurityPolicy(nonce: string, signInOrigin: string, mapTileOrigin: string | null): string {
  return [
    // Our own origin only, unless a directive below says more (or less). Not 'none': Firefox checks
    // a <link rel="prefetch"> (Remix's prefetch of a route's data) against default-src alone.
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    // Diners' Facebook profile pictures come from Facebook's CDNs; map tiles from the
    // operator's provider, only when one is configured (MAP_TILE_URL).
    `img-src 'self' data: blob: https://*.fbcdn.net https://*.fbsbx.com${mapTileOrigin ? ` ${mapTileOrigin}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // Review videos load from YouTube's privacy-enhanced domain, only when a reader asks.
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    // The sign-in form redirects to Facebook's dialog (or its local stand-in).
    `form-action 'self' ${signInOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  signInOrigin: string,
  mapTileOrigin: string | null = null,
): void {
  if ((headers.get('Content-Type') ?? '').includes('text/html')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, signInOrigin, mapTileOrigin));
  } else if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  // Other sites may link to our pages and images, not embed them in theirs.
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  headers.set(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  );
}
