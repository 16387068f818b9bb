/**
 * Remix's single fetch: a client-side navigation asks for all of a page's data at
 * once at `/path.data` (`/_root.data` for `/`), a form sent with JavaScript posts
 * there, and the route manifest arrives in parts from `/__manifest?p=…&version=…`.
 * The Worker treats a data request as a request for its page: the same methods,
 * body limits, query parameters and cache rules.
 */
export const MANIFEST_PATH = '/__manifest';
const DATA_SUFFIX = '.data';

export function isDataRequest(pathname: string) {
  return pathname.endsWith(DATA_SUFFIX);
}

/** The page a data request reads or posts to, the way Remix's server finds it; any other path as it is. */
export function pagePathOf(pathname: string) {
  if (!isDataRequest(pathname)) return pathname;
  const page = pathname.slice(0, -DATA_SUFFIX.length);
  return page === '/_root' ? '/' : page;
}
