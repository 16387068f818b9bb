import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preflight, type Wrangler } from './preflight';

/** `npm run preflight -- <args>` as an operator runs it: its output and exit status. */
function runPreflight(...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/preflight.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  return { status: result.status, output: result.stdout };
}

const lines = (output: string, label: 'PASS' | 'FAIL' | 'SKIP' | 'NOTE') => output.split('\n').filter((line) => line.startsWith(label));

/** wrangler.toml as an operator fills it in: real ids and origins, a first admin, the bucket. */
function filledIn(shipped: string) {
  return shipped
    .replace('database_id = "00000000-0000-0000-0000-000000000000"', 'database_id = "5c3f0d2e-8a41-4b7e-9d6a-2f1e7c9b4a10"')
    .replace('database_id = "00000000-0000-0000-0000-000000000000"', 'database_id = "9b2e4f61-3c7d-4a85-b1e0-6d4c2a8f7e53"')
    .replace('PUBLIC_ORIGIN = "https://fortwortheats.example.com"', 'PUBLIC_ORIGIN = "https://fortwortheats.com"')
    .replace('PUBLIC_ORIGIN = "https://staging.fortwortheats.example.com"', 'PUBLIC_ORIGIN = "https://staging.fortwortheats.com"')
    .replace('pattern = "fortwortheats.example.com"', 'pattern = "fortwortheats.com"')
    .replace('pattern = "staging.fortwortheats.example.com"', 'pattern = "staging.fortwortheats.com"')
    .replaceAll('ADMIN_FACEBOOK_IDS = ""', 'ADMIN_FACEBOOK_IDS = "1029384756"');
}

