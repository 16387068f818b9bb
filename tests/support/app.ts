import { edgeCacheKey } from '../../workers/edge-cache';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { buildSeedStatements, loadContent } from '../../scripts/seed-statements';
import { bundleStandIn, STANDIN_BUNDLE, WORKER_BUNDLE } from './bundle';
import type { SentMail } from './sent-mail';

export const TEST_VARS = {
  ENVIRONMENT: 'test',
  PUBLIC_ORIGIN: 'http://localhost',
  SESSION_SECRET: 'test-session-secret-0123456789',
  FACEBOOK_APP_ID: 'test-app-id',
  FACEBOOK_APP_SECRET: 'test-app-secret',
  // Erin Editor of the stand-in, as in .dev.vars.example.
  ADMIN_FACEBOOK_IDS: '10005',
  // Tests run on the demo content, as `npm start` does; a real site's behaviour is tested with DEMO_CONTENT: 'false'.
  DEMO_CONTENT: 'true',
};

let seedCache: string[] | undefined;
async function seedStatements() {
  seedCache ??= buildSeedStatements(await loadContent(), { demo: true });
  return seedCache;
}

/**
 * The migrations' statements in order. With `before`, the files that come before the
 * one named so; with `from`, that one and every later file (a database as it stood
 * before a migration, then `wrangler d1 migrations apply`).
 */
