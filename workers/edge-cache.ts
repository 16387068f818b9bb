/**
 * Anonymous pages in the Workers Cache API of this data centre, kept as their
 * CDN-Cache-Control asks (RFC 9213: max-age and stale-while-revalidate for the
 * edge; browsers read only Cache-Control). The Cache API itself drops an entry
 * at its s-maxage, so an entry is stored for max-age + stale-while-revalidate
 * and carries the moment it stops being fresh.
 */
import { REVIEW_PAGE_PARAM, REVIEW_SORT_PARAM } from '../app/utils/review-list';
import { splitLocale, SUGGESTED_LANGUAGE_HEADER } from '../app/utils/locale';

const FRESH_UNTIL = 'X-Fresh-Until';
const EDGE_CACHE_CONTROL = 'CDN-Cache-Control';
const SENT_EDGE_CACHE_CONTROL = 'X-Sent-CDN-Cache-Control';
/** Only in cache keys, never in a rendered request (publicCopy drops any a visitor sends). */
const GENERATION_PARAM = '__generation';
const SUGGESTED_PARAM = '__suggested';

// The DOM typings do not know `caches.default`.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * Remix's own: which route's data a client navigation asks for (`?_data=<route id>`,
 * kept under its own key, apart from its page) and index-route actions.
 */
const REMIX_PARAMS = ['_data', 'index'];
/** The filters every listing shares (app/utils/listing-params.ts FILTER_PARAMS). */
const FILTER_PARAMS = ['has', 'open', 'happy', 'pp'];
/**
 * The home listing's private filters (PRIVATE_LISTING_PARAMS): read so that an anonymous
 * request with them reaches the page, which redirects it to the URL without (a 302, never
 * stored); a signed-in diner's page is never stored at all.
 */
const LISTING_PARAMS = ['cuisine', 'priceLevel', 'rating', 'neighborhood', 'sort', 'view', 'page', ...FILTER_PARAMS, 'want', 'notbeen'];
const REVIEW_LIST_PARAMS = [REVIEW_SORT_PARAM, REVIEW_PAGE_PARAM];
/** A followed search's parameters (app/utils/followed-search.ts): its page and its feed read them. */
const FOLLOWED_SEARCH_PARAMS = ['q', 'cuisine', 'priceLevel', 'rating', 'neighborhood', 'has', 'pp'];

/**
 * The query parameters each page and API call reads. Anything else — the
 * tracking parameters links carry (fbclid, utm_*), another page's parameters,
 * junk — changes nothing a page shows: it is dropped before a shared page is
 * rendered and from its cache key, so it can neither be echoed to other
 * visitors nor mint cache entries. A page that starts reading a parameter adds
 * it here.
 */
const QUERY_PARAMS_BY_PATH: Array<[RegExp, string[]]> = [
  [/^\/$/, LISTING_PARAMS],
  [/^\/search$/, ['q', 'page', ...FILTER_PARAMS]],
  [/^\/(?:reviews|news)$/, ['page']],
  [/^\/restaurants\/[^/]+$/, ['page', ...FILTER_PARAMS]],
  [/^\/restaurant\/[^/]+$/, REVIEW_LIST_PARAMS],
  [/^\/resources\/reviews$/, ['restaurantId', ...REVIEW_LIST_PARAMS]],
  [/^\/recipe\/[^/]+$/, ['servings']],
  [/^\/profile$/, ['tab']],
  [/^\/contact$/, ['topic']],
  [/^\/(?:follow|feeds\/follow\.xml)$/, FOLLOWED_SEARCH_PARAMS],
  [/^\/business\/claim$/, ['q']],
  [/^\/lists$/, ['list']],
  [/^\/auth\/facebook$/, ['redirectTo']],
  [/^\/auth\/facebook\/callback$/, ['code', 'state', 'error', 'error_reason', 'error_description']],
  [/^\/api\/restaurants$/, ['cuisine', 'priceLevel', 'rating', 'neighborhood', 'isFeatured', 'sort', 'has', 'happyHourNow', 'pricePerPerson']],
  [/^\/api\/restaurants\/[^/]+\/reviews$/, ['page', 'sort']],
];

export function queryParamsFor(pathname: string): Set<string> {
  const read = QUERY_PARAMS_BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  return new Set([...REMIX_PARAMS, ...read]);
}

/**
 * The request a page that may be stored in the shared cache is rendered from:
 * no Cookie, no Authorization, only the parameters pages read, in one order.
 * Whatever one visitor sends cannot end up in what another is served.
 */
