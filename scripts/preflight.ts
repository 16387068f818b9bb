/**
 * npm run preflight [-- --env staging] [-- --offline]
 *
 * The checks a deployment must pass before `npm run deploy` (which runs them first and
 * refuses to go on after a failure). Each prints PASS, FAIL, SKIP or NOTE (a step left that
 * does not stop a deploy) with why. Offline it
 * reads only wrangler.toml; online it also asks Cloudflare through wrangler (signed in
 * with `wrangler login` or CLOUDFLARE_API_TOKEN) about the secrets, the bucket, the
 * migrations and any sample content in the target's database. --config <file> checks
 * another configuration (the tests use it).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { experimental_readRawConfig } from 'wrangler';
import { isDemoTarget, readTarget, targetArgs, targetEnvironment, targetName, WRANGLER_ENV } from './wrangler-target';

export type CheckResult = { name: string; status: 'pass' | 'fail' | 'skip' | 'note'; detail: string };

type Config = ReturnType<typeof readTarget>;
type D1Binding = { binding: string; database_name?: string; database_id?: string };
type R2Binding = { binding: string; bucket_name?: string };

const databaseOf = (config: Config) => (config.d1_databases as D1Binding[]).find((d) => d.binding === 'DB');
const bucketOf = (config: Config) => (config.r2_buckets as R2Binding[]).find((b) => b.binding === 'PHOTOS')?.bucket_name;

/** The secrets the Worker refuses to start without (app/modules/env.server.ts). */
export const REQUIRED_SECRETS = ['SESSION_SECRET', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] as const;

const pass = (name: string, detail: string): CheckResult => ({ name, status: 'pass', detail });
const fail = (name: string, detail: string): CheckResult => ({ name, status: 'fail', detail });
const skip = (name: string, detail: string): CheckResult => ({ name, status: 'skip', detail });
const note = (name: string, detail: string): CheckResult => ({ name, status: 'note', detail });

const OFFLINE_REASON = 'needs wrangler signed in to Cloudflare; skipped with --offline';

/** Where the target's settings live in wrangler.toml, for the messages. */
const section = (env: string | undefined, table: string) => (env ? `[env.${env}.${table}]` : `[${table}]`);
const arraySection = (env: string | undefined, table: string) => (env ? `[[env.${env}.${table}]]` : `[[${table}]]`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkDatabaseId(config: Config, env: string | undefined): CheckResult {
  const name = 'D1 database';
  const db = databaseOf(config);
  if (!db) return fail(name, `no DB binding in ${arraySection(env, 'd1_databases')}`);
  const id = db.database_id ?? '';
  if (!UUID.test(id) || /^[0-]+$/.test(id)) {
    return fail(name, `database_id is still the placeholder "${id}": run \`npx wrangler d1 create ${db.database_name}\` and put the id it prints in ${arraySection(env, 'd1_databases')}`);
  }
  return pass(name, `${db.database_name} (${id})`);
}

/** Domains reserved for documentation and testing (RFC 2606, RFC 6761): never a real site. */
function isReservedHost(hostname: string) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (['localhost', '127.0.0.1', '[::1]'].includes(host)) return true;
  if (/(^|\.)example\.(com|net|org)$/.test(host)) return true;
  return /\.(example|test|invalid|localhost)$/.test(host) || ['example', 'test', 'invalid'].includes(host);
}

export function checkOrigin(config: Config, env: string | undefined): CheckResult {
  const name = 'PUBLIC_ORIGIN';
  const value = config.vars?.PUBLIC_ORIGIN;
  const where = `PUBLIC_ORIGIN in ${section(env, 'vars')}`;
  if (typeof value !== 'string' || !value) return fail(name, `${where} is not set`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(name, `${where} is not a URL: "${value}"`);
  }
  if (url.protocol !== 'https:') return fail(name, `${where} must be https://, not "${value}"`);
  if (isReservedHost(url.hostname)) return fail(name, `${where} is an example domain, "${value}": set it to the site's own address`);
  return pass(name, url.origin);
}

/** The Census Geocoder, which needs no key and covers Fort Worth (README "Addresses on the map"). */
export const CENSUS_GEOCODER = 'https://geocoding.geo.census.gov/geocoder';

