/**
 * Mutations must come from our own pages. A browser always sends Origin (or at
 * least Sec-Fetch-Site) with a POST; a request that names another site is
 * refused. Clients that send neither (curl, server-to-server) carry no
 * diner's cookies by accident, so they are let through.
 */
export function isSameOriginMutation(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return true;
  if (isOneClickUnsubscribe(request)) return true;
  const origin = request.headers.get('Origin');
  if (origin) {
    // The request's own origin: Remix checks the same for document actions.
    return origin === new URL(request.url).origin;
  }
  const site = request.headers.get('Sec-Fetch-Site');
  return !site || site === 'same-origin' || site === 'none';
}

/**
 * A digest's one-click unsubscribe (RFC 8058): the mail provider POSTs it from its own
 * servers, with no cookie and any Origin or none. The token in the address is the whole
 * authority and the POST only ever stops mail, so this one route takes it from anywhere.
 */
const ONE_CLICK_UNSUBSCRIBE = /^(?:\/es)?\/digests\/unsubscribe\/[A-Za-z0-9_-]{43}$/;

export function isOneClickUnsubscribe(request: Request): boolean {
  const url = new URL(request.url);
  return request.method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(url.pathname) && !url.search;
}

/**
 * The provider's Origin on a one-click unsubscribe would make Remix abort the action
 * as forwarded from elsewhere: it is dropped there, the token being the authority.
 */
export function withoutProviderOrigin(request: Request): Request {
  if (!isOneClickUnsubscribe(request) || !request.headers.has('Origin')) return request;
  const headers = new Headers(request.headers);
  headers.delete('Origin');
  return new Request(request, { headers });
}
