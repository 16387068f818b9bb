import type { ServerBuild } from '@remix-run/cloudflare';

/** A path the way Workers static assets name it: each segment percent-encoded. */
export function encodeAssetPath(path: string) {
  return path.split('/').map(encodeURIComponent).join('/');
}

const encodeAll = <T extends string[] | undefined>(paths: T) => paths?.map(encodeAssetPath) as T;

/**
 * Remix names the restaurant page's module `routes/restaurant.$slug-….js`, and
 * Workers static assets answer any path that is not in its percent-encoded form
 * with a 307 to it: one more round trip on a slow phone before the page can
 * hydrate. So the server names every module by its encoded path, once per isolate.
 */
export function withEncodedAssetUrls(build: ServerBuild): ServerBuild {
  const { assets } = build;
  const routes = Object.fromEntries(
    Object.entries(assets.routes).map(([id, route]) => [
      id,
      { ...route, module: encodeAssetPath(route.module), imports: encodeAll(route.imports), css: encodeAll(route.css) },
    ]),
  );
  return {
    ...build,
    assets: {
      ...assets,
      url: encodeAssetPath(assets.url),
      entry: { module: encodeAssetPath(assets.entry.module), imports: encodeAll(assets.entry.imports) },
      routes,
    },
  };
}