/** GEOCODER_URL is optional: unset, listings are placed only by the coordinates editors give. */
export function checkGeocoder(config: Config, env: string | undefined): CheckResult {
  const name = 'Geocoder';
  const value = config.vars?.GEOCODER_URL;
  const where = `GEOCODER_URL in ${section(env, 'vars')}`;
  if (typeof value !== 'string' || !value.trim()) {
    return pass(name, `off (${where} is empty): addresses without coordinates stay off the map; set it to ${CENSUS_GEOCODER} to look them up`);
  }
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // reported below
  }
  if (!url || url.protocol !== 'https:') return fail(name, `${where} must be an https address such as ${CENSUS_GEOCODER}, not "${value}"`);
  if (isReservedHost(url.hostname)) return fail(name, `${where} is a local or example address, "${value}": the deployed Worker cannot reach it`);
  return pass(name, `${url.origin}${url.pathname.replace(/\/+$/, '')}`);
}

export function checkEnvironment(config: Config, env: string | undefined): CheckResult {
  const name = 'ENVIRONMENT';
  const value = config.vars?.ENVIRONMENT;
  // Anything else turns off the https redirect and secure cookies, and honours the local Facebook stand-in.
  if (value !== 'production') return fail(name, `ENVIRONMENT in ${section(env, 'vars')} must be "production", not ${JSON.stringify(value ?? null)}`);
  return pass(name, 'production');
}

/** The target's origin as a URL, when PUBLIC_ORIGIN reads as one (checkOrigin says why not). */
function originOf(config: Config): URL | null {
  try {
    return new URL(String(config.vars?.PUBLIC_ORIGIN ?? ''));
  } catch {
    return null;
  }
}

/**
 * A first admin is named in [vars], or ADMIN_FACEBOOK_IDS is left out of [vars] so that a
 * secret of that name can hold it (Cloudflare refuses a secret and a var of one name).
 * Nobody knows their Facebook id for an app before its site exists (Facebook issues one per
 * app), so an empty list is a step left, not a failure: the site's profile page shows the
 * signed-in person their id and the line to paste while the site has no admin.
 * `admins` is how many the database already has (null: not asked).
 */
export function checkFirstAdmin(config: Config, env: string | undefined, secrets: string[] | null, admins: number | null = null): CheckResult {
  const name = 'First admin';
  const raw = config.vars?.ADMIN_FACEBOOK_IDS;
  if (raw === undefined) {
    if (secrets === null) return skip(name, `ADMIN_FACEBOOK_IDS is not in ${section(env, 'vars')}, so it must be a secret: ${OFFLINE_REASON}`);
    return secrets.includes('ADMIN_FACEBOOK_IDS')
      ? pass(name, 'ADMIN_FACEBOOK_IDS is a secret')
      : fail(name, `ADMIN_FACEBOOK_IDS is neither in ${section(env, 'vars')} nor a secret: no one can open the desk`);
  }
  const ids = String(raw).split(',').map((id) => id.trim()).filter(Boolean);
  if (!ids.length) {
    if (admins) return pass(name, `none named in ${section(env, 'vars')}; the database has ${admins} admin(s)`);
    const profile = `${originOf(config)?.origin ?? 'the site'}/profile`;
    return note(
      name,
      `ADMIN_FACEBOOK_IDS in ${section(env, 'vars')} is empty, so no one can open the desk yet: deploy, sign in and open ${profile}, which shows your Facebook id and the line to paste there; then deploy again`,
    );
  }
  const odd = ids.filter((id) => !/^\d+$/.test(id));
  if (odd.length) return fail(name, `ADMIN_FACEBOOK_IDS holds ids Facebook never issues: ${odd.join(', ')}`);
  return pass(name, `${ids.length} named in ${section(env, 'vars')}`);
}

type Route = string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string };

/**
 * The Worker answers at PUBLIC_ORIGIN: a custom domain (or a zone route "<host>/*") for its
 * host. Without one it answers only on workers.dev, where sign-in's redirect (built from
 * PUBLIC_ORIGIN) and every canonical link point elsewhere.
 */
