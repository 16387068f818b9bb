import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
import { childrenOf, routesStartingWith, type RouteNode } from './route-methods';

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * Remix's request handler, one per part of the route tree. Remix and React Router
 * flatten, rank and compile every route they are given on each request (Remix's
 * match, the static handler's query, the render's route tree and its match), and
 * React Router 6 keeps nothing between calls. A request can only match routes whose
 * first segment it shares (routesStartingWith), so each part of the tree gets its own
 * handler over a build holding just those routes and the layouts above them, made
 * once per isolate. Matching the part gives the same matches as the whole tree; the
 * page's route manifest (assets.url) is the whole app's, so client navigation is unchanged.
 */
export function requestHandlersByPart(build: ServerBuild, mode?: string) {
  const partOf = routesStartingWith(childrenOf(build.routes));
  const handlers = new Map<RouteNode[], RequestHandler>();
  return (pathname: string): RequestHandler => {
    const part = partOf(pathname);
    let handler = handlers.get(part);
    if (!handler) {
      handler = createRequestHandler(withRoutes(build, idsIn(part)), mode);
      handlers.set(part, handler);
    }
    return handler;
  };
}

/** The build with only the routes named in `ids`, on the server and in the assets. */
export function withRoutes(build: ServerBuild, ids: ReadonlySet<string>): ServerBuild {
  const pick = <T,>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => ids.has(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

function idsIn(nodes: RouteNode[], ids = new Set<string>()): Set<string> {
  for (const node of nodes) {
    ids.add(node.id);
    idsIn(node.children, ids);
  }
  return ids;
}
