/**
 * `npm run lighthouse`: Lighthouse 12 with its default mobile preset (simulated
 * slow 4G and 4x CPU slowdown, Moto G Power screen) on the budget pages, against
 * the Worker running locally in Miniflare, in Debian's Chromium with the flags of
 * tests/support/browser.ts and a fresh user-data-dir. Prints the four category
 * scores and LCP, CLS and TBT per page, then every failing audit. Asserts nothing.
 *
 *   npm run lighthouse [-- --url http://127.0.0.1:8787] [-- --page /search] [-- --runs 3] [-- --lcp]
 *
 * Each page is measured `--runs` times (3 unless told); the run with the median LCP is reported.
 * `--lcp` also prints each page's LCP element and its phases (TTFB, load delay, load time, render delay).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/browser';
import { arg, BUDGET_PAGES, serve } from './serve';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const external = arg('url');
const port = Number(arg('port', '8791'));
// The canonical URLs and Origin check name the address Lighthouse visits.
const app = external ? null : await serve({ port, vars: { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } });
const origin = external ?? app!.origin;
const pages = process.argv.includes('--page') ? [arg('page')!] : [...BUDGET_PAGES, '/search'];
const runs = Number(arg('runs', '3'));

const userDataDir = mkdtempSync(join(tmpdir(), 'fwe-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
  userDataDir,
  logLevel: 'silent',
});

type Row = { path: string; scores: Record<string, number>; lcp: number; cls: number; tbt: number; failing: string[]; lcpDetail: string; lcpRuns?: number[] };
const rows: Row[] = [];
try {
  for (const path of pages) {
    const measured: Row[] = [];
    for (let run = 0; run < runs; run++) {
      const row = await measure(path);
      if (row) measured.push(row);
    }
    measured.sort((a, b) => a.lcp - b.lcp);
    const median = measured[Math.floor((measured.length - 1) / 2)];
    if (median) rows.push({ ...median, lcpRuns: measured.map((r) => r.lcp) });
    console.error(`measured ${path}`);
  }
} finally {
  chrome.kill();
  rmSync(userDataDir, { recursive: true, force: true });
  await app?.dispose();
}

async function measure(path: string): Promise<Row | null> {
  // A trace now and then comes back without a navigation start: try again.
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(new URL(path, origin).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    console.error(`${path}: ${lhr.runtimeError.code} (attempt ${attempt})`);
  }
  if (!lhr) return null;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]!;
      const countsToScore = ref.weight > 0 || c !== 'performance';
      if (audit.score !== null && audit.score < 0.9 && countsToScore && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual') {
        type Item = { node?: { snippet?: string }; description?: string; url?: string };
        const items = ((audit.details as { items?: Item[] } | undefined)?.items ?? [])
          .slice(0, 3)
          .map((i) => i.node?.snippet ?? (i.description ? `${i.description} ${i.url ?? ''}` : (i.url ?? '')))
          .filter(Boolean);
        failing.push(`[${c}] ${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${items.length ? `\n        ${items.join('\n        ')}` : ''}`);
      }
    }
  }
  return {
    path,
    scores,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
    lcpDetail: describeLcp(lhr),
  };
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay), for `--lcp`. */
function describeLcp(lhr: { audits: Record<string, { details?: unknown }> }): string {
  type Table = { type: string; items?: Array<Record<string, unknown>> };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = elementTable?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (phaseTable?.items ?? [])
    .map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`)
    .join(', ');
  return `${node?.snippet ?? '(no element)'}\n        ${phases}`;
}

const mark = (score: number, target: number) => `${String(score).padStart(3)} ${score >= target ? '✓' : '✗'}`;
console.log('\nLighthouse 12, mobile preset (targets: LCP <= 1.0 s; Performance, Accessibility, Best Practices, SEO = 100)\n');
console.log(`Median of ${runs} runs by LCP (LCP of each run in brackets)\n`);
console.log(['Page'.padEnd(44), 'Perf ', 'A11y ', 'BP   ', 'SEO  ', '       LCP', '    CLS', '   TBT', '  LCP runs'].join('  '));
for (const r of rows) {
  console.log(
    [
      r.path.padEnd(44),
      mark(r.scores.performance!, 100),
      mark(r.scores.accessibility!, 100),
      mark(r.scores['best-practices']!, 100),
      mark(r.scores.seo!, 100),
      `${(r.lcp / 1000).toFixed(2)} s ${r.lcp <= 1000 ? '✓' : '✗'}`.padStart(8),
      r.cls.toFixed(3).padStart(7),
      `${Math.round(r.tbt)} ms`.padStart(6),
      `[${(r.lcpRuns ?? []).map((lcp) => (lcp / 1000).toFixed(2)).join(', ')}]`,
    ].join('  '),
  );
}
if (process.argv.includes('--lcp')) {
  for (const r of rows) console.log(`\n${r.path} LCP element:\n        ${r.lcpDetail}`);
}
for (const r of rows) {
  if (r.failing.length) console.log(`\n${r.path}:\n  ${r.failing.join('\n  ')}`);
}
