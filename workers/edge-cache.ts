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
 * Links shared on Facebook or in newsletters carry tracking parameters (fbclid,
 * utm_*) that do not change the page: they share its cache entry, as do the same
 * parameters in another order.
 */
const TRACKING_PARAM = /^(?:utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga)$/i;

export function edgeCacheKey(request: Request) {
  const url = new URL(request.url);
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  url.searchParams.sort();
  return new Request(url.toString(), { method: 'GET' });
}

function seconds(cacheControl: string, directive: string) {
  const match = new RegExp(`\\b${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : null;
}

export function isEdgeCacheable(response: Response) {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.status === 200 && seconds(cacheControl, 's-maxage') !== null && !response.headers.has('Set-Cookie');
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

/** Renders a fresh copy of a stale page in the background, once per page at a time. */
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
