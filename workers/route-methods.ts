import type { ServerBuild } from '@remix-run/cloudflare';
import { matchRoutes } from '@remix-run/react';

type Manifest = ServerBuild['routes'];
export type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };
type Exports = { loader?: unknown; action?: unknown; default?: unknown };
type Routes = Parameters<typeof matchRoutes>[0];

/**
 * The methods each address takes, read from the route modules themselves: a page
 * or a route with a loader is read with GET and HEAD, a route with an action
 * takes POST, and every route answers OPTIONS. POST goes where Remix sends it:
 * the deepest route that adds to the path, or the index route when the address
 * says `?index`, or the route a data request names in `_data`. The catch-alls
 * (app/routes/$.tsx, api.$.tsx) are routes like any other: their methods are
 * those their 404 answers, unless the route answers addresses from a table of its
 * own (`tables`, by route id: the API's endpoints), which then names the methods.
 *
 * The router flattens and ranks every route it is given on each call, so the
 * tree is split once per isolate by the first segment of each route's path
 * (routesStartingWith): a request is matched against the routes that can match
 * its first segment, with the same matchRoutes and the same result.
 */
export function routeMethods(manifest: Manifest, tables: Record<string, (url: URL) => string[] | null> = {}) {
  const routesFor = routesStartingWith(childrenOf(manifest));
  return (url: URL): string[] => {
    const matches = matchRoutes(routesFor(url.pathname) as unknown as Routes, url.pathname) as unknown as Array<{ route: RouteNode }> | null;
    if (!matches?.length) return ['OPTIONS'];
    const leaf = matches[matches.length - 1]!.route;
    const fromTable = tables[leaf.id]?.(url);
    if (fromTable) return fromTable;
    const exportsOf = (route: RouteNode) => manifest[route.id]!.module as Exports;
    const allow: string[] = [];
    if (exportsOf(leaf).loader || exportsOf(leaf).default) allow.push('GET', 'HEAD');
    if (exportsOf(postTarget(matches, url).route).action) allow.push('POST');
    allow.push('OPTIONS');
    return allow;
  };
}

/** Remix's target for a form post to `url` (its getTargetMatch; a data request names its route). */
function postTarget(matches: Array<{ route: RouteNode }>, url: URL) {
  const named = url.searchParams.get('_data');
  const data = named ? matches.find((m) => m.route.id === named) : undefined;
  if (data) return data;
  const leaf = matches[matches.length - 1]!;
  if (leaf.route.index && url.searchParams.getAll('index').includes('')) return leaf;
  const contributing = matches.filter((m, i) => i === 0 || Boolean(m.route.path));
  return contributing[contributing.length - 1]!;
}

/** The route tree Remix builds from the manifest, reduced to what matching reads. */
export function childrenOf(manifest: Manifest, parentId = ''): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? '') === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: childrenOf(manifest, route.id) }));
}

/**
 * For a pathname, the part of the tree that can match it. A route whose path starts
 * with a plain segment ("restaurant" in "restaurant/:slug") can only match a
 * pathname starting with that segment (compared as the router does: decoded, and
 * case-insensitive unless the route says otherwise, which matchRoutes then checks);
 * routes starting with a parameter, a splat or an optional segment can match any
 * pathname and are in every part. Each part keeps the layouts above its routes, so
 * matchRoutes returns the same matches as over the whole tree. The parts are built
 * once; a first segment no route names gets the shared part of open routes.
 */
export function routesStartingWith(tree: RouteNode[]) {
  const literals = new Set<string>();
  const collect = (nodes: RouteNode[], parentPath: string) => {
    for (const node of nodes) {
      const first = firstSegment(joined(parentPath, node.path));
      if (first && isLiteral(first)) literals.add(first.toLowerCase());
      else collect(node.children, joined(parentPath, node.path));
    }
  };
  collect(tree, '');
  const parts = new Map([...literals].map((literal) => [literal, prune(tree, '', literal)]));
  const open = prune(tree, '', null);
  return (pathname: string): RouteNode[] => {
    const first = decodedFirstSegment(pathname);
    if (first === null) return tree;
    return parts.get(first.toLowerCase()) ?? open;
  };
}

/** The nodes that can match a pathname whose first segment is `literal` (null: one no route names). */
function prune(nodes: RouteNode[], parentPath: string, literal: string | null): RouteNode[] {
  return nodes.flatMap((node) => {
    const path = joined(parentPath, node.path);
    const first = firstSegment(path);
    if (first && isLiteral(first)) return first.toLowerCase() === literal ? [node] : [];
    if (first) return [node];
    // No segment yet (the root, a pathless layout, an index): keep it with the children that can match.
    const children = prune(node.children, path, literal);
    return children.length || !node.children.length ? [{ ...node, children }] : [];
  });
}

const joined = (parentPath: string, path: string | undefined) => [parentPath, path ?? ''].filter(Boolean).join('/');
const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0] ?? '';
const isLiteral = (segment: string) => !/[:*?()]/.test(segment);

/** The pathname's first segment as the router reads it (decoded), or null when it cannot be decoded. */
function decodedFirstSegment(pathname: string): string | null {
  const raw = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
