import { matchRoutes, useLocation, useNavigation, UNSAFE_RemixContext } from '@remix-run/react';
import { useContext, useEffect, useState } from 'react';

/** Placeholders shown (with JavaScript) while the next screen loads: counts from the spec. */

export function CardSkeletons({ count, className = 'grid gap-6 sm:grid-cols-2 md:grid-cols-3' }: { count: number; className?: string }) {
  return (
    <div className={className} aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card">
          <div className="skeleton aspect-[8/5] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-4 w-1/3" />
            <div className="skeleton h-5 w-2/3" />
            <div className="skeleton h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function TileSkeletons({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card">
          <div className="skeleton aspect-[4/3] w-full rounded-none" />
          <div className="skeleton m-3 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * A route's `handle.pendingSkeleton`: what the page shows (with JavaScript)
 * while a navigation to that route loads. Routes without one keep the current
 * page on screen.
 */
export type SkeletonHandle = { pendingSkeleton?: () => React.ReactNode };

/** A whole page's skeleton: `body` under a status line for screen readers. */
function pageSkeleton(title: string, body: React.ReactNode) {
  return function PageSkeleton() {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10" role="status" aria-live="polite">
        <p className="sr-only">Loading {title}…</p>
        {body}
      </div>
    );
  };
}

// The pages' skeletons, declared by their routes: counts from the spec.
export const HomeSkeleton = pageSkeleton(
  'restaurants',
  <>
    <CardSkeletons count={5} className="mb-10 grid grid-cols-2 gap-4 md:grid-cols-5" />
    <CardSkeletons count={6} />
  </>,
);
export const CuisinesSkeleton = pageSkeleton('cuisines', <TileSkeletons count={30} />);
export const RestaurantsSkeleton = pageSkeleton('restaurants', <CardSkeletons count={6} />);
export const ArticlesSkeleton = pageSkeleton('articles', <CardSkeletons count={9} />);

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: string };
type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

function routeTree(routes: Record<string, ManifestRoute | undefined>, parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => ({ id, path, index, caseSensitive, children: index ? undefined : routeTree(routes, id) }));
}

/**
 * The skeleton the target route of a pending navigation declares, or null.
 * Remix loads a route's module during the navigation; this learns when it is
 * there by importing the same module (a second import of a URL is the same
 * module, not another download).
 */
export function usePendingSkeleton(): React.ReactNode {
  const navigation = useNavigation();
  const location = useLocation();
  // Always there under Remix: the route manifest and the route modules loaded so far.
  const { manifest, routeModules } = useContext(UNSAFE_RemixContext)!;
  // Built only while a navigation is pending, from the whole route manifest the page carries.
  const target =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname
      ? matchRoutes(routeTree(manifest.routes) as Parameters<typeof matchRoutes>[0], navigation.location)?.at(-1)?.route.id
      : undefined;
  const [imported, setImported] = useState<{ id: string; handle: unknown }>();
  const handle = target ? (routeModules[target]?.handle ?? (imported?.id === target ? imported.handle : undefined)) : undefined;
  const moduleUrl = target && !routeModules[target] ? manifest.routes[target]?.module : undefined;
  useEffect(() => {
    if (!target || !moduleUrl) return;
    let current = true;
    import(/* webpackIgnore: true */ moduleUrl).then(
      (module: { handle?: unknown }) => current && setImported({ id: target, handle: module.handle }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [target, moduleUrl]);
  return (handle as SkeletonHandle | undefined)?.pendingSkeleton?.() ?? null;
}
