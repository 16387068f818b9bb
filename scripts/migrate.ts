/**
 * npm run db:migrate:remote [-- --env staging] [-- --yes]
 * Applies the migrations to the target's remote D1, as `wrangler d1 migrations apply --remote`
 * does, once the operator has typed the database's name (or given --yes): wrangler's own
 * question is skipped without a terminal, so a script would have written production unasked.
 */
import { confirmRemoteWrite, describeTarget, parseTarget, wranglerTarget } from './lib/d1-target';
import { runScript, wrangler } from './lib/wrangler-run';

await runScript(async () => {
  const args = process.argv.slice(2);
  const target = parseTarget(args);
  await confirmRemoteWrite(target, args, 'apply the migrations', { migrated: false });
  const said = wrangler(['d1', 'migrations', 'apply', 'DB', ...wranglerTarget(target)]);
  const applied = [...new Set(said.match(/\d{4}_[\w-]+\.sql/g) ?? [])];
  console.log(/No migrations to apply/.test(said) ? `${describeTarget(target)}: every migration was already applied.` : `${describeTarget(target)}: applied ${applied.join(', ')}.`);
});
