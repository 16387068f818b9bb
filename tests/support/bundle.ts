import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const WORKER_BUNDLE = 'dist/app.js';

/** Copies the bundle into `folder` as app.js, with the WASM modules it imports (the image codec). */
export function copyWorkerBundle(folder: string) {
  cpSync(WORKER_BUNDLE, join(folder, 'app.js'));
  for (const wasm of readdirSync('dist').filter((f) => f.endsWith('.wasm'))) cpSync(join('dist', wasm), join(folder, wasm));
}

/**
 * Bundles the Worker exactly as `wrangler deploy` would (dry run, no account):
 * the integration and browser tests run this file in Miniflare.
 */
export function bundleWorker() {
  const fresh =
    existsSync(WORKER_BUNDLE) &&
    existsSync('build/server/index.js') &&
    statSync(WORKER_BUNDLE).mtimeMs > statSync('build/server/index.js').mtimeMs &&
    process.env.FORCE_BUNDLE !== '1';
  if (fresh) return;
  if (!existsSync('build/server/index.js')) {
    execFileSync('npx', ['remix', 'build'], { stdio: 'inherit' });
  }
  // `--env=`: the top level of wrangler.toml (production), named so wrangler need not warn.
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', 'dist', '--env='], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
}

export const STANDIN_BUNDLE = 'dist/standin/facebook-standin.js';
const STANDIN_SOURCE = 'workers/facebook-standin.ts';

/** Bundles the local Facebook stand-in (workers/facebook-standin.toml) the same way, into dist/standin. */
export function bundleStandIn() {
  const fresh =
    existsSync(STANDIN_BUNDLE) &&
    statSync(STANDIN_BUNDLE).mtimeMs > statSync(STANDIN_SOURCE).mtimeMs &&
    process.env.FORCE_BUNDLE !== '1';
  if (fresh) return;
  execFileSync(
    'npx',
    // An absolute --outdir: wrangler resolves a relative one against the config file's folder.
    ['wrangler', 'deploy', '--dry-run', '--outdir', resolve('dist/standin'), '--config', 'workers/facebook-standin.toml'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
}
