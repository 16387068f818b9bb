/*
 * Fort Worth Eats offline worker (registered from app/utils/service-worker.ts).
 *
 * - Pre-caches the app shell: the offline page, logo, icons, manifest and
 *   placeholders; the page tells it the built stylesheet and scripts to keep.
 * - Pages (navigations): network first, keeping a copy of every page that is
 *   not private, with the saved copy as the fallback and the offline page as
 *   the last resort. A response marked private or no-store (everything a
 *   signed-in diner sees) is never stored, so no diner's HTML is kept for
 *   another. Pages the diner opens and their favourites' pages are also
 *   fetched anonymously (credentials omitted) when the page asks, so they
 *   open in a dead zone with their phone and address.
 * - /build/*, /images/*, /icons/*: cache first (fingerprinted or long-lived).
 * - A client-side navigation's data (`?_data=<route id>`): from the network; offline,
 *   an answer that makes Remix load the page itself, so the saved copy or the offline
 *   page shows. The page also tells the worker the screens it links to, whose scripts
 *   are kept for offline use.
 * - /api/*, feeds (/feeds/*, /es/feeds/*) and everything cross-origin: not touched. A
 *   feed is read by feed readers and is only true as the network answers it; a diner's
 *   own places' feed is private, and a copy must not outlive its revocation.
 *
 * Bump VERSION to replace every cache on the next visit.
 */
const VERSION = 'v1';
const PREFIX = 'fwe-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const PAGES_CACHE = `${PREFIX}pages-${VERSION}`;
const ASSETS_CACHE = `${PREFIX}assets-${VERSION}`;
const CACHES = [SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE];

// public/offline.html and public/es/offline.html, served at /offline and /es/offline
// by the static assets' HTML handling: a page under /es gets the Spanish one.
const OFFLINE_URL = '/offline';
const SPANISH_OFFLINE_URL = '/es/offline';
const SHELL_URLS = [
  OFFLINE_URL,
  SPANISH_OFFLINE_URL,
  '/images/logo.svg',
  '/images/placeholder-restaurant.svg',
  '/images/placeholder-food.svg',
  '/icons/icon-192.png',
  '/manifest.webmanifest',
];

const MAX_PAGES = 60;
const MAX_ASSETS = 200;
/** With a saved copy at hand, a navigation that takes longer falls back to it (a dead zone's trickle). */
const NAVIGATION_TIMEOUT_MS = 6000;
/** A page saved this recently is not fetched again in the background. */
const RECENT_MS = 60 * 1000;
/** Paths that are personal or not pages: never fetched in the background. */
const NOT_SAVED = /^\/(api|auth|resources|favorites|lists|l|profile|search)(\/|$)|^\/sw\.js$/;
/** Feeds, in either language: never answered from or kept in a cache. */
const FEED_PATH = /^\/(?:es\/)?feeds\//;
const ASSET_PATH = /^\/(build|images|icons)\//;

const TITLE_HEADER = 'X-FWE-Title';
const recentlySaved = new Map();

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(SHELL_URLS.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !CACHES.includes(n)).map((n) => caches.delete(n)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js' || FEED_PATH.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.searchParams.has('_data')) {
    event.respondWith(remixData(request, url));
  } else if (ASSET_PATH.test(url.pathname)) {
    event.respondWith(cacheFirst(event));
  }
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-routes' && Array.isArray(data.routes)) event.waitUntil(cacheRouteAssets(data.routes));
  if (!data || typeof data !== 'object' || !Array.isArray(data.urls)) return;
  if (data.type === 'cache-assets') event.waitUntil(cacheAssets(data.urls));
  if (data.type === 'cache-pages') event.waitUntil(cachePages(data.urls));
});

// ---------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------

async function navigate(event) {
  const { request } = event;
  const cache = await caches.open(PAGES_CACHE);
  const saved = await cache.match(request.url, { ignoreVary: true });
  try {
    const network = (async () => (await event.preloadResponse) || fetch(request))();
    const response = saved ? await withTimeout(network, NAVIGATION_TIMEOUT_MS) : await network;
    if (isPublicPage(response)) event.waitUntil(savePage(cache, [request.url], response.clone()));
    return response;
  } catch {
    return saved || offlinePage(new URL(request.url).pathname);
  }
}

/**
 * Remix's client-side navigation asks for `?_data=` JSON. Offline, answer with
 * Remix's "reload the document" redirect, so the browser navigates for real
 * and gets the saved page or the offline page above.
 */
async function remixData(request, url) {
  try {
    return await fetch(request);
  } catch {
    url.searchParams.delete('_data');
    const target = url.pathname + url.search;
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': target, 'X-Remix-Reload-Document': 'true', 'X-Remix-Status': '302' },
    });
  }
}

/**
 * Each screen's shared scripts and stylesheets go first and its own module last, and
 * only once they are all kept: Remix loads a screen's module before its data, and when
 * the module or one of its imports fails to load it reloads the current page instead of
 * going on (offline, the diner's tap would seem to do nothing). A screen whose module is
 * kept thus has everything it needs, even if the connection drops while these download.
 */
