import { matchRoutes, useLocation } from '@remix-run/react';
import { useEffect } from 'react';

/**
 * On hydrated pages, tells the offline worker (public/sw.js, registered by the
 * root's inline script, which also saves the landing page) what this page
 * needs offline: the built stylesheet and scripts (their names change with
 * every build), the scripts of the screens it links to, this page, and on
 * /favorites the favourites' detail pages.
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
    navigator.serviceWorker.ready.then((registration) => {
      const worker = registration.active;
      if (!current || !worker) return;
      worker.postMessage({ type: 'cache-assets', urls: builtAssets() });
      worker.postMessage({ type: 'cache-routes', routes: linkedRoutes() });
      // The page the diner landed on is saved by the root's inline script; these are
      // the pages reached by client-side navigation, and a favourites list's places.
      const pages = location.key === 'default' ? [] : [location.pathname + location.search];
      if (location.pathname === '/favorites') pages.push(...restaurantLinks());
      if (pages.length) worker.postMessage({ type: 'cache-pages', urls: pages });
    });
    return () => {
      current = false;
    };
  }, [location.key, location.pathname, location.search]);
}

/**
 * This page's stylesheet and scripts. A client-side navigation loads the next
 * screen's module before anything else, and when that fails Remix reloads the
 * current page instead. Phones often report "online" with no connection (a Wi-Fi
 * without internet, a dead zone with bars), so the capture above cannot be the
 * only way an offline tap reaches the worker.
 */
function builtAssets() {
  const elements = document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="stylesheet"], link[rel="modulepreload"], script[src]',
  );
  const own = [...elements].map((el) => ('href' in el ? el.href : el.src));
  return [...new Set(own)].filter((href) => href && new URL(href, window.location.origin).pathname.startsWith('/build/'));
}

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: string; imports?: string[]; css?: string[] };
type RouteNode = Parameters<typeof matchRoutes>[0][number];

/**
 * The screens the page links to (links and search forms), from the route manifest
 * the page carries: the worker keeps each one's imports, stylesheets and module.
 */
function linkedRoutes(): ManifestRoute[] {
  const routes = (window as { __remixManifest?: { routes: Record<string, ManifestRoute> } }).__remixManifest?.routes;
  if (!routes) return [];
  const tree = routeTree(Object.values(routes), undefined);
  // Attributes, not properties: a map pin is an SVG <a> (its `href` is no string), and a
  // form's `action` property may be one of its fields.
  const links = [...document.querySelectorAll('a[href]')].filter((a) => !a.hasAttribute('download')).map((a) => a.getAttribute('href'));
  const searches = [...document.querySelectorAll('form')].filter((f) => f.method.toLowerCase() === 'get').map((f) => f.getAttribute('action') ?? '');
  const paths = new Set(
    [...links, ...searches]
      .flatMap((href) => {
        try {
          return href === null ? [] : [new URL(href, window.location.href)];
        } catch {
          return [];
        }
      })
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
  const ids = new Set([...paths].flatMap((path) => matchRoutes(tree, path)?.map((m) => m.route.id ?? '') ?? []));
  return [...ids].flatMap((id) => {
    const route = routes[id];
    return route ? [{ id, module: route.module, imports: route.imports, css: route.css }] : [];
  });
}

/** The manifest's flat routes as the nested tree `matchRoutes` reads. */
function routeTree(routes: ManifestRoute[], parentId: string | undefined): RouteNode[] {
  return routes
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      r.index
        ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: routeTree(routes, r.id) },
    );
}

/** The restaurant pages linked from the page's main content (the favourites' cards). */
function restaurantLinks() {
  const links = document.querySelectorAll<HTMLAnchorElement>('main a[href^="/restaurant/"]');
  return [...new Set([...links].map((a) => a.pathname))];
}
