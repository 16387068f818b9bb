// `npm start`: build, migrate and seed the local D1, then serve the site at
// http://localhost:8787, the local Facebook stand-in at http://localhost:8788 and the
// local geocoder stand-in (answering as the Census Geocoder does) at http://localhost:8789.
// Everything runs offline on Miniflare; no Cloudflare account is needed.
import { execSync, spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

// No wrangler banner: the version is the lockfile's, and its check for a newer release would
// greet every newcomer with "update available" the week after an upgrade.
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};
const run = (command) => execSync(command, { stdio: 'inherit', env });

if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example (local development settings).');
} else {
  // A setting added to the example since this .dev.vars was made (e.g. ADMIN_FACEBOOK_IDS) is added to it.
  const names = (text) => new Set(text.split('\n').map((line) => line.match(/^([A-Z0-9_]+)=/)?.[1]).filter(Boolean));
  const have = names(readFileSync('.dev.vars', 'utf8'));
  const missing = readFileSync('.dev.vars.example', 'utf8').split('\n').filter((line) => {
    const name = line.match(/^([A-Z0-9_]+)=/)?.[1];
    return name && !have.has(name);
  });
  if (missing.length) {
    appendFileSync('.dev.vars', `\n${missing.join('\n')}\n`);
    console.log(`Added to .dev.vars from .dev.vars.example: ${missing.map((line) => line.split('=')[0]).join(', ')}`);
  }
}
run('npx remix build');
run('npx wrangler d1 migrations apply DB --local');
run('npx tsx scripts/seed.ts');

// Outgoing mail (claim codes, digests) goes to wrangler's local stand-in of the send_email
// binding, which writes each message to a file and prints its path. The bindings live in a
// local copy of wrangler.toml only: in wrangler.toml they would reach production before the
// operator has set up sending (README "Digests by e-mail").
const LOCAL_CONFIG = 'wrangler.local.toml';
writeFileSync(
  LOCAL_CONFIG,
  `# Written by npm start from wrangler.toml, for local development only.\n${readFileSync('wrangler.toml', 'utf8')}\n[[send_email]]\nname = "CLAIM_MAIL"\n\n[[send_email]]\nname = "DIGEST_MAIL"\n`,
);

const children = [
  spawn('npx', ['wrangler', 'dev', '--config', 'workers/facebook-standin.toml', '--port', '8788', '--inspector-port', '9230'], { stdio: 'inherit', env }),
  spawn('npx', ['wrangler', 'dev', '--config', 'workers/geocoder-standin.toml', '--port', '8789', '--inspector-port', '9231'], { stdio: 'inherit', env }),
  spawn('npx', ['wrangler', 'dev', '--config', LOCAL_CONFIG, '--test-scheduled', '--port', '8787', '--inspector-port', '9229'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
