import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { PAGE_WEIGHT_TARGETS, pageWeight } from '../support/page-weight';

/**
 * Content pages are served as plain HTML without Remix's scripts (app/utils/hydration.ts):
 * a diner on a slow phone downloads no JavaScript to read a review. Pages with
 * enhancements (carousel, optimistic favourites, the contact form's states, a video
 * player) keep them. Every page registers the offline worker.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.dispose());

const scriptsOf = (html: string) => ({
  // The module script is held as a data block until the page has painted (app/utils/scripts-after-hero.ts).
  modules: (html.match(/<script[^>]*type="(?:module|text\/x-hydration)"/g) ?? []).length,
  preloads: (html.match(/rel="modulepreload"/g) ?? []).length,
  remixContext: html.includes('window.__remixContext'),
  registersOfflineWorker: /<script nonce="[^"]+">if \('serviceWorker' in navigator\)[^<]*register\('\/sw\.js'/.test(html),
});

describe('which pages ship JavaScript', () => {
  it.each([
    '/about',
    '/reviews',
    '/news',
    '/review/coopers-bbq',
    '/recipes',
    '/restaurants/barbeque',
    '/restaurant-directory',
    '/no-such-page',
  ])('serves %s without scripts, still registering the offline worker', async (path) => {
    const html = await (await app.fetch(path)).text();
    expect(scriptsOf(html)).toEqual({ modules: 0, preloads: 0, remixContext: false, registersOfflineWorker: true });
  });

  it.each(['/', '/restaurant/coopers-old-time-pit-barbque', '/contact', '/search?q=tacos', '/review/fat-shack-competition'])(
    'runs the app on %s, whose enhancements need it',
    async (path) => {
      const res = await app.fetch(path);
      expect(res.status).toBe(200);
      const found = scriptsOf(await res.text());
      expect(found.remixContext).toBe(true);
      expect(found.modules).toBeGreaterThan(0);
      expect(found.preloads).toBeGreaterThan(0);
      expect(found.registersOfflineWorker).toBe(true);
    },
  );
});

describe('the scripts of a page that runs the app', () => {
  it.each(['/', '/restaurant/coopers-old-time-pit-barbque', '/contact'])(
    'on %s are asked for by the address the asset server answers directly, and only after the page has painted',
    async (path) => {
      const html = await (await app.fetch(path)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" ([^>]*)\/>/g)].map(([, attributes]) => [
        /href="([^"]+)"/.exec(attributes!)![1]!,
        attributes!.replace(/\s*href="[^"]+"\s*/, ' ').trim(),
      ]);
      const imports = [...html.matchAll(/(?:import|from) "(\/build\/[^"]+)"/g)].map((m) => m[1]!);
      expect(preloads.length).toBeGreaterThan(0);
      // Held: a preload whose media matches nothing is not fetched until the starter clears it.
      for (const [, rest] of preloads) expect(rest).toBe('media="not all"');
      // And the module script is a data block (without async, which a data block may not
      // carry) the root's starter turns into a live copy.
      expect(html.match(/<script nonce="[^"]+" type="text\/x-hydration">/g) ?? []).toHaveLength(1);
      expect(html).not.toMatch(/<script [^>]*type="module"/);
      // Each one a 200 from the asset server, none a 307 to its percent-encoded name (one more round trip on a phone).
      for (const url of new Set([...preloads.map(([href]) => href!), ...imports])) {
        const res = await app.fetch(url, { redirect: 'manual' });
        expect(res.status, url).toBe(200);
        expect(res.headers.get('Content-Type'), url).toMatch(/javascript/);
      }
    },
  );
});


describe('the JavaScript a page runs before any interaction', () => {
  // As `npm run budget` counts it: every module the page preloads or imports, each gzipped.
  // The bare site (/contact) and the home page, whose listing is the first thing most diners use.
  it.each(['/', '/contact'])('on %s stays under the 113 KB budget (decision 056), gzipped, every file of it served', async (path) => {
    const weight = await pageWeight(app.origin, path);
    expect(weight.status).toBe(200);
    expect(weight.missing).toEqual([]);
    expect(weight.js).toBeLessThan(PAGE_WEIGHT_TARGETS.js);
  });
});
