import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

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
  modules: (html.match(/<script[^>]*type="module"/g) ?? []).length,
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
