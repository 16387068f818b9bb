/**
 * Which deployment an operator script works on: production (wrangler.toml's top level)
 * or a named environment (`--env staging`, its `[env.staging]`). Every operator script
 * (db:migrate:remote, db:seed:remote, preflight, deploy, import) takes the same flag
 * and hands it on to wrangler, so one flag moves a whole run to staging.
 */
import { unstable_readConfig } from 'wrangler';

/** Environment for every wrangler run: no usage reports, no network for local requests' cf object. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

/** `--env staging` or `--env=staging` in `args`; undefined for production. */
export function targetEnvironment(args: string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--env' || arg.startsWith('--env='));
  if (index === -1) return undefined;
  const value = args[index] === '--env' ? args[index + 1] : args[index]!.slice('--env='.length);
  if (!value || value.startsWith('-')) throw new Error('--env needs a name, e.g. --env staging');
  return value;
}

/**
 * The arguments that name the target for wrangler: `--env <name>`, or `--env=` for production
 * (the top level, named outright: wrangler warns when a file with environments gets no --env).
 */
export function targetArgs(env: string | undefined): string[] {
  return env ? ['--env', env] : ['--env='];
}

/** `args` without the --env flag and its value. */
export function withoutTarget(args: string[]): string[] {
  return args.filter((arg, i) => !(arg === '--env' || arg.startsWith('--env=') || (i > 0 && args[i - 1] === '--env')));
}

/** The target's name, as operators read it. */
export const targetName = (env: string | undefined) => (env ? `the ${env} environment` : 'production');

/** The target's configuration as wrangler resolves it (an `[env.<name>]` section over the top level). */
export function readTarget(env: string | undefined, configPath = 'wrangler.toml') {
  return unstable_readConfig({ config: configPath, env });
}

/** Whether the target is marked as a demo deployment (vars DEMO_CONTENT = "true"). */
export function isDemoTarget(config: ReturnType<typeof readTarget>): boolean {
  const value = config.vars?.DEMO_CONTENT;
  return value === true || value === 'true';
}
