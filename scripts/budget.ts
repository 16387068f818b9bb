/**
 * `npm run budget`: what a first visit to each page costs over the wire.
 * For every page: gzipped bytes of the HTML, of its stylesheets and of all the
 * JavaScript it loads before any interaction (<script src>, modulepreload,
 * the modules the inline scripts import, and their static imports), and the
 * count of requests before images. Then the map of places on each of those pages
 * and on every guide (SVG bytes, gzipped, pins), and the gzipped size of the Worker bundle
 * as `wrangler deploy --dry-run` produces it. Prints figures; asserts nothing.
 *
 *   npm run budget [-- --url http://127.0.0.1:8787]   (default: boots its own Worker)
 */
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { WORKER_BUNDLE } from '../tests/support/bundle';
import { arg, BUDGET_PAGES, kb, serve } from './serve';

const TARGETS = { css: 15 * 1024, js: 110 * 1024, html: 30 * 1024, page: 60 * 1024, worker: 1024 * 1024 };

const gzipped = (bytes: Uint8Array) => gzipSync(bytes).length;

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

async function measure(origin: string, path: string) {
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

/** A page's map of places (app/components/place-map.tsx): its inline SVG, or null. */
function mapOf(html: string) {
  const svg = /<svg[^>]*role="group"[\s\S]*?<\/svg>/.exec(html)?.[0];
  if (!svg) return null;
  const bytes = new TextEncoder().encode(svg);
  return { bytes: bytes.length, gzipped: gzipped(bytes), pins: (svg.match(/<a\b/g) ?? []).length };
}

/** The map on each budget page and on every guide (/guides links them all), largest first. */
async function mapWeights(origin: string) {
  const guides = [...(await (await fetch(new URL('/guides', origin))).text()).matchAll(/href="(\/guides\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
  const rows = [];
  for (const path of [...new Set([...BUDGET_PAGES, ...guides])]) {
    const map = mapOf(await (await fetch(new URL(path, origin))).text());
    if (map) rows.push({ path, ...map });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

const MAP_LIMIT = 15 * 1024;

const mark = (value: number, target: number) => `${kb(value).padStart(9)} ${value < target ? '✓' : '✗'}`;

const external = arg('url');
const app = external ? null : await serve();
const origin = external ?? app!.origin;
try {
  const rows = [];
  for (const path of BUDGET_PAGES) rows.push(await measure(origin, path));

  console.log(`\nPage weight, gzipped (targets: HTML < ${kb(TARGETS.html)}, CSS < ${kb(TARGETS.css)}, JS < ${kb(TARGETS.js)}, page < ${kb(TARGETS.page)} before images)\n`);
  console.log(['Page'.padEnd(44), 'Status', '       HTML  ', '        CSS  ', '         JS  ', '  Page total  ', 'Requests'].join(' '));
  for (const r of rows) {
    console.log(
      [
        r.path.padEnd(44),
        String(r.status).padStart(6),
        mark(r.html, TARGETS.html),
        mark(r.css, TARGETS.css),
        mark(r.js, TARGETS.js),
        ` ${mark(r.page, TARGETS.page)}`,
        String(r.requests).padStart(8),
      ].join('   '),
    );
    for (const url of r.missing) console.log(`      ! ${url} did not answer 200`);
  }

  console.log(`\nMaps of places, the inline SVG (limit ${kb(MAP_LIMIT)} before gzip)\n`);
  console.log(['Page'.padEnd(44), '       SVG  ', '   gzipped', '  Pins'].join(' '));
  for (const m of await mapWeights(origin)) {
    console.log([m.path.padEnd(44), mark(m.bytes, MAP_LIMIT), kb(m.gzipped).padStart(10), String(m.pins).padStart(5)].join('   '));
  }

  const bundle = readFileSync(WORKER_BUNDLE);
  const bundleGz = gzipped(bundle);
  console.log(
    `\nWorker bundle (${WORKER_BUNDLE}, wrangler deploy --dry-run, built ${statSync(WORKER_BUNDLE).mtime.toISOString()}):` +
      ` ${kb(bundle.length)} raw, ${kb(bundleGz)} gzipped (target < 1024 KB gzipped) ${bundleGz < TARGETS.worker ? '✓' : '✗'}`,
  );
  const pagesOver = rows.filter((r) => r.status !== 200 || r.html >= TARGETS.html || r.css >= TARGETS.css || r.js >= TARGETS.js || r.page >= TARGETS.page);
  console.log(pagesOver.length ? `\nOver budget or not 200: ${pagesOver.map((r) => r.path).join(', ')}` : '\nAll pages within budget.');
} finally {
  await app?.dispose();
}
