import type { matchRoutes } from '@remix-run/react';

/** A route as the route manifest the page carries (`window.__remixManifest`) lists it. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};
export type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** The manifest's flat routes as the nested tree `matchRoutes` reads. */
export function routeTree(routes: Record<string, ManifestRoute | undefined>, parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}