export function migrationStatements({ before, from }: { before?: string; from?: string } = {}): string[] {
  return readdirSync('migrations')
    .filter((f) => f.endsWith('.sql') && (!before || f < before) && (!from || f >= from))
    .sort()
    .flatMap((f) => readFileSync(join('migrations', f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function runAll(db: D1Database, statements: string[]) {
  for (let i = 0; i < statements.length; i += 200) {
    await db.batch(statements.slice(i, i + 200).map((s) => db.prepare(s)));
  }
}

export type TestApp = Awaited<ReturnType<typeof startApp>>;

/** The bundle and the WASM modules wrangler wrote beside it (the image codec), as the Worker imports them. */
function workerModules(folder: string) {
  const wasm = readdirSync(folder).filter((f) => f.endsWith('.wasm'));
  return [
    { type: 'ESModule' as const, path: folder === 'dist' ? WORKER_BUNDLE : join(folder, 'app.js') },
    ...wasm.map((f) => ({ type: 'CompiledWasm' as const, path: join(folder, f) })),
  ];
}

/**
 * Miniflare from options in the shape wrangler's `unstable_getMiniflareWorkerOptions`
 * returns, converted as wrangler itself converts them for `wrangler dev`.
 */
function miniflare(options: V4MiniflareOptions) {
  return new Miniflare(convertV4MiniflareOptions(options));
}

/** The clock projects' setup file (suite-clock.ts) lends the real clock to a start; anywhere else the clock is real. */
const onRealClock = <T>(start: () => Promise<T>): Promise<T> =>
  ((globalThis as { onRealClock?: (start: () => Promise<T>) => Promise<T> }).onRealClock ?? ((f) => f()))(start);

/**
 * Boots the local Facebook stand-in (workers/facebook-standin.ts) in its own
 * Miniflare on a real port, with the test app id and secret.
 */
export async function startStandIn() {
  bundleStandIn();
  const mf = miniflare({
    name: 'facebook-standin',
    modules: [{ type: 'ESModule', path: STANDIN_BUNDLE }],
    modulesRoot: 'dist/standin',
    compatibilityDate: unstable_readConfig({ config: 'workers/facebook-standin.toml' }).compatibility_date,
    bindings: { APP_ID: TEST_VARS.FACEBOOK_APP_ID, APP_SECRET: TEST_VARS.FACEBOOK_APP_SECRET },
    host: '127.0.0.1',
    port: 0,
  });
  const url = await onRealClock(() => mf.ready);
  return { origin: url.origin, dispose: () => mf.dispose() };
}

/** Boots the local geocoder stand-in (workers/geocoder-standin.ts), answering as the Census batch endpoint does. */
export async function startGeocoderStandIn() {
  const bundle = bundleStandIn('geocoder-standin');
  const mf = miniflare({
    name: 'geocoder-standin',
    modules: [{ type: 'ESModule', path: bundle }],
    modulesRoot: 'dist/standin',
    compatibilityDate: unstable_readConfig({ config: 'workers/geocoder-standin.toml' }).compatibility_date,
    host: '127.0.0.1',
    port: 0,
  });
  const url = await onRealClock(() => mf.ready);
  return { origin: url.origin, dispose: () => mf.dispose() };
}

/**
 * Boots the bundled Worker in Miniflare with a fresh in-memory D1 that has the
 * migrations and the seed applied, listening on a real port. With
 * `standIn: true` it also starts the Facebook stand-in and points sign-in at it
 * (FACEBOOK_STANDIN_URL), so the real OAuth code path runs offline.
 */
export async function startApp(
  options: {
    vars?: Record<string, string>;
    seed?: boolean;
    port?: number;
    host?: string;
    standIn?: boolean;
    /** Starts the geocoder stand-in and points GEOCODER_URL at it (unset otherwise: geocoding off). */
    geocoder?: boolean;
    /**
     * A folder holding a copy of the bundle (app.js) and of public/: serving from it
     * keeps a long run steady while another `remix build` replaces public/build.
     */
    snapshot?: string;
    /** A DB binding that is not a database at all: every query throws. */
    brokenDb?: boolean;
    /**
     * Migrates a database only as far as the migration before this one, unseeded (the
     * seed writes today's tables); `migrate()` then applies it and every later one.
     */
    migratedBefore?: string;
    /** Opens workerd's V8 inspector on this port (CPU profiles: scripts/profile.ts). */
    inspectorPort?: number;
    /**
     * Requests arrive as https://, as Cloudflare hands them to the Worker in
     * production (Miniflare reads the URL the client used from MF-Original-URL).
     */
    https?: boolean;
    /**
     * Serves the database and photo bucket wrangler keeps in this folder (`--persist-to`),
     * as they are: no migrations or seed applied (scripts/backup.ts and restore.ts work on it).
     */
    persistTo?: string;
    /** Outgoing mail for claims: Miniflare's send_email binding CLAIM_MAIL, its messages kept by this log. */
    claimMail?: SentMail;
    /** Outgoing mail for digests: Miniflare's send_email binding DIGEST_MAIL, its messages kept by this log. */
    digestMail?: SentMail;
    /** With digestMail: the only addresses DIGEST_MAIL reaches, as a binding restricted to verified destinations; any other send throws. */
    digestMailTo?: string[];
  } = {},
) {
  const standIn = options.standIn ? await startStandIn() : null;
  const geocoder = options.geocoder ? await startGeocoderStandIn() : null;
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const snapshot = options.snapshot;
  const mf = miniflare({
    ...workerOptions,
    ...(snapshot ? { assets: { ...workerOptions.assets!, directory: join(snapshot, 'public') } } : {}),
    name: 'fort-worth-eats',
    modules: workerModules(snapshot ?? 'dist'),
    modulesRoot: snapshot ?? 'dist',
    bindings: {
      ...TEST_VARS,
      // The suite's instant (tests/support/suite-clock.ts), unless the test pins its own.
      ...(process.env.TEST_NOW ? { TEST_NOW: process.env.TEST_NOW } : {}),
      ...(standIn ? { FACEBOOK_STANDIN_URL: standIn.origin } : {}),
      ...(geocoder ? { GEOCODER_URL: `${geocoder.origin}/geocoder` } : {}),
      ...(options.claimMail ? { CLAIM_MAIL_FROM: 'claims@fortwortheats.example' } : {}),
      ...(options.digestMail ? { DIGEST_MAIL_FROM: 'digests@fortwortheats.example' } : {}),
      ...options.vars,
      ...(options.brokenDb ? { DB: { broken: true } } : {}),
    },
    // One log keeps what either binding sent (a test boots with one of them).
    ...(options.claimMail || options.digestMail
      ? {
          email: { send_email: [...(options.claimMail ? [{ name: 'CLAIM_MAIL' }] : []), ...(options.digestMail ? [{ name: 'DIGEST_MAIL', ...(options.digestMailTo ? { allowed_destination_addresses: options.digestMailTo } : {}) }] : [])] },
          log: (options.claimMail ?? options.digestMail)!,
        }
      : {}),
    ...(options.brokenDb || options.persistTo ? {} : { d1Databases: { DB: 'test-db' } }),
    ...(options.persistTo ? { resourcePersistencePath: join(options.persistTo, 'v3') } : {}),
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
  });
  const url = await onRealClock(() => mf.ready);
  const db = options.brokenDb ? (null as unknown as D1Database) : ((await mf.getD1Database('DB')) as unknown as D1Database);
  if (!options.brokenDb && !options.persistTo) {
    await runAll(db, migrationStatements({ before: options.migratedBefore }));
    if (options.seed !== false && !options.migratedBefore) await runAll(db, await seedStatements());
  }
  const served = url.origin;
  const origin = options.https ? served.replace(/^http:/, 'https:') : served;
  return {
    mf,
    db,
    origin,
    /** Applies the migrations left out by `migratedBefore`, as `wrangler d1 migrations apply` would. */
    async migrate() {
      if (options.migratedBefore) await runAll(db, migrationStatements({ from: options.migratedBefore }));
    },
    /** The Facebook stand-in's origin, when started with `standIn: true`. */
    standInOrigin: standIn?.origin ?? null,
    /** A real HTTP request to the running Worker; redirects are not followed. */
    fetch(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (options.https && !headers.has('MF-Original-URL')) headers.set('MF-Original-URL', new URL(path, origin).toString());
      return fetch(new URL(path, served), { redirect: 'manual', ...init, headers });
    },
    /**
     * Resolves once the edge cache holds `path`'s shared copy: the Worker stores it after
     * answering (ctx.waitUntil), so a test that wants a HIT, or wants to know the Worker's
     * writes have caught up, waits for the entry itself. Fails after `timeout` ms.
     */
    async edgeCached(path: string, timeout = 10_000) {
      const caches = await mf.getCaches();
      const deadline = Date.now() + timeout;
      for (;;) {
        const row = await db.prepare('SELECT content_generation AS generation FROM site_state').first<{ generation: number }>();
        const entry = await caches.default.match(edgeCacheKey(new Request(new URL(path, served)), row?.generation ?? 0).url);
        // Read to the end rather than cancel: cancelling a body that came through Miniflare's
        // proxy can reject inside Miniflare after the test has moved on (an unhandled error).
        if (entry) return void (await entry.arrayBuffer());
        if (Date.now() > deadline) throw new Error(`The edge cache never stored ${path} within ${timeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Drops a page from the edge cache, as publishing will, so the next request renders it. */
    async purge(path: string) {
      const caches = await mf.getCaches();
      const row = await db.prepare('SELECT content_generation AS generation FROM site_state').first<{ generation: number }>();
      await caches.default.delete(edgeCacheKey(new Request(new URL(path, served)), row?.generation ?? 0).url);
    },
    dispose: async () => {
      await mf.dispose();
      await standIn?.dispose();
      await geocoder?.dispose();
    },
  };
}
