import { matchRoutes, useLocation, useNavigation, UNSAFE_RemixContext } from '@remix-run/react';
import { useContext, useEffect, useState } from 'react';
import { routeTree } from '~/utils/route-tree';
import type { SkeletonHandle } from './skeletons';

/**
 * The skeleton the target route of a pending navigation declares, or null.
 * Remix loads a route's module during the navigation; this learns when it is
 * there by importing the same module (a second import of a URL is the same
 * module, not another download). Only the root imports this module, so it
 * travels inside the root's script rather than as a file of its own.
 */
export function usePendingSkeleton(): React.ReactNode {
  const navigation = useNavigation();
  const location = useLocation();
  // Always there under Remix: the route manifest and the route modules loaded so far.
  const { manifest, routeModules } = useContext(UNSAFE_RemixContext)!;
  // Built only while a navigation is pending, from the whole route manifest the page carries.
  const target =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname
      ? matchRoutes(routeTree(manifest.routes), navigation.location)?.at(-1)?.route.id
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
