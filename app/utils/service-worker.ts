import { matchRoutes, useHref, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { splitLocale } from './locale';
import { routeTree, type ManifestRoute } from './route-tree';

/**
 * On hydrated pages, tells the offline worker (public/sw.js, registered by the
 * root's inline script, which also saves the landing page) what this page
 * needs offline: the built stylesheet and scripts (their names change with
 * every build), the scripts of the screens it links to, this page, and on
 * /favorites the favourites' detail pages. The list is made, and offline taps are
 * handed to the worker, by a module loaded once the worker is ready
 * (app/utils/offline-list.ts), not with the page.
 * The worker fetches pages without cookies, so it only ever keeps their
 * public version.
 */
export function useServiceWorker() {
  const location = useLocation();
  // The page's own address, its language's prefix included (the router's location has none).
  const here = useHref({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let current = true;
    // The page the diner landed on is saved by the root's inline script; these are
    // the pages reached by client-side navigation.
    const pages = location.key === 'default' ? [] : [here];
    navigator.serviceWorker.ready
      .then(async (registration) => {
        const worker = registration.active;
        if (!current || !worker) return;
        const { catchOfflineNavigation, offlineMessages } = await import('./offline-list');
        catchOfflineNavigation();
        const routes = (window as { __remixManifest?: { routes: Record<string, ManifestRoute> } }).__remixManifest?.routes ?? {};
        if (!current) return;
        const tree = routeTree(routes);
        // Both languages' addresses lead to the same screens.
        const routeIds = (path: string) => matchRoutes(tree, splitLocale(path).path)?.map((m) => m.route.id ?? '') ?? [];
        for (const message of offlineMessages(routes, routeIds, pages)) worker.postMessage(message);
      })
      // Offline with a page the worker kept but not this module: nothing new to save.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [location.key, here]);
}
