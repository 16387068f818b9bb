/** Where paths are resolved to check them: any origin of our own would do. */
const OUR_ORIGIN = 'https://fortwortheats.invalid';
/** Browsers drop tabs and newlines from URLs and read "\" as "/": never let one through. */
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
const MAX_LENGTH = 2048;

/**
 * A same-site path to send the diner to ("/restaurant/x?y#z"), or the fallback.
 * The target is resolved the way a browser would against our origin and kept
 * only if it stays there, so "//evil.example", "/\tevil" or "/\\evil.example"
 * can never send a diner to another site. Resolving removes dot segments, so
 * "/.//evil.example" becomes "//evil.example": a Location the browser reads as
 * another host. The resolved path must therefore not start with two slashes.
 * Pure: runs on both sides.
 */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.length > MAX_LENGTH || CONTROL_OR_BACKSLASH.test(to)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(to, OUR_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OUR_ORIGIN || !isSingleSlashPath(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** A path a browser resolves on the current host: "/x", never "//host" or "/\\host". */
export function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}
