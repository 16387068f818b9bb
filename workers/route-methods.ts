import type { ServerBuild } from '@remix-run/cloudflare';
import { matchRoutes } from '@remix-run/react';
import { pagePathOf } from './data-requests';

type Manifest = ServerBuild['routes'];
type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };
type Exports = { loader?: unknown; action?: unknown; default?: unknown };

/**
 * The methods each address takes, read from the route modules themselves: a page
 * or a route with a loader is read with GET and HEAD, a route with an action
 * takes POST, and every route answers OPTIONS. POST goes where Remix sends it:
 * the deepest route that adds to the path, or the index route when the address
 * says `?index`. A data request (`/path.data`) takes what its page takes. The catch-alls
 * (app/routes/$.tsx, api.$.tsx) are routes like any other: their methods are
 * those their 404 answers.
 */
export function routeMethods(manifest: Manifest) {
  const routes = childrenOf(manifest) as unknown as Parameters<typeof matchRoutes>[0];
  return (url: URL): string[] => {
    const matches = matchRoutes(routes, pagePathOf(url.pathname)) as unknown as Array<{ route: RouteNode }> | null;
    if (!matches?.length) return ['OPTIONS'];
    const leaf = matches[matches.length - 1]!.route;
    const exportsOf = (route: RouteNode) => manifest[route.id]!.module as Exports;
    const allow: string[] = [];
    if (exportsOf(leaf).loader || exportsOf(leaf).default) allow.push('GET', 'HEAD');
    if (exportsOf(postTarget(matches, url).route).action) allow.push('POST');
    allow.push('OPTIONS');
    return allow;
  };
}

/** Remix's target for a form post to `url` (its getTargetMatch). */
function postTarget(matches: Array<{ route: RouteNode }>, url: URL) {
  const leaf = matches[matches.length - 1]!;
  if (leaf.route.index && url.searchParams.getAll('index').includes('')) return leaf;
  const contributing = matches.filter((m, i) => i === 0 || Boolean(m.route.path));
  return contributing[contributing.length - 1]!;
}

/** The route tree Remix builds from the manifest, reduced to what matching reads. */
function childrenOf(manifest: Manifest, parentId = ''): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? '') === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: childrenOf(manifest, route.id) }));
}
