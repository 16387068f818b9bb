import type { ManifestRoute } from './route-tree';

/*
 * What a hydrated page asks the offline worker (public/sw.js) to save. Loaded by
 * app/utils/service-worker.ts once the worker is ready, not with the page: a diner
 * needs none of it before the page can be used. It imports nothing: a module it shared
 * with the page's own would be split into a file of its own, one more for every page.
 */

/** The ids of the routes a path matches (matchRoutes over the manifest's tree). */
type RouteIds = (path: string) => string[];

type Message =
  | { type: 'cache-assets'; urls: string[] }
  | { type: 'cache-routes'; routes: ManifestRoute[] }
  | { type: 'cache-pages'; urls: string[] };

let catching = false;

/**
 * Offline, a client-side navigation would need JSON and route scripts the device may not
 * have: the browser loads the page itself, and the offline worker answers it. Once per page.
 */
export function catchOfflineNavigation() {
  if (catching) return;
  catching = true;
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
}

/**
 * The messages for the page on screen: its built stylesheet and scripts, the scripts of
 * the screens it links to, and `pages` (on /favorites also the favourites' detail pages).
 */
export function offlineMessages(routes: Record<string, ManifestRoute>, routeIds: RouteIds, pages: string[]): Message[] {
  if (/^(?:\/es)?\/favorites$/.test(window.location.pathname)) pages.push(...restaurantLinks());
  const messages: Message[] = [
    { type: 'cache-assets', urls: builtAssets() },
    { type: 'cache-routes', routes: linkedRoutes(routes, routeIds) },
  ];
  if (pages.length) messages.push({ type: 'cache-pages', urls: pages });
  return messages;
}

/**
 * This page's stylesheet and scripts. A client-side navigation loads the next
 * screen's module before anything else, and when that fails Remix reloads the
 * current page instead. Phones often report "online" with no connection (a Wi-Fi
 * without internet, a dead zone with bars), so the capture in catchOfflineNavigation cannot
 * be the only way an offline tap reaches the worker.
 */
function builtAssets() {
  const elements = document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="stylesheet"], link[rel="modulepreload"], script[src]',
  );
  const own = [...elements].map((el) => ('href' in el ? el.href : el.src));
  return [...new Set(own)].filter((href) => href && new URL(href, window.location.origin).pathname.startsWith('/build/'));
}

/**
 * The screens the page links to (links and search forms): the worker keeps each
 * one's imports, stylesheets and module.
 */
function linkedRoutes(routes: Record<string, ManifestRoute>, routeIds: RouteIds): ManifestRoute[] {
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
  const ids = new Set([...paths].flatMap(routeIds));
  return [...ids].flatMap((id) => {
    const route = routes[id];
    return route ? [{ id, module: route.module, imports: route.imports, css: route.css }] : [];
  });
}

/** The restaurant pages linked from the page's main content (the favourites' cards). */
function restaurantLinks() {
  const links = document.querySelectorAll<HTMLAnchorElement>('main a[href^="/restaurant/"], main a[href^="/es/restaurant/"]');
  return [...new Set([...links].map((a) => a.pathname))];
}