const folder = mkdtempSync(join(tmpdir(), 'preflight-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A configuration beside the real one's files (main, build, migrations resolve from the project). */
function writeConfig(name: string, text: string) {
  const path = join(folder, name);
  // Paths in wrangler.toml are relative to the file: keep them pointing at the project.
  writeFileSync(path, text.replaceAll('"./', `"${process.cwd()}/`).replace('main = "workers/app.ts"', `main = "${process.cwd()}/workers/app.ts"`));
  return path;
}

// Each run starts tsx and wrangler's config reader: seconds, not milliseconds.
describe('npm run preflight', { timeout: 180_000 }, () => {
  it('refuses wrangler.toml as shipped, naming each reason, and says what it skipped offline', () => {
    for (const env of [[], ['--env', 'staging']]) {
      const { status, output } = runPreflight('--offline', ...env);
      expect(status, output).toBe(1);
      const failed = lines(output, 'FAIL').join('\n');
      expect(failed).toMatch(/D1 database: database_id is still the placeholder "0{8}-/);
      expect(failed).toMatch(/PUBLIC_ORIGIN: .* is an example domain/);
      expect(lines(output, 'FAIL')).toHaveLength(2);
      // No one knows their id before the site exists: a step left, which the site's profile page answers.
      expect(lines(output, 'NOTE').join('\n')).toMatch(/^NOTE {2}First admin: ADMIN_FACEBOOK_IDS .* is empty, .*open https:\/\/(staging\.)?fortwortheats\.example\.com\/profile, which shows your Facebook id/m);
      for (const skipped of ['Secrets', 'Photo bucket exists', 'Migrations applied', 'Demo content']) {
        expect(lines(output, 'SKIP').join('\n')).toMatch(new RegExp(`^SKIP  ${skipped}: .*skipped with --offline`, 'm'));
      }
      expect(output).toContain('2 check(s) failed: not ready to deploy.');
    }
    expect(runPreflight('--offline', '--env', 'staging').output).toContain('fort-worth-eats-staging');
  });

  it('passes the offline checks of a filled-in configuration, for production and staging', () => {
    const config = writeConfig('wrangler.toml', filledIn(readFileSync('wrangler.toml', 'utf8')));
    for (const env of [[], ['--env', 'staging']]) {
      const { status, output } = runPreflight('--offline', '--config', config, ...env);
      expect(lines(output, 'FAIL'), output).toEqual([]);
      expect(status).toBe(0);
      expect(output).toContain('Ready to deploy (4 check(s) skipped).');
      const origin = env.length ? 'https://staging.fortwortheats.com' : 'https://fortwortheats.com';
      expect(output).toContain(`PASS  Domain: ${origin.slice('https://'.length)} (custom domain)`);
      expect(output).toContain(`NOTE  Facebook redirect URI: ${origin}/auth/facebook/callback must be among`);
    }
  });

  it("refuses a deployment without its own domain, or whose domain is not PUBLIC_ORIGIN's", async () => {
    const filled = filledIn(readFileSync('wrangler.toml', 'utf8'));
    const domain = async (name: string, text: string, env?: string) =>
      (await preflight({ env, offline: true, configPath: writeConfig(name, text) })).find((c) => c.name === 'Domain');
    expect(await domain('no-route.toml', filled.replace(/^routes = .*$/m, ''))).toEqual({
      name: 'Domain',
      status: 'fail',
      detail: 'no custom domain or route, so the Worker would answer only on workers.dev: add routes = [{ pattern = "fortwortheats.com", custom_domain = true }] in the top level of wrangler.toml',
    });
    expect(await domain('other-route.toml', filled.replace('pattern = "staging.fortwortheats.com"', 'pattern = "fortwortheats.com"'), 'staging')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('PUBLIC_ORIGIN is https://staging.fortwortheats.com but the routes are fortwortheats.com'),
    });
  });

  it('counts a first admin the database already has once the list is emptied', async () => {
    const config = writeConfig('admin-in-db.toml', filledIn(readFileSync('wrangler.toml', 'utf8')).replace('ADMIN_FACEBOOK_IDS = "1029384756"', 'ADMIN_FACEBOOK_IDS = ""'));
    const wrangler: Wrangler = ([command, sub]) => {
      if (command === 'whoami') return { ok: true, output: 'You are logged in.' };
      if (command === 'secret') return { ok: true, output: '[{"name":"SESSION_SECRET"},{"name":"FACEBOOK_APP_ID"},{"name":"FACEBOOK_APP_SECRET"}]' };
      if (command === 'd1' && sub === 'migrations') return { ok: true, output: 'No migrations to apply' };
      if (command === 'd1') return { ok: true, output: '[{"results":[{"diners":0,"listings":0,"admins":1}],"success":true}]' };
      return { ok: true, output: '' };
    };
    const checks = await preflight({ offline: false, configPath: config, wrangler });
    expect(checks.find((c) => c.name === 'First admin')).toMatchObject({ status: 'pass', detail: 'none named in [vars]; the database has 1 admin(s)' });
  });

  it('names the geocoder setting: off when empty, refused unless https, named when set', async () => {
    const shipped = filledIn(readFileSync('wrangler.toml', 'utf8'));
    const geocoder = async (name: string, text: string) =>
      (await preflight({ offline: true, configPath: writeConfig(name, text) })).find((c) => c.name === 'Geocoder');
    expect(await geocoder('geo-off.toml', shipped)).toMatchObject({ status: 'pass', detail: expect.stringMatching(/^off \(GEOCODER_URL in \[vars\] is empty\).*https:\/\/geocoding\.geo\.census\.gov\/geocoder/) });
    expect(await geocoder('geo-http.toml', shipped.replace('GEOCODER_URL = ""', 'GEOCODER_URL = "http://geocoding.geo.census.gov/geocoder"'))).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('GEOCODER_URL in [vars] must be an https address'),
    });
    expect(await geocoder('geo-on.toml', shipped.replace('GEOCODER_URL = ""', 'GEOCODER_URL = "https://geocoding.geo.census.gov/geocoder/"'))).toEqual({
      name: 'Geocoder',
      status: 'pass',
      detail: 'https://geocoding.geo.census.gov/geocoder',
    });
  });

  it('checks digests by e-mail: off without the binding, refused half set up or restricted, named when ready', async () => {
    const shipped = filledIn(readFileSync('wrangler.toml', 'utf8'));
    const digests = async (name: string, text: string) =>
      (await preflight({ offline: true, configPath: writeConfig(name, text) })).find((c) => c.name === 'Digests by e-mail');
    expect(await digests('mail-off.toml', shipped)).toMatchObject({ status: 'pass', detail: expect.stringMatching(/^off \(no DIGEST_MAIL binding in \[\[send_email\]\]\)/) });
    const binding = (extra = '') => `\n[[send_email]]\nname = "DIGEST_MAIL"\n${extra}`;
    const withFrom = (from: string) => shipped.replace('GEOCODER_URL = ""', `GEOCODER_URL = ""\nDIGEST_MAIL_FROM = "${from}"`);
    expect(await digests('mail-no-from.toml', shipped + binding())).toMatchObject({ status: 'fail', detail: expect.stringContaining('the DIGEST_MAIL binding has no sender') });
    expect(await digests('mail-no-binding.toml', withFrom('digests@fortwortheats.com'))).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('there is no DIGEST_MAIL binding'),
    });
    expect(await digests('mail-example.toml', withFrom('digests@fortwortheats.example.com') + binding())).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('example domain'),
    });
    expect(await digests('mail-restricted.toml', withFrom('digests@fortwortheats.com') + binding('destination_address = "me@fortwortheats.com"'))).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('cannot reach diners'),
    });
    expect(await digests('mail-on.toml', withFrom('digests@fortwortheats.com') + binding())).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/^from digests@fortwortheats\.com; fortwortheats\.com must be onboarded for sending/),
    });
  });

  it('refuses an origin that is not https, an id Facebook never issues, and a demo setting it cannot read', () => {
    const config = writeConfig(
      'odd.toml',
      filledIn(readFileSync('wrangler.toml', 'utf8'))
        .replace('PUBLIC_ORIGIN = "https://fortwortheats.com"', 'PUBLIC_ORIGIN = "http://fortwortheats.com"')
        .replace('ADMIN_FACEBOOK_IDS = "1029384756"', 'ADMIN_FACEBOOK_IDS = "sample:ana"')
        .replace('DEMO_CONTENT = "false"', 'DEMO_CONTENT = "yes"'),
    );
    const { status, output } = runPreflight('--offline', '--config', config);
    expect(status).toBe(1);
    const failed = lines(output, 'FAIL').join('\n');
    expect(failed).toContain('must be https://, not "http://fortwortheats.com"');
    expect(failed).toContain('ids Facebook never issues: sample:ana');
    expect(failed).toContain('DEMO_CONTENT in [vars] must be "true" or "false", not "yes"');
  });

  it('online, refuses missing secrets, a missing bucket, unapplied migrations and sample content on a real site', async () => {
    const config = writeConfig('online.toml', filledIn(readFileSync('wrangler.toml', 'utf8')));
    const asked: string[][] = [];
    // What wrangler answers for a half-prepared account.
    const wrangler: Wrangler = (args) => {
      asked.push(args);
      const [command, sub] = args;
      if (command === 'whoami') return { ok: true, output: 'You are logged in.' };
      if (command === 'secret') return { ok: true, output: '[{"name":"SESSION_SECRET","type":"secret_text"}]' };
      if (command === 'r2') return { ok: false, output: 'The specified bucket does not exist.' };
      if (command === 'd1' && sub === 'migrations') return { ok: true, output: 'Migrations to be applied:\n│ 0012_x.sql │\n│ 0013_sample_content.sql │' };
      return { ok: true, output: '[{"results":[{"diners":46,"listings":130}],"success":true}]' };
    };
    const checks = await preflight({ env: 'staging', offline: false, configPath: config, wrangler });
    const failed = Object.fromEntries(checks.filter((c) => c.status === 'fail').map((c) => [c.name, c.detail]));
    expect(Object.keys(failed).sort()).toEqual(['Demo content', 'Migrations applied', 'Photo bucket exists', 'Secrets']);
    expect(failed.Secrets).toContain('missing FACEBOOK_APP_ID, FACEBOOK_APP_SECRET');
    expect(failed['Migrations applied']).toContain('2 not applied (0012_x.sql, 0013_sample_content.sql): `npm run db:migrate:remote -- --env staging`');
    expect(failed['Demo content']).toContain('46 sample diners and 130 sample listings on a site not marked as a demo');
    expect(checks.some((c) => c.status === 'skip')).toBe(false);
    // Every question went to the staging environment.
    for (const args of asked.filter((a) => a[0] !== 'whoami')) expect(args.join(' ')).toContain('--env staging');
  });
});
