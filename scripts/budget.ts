/**
 * `npm run budget`: what a first visit to each page costs over the wire (tests/support/page-weight.ts).
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
import { WORKER_BUNDLE } from '../tests/support/bundle';
import { gzipped, PAGE_WEIGHT_TARGETS as TARGETS, pageWeight } from '../tests/support/page-weight';
import { arg, BUDGET_PAGES, kb, serve } from './serve';

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
  for (const path of BUDGET_PAGES) rows.push(await pageWeight(origin, path));

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
