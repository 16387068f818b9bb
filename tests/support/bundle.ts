import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const WORKER_BUNDLE = 'dist/app.js';

/** Copies the bundle into `folder` as app.js, with the WASM modules it imports (the image codec). */
export function copyWorkerBundle(folder: string) {
  cpSync(WORKER_BUNDLE, join(folder, 'app.js'));
  for (const wasm of readdirSync('dist').filter((f) => f.endsWith('.wasm'))) cpSync(join('dist', wasm), join(folder, wasm));
}

const SERVER_BUILD = 'build/server/index.js';
const BUILD_INPUTS = ['app', 'workers', 'remix.config.js', 'tailwind.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Only sources count: wrangler keeps its scratch files in a `.wrangler` folder beside its config.
  const entries = readdirSync(path).filter((entry) => !entry.startsWith('.'));
  return Math.max(0, ...entries.map((entry) => newestMtime(join(path, entry))));
}

/** `remix build` when the server build is missing or older than a source file. */
function buildIfNeeded() {
  const built = existsSync(SERVER_BUILD) ? statSync(SERVER_BUILD).mtimeMs : 0;
  if (built >= Math.max(...BUILD_INPUTS.map(newestMtime))) return;
  console.error('Building the app (a source is newer than build/)...');
  // A production build whatever NODE_ENV the caller runs under (the test runner sets "test").
  execFileSync('npx', ['remix', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
}

/**
 * Builds the app if a source changed, then bundles the Worker exactly as `wrangler
 * deploy` would (dry run, no account): the integration and browser tests and the
 * measurement scripts run this file in Miniflare.
 */
export function bundleWorker() {
  buildIfNeeded();
  const fresh =
    existsSync(WORKER_BUNDLE) &&
    statSync(WORKER_BUNDLE).mtimeMs > statSync(SERVER_BUILD).mtimeMs &&
    process.env.FORCE_BUNDLE !== '1';
  if (fresh) return;
  // `--env=`: the top level of wrangler.toml (production), named so wrangler need not warn.
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', 'dist', '--env='], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
}

export const STANDIN_BUNDLE = 'dist/standin/facebook-standin.js';

/** A local stand-in (workers/<name>.toml: Facebook's or the geocoder's) bundled the same way, into dist/standin. */
export function bundleStandIn(name: 'facebook-standin' | 'geocoder-standin' = 'facebook-standin') {
  const bundle = `dist/standin/${name}.js`;
  const fresh =
    existsSync(bundle) &&
    statSync(bundle).mtimeMs > statSync(`workers/${name}.ts`).mtimeMs &&
    process.env.FORCE_BUNDLE !== '1';
  if (fresh) return bundle;
  execFileSync(
    'npx',
    // An absolute --outdir: wrangler resolves a relative one against the config file's folder.
    ['wrangler', 'deploy', '--dry-run', '--outdir', resolve('dist/standin'), '--config', `workers/${name}.toml`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
  return bundle;
}
