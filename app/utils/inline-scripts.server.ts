/*
 * The root's two inline scripts, as text. Server-only: in the browser the root renders
 * them with no text (the import is empty there) and the elements keep the server's:
 * React neither compares nor rewrites an inline script's HTML when hydrating, and a
 * script React creates in the browser never runs. Their text stays out of the root's
 * module, which every page with scripts downloads.
 */
export { SCRIPTS_AFTER_HERO } from './scripts-after-hero';

/**
 * Registers the offline worker (public/sw.js) once the page has loaded and asks it to
 * save this page, on every page, hydrated or not. A failed registration is logged only (the spec).
 */
export const REGISTER_OFFLINE_WORKER = `if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(() => navigator.serviceWorker.ready).then((r) => r.active && r.active.postMessage({ type: 'cache-pages', urls: [location.pathname + location.search] })).catch((e) => console.error('Offline worker registration failed', e)));`;