export function checkDomain(config: Config, env: string | undefined): CheckResult {
  const name = 'Domain';
  const origin = originOf(config);
  if (!origin) return skip(name, 'PUBLIC_ORIGIN is not a URL (see its own check)');
  const host = origin.hostname;
  const routes = ((config.routes as Route[] | undefined) ?? []).map((route) => (typeof route === 'string' ? { pattern: route } : route));
  const add = `routes = [{ pattern = "${host}", custom_domain = true }] in ${env ? `[env.${env}]` : 'the top level of wrangler.toml'}`;
  if (!routes.length) return fail(name, `no custom domain or route, so the Worker would answer only on workers.dev: add ${add}`);
  const serves = routes.some(({ pattern, custom_domain }) => (custom_domain ? pattern === host : new RegExp(`^(https?://)?${host.replaceAll('.', '\\.')}/\\*$`).test(pattern)));
  if (!serves) return fail(name, `PUBLIC_ORIGIN is ${origin.origin} but the routes are ${routes.map((r) => r.pattern).join(', ')}: make them one domain, e.g. ${add}`);
  return pass(name, `${host}${routes.some((r) => r.custom_domain && r.pattern === host) ? ' (custom domain)' : ''}`);
}

/** What Facebook must know of this deployment, printed for the operator to register (README "Registering the Facebook app"). */
export function facebookRedirect(config: Config): CheckResult | null {
  const origin = originOf(config);
  if (!origin || origin.protocol !== 'https:') return null;
  return note('Facebook redirect URI', `${origin.origin}/auth/facebook/callback must be among the Facebook app's Valid OAuth Redirect URIs, and the app Live, before anyone but its testers can sign in`);
}

export function checkSecrets(secrets: string[] | null, env: string | undefined): CheckResult {
  const name = 'Secrets';
  if (secrets === null) return skip(name, `${REQUIRED_SECRETS.join(', ')}: ${OFFLINE_REASON}`);
  const missing = REQUIRED_SECRETS.filter((s) => !secrets.includes(s));
  if (missing.length) {
    return fail(name, `missing ${missing.join(', ')}: \`npx wrangler secret put <NAME>${env ? ` --env ${env}` : ''}\` for each`);
  }
  return pass(name, REQUIRED_SECRETS.join(', '));
}

export function checkBucketBound(config: Config, env: string | undefined): CheckResult {
  const name = 'Photo bucket bound';
  const bucket = bucketOf(config);
  if (!bucket) return fail(name, `no PHOTOS binding with a bucket_name in ${arraySection(env, 'r2_buckets')}`);
  return pass(name, bucket);
}

export function checkBucketExists(config: Config, exists: boolean | null): CheckResult {
  const name = 'Photo bucket exists';
  const bucket = bucketOf(config);
  if (!bucket) return fail(name, 'no bucket to look for');
  if (exists === null) return skip(name, `${bucket}: ${OFFLINE_REASON}`);
  return exists ? pass(name, bucket) : fail(name, `${bucket} does not exist: \`npx wrangler r2 bucket create ${bucket}\``);
}

type SendEmailBinding = { name: string; destination_address?: string; allowed_destination_addresses?: string[] };

/**
 * Digests by e-mail (README "Digests by e-mail") are optional: off without the send_email
 * binding DIGEST_MAIL, and then no page offers them. With it, the sender DIGEST_MAIL_FROM
 * must be set on a real domain and the binding must reach any address (a diner's inbox).
 */
export function checkDigestMail(config: Config, env: string | undefined): CheckResult {
  const name = 'Digests by e-mail';
  const binding = ((config.send_email as SendEmailBinding[] | undefined) ?? []).find((b) => b.name === 'DIGEST_MAIL');
  const raw = config.vars?.DIGEST_MAIL_FROM;
  const from = typeof raw === 'string' ? raw.trim() : '';
  const where = `DIGEST_MAIL_FROM in ${section(env, 'vars')}`;
  if (!binding && !from) return pass(name, `off (no DIGEST_MAIL binding in ${arraySection(env, 'send_email')}): no page offers digests`);
  if (!binding) return fail(name, `${where} is set but there is no DIGEST_MAIL binding in ${arraySection(env, 'send_email')}: add one (name = "DIGEST_MAIL"), or remove ${where}`);
  if (!from) return fail(name, `the DIGEST_MAIL binding has no sender: set ${where} to an address on the domain onboarded for sending`);
  const domain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(from)?.[1];
  if (!domain) return fail(name, `${where} must be an e-mail address, not "${from}"`);
  if (isReservedHost(domain)) return fail(name, `${where} is on an example domain, "${from}": use the site's own sending domain`);
  if (binding.destination_address || binding.allowed_destination_addresses) {
    return fail(name, `the DIGEST_MAIL binding is restricted to set destinations, so it cannot reach diners: remove destination_address and allowed_destination_addresses`);
  }
  return pass(name, `from ${from}; ${domain} must be onboarded for sending in Cloudflare Email Service (Workers Paid), and the cron sends due digests every minute`);
}

