/**
 * The database an operator script reads or writes, from its command line: the local D1
 * (wrangler's state in .wrangler/, or --persist-to <dir>), or with --remote the target's
 * D1 on Cloudflare (production, or --env staging). Writing a remote database asks the
 * operator to type its name first, unless --yes is given, after the checks that apply.
 */
import { createInterface } from 'node:readline/promises';
import { checkDatabaseId } from '../preflight';
import { readTarget, targetArgs, targetEnvironment, targetName } from '../wrangler-target';
import { PlainError, wrangler } from './wrangler-run';

export type D1Target = { remote: boolean; env: string | undefined; persistTo: string | undefined; config: string };

type Bindings = { d1_databases: { binding: string; database_name?: string }[]; r2_buckets: { binding: string; bucket_name?: string }[] };

/** The flags a script shares with wrangler: --remote, --env <name>, --persist-to <dir>, --config <file>. */
export function parseTarget(args: string[]): D1Target {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    if (at === -1) return undefined;
    const given = args[at + 1];
    if (!given || given.startsWith('--')) throw new PlainError(`${flag} needs a value, e.g. ${flag} ${flag === '--config' ? 'wrangler.toml' : '/tmp/d1'}.`);
    return given;
  };
  const remote = args.includes('--remote');
  const persistTo = value('--persist-to');
  if (remote && persistTo) throw new PlainError('--persist-to names a local database: leave it out with --remote.');
  return { remote, env: targetEnvironment(args), persistTo, config: value('--config') ?? 'wrangler.toml' };
}

/** The arguments naming the target for `wrangler d1 ...` and `wrangler r2 object ...`. */
export function wranglerTarget(target: D1Target): string[] {
  return [
    target.remote ? '--remote' : '--local',
    ...targetArgs(target.env),
    '--config',
    target.config,
    ...(target.persistTo ? ['--persist-to', target.persistTo] : []),
  ];
}

export function databaseName(target: D1Target): string {
  const config = readTarget(target.env, target.config) as unknown as Bindings;
  return config.d1_databases.find((d) => d.binding === 'DB')?.database_name ?? 'DB';
}

export function bucketName(target: D1Target): string {
  const config = readTarget(target.env, target.config) as unknown as Bindings;
  const bucket = config.r2_buckets.find((b) => b.binding === 'PHOTOS')?.bucket_name;
  if (!bucket) throw new PlainError('wrangler.toml binds no PHOTOS bucket: add [[r2_buckets]] with binding = "PHOTOS" (README "Deploying with wrangler").');
  return bucket;
}

/** Where the script works, as the operator reads it. */
export function describeTarget(target: D1Target): string {
  if (!target.remote) return `the local D1${target.persistTo ? ` in ${target.persistTo}` : ''}`;
  return `the REMOTE D1 "${databaseName(target)}" of ${targetName(target.env)}`;
}

/**
 * Before a script writes a remote database: the database is a real one (not wrangler.toml's
 * placeholder); the operator types its name, unless --yes (a run without a terminal to type
 * in is refused: --yes is the only way to say yes there); then, with `migrated`, every
 * migration must be applied there. Asked before the checks that need Cloudflare, so a run
 * not signed in still says what it would have written where.
 */
export async function confirmRemoteWrite(target: D1Target, args: string[], what: string, { migrated = true } = {}) {
  if (!target.remote) return;
  const id = checkDatabaseId(readTarget(target.env, target.config), target.env);
  if (id.status === 'fail') throw new PlainError(`Refusing to ${what}: ${id.detail}.`);
  if (!args.includes('--yes')) {
    const name = databaseName(target);
    if (!process.stdin.isTTY) {
      throw new PlainError(`Refusing to ${what} in ${describeTarget(target)} without confirmation: run it in a terminal and type the database's name when asked, or add --yes.`);
    }
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const typed = (await prompt.question(`This will ${what} in ${describeTarget(target)}. Type the database's name (${name}) to go on: `)).trim();
    prompt.close();
    if (typed !== name) throw new PlainError(`Nothing was written: "${typed}" is not the database's name (${name}).`);
  }
  if (migrated) {
    const listed = wrangler(['d1', 'migrations', 'list', 'DB', ...wranglerTarget(target)]);
    const pending = /No migrations to apply/.test(listed) ? [] : [...new Set(listed.match(/\d{4}_[\w-]+\.sql/g) ?? [])];
    if (pending.length) {
      throw new PlainError(
        `Refusing to ${what}: ${pending.length} migration(s) are not applied there yet (${pending.join(', ')}); run \`npm run db:migrate:remote${target.env ? ` -- --env ${target.env}` : ''}\` first.`,
      );
    }
  }
}
