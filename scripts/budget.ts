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

/**
 * Visitors as they come: browsers in English, in Spanish and in both, with no
 * language at all, and a diner who chose Spanish before (the language cookie).
 */
const VISITORS: Array<{ name: string; headers: Record<string, string>; choseSpanish?: boolean }> = [
  { name: 'English browser', headers: { 'Accept-Language': 'en-US,en;q=0.9' } },
  { name: 'Spanish browser', headers: { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' } },
  { name: 'Mexican Spanish browser', headers: { 'Accept-Language': 'es-MX,es;q=0.9' } },
  { name: 'English first, some Spanish', headers: { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.5' } },
  { name: 'no language', headers: {} },
  { name: 'chose Spanish before', headers: { 'Accept-Language': 'es-US,es;q=0.9' }, choseSpanish: true },
];

/** The language cookie a diner gets by choosing Spanish, as the switch link sets it. */
async function spanishChoice(origin: string) {
  const res = await fetch(new URL('/language?to=es&next=/es', origin), { redirect: 'manual' });
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
}

/**
 * How many of a page's requests the edge cache answers: `rounds` visits by each
 * visitor in turn, right after the weights above read each page once with no language
 * (X-Edge-Cache HIT or STALE).
 * Redirects (the cookie's 302 from `/` to `/es`) are counted apart.
 */
async function edgeHitRate(origin: string, path: string, cookie: string, rounds: number) {
  let hits = 0;
  let answered = 0;
  let redirected = 0;
  for (let round = 0; round < rounds; round++) {
    for (const visitor of VISITORS) {
      const headers = { ...visitor.headers, ...(visitor.choseSpanish ? { Cookie: cookie } : {}) };
      const res = await fetch(new URL(path, origin), { headers, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status >= 300 && res.status < 400) redirected++;
      else answered++;
      if (['HIT', 'STALE'].includes(res.headers.get('X-Edge-Cache') ?? '')) hits++;
    }
  }
  return { requests: rounds * VISITORS.length, answered, redirected, hits };
}

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

  const cookie = await spanishChoice(origin);
  const rounds = 5;
  console.log(`\nEdge cache, ${rounds} visits by each of ${VISITORS.length} visitors (${VISITORS.map((v) => v.name).join('; ')}), first visit included\n`);
  console.log(['Page'.padEnd(44), 'Requests', '  Hits', ' Hit rate', ' Redirected'].join(' '));
  for (const path of BUDGET_PAGES) {
    const rate = await edgeHitRate(origin, path, cookie, rounds);
    console.log(
      [path.padEnd(44), String(rate.requests).padStart(8), String(rate.hits).padStart(5), `${((100 * rate.hits) / rate.requests).toFixed(0)}%`.padStart(9), String(rate.redirected).padStart(11)].join(' '),
    );
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
