/**
 * `npm run bench:digests`: what the digest job (app/modules/digests.server.ts) costs a run
 * with 10,000 active followed-search digests due at once over a week of changes to the
 * demo's places. Runs the job until none is due and prints, per run, the CPU it took and
 * the D1 rows it read and wrote. Prints figures; asserts nothing.
 *
 *   npm run bench:digests -- [--digests 10000] [--changes 150]
 *
 * How it measures. The job runs here in Node, as the Worker would run it, against
 * Miniflare's local D1 (the workerd process, SQLite inside). Workers' own CPU limit
 * cannot be read locally, so two figures bound it:
 * - Node CPU per run (process.cpuUsage): the job's JavaScript (matching, the messages,
 *   MIME) plus the local D1 client's work of sending queries to workerd and decoding
 *   answers, which a Worker's binding does more cheaply: an upper bound of Worker CPU.
 * - workerd CPU per run (/proc, user + system): SQLite's work. On Cloudflare that is
 *   D1's, not the Worker's CPU. It includes the reads done twice for counting (below).
 * Rows: every statement's meta.rows_read and meta.rows_written, summed by a wrapper on the
 * D1 binding. D1's raw() (which drizzle uses for selects) returns no meta, so the wrapper
 * runs each such read once more with all() for its meta; writes go through all() once.
 * Mail is not sent: each message is built in full (MIME included) and counted.
 */
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { createDb } from '../app/db/client.server';
import { sendDueDigests, type DigestRun } from '../app/modules/digests.server';
import { FACT_KEYS } from '../app/utils/facts';
import { followedSearchQuery, EVERYTHING, type FollowedSearch } from '../app/utils/followed-search';
import { migrationStatements, runAll } from '../tests/support/app';
import { buildSeedStatements, loadContent, sqlValue } from './seed-statements';
import { arg } from './serve';
import { workerdCpuMs } from './serve';

const DIGESTS = Number(arg('digests', '10000'));
const CHANGES = Number(arg('changes', '150'));
const PER_DINER = 5;
const DAY = 24 * 60 * 60 * 1000;

type Meter = { read: number; written: number; statements: number };
const meter: Meter = { read: 0, written: 0, statements: 0 };
const count = (meta: { rows_read?: number; rows_written?: number } | undefined) => {
  meter.read += meta?.rows_read ?? 0;
  meter.written += meta?.rows_written ?? 0;
  meter.statements++;
};

/** The D1 binding, counting each statement's rows (see above for raw()). */
function metered(d1: D1Database): D1Database {
  const targets = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const isRead = /^\s*(select|with)\b/i.test(sql);
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (prop === 'all' || prop === 'run' || prop === 'first') {
          return async (...args: unknown[]) => {
            const result = await target.all();
            count(result.meta);
            if (prop === 'first') {
              const row = (result.results[0] ?? null) as Record<string, unknown> | null;
              return row && typeof args[0] === 'string' ? row[args[0]] : row;
            }
            return result;
          };
        }
        if (prop === 'raw') {
          return async (options?: { columnNames?: boolean }) => {
            if (!isRead) {
              const result = await target.all();
              count(result.meta);
              const rows = (result.results as Record<string, unknown>[]).map((row) => Object.values(row));
              return options?.columnNames ? [Object.keys(result.results[0] ?? {}), ...rows] : rows;
            }
            const [rows, counted] = await Promise.all([target.raw(options as { columnNames: true }), target.all()]);
            count(counted.meta);
            return rows;
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    targets.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((s) => targets.get(s) ?? s));
          for (const result of results) count(result.meta);
          return results;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Searches diners would follow over the demo's places: by cuisine, price, neighbourhood, facts, rating and a few words. */
function searchesOver(places: Array<{ cuisine: string; price: number; neighborhood: string; facts: string }>): string[] {
  const queries = new Set<string>();
  const add = (search: Partial<FollowedSearch>) => queries.add(followedSearchQuery({ ...EVERYTHING, ...search }));
  for (const p of places) {
    add({ cuisine: p.cuisine });
    add({ cuisine: p.cuisine, priceLevel: p.price });
    add({ neighborhood: p.neighborhood });
    add({ cuisine: p.cuisine, neighborhood: p.neighborhood });
    add({ priceLevel: p.price, neighborhood: p.neighborhood });
    add({ cuisine: p.cuisine, rating: 4 });
    for (const fact of p.facts.split(',').filter(Boolean)) add({ facts: [fact as (typeof FACT_KEYS)[number]], neighborhood: p.neighborhood });
  }
  for (const words of ['tacos', 'brisket', 'patio', 'sushi', 'happy hour', 'brunch']) add({ q: words });
  return [...queries];
}

/** A week of what changes at places: hours, special dates, facts, new and closed places. */
function weekOfChanges(placeIds: number[], now: number): string[] {
  const kinds = [
    ...Array<string>(Math.round(CHANGES * 0.4)).fill('hours'),
    ...Array<string>(Math.round(CHANGES * 0.2)).fill('special-dates'),
    ...Array<string>(Math.round(CHANGES * 0.2)).fill('facts'),
    ...Array<string>(Math.round(CHANGES * 0.1)).fill('listed'),
    ...Array<string>(Math.round(CHANGES * 0.07)).fill('closed'),
    ...Array<string>(Math.round(CHANGES * 0.03)).fill('reopened'),
  ];
  return kinds.map((kind, i) => {
    const place = placeIds[(i * 37) % placeIds.length]!;
    const at = new Date(now - 7 * DAY + ((i + 1) / (kinds.length + 1)) * 7 * DAY).toISOString();
    const detail =
      kind === 'hours'
        ? {
            kind,
            before: [{ weekday: 2, opensMinute: 660, closesMinute: 1260 }],
            after: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensMinute: 660, closesMinute: 1320 })),
          }
        : kind === 'special-dates'
        ? { kind, changed: [{ date: '2026-12-24', opensMinute: null, closesMinute: null, note: 'Christmas Eve' }], removed: [] }
        : kind === 'facts'
        ? { kind, gained: [FACT_KEYS[i % FACT_KEYS.length]], lost: [] }
        : { kind };
    return `INSERT INTO place_events (restaurant_id, kind, detail, at, mark) VALUES (${place}, '${kind}', ${sqlValue(
      JSON.stringify(detail)
    )}, '${at}', 'bench-${i}')`;
  });
}

