/**
 * npm run deploy [-- --env staging]
 * Runs the preflight (scripts/preflight.ts) against the target and stops at any failure;
 * then builds and hands the target to `wrangler deploy`. Other flags pass to wrangler.
 */
import { execFileSync } from 'node:child_process';
import { preflight, report } from './preflight';
import { targetArgs, targetEnvironment, targetName, withoutTarget, WRANGLER_ENV } from './wrangler-target';

const args = process.argv.slice(2);
const env = targetEnvironment(args);
console.log(`Preflight for ${targetName(env)}:\n`);
if (!report(await preflight({ env, offline: false }))) {
  console.error(`Refusing to deploy to ${targetName(env)}: fix the checks marked FAIL above (README "Deploying with wrangler").`);
  process.exit(1);
}
const run = (command: string, commandArgs: string[]) => execFileSync(command, commandArgs, { stdio: 'inherit', env: WRANGLER_ENV });
run('npx', ['remix', 'build']);
run('npx', ['wrangler', 'deploy', ...targetArgs(env), ...withoutTarget(args)]);