async function cacheRouteAssets(routes) {
  const cache = await caches.open(ASSETS_CACHE);
  for (const route of routes.slice(0, MAX_ASSETS / 4)) {
    if (!route || !route.module) continue;
    const needs = [...(route.imports || []), ...(route.css || [])];
    // Offline or refused: that screen waits for the next page to ask again.
    if (await cacheAssets(needs, cache)) await cacheAssets([route.module], cache);
  }
  await trim(cache, MAX_ASSETS);
}

/** A 200 HTML page that no one marked private: safe to keep for anyone on this device. */
function isPublicPage(response) {
  if (!response || response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  if (!(response.headers.get('Content-Type') || '').includes('text/html')) return false;
  return !/\b(private|no-store)\b/i.test(response.headers.get('Cache-Control') || '');
}

/**
 * Stores the page under each URL (a redirected request under both), as a
 * plain response (a redirected one cannot answer a navigation), with its
 * title for the offline page's list.
 */
async function savePage(cache, urls, response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Vary');
  const title = (html.match(/<title>([^<]*)<\/title>/i) || [])[1] || '';
  headers.set(TITLE_HEADER, encodeURIComponent(decodeEntities(title).replace(/\s*\|\s*Fort Worth Eats\s*$/, '')));
  for (const url of new Set(urls.map((u) => stripHash(u)))) {
    await cache.put(url, new Response(html, { status: 200, statusText: 'OK', headers }));
    recentlySaved.set(url, Date.now());
  }
  await trim(cache, MAX_PAGES);
}

/** Fetches pages anonymously (no cookies: the public version) and keeps the public ones. */
async function cachePages(urls) {
  const cache = await caches.open(PAGES_CACHE);
  for (const raw of urls.slice(0, MAX_PAGES)) {
    const url = sameOrigin(raw);
    if (!url || NOT_SAVED.test(url.pathname) || FEED_PATH.test(url.pathname)) continue;
    const key = stripHash(url.href);
    if (Date.now() - (recentlySaved.get(key) || 0) < RECENT_MS) continue;
    try {
      const response = await fetch(key, { credentials: 'omit', redirect: 'follow', headers: { Accept: 'text/html' } });
      if (isPublicPage(response)) await savePage(cache, [key, response.url], response);
    } catch {
      // Offline or refused: try again on the next visit.
    }
  }
}

/** The offline page in the language of the page asked for (/es and below: Spanish). */
async function offlinePage(pathname) {
  const spanish = pathname === '/es' || pathname.startsWith('/es/');
  const shell = await caches.open(SHELL_CACHE);
  const cached = await shell.match(spanish ? SPANISH_OFFLINE_URL : OFFLINE_URL);
  let html = cached
    ? await cached.text()
    : spanish
      ? '<!doctype html><html lang="es-US"><title>Sin conexión</title><h1>Estás sin conexión</h1><p><a href="">Intentar de nuevo</a></p>'
      : '<!doctype html><title>You\'re offline</title><h1>You\'re offline</h1><p><a href="">Try again</a></p>';
  const pages = await savedPages();
  if (pages.length) {
    const items = pages.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title || p.path)}</a></li>`).join('');
    html = html.replace(/<!--saved-pages-->[\s\S]*?<!--\/saved-pages-->/, `<ul>${items}</ul>`);
  }
  return new Response(html, {
    status: 503,
    statusText: 'Offline',
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

/** The saved pages, most recent first, for the offline page. */
async function savedPages() {
  const cache = await caches.open(PAGES_CACHE);
  const requests = await cache.keys();
  const pages = [];
  const seen = new Set();
  for (const request of requests.reverse()) {
    const response = await cache.match(request, { ignoreVary: true });
    const url = new URL(request.url);
    const title = decodeURIComponent((response && response.headers.get(TITLE_HEADER)) || '');
    // One entry per page, even when saved under its id and its slug.
    if (seen.has(title || url.pathname)) continue;
    seen.add(title || url.pathname);
    pages.push({ path: url.pathname + url.search, title });
    if (pages.length >= 30) break;
  }
  return pages;
}

// ---------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------

async function cacheFirst(event) {
  const { request } = event;
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(
      caches.open(ASSETS_CACHE).then(async (cache) => {
        await cache.put(request, response.clone());
        await trim(cache, MAX_ASSETS);
      }),
    );
  }
  return response;
}

/**
 * The page's stylesheet and scripts, and those of the screens it links to (their names
 * change with every build), kept for offline use. True when every one of them is kept.
 */
async function cacheAssets(urls, into) {
  const cache = into || (await caches.open(ASSETS_CACHE));
  let all = true;
  for (const raw of [...new Set(urls)].slice(0, MAX_ASSETS / 2)) {
    const url = sameOrigin(raw);
    if (!url || !ASSET_PATH.test(url.pathname) || (await caches.match(url.href, { ignoreVary: true }))) continue;
    try {
      const response = await fetch(url.href);
      if (response.ok) await cache.put(url.href, response);
      else all = false;
    } catch {
      all = false; // Offline: the next page view asks again.
    }
  }
  if (!into) await trim(cache, MAX_ASSETS);
  return all;
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Oldest entries go first (the Cache API keeps insertion order). */
async function trim(cache, max) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

function sameOrigin(raw) {
  try {
    const url = new URL(String(raw), self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

function stripHash(href) {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function decodeEntities(s) {
  return s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
