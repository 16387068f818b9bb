/**
 * `npm run load`: 50 concurrent connections for 30 s at a mix of pages and JSON
 * API calls, from a separate load-generator process. Prints throughput, p50/p99
 * latency, status counts, 5xx and socket errors, for pages and API apart and per
 * path. Prints figures; asserts nothing.
 *
 *   npm run load -- [--url http://127.0.0.1:8787] [--connections 50] [--duration 30]
 *                   [--pages /,/reviews] [--api /api/restaurants,/api/articles] [--api-share 0.3]
 */
import { arg, cannon, ms, serve, type CannonPath, type CannonSummary } from './serve';

const DEFAULT_PAGES = [
  '/',
  '/?cuisine=barbeque&priceLevel=2&rating=4',
  '/?sort=reviews&page=2',
  '/restaurant/coopers-old-time-pit-barbque',
  '/restaurant-directory',
  '/restaurants/barbeque',
  '/restaurants/kosher',
  '/reviews',
  '/review/coopers-bbq',
  '/news',
  '/recipes',
  '/about',
  '/contact',
  '/search?q=brisket',
];
const DEFAULT_API = [
  '/api/restaurants',
  '/api/restaurants?isFeatured=true',
  '/api/restaurants?cuisine=Barbeque',
  '/api/articles',
  '/api/cuisine-categories',
  '/api/recipes',
];

const list = (value: string | undefined, fallback: string[]) => (value ? value.split(',').filter(Boolean) : fallback);
const pages = list(arg('pages'), DEFAULT_PAGES);
const api = list(arg('api'), DEFAULT_API);
const apiShare = api.length ? Number(arg('api-share', '0.3')) : 0;
const connections = Number(arg('connections', '50'));
const duration = Number(arg('duration', '30'));

/** A sequence where `apiShare` of the slots are API calls, spread evenly, each list taken in turn. */
function mix(): CannonPath[] {
  const slots: CannonPath[] = [];
  const length = 20 * Math.max(pages.length, api.length, 1);
  let p = 0;
  let a = 0;
  for (let i = 0; i < length; i++) {
    const isApi = api.length > 0 && Math.floor((i + 1) * apiShare) > Math.floor(i * apiShare);
    if (isApi || !pages.length) slots.push({ path: api[a++ % api.length]!, kind: 'api' });
    else slots.push({ path: pages[p++ % pages.length]!, kind: 'page' });
  }
  return slots;
}

const external = arg('url');
const app = external ? null : await serve();
const origin = external ?? app!.origin;
try {
  // Warm up once so the first compile of the Worker is not in the figures.
  for (const path of [...pages, ...api]) await (await fetch(new URL(path, origin))).arrayBuffer();
  console.error(`Driving ${origin} with ${connections} connections for ${duration} s...`);
  const result = await cannon({ origin, connections, duration, paths: mix() });

  const statuses = (s: CannonSummary) =>
    Object.entries(s.statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
  const line = (name: string, s: CannonSummary) =>
    `${name.padEnd(46)} ${s.rps.toFixed(1).padStart(8)} ${ms(s.p50).padStart(10)} ${ms(s.p99).padStart(10)} ${String(s.fiveXX).padStart(5)}   ${statuses(s)}`;

  console.log(`\nLoad: ${connections} connections, ${result.duration} s, ${Math.round(apiShare * 100)}% API calls (target: no errors, no 5xx)\n`);
  console.log(`${''.padEnd(46)} ${'req/s'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'5xx'.padStart(5)}   statuses`);
  console.log(line('All requests', result.overall));
  for (const [kind, s] of Object.entries(result.kinds)) console.log(line(kind === 'api' ? 'API calls' : 'Pages', s));
  console.log('');
  for (const [path, s] of Object.entries(result.groups).sort()) console.log(line(`  ${path}`, s));
  console.log(
    `\nThroughput ${result.overall.rps.toFixed(1)} req/s, p99 ${ms(result.overall.p99)}, ` +
      `${result.errors} socket errors, ${result.timeouts} timeouts, ${result.overall.fiveXX} responses 5xx` +
      `${result.errors + result.timeouts + result.overall.fiveXX === 0 ? ' ✓' : ' ✗'}`,
  );
  const missing = Object.entries(result.groups).filter(([, s]) => (s.statuses['404'] ?? 0) > 0);
  if (missing.length) console.log(`Not found (404) while measuring: ${missing.map(([p]) => p).join(', ')}`);
} finally {
  await app?.dispose();
}
