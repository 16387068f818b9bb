import type { ServerBuild } from '@remix-run/cloudflare';
import { matchRoutes } from '@remix-run/react';
import { refusal } from './request-guard';

type Manifest = ServerBuild['routes'];
type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };

/**
 * Route parameters whose values are lower case by definition (slugs, cuisine keys,
 * numeric ids, the report's entity names): another case is another spelling of the
 * same page. Any other (a share token, a file name, a splat) keeps the case it came with.
 */
const LOWER_CASE_PARAMS = new Set(['slug', 'cuisine', 'id', 'entity']);

/** A lower-case value in another case; anything that could not name a page is left for its route's 404. */
const folded = (part: string) => (/^[a-z0-9-]+$/.test(part.toLowerCase()) ? part.toLowerCase() : part);

/** Remix's own parameters: `index` (an index route's form or fetcher) and `_data` (a data request names its route). */
const INDEX = 'index';
const DATA = '_data';
const NO_SUCH_DATA = 'This page has no such data.';
/** app/routes/$.tsx: every address no other route takes. */
const CATCH_ALL = 'routes/$';

export type CanonicalOptions = {
  /** The query parameters a page at this path reads (workers/edge-cache.ts). */
  paramsRead: (pathname: string) => ReadonlySet<string>;
};

/**
 * One address per page, settled before the edge cache is consulted or anything is
 * rendered (decision 031). For GET and HEAD:
 * - a path that differs from its page's only by case or a trailing slash: 301 to it,
 *   query kept (case folds only where the route says the value is lower case);
 * - a data request whose `_data` names no route at all, or two: 404 (Remix itself
 *   refuses, 403, a route of another page);
 * - a data request with an `index` Remix would not send: 404;
 * - for a page the shared cache answers (`shared`), a parameter the page does not read
 *   (`index` included): 302 to the address without it, unless no page has the address.
 * Anything else is null: the request goes on.
 */
export function canonicalAddress(manifest: Manifest, options: CanonicalOptions) {
  const routes = childrenOf(manifest) as unknown as Parameters<typeof matchRoutes>[0];
  const routeIds = new Set(Object.keys(manifest));
  const matchesOf = (path: string) => (matchRoutes(routes, path) ?? []) as unknown as Array<{ route: RouteNode; pathname: string }>;
  // Matching ranks every route, so it runs only for a path with a capital letter or a trailing slash.

  return (request: Request, url: URL, shared: boolean): Response | null => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const page = url.pathname;
    if (/[A-Z]/.test(page) || (page.length > 1 && page.endsWith('/'))) {
      const canonical = canonicalPath(page, matchesOf(page));
      if (canonical !== page) return redirect(`${canonical}${url.search}`, 301);
    }

    const search = url.searchParams;
    const data = search.has(DATA);
    if (data && (search.getAll(DATA).length > 1 || !routeIds.has(search.get(DATA)!))) return refusal(request, 404, NO_SUCH_DATA);
    if (data) {
      // Remix's client sends a bare `index` at most, and follows no plain redirect of its data:
      // anything else is refused, and unread parameters are left out of the render and the cache
      // key (edge-cache.ts publicCopy) rather than redirected.
      const index = search.getAll(INDEX);
      return index.length > 1 || (index.length === 1 && index[0] !== '') ? refusal(request, 404, NO_SUCH_DATA) : null;
    }
    if (!shared || request.method !== 'GET' || !search.size) return null;

    const read = options.paramsRead(url.pathname);
    // `index` means something only on a form's POST or beside `_data`.
    const kept = [...search].filter(([name]) => name !== INDEX && read.has(name));
    if (kept.length === search.size) return null;
    // An address no page has is the catch-all's 404 (never stored), whatever it carries.
    if (matchesOf(url.pathname).at(-1)?.route.id === CATCH_ALL) return null;
    const query = new URLSearchParams(kept).toString();
    return redirect(`${url.pathname}${query ? `?${query}` : ''}`, 302);
  };
}

/**
 * The page's own spelling of `path`: its routes' static segments as the routes write
 * them, lower-case parameters folded, every other part as sent, no trailing slash.
 */
function canonicalPath(path: string, matches: Array<{ route: RouteNode }>): string {
  const sent = path.split('/').filter(Boolean);
  const pattern = matches.flatMap((m) => (m.route.path ?? '').split('/').filter(Boolean));
  const out: string[] = [];
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') {
      out.push(...sent.slice(i));
      return `/${out.join('/')}`;
    }
    const part = sent[i];
    if (part === undefined) break;
    if (segment.startsWith(':')) out.push(LOWER_CASE_PARAMS.has(segment.slice(1).replace(/\?$/, '')) ? folded(part) : part);
    else out.push(segment);
  }
  // Only a full match is respelled; anything else just loses its trailing slash.
  if (out.length !== sent.length) return `/${sent.join('/')}`;
  return `/${out.join('/')}`;
}

function redirect(location: string, status: 301 | 302) {
  // A 302 is never kept: what a page reads may change. A 301 is a spelling, kept by browsers.
  return new Response(null, { status, headers: { Location: location, 'Cache-Control': status === 301 ? 'public, max-age=3600' : 'no-store' } });
}

/** The route tree Remix builds from the manifest, reduced to what matching reads. */
function childrenOf(manifest: Manifest, parentId = ''): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? '') === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: childrenOf(manifest, route.id) }));
}
