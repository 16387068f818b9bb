import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { gradientJpeg } from '../support/photos';

/** One instant for both sites: "open now" and relative dates read the same on each. */
const NOW = '2026-11-20T12:10:00-06:00';
const TOKEN = 'backupRestoreShare0123';

const scriptEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const run = (command: string, args: string[]) => spawnSync('npx', [command, ...args], { encoding: 'utf8', env: scriptEnv });

/** Where a crawl of the public site does not go: sign-in, the desk, forms that write, and static files. */
const NOT_CRAWLED = /^\/(admin|auth|api\/auth|resources|report|contact|profile|favorites|lists|build|assets)\b|\.(css|js|png|svg|ico|webp|jpg|woff2|json)$|\/report$/;

/** The site's public pages, breadth first from the home page (a demo site's sitemap lists none), and what links do not reach. */
async function crawl(app: TestApp, photoId: number) {
  const named = await app.db.batch<{ path: string }>([
    app.db.prepare("SELECT '/restaurant/' || slug AS path FROM restaurants ORDER BY id"),
    app.db.prepare("SELECT '/article/' || slug AS path FROM articles ORDER BY id"),
    app.db.prepare("SELECT '/recipe/' || id AS path FROM recipes ORDER BY id"),
    app.db.prepare("SELECT '/guides/' || slug AS path FROM guides ORDER BY id"),
  ]);
  const found = ['/', '/restaurant-directory', '/news', '/recipes', '/guides', '/reviews', ...named.flatMap((set) => set.results.map((row) => row.path))];
  for (let i = 0; i < found.length && found.length < 600; i++) {
    const response = await app.fetch(found[i]!);
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
    for (const match of (await response.text()).matchAll(/href="(\/[^"#]*)"/g)) {
      const path = match[1]!.replaceAll('&amp;', '&');
      if (!path.startsWith('//') && !NOT_CRAWLED.test(path) && !found.includes(path)) found.push(path);
    }
  }
  return [
    ...found.slice(0, 600),
    '/sitemap.xml',
    '/api/restaurants',
    '/api/articles',
    '/api/recipes',
    '/search?q=brisket',
    '/search?q=tacos',
    // Words only the seed's Spanish version of a news story has: its own index is rebuilt too.
    '/es/search?q=aperturas%20y%20cierres',
    `/l/${TOKEN}`,
    `/photos/${photoId}/320.jpg`,
    `/photos/${photoId}/320.webp`,
    '/feeds/news.xml',
    '/feeds/reviews.xml',
  ];
}

/** Each answer's status, type and body (images as base64; the port and nonces aside). */
async function readSite(app: TestApp, paths: string[]) {
  const answers = new Map<string, string>();
  for (const path of new Set(paths)) {
    const response = await app.fetch(path);
    const type = response.headers.get('content-type') ?? '';
    const body = type.startsWith('image/')
      ? Buffer.from(await response.arrayBuffer()).toString('base64')
      : (await response.text()).replaceAll(app.origin, 'ORIGIN').replace(/nonce="[^"]*"/g, 'nonce=""');
    answers.set(path, `${response.status} ${type}\n${body}`);
  }
  return answers;
}

describe('npm run backup, then npm run restore into a fresh database', { timeout: 900_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'backup-restore-'));
  const siteA = join(scratch, 'a');
  const siteB = join(scratch, 'b');
  const backups = join(scratch, 'backups');
  let before: Map<string, string>;
  let folder: string;
  let photoId: number;
  let paths: string[];

  beforeAll(async () => {
    // The demo site as `npm start` makes it: wrangler's migrations, then the seed.
    expect(run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', siteA]).status).toBe(0);
    expect(run('tsx', ['scripts/seed.ts', '--persist-to', siteA]).status).toBe(0);
    const app = await startApp({ persistTo: siteA, vars: { TEST_NOW: NOW } });
    // What the seed has none of: a diner's photo in the bucket and a shared list, with text from beyond ASCII.
    const place = (await app.db.prepare("SELECT id FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1").first<{ id: number }>())!;
    const photo = await app.db
      .prepare("INSERT INTO photos (restaurant_id, user_id, status, caption, width, height, widths, formats) VALUES (?, 1, 'approved', ?, 64, 48, '[320]', '[\"webp\",\"jpeg\"]') RETURNING id")
      .bind(place.id, 'Brisket, “burnt ends” & café ☕ — 東京')
      .first<{ id: number }>();
    photoId = photo!.id;
    const bucket = await app.mf.getR2Bucket('PHOTOS');
    await bucket.put(`originals/${photoId}`, gradientJpeg(64, 48, 90), { httpMetadata: { contentType: 'image/jpeg' } });
    await bucket.put(`photos/${photoId}/320.jpg`, gradientJpeg(32, 24, 70), { httpMetadata: { contentType: 'image/jpeg' } });
    await bucket.put(`photos/${photoId}/320.webp`, gradientJpeg(32, 24, 50), { httpMetadata: { contentType: 'image/webp' } });
    await app.db.batch([
      app.db.prepare("INSERT INTO list_entries (user_id, list, restaurant_id, visited_on, note) VALUES (1, 'want', ?, NULL, 'Ask for the ''secret'' menu')").bind(place.id),
      app.db.prepare("INSERT INTO list_shares (user_id, list, token, title, note) VALUES (1, 'want', ?, 'Rosa’s “next” — ñandú 🌮', NULL)").bind(TOKEN),
      app.db.prepare('INSERT INTO favorites (user_id, restaurant_id) VALUES (1, ?)').bind(place.id),
      app.db.prepare("INSERT INTO sessions (id_hash, user_id, expires_at, last_seen_at) VALUES ('backup-test-session', 1, '2099-01-01T00:00:00.000Z', '2026-11-20T18:00:00.000Z')"),
    ]);
    paths = await crawl(app, photoId);
    before = await readSite(app, paths);
    await app.dispose();

    const backup = run('tsx', ['scripts/backup.ts', '--persist-to', siteA, '--out', backups]);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    folder = join(backups, readdirSync(backups)[0]!);
  }, 600_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('writes one dated folder: a manifest of every table and photo object, and no session', () => {
    expect(readdirSync(backups)).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT\d{6}Z$/)]);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    const tables = manifest.tables.map((t: { name: string }) => t.name);
    for (const table of ['restaurants', 'opening_hours', 'reviews', 'users', 'favorites', 'list_entries', 'list_shares', 'articles', 'recipes', 'guides', 'guide_places', 'photos', 'changes', 'slug_redirects', 'reports', 'site_state']) {
      expect(tables).toContain(table);
    }
    expect(tables).not.toContain('sessions');
    // The full-text indexes (restaurant_search, its shadow tables) are rebuilt, never copied.
    expect(tables.filter((t: string) => /_search($|_)/.test(t))).toEqual([]);
    expect(tables).toContain('followed_searches');
    expect(manifest.objects.map((o: { key: string }) => o.key).sort()).toEqual([`originals/${photoId}`, `photos/${photoId}/320.jpg`, `photos/${photoId}/320.webp`]);
    expect(manifest.migrations.at(-1)).toBe(readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort().at(-1));
  });

  it('restores into an empty database and bucket, and every page and API answer is the same', async () => {
    const restore = run('tsx', ['scripts/restore.ts', folder, '--persist-to', siteB]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const app = await startApp({ persistTo: siteB, vars: { TEST_NOW: NOW } });
    try {
      const after = await readSite(app, paths);
      expect([...after.keys()]).toEqual([...before.keys()]);
      // Every listing, article, recipe and guide the demo links to, and more.
      expect(before.size).toBeGreaterThan(300);
      expect([...before.values()].filter((answer) => answer.startsWith('200 ')).length).toBeGreaterThan(300);
      for (const [path, answer] of before) expect(after.get(path), path).toBe(answer);
      // Search found something on both, so the index was rebuilt, not left empty.
      expect(after.get('/search?q=brisket')).toMatch(/^200 /);
      expect(await app.db.prepare('SELECT count(*) AS n FROM restaurant_search').first('n')).toBeGreaterThan(100);
      expect(after.get('/es/search?q=aperturas%20y%20cierres')).toContain('href="/es/article/openings-closings-winter-2026"');
      // Sessions are never in a backup: everyone signs in again.
      expect(await app.db.prepare('SELECT count(*) AS n FROM sessions').first('n')).toBe(0);
    } finally {
      await app.dispose();
    }
  });

  it('refuses a database that holds content, in one sentence, and a damaged backup', () => {
    const again = run('tsx', ['scripts/restore.ts', folder, '--persist-to', siteB]);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toMatch(/^Refusing to restore into the local D1 in .*: it already holds content \(.*\); restore into a new, empty database/);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);

    const damaged = join(scratch, 'damaged');
    cpSync(folder, damaged, { recursive: true });
    const file = join(damaged, 'tables', 'reviews.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').replace('5', '4'));
    const refused = run('tsx', ['scripts/restore.ts', damaged, '--persist-to', join(scratch, 'c')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('tables/reviews.jsonl is not the file the backup wrote (its hash differs): the backup is damaged; use another one.');
  });
});
