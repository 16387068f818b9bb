/**
 * npm run db:seed            -> the local D1 (Miniflare state in .wrangler/)
 * npm run db:seed:remote     -> the production D1 (needs `wrangler login`)
 * Extra wrangler flags pass through: npm run db:seed -- --persist-to /tmp/d1
 * Writes the statements to .tmp/seed.sql and applies them with wrangler.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildSeedStatements, loadContent } from './seed-statements';

const remote = process.argv.includes('--remote');
// Other wrangler flags (e.g. --persist-to <dir>) are passed through.
const passThrough = process.argv.slice(2).filter((arg) => arg !== '--remote');
const content = await loadContent();
const statements = buildSeedStatements(content);
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/seed.sql', statements.map((s) => `${s};`).join('\n'));
console.log(
  `Seeding ${remote ? 'REMOTE' : 'local'} D1: ${content.cuisines.length} cuisines, ${content.restaurants.length} restaurants, ` +
    `${content.articles.length} articles, ${content.recipes.length} recipes (${statements.length} statements)`,
);
execFileSync(
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', remote ? '--remote' : '--local', '--file', '.tmp/seed.sql', '--yes', ...passThrough],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
);