/** `pending`: the migration files not applied to the target's database, from `wrangler d1 migrations list --remote`. */
export function checkMigrations(pending: string[] | null, env: string | undefined): CheckResult {
  const name = 'Migrations applied';
  if (pending === null) return skip(name, `the target's D1: ${OFFLINE_REASON}`);
  if (pending.length) {
    return fail(name, `${pending.length} not applied (${pending.join(', ')}): \`npm run db:migrate:remote${env ? ` -- --env ${env}` : ''}\``);
  }
  return pass(name, 'every migration is applied');
}

/**
 * Sample content belongs only on a site marked as a demo. `found` counts what the target's
 * database holds (null offline).
 */
export function checkDemoContent(
  config: Config,
  env: string | undefined,
  found: { diners: number; listings: number } | null,
): CheckResult {
  const name = 'Demo content';
  const raw = config.vars?.DEMO_CONTENT;
  if (raw !== undefined && !['true', 'false', true, false].includes(raw as string | boolean)) {
    return fail(name, `DEMO_CONTENT in ${section(env, 'vars')} must be "true" or "false", not ${JSON.stringify(raw)}`);
  }
  if (isDemoTarget(config)) return pass(name, 'marked as a demo (DEMO_CONTENT = "true"): a banner on every page, nothing indexed');
  if (found === null) return skip(name, `whether its database holds sample diners or listings: ${OFFLINE_REASON}`);
  if (found.diners || found.listings) {
    return fail(
      name,
      `the database holds ${found.diners} sample diners and ${found.listings} sample listings on a site not marked as a demo: remove them in the desk (/admin) or, for a demo, set DEMO_CONTENT = "true"`,
    );
  }
  return pass(name, 'no sample diners or listings');
}

/** What wrangler answers: its exit status and output. */
export type Wrangler = (args: string[]) => { ok: boolean; output: string };

