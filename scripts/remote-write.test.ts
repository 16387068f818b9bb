import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainSentence } from './lib/wrangler-run';

// No Cloudflare account here: wrangler, asked about a remote database, answers that it is not signed in.
const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
delete env.CLOUDFLARE_API_TOKEN;

const folder = mkdtempSync(join(tmpdir(), 'remote-write-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** wrangler.toml with real-looking database ids, its paths pointing at the project. */
const config = join(folder, 'wrangler.toml');
writeFileSync(
  config,
  readFileSync('wrangler.toml', 'utf8')
    .replace('database_id = "00000000-0000-0000-0000-000000000000"', 'database_id = "5c3f0d2e-8a41-4b7e-9d6a-2f1e7c9b4a10"')
    .replace('database_id = "00000000-0000-0000-0000-000000000000"', 'database_id = "9b2e4f61-3c7d-4a85-b1e0-6d4c2a8f7e53"')
    .replaceAll('"./', `"${process.cwd()}/`)
    .replaceAll('migrations_dir = "migrations"', `migrations_dir = "${process.cwd()}/migrations"`)
    .replace('main = "workers/app.ts"', `main = "${process.cwd()}/workers/app.ts"`),
);
const sheet = join(folder, 'listings.csv');
writeFileSync(sheet, 'name,cuisine,neighborhood,address,price_range,description\n');

/** A script as an operator runs it without a terminal (stdin a pipe): output and exit status. */
function run(script: string, args: string[], input = '') {
  const result = spawnSync('npx', ['tsx', script, ...args], { encoding: 'utf8', env, input });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

/** The same in a terminal (util-linux `script` gives it one), typing `typed`. */
function runInTerminal(script: string, args: string[], typed: string) {
  const command = ['npx', 'tsx', script, ...args].map((a) => `'${a}'`).join(' ');
  const result = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env, input: `${typed}\n` });
  return { status: result.status, output: result.stdout };
}

const NOT_SIGNED_IN = 'wrangler is not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and try again.';

describe('a script that writes a remote database', { timeout: 300_000 }, () => {
  it('refuses without the database name typed when no one is at a terminal, and writes nothing', () => {
    for (const [script, args, what] of [
      ['scripts/seed.ts', ['--remote', '--config', config], 'write the seed'],
      ['scripts/seed.ts', ['--remote', '--env', 'staging', '--config', config], 'write the seed'],
      ['scripts/migrate.ts', ['--remote', '--config', config], 'apply the migrations'],
    ] as const) {
      const result = run(script, [...args]);
      expect(result.status).toBe(1);
      const where = args.includes('staging') ? '"fort-worth-eats-staging" of the staging environment' : '"fort-worth-eats" of production';
      expect(result.stderr).toBe(
        `Refusing to ${what} in the REMOTE D1 ${where} without confirmation: run it in a terminal and type the database's name when asked, or add --yes.`,
      );
      expect(result.stdout).not.toMatch(/Seeded|applied/);
    }
  });

  it('refuses a wrong name typed at the terminal, and goes on to the database with the right one', () => {
    const wrong = runInTerminal('scripts/seed.ts', ['--remote', '--config', config], 'fort-worth-eat');
    expect(wrong.status).toBe(1);
    expect(wrong.output).toContain('Type the database\'s name (fort-worth-eats) to go on:');
    expect(wrong.output).toContain('Nothing was written: "fort-worth-eat" is not the database\'s name (fort-worth-eats).');
    // The right name passes the question; the next step asks Cloudflare, which is not signed in here.
    const right = runInTerminal('scripts/seed.ts', ['--remote', '--config', config], 'fort-worth-eats');
    expect(right.status).toBe(1);
    expect(right.output).toContain(NOT_SIGNED_IN);
  });

  it('with --yes goes straight to the database, and wrangler\'s failure is one plain sentence', () => {
    for (const [script, args] of [
      ['scripts/seed.ts', ['--remote', '--yes', '--config', config]],
      ['scripts/import-listings.ts', [sheet, '--remote', '--yes', '--config', config]],
      ['scripts/backup.ts', ['--remote', '--config', config]],
    ] as const) {
      const result = run(script, [...args]);
      expect(result.status, script).toBe(1);
      expect(result.stderr, script).toBe(NOT_SIGNED_IN);
    }
  });

  it('refuses wrangler.toml\'s placeholder database before asking anything', () => {
    const result = run('scripts/seed.ts', ['--remote', '--yes']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Refusing to write the seed: database_id is still the placeholder "0{8}-0{4}-0{4}-0{4}-0{12}": run `npx wrangler d1 create fort-worth-eats`/);
  });
});

describe('what wrangler says, in one sentence', () => {
  it('names the next step for the failures an operator meets', () => {
    expect(plainSentence('✘ [ERROR] In a non-interactive environment, it\'s necessary to set a CLOUDFLARE_API_TOKEN environment variable')).toBe(NOT_SIGNED_IN);
    expect(plainSentence('✘ [ERROR] fetch failed\n    at node:internal/deps/undici')).toMatch(/^Cloudflare could not be reached/);
    expect(plainSentence("✘ [ERROR] Couldn't find a D1 DB with the name or binding 'DB' in your wrangler.toml file.")).toMatch(/^Cloudflare has no such D1 database/);
    expect(plainSentence('✘ [ERROR] UNIQUE constraint failed: restaurants.slug: SQLITE_CONSTRAINT')).toMatch(/^D1 refused a statement \(UNIQUE constraint failed: restaurants\.slug: SQLITE_CONSTRAINT\)/);
    const other = plainSentence('⛅️ wrangler 4.164.0\n─────\n✘ [ERROR] Something new went wrong.\n\nLogs were written to "/root/.wrangler/logs/x.log"');
    expect(other).toBe('wrangler failed: "Something new went wrong"; run the same wrangler command by hand to see its full output.');
    expect(other.split('\n')).toHaveLength(1);
  });
});