export function publicCopy(request: Request) {
  const url = new URL(request.url);
  const read = queryParamsFor(splitLocale(url.pathname).path);
  for (const name of [...url.searchParams.keys()]) if (!read.has(name)) url.searchParams.delete(name);
  url.searchParams.sort();
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  headers.delete('Authorization');
  return new Request(url.toString(), { method: request.method, headers });
}

/** The page as rendered for `generation` of the content: a publish moves it on, so older copies are never served. */
export function edgeCacheKey(request: Request, generation: number) {
  return new Request(keyOfPublicCopy(publicCopy(request), generation), { method: 'GET' });
}

/**
 * The cache key of a request that is already a publicCopy: its URL (parameters
 * filtered and sorted) with the generation appended, worked out once per request
 * as a string rather than through another URL and Request.
 */
function keyOfPublicCopy(shared: Request, generation: number) {
  // A page that suggests its twin in the browser's language is a copy of its own.
  const suggested = shared.headers.get(SUGGESTED_LANGUAGE_HEADER);
  const variant = suggested ? `&${SUGGESTED_PARAM}=${suggested}` : '';
  return `${shared.url}${shared.url.includes('?') ? '&' : '?'}${GENERATION_PARAM}=${generation}${variant}`;
}

function seconds(cacheControl: string, directive: string) {
  const match = new RegExp(`\\b${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** Only a successful page that asks the edge to keep it, is private to no one and sets no cookie. */
export function isEdgeCacheable(response: Response) {
  const edgeControl = response.headers.get(EDGE_CACHE_CONTROL) ?? '';
  return (
    response.status === 200 &&
    /\bpublic\b/i.test(edgeControl) &&
    seconds(edgeControl, 'max-age') !== null &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '') &&
    !response.headers.has('Set-Cookie')
  );
}

/** Keeps a page for its edge max-age plus its stale-while-revalidate window. `shared` is a publicCopy. */
export function storePage(shared: Request, response: Response, generation: number, now = Date.now()) {
  const sent = response.headers.get(EDGE_CACHE_CONTROL) ?? '';
  const fresh = seconds(sent, 'max-age') ?? 0;
  const stale = seconds(sent, 'stale-while-revalidate') ?? 0;
  const stored = new Response(response.body, response);
  stored.headers.set('Cache-Control', `public, s-maxage=${fresh + stale}`);
  stored.headers.delete(EDGE_CACHE_CONTROL);
  stored.headers.set(FRESH_UNTIL, String(now + fresh * 1000));
  stored.headers.set(SENT_EDGE_CACHE_CONTROL, sent);
  return edgeCache().put(keyOfPublicCopy(shared, generation), stored);
}

/** The cached page as it was first sent, and whether it is past its edge max-age. `shared` is a publicCopy. */
export async function lookUpPage(shared: Request, generation: number, now = Date.now()) {
  const hit = await edgeCache().match(keyOfPublicCopy(shared, generation));
  if (!hit) return null;
  const response = new Response(hit.body, hit);
  const freshUntil = Number(response.headers.get(FRESH_UNTIL) ?? 0);
  // What browsers get is always the page's own no-cache, never the edge's freshness.
  response.headers.set('Cache-Control', 'no-cache');
  response.headers.set(EDGE_CACHE_CONTROL, response.headers.get(SENT_EDGE_CACHE_CONTROL) ?? '');
  response.headers.delete(FRESH_UNTIL);
  response.headers.delete(SENT_EDGE_CACHE_CONTROL);
  response.headers.delete('Age');
  return { response, stale: now >= freshUntil };
}

// Pages this isolate is refreshing: a crowd arriving at a stale page starts one render.
const refreshing = new Set<string>();

/**
 * Renders a fresh copy of a stale page in the background, once per page at a
 * time. `request` must be a publicCopy: the refresh is stored for everyone.
 */
export async function refreshOnce(request: Request, generation: number, render: () => Promise<Response>) {
  const key = keyOfPublicCopy(request, generation);
  if (refreshing.has(key)) return;
  refreshing.add(key);
  try {
    const fresh = await render();
    if (isEdgeCacheable(fresh)) await storePage(request, fresh, generation);
    else await fresh.body?.cancel();
  } catch (error) {
    // The stale copy keeps being served until it expires; the next diner tries again.
    console.error('Refreshing a cached page failed', error);
  } finally {
    refreshing.delete(key);
  }
}