const runWrangler: Wrangler = (args) => {
  const result = spawnSync('npx', ['wrangler', ...args], { encoding: 'utf8', env: WRANGLER_ENV });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}` };
};

/** What only Cloudflare knows, asked through wrangler; null where it could not answer. */
export function readRemote(config: Config, env: string | undefined, configPath: string, wrangler: Wrangler) {
  const target = [...targetArgs(env), '--config', configPath];
  const secretList = wrangler(['secret', 'list', '--format', 'json', ...target]);
  let secrets: string[] | null = null;
  if (secretList.ok) {
    const json = secretList.output.slice(secretList.output.indexOf('['), secretList.output.lastIndexOf(']') + 1);
    secrets = (JSON.parse(json || '[]') as { name: string }[]).map((s) => s.name);
  } else if (/does not exist|not found|10007/i.test(secretList.output)) {
    // A Worker never deployed has no secrets yet.
    secrets = [];
  }
  const bucket = bucketOf(config);
  const bucketExists = bucket ? wrangler(['r2', 'bucket', 'info', bucket, ...target]).ok : null;
  const migrations = wrangler(['d1', 'migrations', 'list', 'DB', '--remote', ...target]);
  const pending = migrations.ok
    ? /No migrations to apply/.test(migrations.output)
      ? []
      : [...new Set(migrations.output.match(/\d{4}_[\w-]+\.sql/g) ?? [])]
    : null;
  const counted = wrangler([
    'd1', 'execute', 'DB', '--remote', '--json', ...target, '--command',
    "SELECT (SELECT count(*) FROM users WHERE facebook_id LIKE 'sample:%') AS diners, (SELECT count(*) FROM restaurants WHERE is_sample = 1) AS listings, (SELECT count(*) FROM users WHERE role = 'admin') AS admins",
  ]);
  let samples: { diners: number; listings: number; admins: number } | null = null;
  if (counted.ok) {
    const json = counted.output.slice(counted.output.indexOf('['), counted.output.lastIndexOf(']') + 1);
    samples = (JSON.parse(json) as { results: { diners: number; listings: number; admins: number }[] }[])[0]?.results[0] ?? null;
  }
  return { secrets, bucketExists, pending, samples, said: { secrets: secretList.output, migrations: migrations.output, samples: counted.output } };
}

export async function preflight({ env, offline, configPath = 'wrangler.toml', wrangler = runWrangler }: { env?: string; offline: boolean; configPath?: string; wrangler?: Wrangler }) {
  const raw = experimental_readRawConfig({ config: configPath }).rawConfig as { env?: Record<string, unknown> };
  if (env && !raw.env?.[env]) return [fail('Target', `wrangler.toml has no [env.${env}] section`)];
  const config = readTarget(env, configPath);
  const checks: CheckResult[] = [pass('Target', `${targetName(env)}: Worker ${config.name}`)];
  let remote: ReturnType<typeof readRemote> | null = null;
  if (!offline) {
    const who = wrangler(['whoami']);
    if (!who.ok || /not authenticated/i.test(who.output)) {
      checks.push(fail('Cloudflare account', 'wrangler is not signed in: `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), or run with --offline'));
    } else {
      remote = readRemote(config, env, configPath, wrangler);
      checks.push(pass('Cloudflare account', 'signed in'));
    }
  }
  // wrangler's own last words, when it could not answer.
  const unanswered = (what: string, output: string) =>
    fail(what, `wrangler could not tell: ${output.trim().split('\n').filter((line) => /\w/.test(line)).pop() ?? 'no answer'}`);
  checks.push(
    checkDatabaseId(config, env),
    checkOrigin(config, env),
    checkEnvironment(config, env),
    checkGeocoder(config, env),
    checkDigestMail(config, env),
    checkFirstAdmin(config, env, remote?.secrets ?? null, remote?.samples?.admins ?? null),
    checkDomain(config, env),
    remote && remote.secrets === null ? unanswered('Secrets', remote.said.secrets) : checkSecrets(remote?.secrets ?? null, env),
    checkBucketBound(config, env),
    checkBucketExists(config, remote?.bucketExists ?? null),
    remote && remote.pending === null ? unanswered('Migrations applied', remote.said.migrations) : checkMigrations(remote?.pending ?? null, env),
    remote && remote.samples === null && !isDemoTarget(config) ? unanswered('Demo content', remote.said.samples) : checkDemoContent(config, env, remote?.samples ?? null),
  );
  const redirect = facebookRedirect(config);
  if (redirect) checks.push(redirect);
  // Online but not signed in: the same checks were skipped for another reason.
  return offline || remote ? checks : checks.map((c) => ({ ...c, detail: c.detail.replace(OFFLINE_REASON, 'not asked, as wrangler is not signed in') }));
}

export function report(checks: CheckResult[]) {
  const label = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP', note: 'NOTE' } as const;
  for (const check of checks) console.log(`${label[check.status]}  ${check.name}: ${check.detail}`);
  const failed = checks.filter((c) => c.status === 'fail').length;
  const skipped = checks.filter((c) => c.status === 'skip').length;
  console.log(failed ? `\n${failed} check(s) failed: not ready to deploy.` : `\nReady to deploy${skipped ? ` (${skipped} check(s) skipped)` : ''}.`);
  return failed === 0;
}

/** Options from the command line: --env <name>, --offline, --config <file>. */
export function preflightOptions(args: string[]) {
  const at = args.indexOf('--config');
  return { env: targetEnvironment(args), offline: args.includes('--offline'), configPath: at === -1 ? 'wrangler.toml' : args[at + 1]! };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const ok = report(await preflight(preflightOptions(process.argv.slice(2))));
  process.exit(ok ? 0 : 1);
}
