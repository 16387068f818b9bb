import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * The installable, offline-capable app (public/sw.js, public/manifest.webmanifest,
 * app/components/install-button.tsx). A service worker and the install offer
 * exist only with JavaScript, so these scenarios run with JavaScript on; the
 * site without JavaScript is covered by every other browser test.
 */
const JS_ON = JS_MODES.find((m) => m.javaScriptEnabled)!;

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

async function restaurant(where = 'ORDER BY id LIMIT 1') {
  const row = await app.db
    .prepare(`SELECT id, slug, name, phone, address FROM restaurants WHERE phone IS NOT NULL AND address IS NOT NULL ${where}`)
    .first<{ id: number; slug: string; name: string; phone: string; address: string }>();
  return row!;
}

/** Opens the home page and waits until the offline worker controls it. */
async function withWorker(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/');
  await settle(page, JS_ON);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** The paths the worker has saved for offline use. */
function savedPaths(page: Page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('fwe-pages-'));
    const paths: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
}

/** The built files the worker has saved for offline use. */
function savedAssetPaths(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((n) => n.startsWith('fwe-assets-')) ?? 'fwe-assets-none');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

async function savedPagesText(page: Page) {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith('fwe-pages-'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(await (await cache.match(request))!.text());
    }
    return texts.join('\n');
  });
}

