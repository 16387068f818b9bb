/**
 * Anonymous pages in the Workers Cache API of this data centre, with the
 * stale-while-revalidate the pages ask for: the Cache API itself drops an entry at
 * its s-maxage, so an entry is stored for s-maxage + stale-while-revalidate and
 * carries the moment it stops being fresh.
 */
const FRESH_UNTIL = 'X-Fresh-Until';
const SENT_CACHE_CONTROL = 'X-Sent-Cache-Control';

// The DOM typings do not know `caches.default`.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The query parameters our pages and API read (plus Remix's own `_data` and
 * `index`). Anything else, the tracking parameters links carry (fbclid, utm_*)
 * or junk, changes nothing a page shows: it is dropped before a shared page is
 * rendered and from its cache key, so it can neither be echoed to other
 * visitors nor mint cache entries. A page that starts reading a new parameter
 * adds it here.
 */
export const PAGE_QUERY_PARAMS = new Set([
  '_data', 'index',
  // listings, search and paging
  'q', 'page', 'cuisine', 'priceLevel', 'rating', 'neighborhood', 'sort', 'view', 'open', 'isFeatured',
  // restaurant pages: diners' reviews
  'reviews', 'reviewsPage', 'restaurantId',
  // recipes, profile tabs, sign-in
  'servings', 'tab', 'redirectTo', 'error', 'error_reason', 'code', 'state',
]);

/**
 * The request a page that may be stored in the shared cache is rendered from:
 * no Cookie, no Authorization, only the parameters pages read, in one order.
 * Whatever one visitor sends cannot end up in what another is served.
 */
export function publicCopy(request: Request) {
  const url = new URL(request.url);
  for (const name of [...url.searchParams.keys()]) if (!PAGE_QUERY_PARAMS.has(name)) url.searchParams.delete(name);
  url.searchParams.sort();
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  headers.delete('Authorization');
  return new Request(url.toString(), { method: request.method, headers });
}

export function edgeCacheKey(request: Request) {
  return new Request(publicCopy(request).url, { method: 'GET' });
}

function seconds(cacheControl: string, directive: string) {
  const match = new RegExp(`\\b${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** Only a successful page that asks for a shared cache, sets no cookie and is not private. */
export function isEdgeCacheable(response: Response) {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    seconds(cacheControl, 's-maxage') !== null &&
    !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl) &&
    !response.headers.has('Set-Cookie')
  );
}

/** Keeps a page for its s-maxage plus its stale-while-revalidate window. */
export function storePage(request: Request, response: Response, now = Date.now()) {
  const sent = response.headers.get('Cache-Control') ?? '';
  const fresh = seconds(sent, 's-maxage') ?? 0;
  const stale = seconds(sent, 'stale-while-revalidate') ?? 0;
  const stored = new Response(response.body, response);
  stored.headers.set('Cache-Control', `public, s-maxage=${fresh + stale}`);
  stored.headers.set(FRESH_UNTIL, String(now + fresh * 1000));
  stored.headers.set(SENT_CACHE_CONTROL, sent);
  return edgeCache().put(edgeCacheKey(request), stored);
}

/** The cached page as it was first sent, and whether it is past its s-maxage. */
export async function lookUpPage(request: Request, now = Date.now()) {
  const hit = await edgeCache().match(edgeCacheKey(request));
  if (!hit) return null;
  const response = new Response(hit.body, hit);
  const freshUntil = Number(response.headers.get(FRESH_UNTIL) ?? 0);
  response.headers.set('Cache-Control', response.headers.get(SENT_CACHE_CONTROL) ?? 'public, max-age=0');
  response.headers.delete(FRESH_UNTIL);
  response.headers.delete(SENT_CACHE_CONTROL);
  response.headers.delete('Age');
  return { response, stale: now >= freshUntil };
}

// Pages this isolate is refreshing: a crowd arriving at a stale page starts one render.
const refreshing = new Set<string>();

/**
 * Renders a fresh copy of a stale page in the background, once per page at a
 * time. `request` must be a publicCopy: the refresh is stored for everyone.
 */
export async function refreshOnce(request: Request, render: () => Promise<Response>) {
  const key = edgeCacheKey(request).url;
  if (refreshing.has(key)) return;
  refreshing.add(key);
  try {
    const fresh = await render();
    if (isEdgeCacheable(fresh)) await storePage(request, fresh);
    else await fresh.body?.cancel();
  } catch (error) {
    // The stale copy keeps being served until it expires; the next diner tries again.
    console.error('Refreshing a cached page failed', error);
  } finally {
    refreshing.delete(key);
  }
}
