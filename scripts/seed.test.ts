import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run db:seed:remote -- --demo', { timeout: 60_000 }, () => {
  it('refuses to write the demo content to a site not marked as a demo, before touching any database', () => {
    for (const env of [[], ['--env', 'staging']]) {
      const result = spawnSync('npx', ['tsx', 'scripts/seed.ts', '--remote', '--demo', ...env], {
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Refusing to seed demo content into ${env.length ? 'the staging environment' : 'production'}: it is not marked as a demo.`);
      expect(result.stdout).not.toContain('Seeding');
    }
  });
});

describe('a real site’s seed', () => {
  it('writes no sample listing, nor any of their hours or details', async () => {
    const { buildSeedStatements, loadContent } = await import('./seed-statements');
    const content = await loadContent();
    const demo = buildSeedStatements(content, { demo: true });
    const listingRows = /INTO (restaurants|opening_hours|restaurant_facts|restaurant_dishes|happy_hours|special_hours) /;
    expect(demo.filter((s) => listingRows.test(s)).length).toBeGreaterThan(content.restaurants.length);
    for (const editorial of [false, true]) {
      expect(buildSeedStatements(content, { demo: false, editorial }).filter((s) => listingRows.test(s))).toEqual([]);
    }
  });
});