async function main() {
  // A Worker that does nothing: the job runs here, against its local D1 (tests/support/app.ts boots the same way).
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch: () => new Response(null) }',
      d1Databases: { DB: 'bench-digests' },
      compatibilityDate: '2026-11-17',
    })
  );
  await mf.ready;
  const d1 = (await mf.getD1Database('DB')) as unknown as D1Database;
  await runAll(d1, [...migrationStatements(), ...buildSeedStatements(await loadContent(), { demo: true })]);

  const { results: places } = await d1
    .prepare(
      'SELECT r.id, c.key AS cuisine, r.price_level AS price, r.neighborhood, s.facts FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id JOIN place_state_now s ON s.restaurant_id = r.id WHERE r.is_draft = 0'
    )
    .all<{ id: number; cuisine: string; price: number; neighborhood: string; facts: string }>();
  const queries = searchesOver(places);
  const now = Date.now();
  const diners = Math.ceil(DIGESTS / PER_DINER);
  const setup: string[] = [
    ...queries.map((q) => `INSERT INTO followed_searches (query, follows) VALUES (${sqlValue(q)}, 1)`),
    ...Array.from({ length: diners }, (_, i) => `INSERT INTO users (facebook_id, name, username) VALUES ('bench:${i}', 'Bench Diner ${i}', 'bench-${i}')`),
  ];
  await runAll(d1, setup);
  const firstUser = (await d1.prepare("SELECT min(id) AS id FROM users WHERE facebook_id LIKE 'bench:%'").first<number>('id'))!;
  const firstSearch = (await d1.prepare('SELECT min(id) AS id FROM followed_searches').first<number>('id'))!;
  const subs = Array.from({ length: DIGESTS }, (_, i) => {
    const due = new Date(now - 60_000 - i * 10).toISOString();
    const covered = new Date(now - 7 * DAY).toISOString();
    const locale = i % 5 === 0 ? 'es' : 'en';
    return `INSERT INTO digest_subscriptions (user_id, search_id, email, frequency, status, confirm_token, unsubscribe_token, covered_until, next_due_at, locale) VALUES (${
      firstUser + Math.floor(i / PER_DINER)
    }, ${firstSearch + ((i * 7) % queries.length)}, 'diner${i}@inbox.example', 'weekly', 'active', 'c${i}', 'u${i}', '${covered}', '${due}', '${locale}')`;
  });
  await runAll(d1, [
    ...subs,
    ...weekOfChanges(
      places.map((p) => p.id),
      now
    ),
  ]);
  console.log(`${DIGESTS} active digests of ${queries.length} followed searches, ${CHANGES} changes over the week, ${places.length} places.`);

  const db = createDb(metered(d1), { demoContent: true });
  let mailed = 0;
  let bytes = 0;
  const mail = { from: 'digests@fortwortheats.example', send: async (_to: string, raw: string) => void ((mailed += 1), (bytes += raw.length)) };
  const runs: Array<DigestRun & { nodeCpuMs: number; workerdCpuMs: number; wallMs: number; read: number; written: number; statements: number }> = [];
  for (let i = 0; i < Math.ceil(DIGESTS / 50) + 10; i++) {
    Object.assign(meter, { read: 0, written: 0, statements: 0 });
    const cpu = process.cpuUsage();
    const workerd = workerdCpuMs();
    const started = performance.now();
    const run = await sendDueDigests(db, { now: new Date(), origin: 'https://fortwortheats.example', mail });
    const used = process.cpuUsage(cpu);
    if (!run.due) break;
    runs.push({ ...run, nodeCpuMs: (used.user + used.system) / 1000, workerdCpuMs: workerdCpuMs() - workerd, wallMs: performance.now() - started, ...meter });
  }
  await mf.dispose();

  const figures = (pick: (r: (typeof runs)[number]) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1)!), total: Math.round(sorted.reduce((a, b) => a + b, 0)) };
  };
  const sum = (pick: (r: (typeof runs)[number]) => number) => runs.reduce((a, r) => a + pick(r), 0);
  console.log(
    `\n${runs.length} runs: ${sum((r) => r.sent)} digests sent, ${sum((r) => r.empty)} with no news, ${sum(
      (r) => r.failed
    )} failed; ${mailed} messages built, ${Math.round(bytes / mailed)} bytes each on average.`
  );
  console.table({
    'Node CPU ms (job JS + local D1 client)': figures((r) => r.nodeCpuMs),
    'workerd CPU ms (local SQLite, reads counted twice)': figures((r) => r.workerdCpuMs),
    'wall ms': figures((r) => r.wallMs),
    'D1 rows read': figures((r) => r.read),
    'D1 rows written': figures((r) => r.written),
    'D1 statements': figures((r) => r.statements),
  });
}

await main();