describe('the offline-capable app with JavaScript on', () => {
  // A phone in a dead zone or on a Wi-Fi without internet often still says it is online
  // (and some Chromium builds keep navigator.onLine true under emulated offline): the
  // app must not depend on it.
  it.each([
    { network: 'the browser reports it offline', reportsOnline: false },
    { network: 'the browser still reports it online', reportsOnline: true },
  ])('registers the worker, keeps a visited restaurant for offline use, and shows the offline page for a page never visited ($network)', async ({ reportsOnline }) => {
    const place = await restaurant();
    const { context } = await newPage(browser, JS_ON, app.origin, { serviceWorkers: 'allow' });
    if (reportsOnline) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
    const page = await withWorker(context);

    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, JS_ON);
    await expect.poll(() => savedPaths(page), { timeout: 10_000 }).toContain(`/restaurant/${place.slug}`);
    // The worker also keeps the scripts of the screens this page links to (News among them).
    // The page carries the whole route manifest, News among its routes.
    let news: { module: string; imports?: string[] } | undefined;
    await expect
      .poll(async () => (news = await page.evaluate(() => (window as any).__remixManifest.routes['routes/news'])), { timeout: 10_000 })
      .toBeTruthy();
    await expect.poll(() => savedAssetPaths(page), { timeout: 10_000 }).toContain(news!.module);
    // Once News's own script is kept, so is every script it imports: otherwise Remix, unable
    // to load it offline, reloads the current page and the tap below seems to do nothing.
    expect(await savedAssetPaths(page)).toEqual(expect.arrayContaining(news!.imports ?? []));

    await context.setOffline(true);
    const response = await page.goto(`/restaurant/${place.slug}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(place.name);
    // In a dead zone the diner can still call and find the place.
    await expect(page.getByRole('link', { name: place.phone }).first().getAttribute('href')).resolves.toMatch(/^tel:/);
    await expect(page.getByText(place.address).first().isVisible()).resolves.toBe(true);

    const never = await page.goto('/recipes');
    expect(never?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("You're offline");
    // The offline page lists what is saved: the restaurant opens from there.
    const saved = page.getByRole('region', { name: 'Saved on this device' });
    await saved.getByRole('link', { name: new RegExp(place.name) }).click();
    await page.waitForURL(`**/restaurant/${place.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(place.name);

    // A client-side navigation (Remix asks for JSON) also ends on the offline page, not an error screen.
    await settle(page, JS_ON);
    await page.getByRole('navigation', { name: /Main/ }).getByRole('link', { name: 'News' }).first().click();
    await page.waitForURL('**/news');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("You're offline");

    await context.setOffline(false);
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Recipes');
    await context.close();
  });

  it('shows a Spanish page never visited offline as the Spanish offline page, and an English one as the English', async () => {
    const { context } = await newPage(browser, JS_ON, app.origin, { serviceWorkers: 'allow' });
    const page = await withWorker(context);
    await context.setOffline(true);
    const spanish = await page.goto('/es/recipes');
    expect(spanish?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Estás sin conexión');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    await expect(page.getByRole('link', { name: 'Intentar de nuevo' }).isVisible()).resolves.toBe(true);
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("You're offline");
    await context.close();
  });

  it('registers the worker from a review served without scripts, downloads no app JavaScript there, and keeps it offline', async () => {
    const { context, page } = await newPage(browser, JS_ON, app.origin, { serviceWorkers: 'allow' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/review/coopers-bbq');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(scripts).toEqual([]);
    await expect.poll(() => savedPaths(page), { timeout: 10_000 }).toContain('/review/coopers-bbq');

    await context.setOffline(true);
    const response = await page.goto('/review/coopers-bbq');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Cooper/);
    await context.close();
  });

  it("keeps the signed-in diner's favourites' pages for offline use, and never their own HTML", async () => {
    const favourite = await restaurant('ORDER BY id DESC LIMIT 1');
    const { context } = await newPage(browser, JS_ON, app.origin, { serviceWorkers: 'allow' });
    const page = await withWorker(context);

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
    await page.getByRole('button', { name: 'Continue as Priya Shah' }).click();
    await page.waitForURL(`${app.origin}/**`);
    await settle(page, JS_ON);
    const saved = await context.request.post(`/api/restaurants/${favourite.id}/favorite`, { headers: { Origin: app.origin } });
    expect(await saved.json()).toEqual({ restaurantId: favourite.id, isFavorite: true });

    await page.goto('/favorites');
    await settle(page, JS_ON);
    await expect(page.getByRole('heading', { name: favourite.name }).first().isVisible()).resolves.toBe(true);
    await expect.poll(() => savedPaths(page), { timeout: 10_000 }).toContain(`/restaurant/${favourite.slug}`);
    // Signed-in pages are private: none is kept, and no saved page carries the diner's name.
    expect(await savedPaths(page)).not.toContain('/favorites');
    expect(await savedPagesText(page)).not.toContain('Priya Shah');

    await context.setOffline(true);
    await page.goto(`/restaurant/${favourite.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(favourite.name);
    await expect(page.getByRole('link', { name: favourite.phone }).first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the install button only when the browser offers installation, and hides it after the answer', async () => {
    const { context } = await newPage(browser, JS_ON, app.origin, { serviceWorkers: 'allow' });
    const page = await withWorker(context);
    const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    expect(await install.count()).toBe(0);

    // What Chromium does when the site is installable: offer it with beforeinstallprompt.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      const w = window as unknown as { __prompted: number; __answer: (v: unknown) => void };
      w.__prompted = 0;
      Object.assign(offer, {
        prompt: async () => {
          w.__prompted++;
        },
        userChoice: new Promise((resolve) => (w.__answer = resolve)),
      });
      window.dispatchEvent(offer);
    });
    await install.waitFor();
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted: number }).__prompted), { timeout: 5_000 }).toBe(1);
    // Still there (and busy) while the browser's prompt is open.
    await expect(install.isDisabled()).resolves.toBe(true);
    await page.evaluate(() => (window as unknown as { __answer: (v: unknown) => void }).__answer({ outcome: 'dismissed', platform: 'web' }));
    await install.waitFor({ state: 'detached' });
    await context.close();
  });

  it('is installable by Chromium (no installability errors; the check behind Lighthouse 11 installable-manifest)', async () => {
    const { context } = await newPage(browser, JS_ON, app.origin, { serviceWorkers: 'allow' });
    const page = await withWorker(context);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${app.origin}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A fresh Playwright context is off the record, which alone makes Chromium refuse installation.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });
});
