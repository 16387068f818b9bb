import { gzipSync } from 'node:zlib';

/**
 * What a first visit to a page costs over the wire, as `npm run budget` reports it and
 * tests/integration/page-weight.test.ts holds it to: gzipped bytes of the HTML, of its
 * stylesheets and of all the JavaScript it loads before any interaction (<script src>,
 * modulepreload, the modules the inline scripts import, and their static imports), and
 * the count of requests before images.
 */

/** The targets of `npm run budget`, gzipped. */
export const PAGE_WEIGHT_TARGETS = { css: 15 * 1024, js: 113 * 1024, html: 30 * 1024, page: 60 * 1024, worker: 1024 * 1024 };

export const gzipped = (bytes: Uint8Array) => gzipSync(bytes).length;

/** Attributes of every `<tag ...>` in the HTML. */
function tags(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    return attrs;
  });
}

function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
}

/**
 * Module specifiers a script imports: static always, dynamic only when asked (inline bootstraps).
 * A keyword inside a string or a path (the route manifest names routes "export" and
 * "restaurants/import") is not a statement.
 */
function imports(source: string, dynamic: boolean) {
  const found = [...source.matchAll(/(?<!["'/.\w$])\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
  if (dynamic) found.push(...[...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!));
  return found;
}

const assetCache = new Map<string, { status: number; body: Uint8Array }>();
async function getAsset(url: string) {
  let hit = assetCache.get(url);
  if (!hit) {
    const res = await fetch(url);
    hit = { status: res.status, body: new Uint8Array(await res.arrayBuffer()) };
    assetCache.set(url, hit);
  }
  return hit;
}

/** One page's weight, as a first-time visitor's browser fetches it from `origin`. */
export async function pageWeight(origin: string, path: string) {
  const pageUrl = new URL(path, origin).href;
  const res = await fetch(pageUrl);
  const htmlBytes = new Uint8Array(await res.arrayBuffer());
  const html = new TextDecoder().decode(htmlBytes);

  const css = new Set<string>();
  const js = new Set<string>();
  const other = new Set<string>();
  for (const link of tags(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    if (!link.href) continue;
    const href = new URL(link.href, pageUrl).href;
    if (rel.includes('stylesheet')) css.add(href);
    else if (rel.includes('modulepreload')) js.add(href);
    else if (rel.includes('manifest') || (rel.includes('preload') && link.as !== 'image')) other.add(href);
  }
  for (const script of tags(html, 'script')) if (script.src) js.add(new URL(script.src, pageUrl).href);
  for (const source of inlineScripts(html)) for (const spec of imports(source, true)) js.add(new URL(spec, pageUrl).href);

  // Follow the static imports of every module (the browser fetches them before running).
  const queue = [...js];
  while (queue.length) {
    const url = queue.shift()!;
    if (new URL(url).origin !== new URL(origin).origin) continue;
    const { body } = await getAsset(url);
    for (const spec of imports(new TextDecoder().decode(body), false)) {
      const next = new URL(spec, url).href;
      if (!js.has(next)) {
        js.add(next);
        queue.push(next);
      }
    }
  }

  const sum = async (urls: Set<string>) => {
    let total = 0;
    for (const url of urls) total += gzipped((await getAsset(url)).body);
    return total;
  };
  const missing = [];
  for (const url of [...css, ...js, ...other]) if ((await getAsset(url)).status !== 200) missing.push(url);
  const sizes = { html: gzipped(htmlBytes), css: await sum(css), js: await sum(js) };
  return {
    path,
    status: res.status,
    ...sizes,
    page: sizes.html + sizes.css + sizes.js + (await sum(other)),
    requests: 1 + css.size + js.size + other.size,
    missing,
  };
}
