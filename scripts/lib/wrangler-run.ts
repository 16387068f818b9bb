/**
 * wrangler, run by the operator scripts, and its failures said as one plain sentence.
 * wrangler's own output on a failure is many lines (a box, a log file, sometimes a stack);
 * an operator needs to know what went wrong and what to do, so the scripts print only that.
 */
import { spawnSync } from 'node:child_process';
import { WRANGLER_ENV } from '../wrangler-target';

/** A failure the scripts print as it is: one sentence saying what to do. */
export class PlainError extends Error {}

const lines = (output: string) =>
  output
    .split('\n')
    .map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').replace(/^[\s✘▲]*(\[(ERROR|WARNING)\])?\s*/, '').trim())
    .filter((line) => /\w/.test(line) && !/^(at |Logs were written|If you think this is a bug|🪵|⛅️|─|node:|Node\.js v)/.test(line));

/** What wrangler's output means, as one sentence with the next step. */
export function plainSentence(output: string): string {
  if (/CLOUDFLARE_API_TOKEN|not authenticated|not logged in|wrangler login/i.test(output)) {
    return 'wrangler is not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and try again.';
  }
  if (/ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|fetch failed|network/i.test(output)) {
    return 'Cloudflare could not be reached: check the network connection and try again.';
  }
  if (/Couldn't find (a )?D1 DB|database .* not found|7404/i.test(output)) {
    return 'Cloudflare has no such D1 database: check database_id under [[d1_databases]] in wrangler.toml (`npx wrangler d1 list` shows yours).';
  }
  if (/bucket .*does not exist|NoSuchBucket|10006/i.test(output)) {
    return 'Cloudflare has no such R2 bucket: create it with `npx wrangler r2 bucket create <name>` or check bucket_name in wrangler.toml.';
  }
  const sqlite = output.match(/(SQLITE_\w+|no such (table|column)[^\n]*|UNIQUE constraint failed[^\n]*|FOREIGN KEY constraint failed)/);
  if (sqlite) return `D1 refused a statement (${sqlite[0].trim()}): nothing of that statement's batch was written; fix the cause and run the command again.`;
  const last = lines(output).pop();
  return `wrangler failed${last ? `: "${last.replace(/\.$/, '')}"` : ''}; run the same wrangler command by hand to see its full output.`;
}

/** Runs `npx wrangler <args>`; its stdout, or a PlainError with wrangler's failure in one sentence. */
export function wrangler(args: string[]): string {
  const result = spawnSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    env: { ...WRANGLER_ENV, WRANGLER_HIDE_BANNER: 'true' },
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.error) throw new PlainError(`wrangler could not be started (${result.error.message}): run \`npm install\` and try again.`);
  if (result.status !== 0) throw new PlainError(plainSentence(`${result.stdout ?? ''}\n${result.stderr ?? ''}`));
  return result.stdout;
}

/** The result sets of `wrangler d1 execute --json`, one per statement. */
export function jsonResults<T = Record<string, unknown>>(stdout: string): T[][] {
  const json = stdout.slice(stdout.indexOf('['), stdout.lastIndexOf(']') + 1);
  return (JSON.parse(json) as { results: T[] }[]).map((set) => set.results);
}

/**
 * Runs a script's body and ends it: any failure is printed as one sentence (a PlainError as it
 * is, anything else with its message), never as a stack trace, and the exit status is 1.
 */
export async function runScript(body: () => Promise<void> | void) {
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof PlainError ? message : `Stopped: ${message.split('\n')[0]}`);
    process.exit(1);
  }
}

/**
 * For a script written as top-level statements: any failure that reaches the top is printed
 * as one sentence (see runScript) instead of Node's stack trace, and the exit status is 1.
 */
export function plainFailures() {
  const say = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof PlainError ? message : `Stopped: ${message.split('\n')[0]}`);
    process.exit(1);
  };
  process.on('uncaughtException', say);
  process.on('unhandledRejection', say);
}
