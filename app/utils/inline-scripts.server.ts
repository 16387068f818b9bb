/*
 * The root's two inline scripts, as text. Server-only, so their text stays out of the
 * root's module, which every page with scripts downloads; in the browser the elements
 * keep the server's text (components/server-script.tsx), and a script React creates in
 * the browser would never run anyway.
 */
export { SCRIPTS_AFTER_HERO } from './scripts-after-hero';

/**
 * Registers the offline worker (public/sw.js) once the page has loaded and asks it to
 * save this page, on every page, hydrated or not. A failed registration is logged only (the spec).
 */
export const REGISTER_OFFLINE_WORKER = `if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(() => navigator.serviceWorker.ready).then((r) => r.active && r.active.postMessage({ type: 'cache-pages', urls: [location.pathname + location.search] })).catch((e) => console.error('Offline worker registration failed', e)));`;
