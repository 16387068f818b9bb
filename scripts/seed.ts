/**
 * npm run db:seed                    -> the local D1, demo content (Miniflare state in .wrangler/)
 * npm run db:seed:remote             -> the production D1: only what the operator owns, the cuisines
 * npm run db:seed:remote -- --with-editorial   ... and the articles and recipes (each article only
 *                                       once every listing it covers is in the database)
 * npm run db:seed:remote -- --demo   -> the demo content remotely, refused unless the target is
 *                                       marked as a demo (DEMO_CONTENT = "true" in wrangler.toml)
 * Add --env staging to any of them for the staging environment (decision 022). Other wrangler
 * flags pass through: npm run db:seed -- --persist-to /tmp/d1
 * Writes the statements to .tmp/seed.sql and applies them with wrangler. A remote seed asks
 * for the database's name first (--yes to skip) and needs every migration applied there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { confirmRemoteWrite, parseTarget } from './lib/d1-target';
import { runScript, wrangler } from './lib/wrangler-run';
import { buildSeedStatements, loadContent, type SeedMode } from './seed-statements';
import { isDemoTarget, readTarget, targetEnvironment, targetName } from './wrangler-target';

const OWN_FLAGS = ['--remote', '--demo', '--with-editorial', '--yes'];
const args = process.argv.slice(2);
const remote = args.includes('--remote');
const env = targetEnvironment(args);

function seedMode(): SeedMode {
  if (!remote) return { demo: true };
  if (!args.includes('--demo')) return { demo: false, editorial: args.includes('--with-editorial') };
  if (!isDemoTarget(readTarget(env))) {
    console.error(
      `Refusing to seed demo content into ${targetName(env)}: it is not marked as a demo. Sample diners and ` +
        `their reviews are invented and must never reach a real site. For a demo deployment, set ` +
        `DEMO_CONTENT = "true" in its [vars] in wrangler.toml first (README "Deploying with wrangler").`,
    );
    process.exit(1);
  }
  return { demo: true };
}

const mode = seedMode();
const content = await loadContent();
const statements = buildSeedStatements(content, mode);
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/seed.sql', statements.map((s) => `${s};`).join('\n'));
const where = remote ? `REMOTE D1 of ${targetName(env)}` : 'local D1';
console.log(
  mode.demo
    ? `Seeding the ${where} with DEMO content: ${content.cuisines.length} cuisines, ${content.restaurants.length} sample restaurants, ` +
        `${content.diners.length} sample diners and their reviews, ${content.articles.length} articles, ${content.recipes.length} recipes (${statements.length} statements)`
    : `Seeding the ${where}: ${content.cuisines.length} cuisines` +
        (mode.editorial ? `, the articles whose listings it holds, ${content.recipes.length} recipes` : ' (articles and recipes: add --with-editorial)') +
        `; no sample listings, diners or reviews (${statements.length} statements)`,
);
// Everything else (--env, --persist-to, ...) is wrangler's.
const passThrough = args.filter((arg) => !OWN_FLAGS.includes(arg));
await runScript(async () => {
  await confirmRemoteWrite(parseTarget(args), args, mode.demo ? 'write the demo content' : 'write the seed');
  // Asked above: wrangler need not ask again.
  wrangler(['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--file', '.tmp/seed.sql', '--yes', ...passThrough]);
  console.log(`Seeded the ${where}.`);
});
