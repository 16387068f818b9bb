/**
 * Mutations must come from our own pages. A browser always sends Origin (or at
 * least Sec-Fetch-Site) with a POST; a request that names another site is
 * refused. Clients that send neither (curl, server-to-server) carry no
 * diner's cookies by accident, so they are let through.
 */
export function isSameOriginMutation(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return true;
  const origin = request.headers.get('Origin');
  if (origin) {
    // The request's own origin: Remix checks the same for document actions.
    return origin === new URL(request.url).origin;
  }
  const site = request.headers.get('Sec-Fetch-Site');
  return !site || site === 'same-origin' || site === 'none';
}
