import { matchRoutes, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { routeTree, type ManifestRoute } from './route-tree';

/**
 * On hydrated pages, tells the offline worker (public/sw.js, registered by the
 * root's inline script, which also saves the landing page) what this page
 * needs offline: the built stylesheet and scripts (their names change with
 * every build), the scripts of the screens it links to, this page, and on
 * /favorites the favourites' detail pages. The list is made by a module loaded
 * once the worker is ready (app/utils/offline-list.ts), not with the page.
 * The worker fetches pages without cookies, so it only ever keeps their
 * public version.
 */
export function useServiceWorker() {
  const location = useLocation();

  useEffect(() => {
    // Offline, a client-side navigation would need JSON and route scripts the device may not
    // have: let the browser load the page itself, and the offline worker answer it.
    const onOfflineNavigation = (event: Event) => {
      if (navigator.onLine || !navigator.serviceWorker?.controller) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = event.type === 'click' ? target?.closest('a[href]') : null;
      const form = event.type === 'submit' && target instanceof HTMLFormElement ? target : null;
      if (link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute('download') && link.origin === window.location.origin) {
        event.stopPropagation();
      } else if (form && form.method.toLowerCase() === 'get') {
        event.stopPropagation();
      }
    };
    window.addEventListener('click', onOfflineNavigation, true);
    window.addEventListener('submit', onOfflineNavigation, true);
    return () => {
      window.removeEventListener('click', onOfflineNavigation, true);
      window.removeEventListener('submit', onOfflineNavigation, true);
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let current = true;
    // The page the diner landed on is saved by the root's inline script; these are
    // the pages reached by client-side navigation.
    const pages = location.key === 'default' ? [] : [location.pathname + location.search];
    navigator.serviceWorker.ready
      .then(async (registration) => {
        const worker = registration.active;
        if (!current || !worker) return;
        const { offlineMessages } = await import('./offline-list');
        const routes = (window as { __remixManifest?: { routes: Record<string, ManifestRoute> } }).__remixManifest?.routes ?? {};
        if (!current) return;
        const tree = routeTree(routes);
        const routeIds = (path: string) => matchRoutes(tree, path)?.map((m) => m.route.id ?? '') ?? [];
        for (const message of offlineMessages(routes, routeIds, pages)) worker.postMessage(message);
      })
      // Offline with a page the worker kept but not this module: nothing new to save.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [location.key, location.pathname, location.search]);
}
