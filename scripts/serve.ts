/**
 * The measurement scripts' shared helper: builds the app when a source is newer
 * than the build, bundles the Worker as `wrangler deploy --dry-run` does, and
 * boots it in Miniflare with a migrated and seeded in-memory D1 on a real port
 * (the same path as the integration tests: tests/support/app.ts).
 *
 * Run on its own it serves until interrupted:
 *   npx tsx scripts/serve.ts [--port 8790]
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApp, type TestApp } from '../tests/support/app';
import { bundleWorker, copyWorkerBundle, WORKER_BUNDLE } from '../tests/support/bundle';

process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

/**
 * Builds and bundles as needed, then boots the Worker with sample data. It serves
 * a private copy of the bundle and of public/, so a `remix build` run by someone
 * else meanwhile (which replaces public/build) cannot break a measurement.
 */
export async function serve(options: Parameters<typeof startApp>[0] = {}): Promise<TestApp> {
  bundleWorker();
  if (!existsSync(WORKER_BUNDLE)) throw new Error(`No Worker bundle at ${WORKER_BUNDLE}`);
  const snapshot = join('.tmp', `serve-${process.pid}-${Date.now()}`);
  mkdirSync(snapshot, { recursive: true });
  copyWorkerBundle(snapshot);
  cpSync('public', join(snapshot, 'public'), { recursive: true });
  const app = await startApp({ snapshot, ...options });
  return {
    ...app,
    dispose: async () => {
      await app.dispose();
      rmSync(snapshot, { recursive: true, force: true });
    },
  };
}

/**
 * User and system CPU of the workerd processes this script's Miniflare started (its
 * children: another run's workerd on the same machine must not count), in ms.
 */
export function workerdCpuMs() {
  const ticksPerMs = 100 / 1000; // USER_HZ
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[1]) !== process.pid) continue; // ppid
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone in between
    }
  }
  return ticks / ticksPerMs;
}

/**
 * Waits until workerd has finished what earlier requests left running: under a load
 * that saturates it, the edge cache's stores (in waitUntil) queue up for seconds, and a
 * measurement started meanwhile would pay for the one before it. Quiet means at most one
 * clock tick (10 ms) of CPU in a quarter of a second. Returns the time waited, in ms.
 */
export async function settle(maxMs = 60_000) {
  const started = performance.now();
  let before = workerdCpuMs();
  while (performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = workerdCpuMs();
    if (now - before <= 10) break;
    before = now;
  }
  return performance.now() - started;
}

/** `--name value` from argv, or the fallback. */
export function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** The pages every measurement script reports on (issue 8). */
const ENGLISH_BUDGET_PAGES = ['/', '/restaurant/coopers-old-time-pit-barbque', '/restaurants/barbeque', '/review/coopers-bbq', '/contact'];

/** The pages the budget and Lighthouse measure: each English page, then its Spanish twin, side by side. */
export const BUDGET_PAGES = ENGLISH_BUDGET_PAGES.flatMap((path) => [path, path === '/' ? '/es' : `/es${path}`]);

export type CannonPath = { path: string; group?: string; kind?: string; headers?: Record<string, string> };
export type CannonSummary = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  fiveXX: number;
};
export type CannonResult = {
  duration: number;
  connections: number;
  overall: CannonSummary;
  groups: Record<string, CannonSummary>;
  kinds: Record<string, CannonSummary>;
  errors: number;
  timeouts: number;
};

/** Drives the server with autocannon from a child process (scripts/lib/cannon.mjs). */
export function cannon(options: { origin: string; connections: number; duration: number; paths: CannonPath[] }) {
  return new Promise<CannonResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/lib/cannon.mjs', JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolve(JSON.parse(out) as CannonResult);
    });
  });
}

/** A latency; none when no request finished within the run (autocannon reports null). */
export const ms = (value: number | null) => (value === null ? 'none' : `${value.toFixed(1)} ms`);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(arg('port', '8790'));
  const app = await serve({ port });
  console.log(`Fort Worth Eats (sample data) at ${app.origin} — Ctrl-C to stop`);
  const stop = async () => {
    await app.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
