// `npm start`: build, migrate and seed the local D1, then serve the site at
// http://localhost:8787 and the local Facebook stand-in at http://localhost:8788.
// Everything runs offline on Miniflare; no Cloudflare account is needed.
import { execSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const run = (command) => execSync(command, { stdio: 'inherit', env });

if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example (local development settings).');
}
run('npx remix build');
run('npx wrangler d1 migrations apply DB --local');
run('npx tsx scripts/seed.ts');

const children = [
  spawn('npx', ['wrangler', 'dev', '--config', 'workers/facebook-standin.toml', '--port', '8788', '--inspector-port', '9230'], { stdio: 'inherit', env }),
  spawn('npx', ['wrangler', 'dev', '--port', '8787', '--inspector-port', '9229'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
