import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

type Mode = (typeof JS_MODES)[number];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const NAV = ['Home', 'Restaurants', 'Reviews', 'Guides', 'Recipes', 'News', 'Favorites', 'Contact'];

let app: TestApp;
let browser: Browser;
let restaurantPath: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  restaurantPath = `/restaurant/${(await app.db.prepare('SELECT slug FROM restaurants ORDER BY length(name) DESC LIMIT 1').first<string>('slug'))!}`;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});
// Each test starts with no diners (their favourites go with them).
beforeEach(async () => {
  await app.db.prepare('DELETE FROM users').run();
});

async function open(mode: Mode, viewport: { width: number; height: number }) {
  const { context, page } = await newPage(browser, mode, app.origin);
  await page.setViewportSize(viewport);
  return { context, page };
}

async function visit(page: Page, mode: Mode, path: string) {
  await page.goto(path);
  await settle(page, mode);
}

async function signIn(page: Page, mode: Mode) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
  await page.getByRole('button', { name: 'Continue as Ana Morales' }).click();
  await page.waitForURL(`${app.origin}/**`);
  await settle(page, mode);
}

/** The mean difference per colour channel (0-255) of two screenshots of the same size, measured in a canvas. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const difference = await page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(bitmap, 0, 0);
        return context2d.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([pixels(first!), pixels(second!)]);
      if (x.length !== y.length) return 255;
      let sum = 0;
      for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
      return sum / x.length;
    },
    [a.toString('base64'), b.toString('base64')],
  );
  await context.close();
  return difference;
}

/** The share of a screenshot's pixels that stand out from its top-left corner (the background): the ink drawn on it. */
async function inkShare(png: Buffer): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const share = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context2d = canvas.getContext('2d')!;
    context2d.drawImage(bitmap, 0, 0);
    const data = context2d.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      const distance = Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!);
      if (distance > 120) ink++;
    }
    return ink / (data.length / 4);
  }, png.toString('base64'));
  await context.close();
  return share;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const headerHeight = (page: Page) => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe.each(JS_MODES)('layout with $name', (mode) => {
  it('never scrolls sideways on a phone or a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await open(mode, viewport);
      for (const path of ['/', '/restaurants/steak', '/restaurants/seafood', restaurantPath, '/?view=list']) {
        await visit(page, mode, path);
        expect(await sideways(page), `${path} at ${viewport.width}px`).toBe(0);
      }
      await context.close();
    }
  });

  it('shows all eight header links on a desktop, and one tap away in the menu on a phone', async () => {
    const desktop = await open(mode, DESKTOP);
    await visit(desktop.page, mode, '/');
    const wide = desktop.page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link');
    await expect(wide.allTextContents()).resolves.toEqual(NAV);
    for (const link of await wide.all()) await expect(link.isVisible()).resolves.toBe(true);
    await desktop.context.close();

    const { context, page } = await open(mode, PHONE);
    await visit(page, mode, '/recipes');
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
    const links = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual(NAV);
    for (const link of await links.all()) {
      const b = (await link.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(links.getByText('Recipes').evaluate((a) => a.getAttribute('aria-current'))).resolves.toBe('page');
    await links.getByText('Contact').click();
    await page.waitForURL('**/contact');
    await context.close();
  });

  it('draws a signed-in diner at 36 px, with the header no taller than signed out and the profile link reachable', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await open(mode, viewport);
      await visit(page, mode, '/');
      const signedOut = await headerHeight(page);
      await signIn(page, mode);
      const avatar = await box(page, 'header [data-avatar]');
      expect([avatar.width, avatar.height]).toEqual([36, 36]);
      expect(await headerHeight(page)).toBeLessThanOrEqual(signedOut);
      expect(await sideways(page)).toBe(0);
      // "Your Profile" opens above the search row, and a click lands on it.
      await page.getByLabel('Account menu for Ana Morales').click();
      await page.getByRole('link', { name: 'Your Profile' }).click();
      await page.waitForURL('**/profile');
      const large = await box(page, 'main [data-avatar]');
      expect([large.width, large.height]).toEqual([96, 96]);
      await context.close();
    }
  });

  it('shows the placeholder where a restaurant picture fails to load', async () => {
    const { context, page } = await open(mode, DESKTOP);
    const picture = page.locator('#results article img').first();
    // What the placeholder looks like in that frame: the picture served as the placeholder file.
    await page.route('**/images/restaurants/**', (route) => route.fulfill({ path: 'public/images/placeholder-restaurant.svg', contentType: 'image/svg+xml' }));
    await visit(page, mode, '/');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const placeholder = await picture.screenshot({ animations: 'disabled' });

    await page.unroute('**/images/restaurants/**');
    await page.route('**/images/restaurants/**', (route) => route.abort());
    await visit(page, mode, '/');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    const failed = await picture.screenshot({ animations: 'disabled' });
    // Scaled as a background instead of as the image: the same picture, give or take anti-aliasing.
    expect(await meanDifference(placeholder, failed)).toBeLessThan(4);
    await context.close();
  });

  it('keeps the page still while it loads and JavaScript takes over: no layout shift', async () => {
    const { context, page } = await open(mode, PHONE);
    await page.addInitScript(() => {
      // Chromium offers installation on its own clock, not the page's: that offer (and the header's
      // Install button it brings, tests/browser/offline.test.ts) is kept out of a test of loading.
      window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true);
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
          shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', restaurantPath]) {
      await visit(page, mode, path);
      // With JavaScript the carousel gains its buttons once React runs.
      if (mode.javaScriptEnabled && path === '/') await page.getByRole('button', { name: 'Next restaurants' }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
    }
    await context.close();
  });

  it('draws the icons in the text colour, in a Windows contrast theme too, and fills the heart once saved', async () => {
    const { context, page } = await open(mode, PHONE);
    await visit(page, mode, '/');
    const card = page.locator('#results article').first();
    const heart = card.getByRole('button', { name: 'Add to Favorites' }).locator('.icon');
    const pin = card.locator('p .icon').first();
    const outline = await inkShare(await heart.screenshot());
    expect(outline).toBeGreaterThan(0.15);
    expect(await inkShare(await pin.screenshot())).toBeGreaterThan(0.15);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await inkShare(await heart.screenshot())).toBeGreaterThan(0.15);
    await page.emulateMedia({ forcedColors: 'none' });

    await signIn(page, mode);
    const saved = page.locator('#results article').first().getByRole('button', { name: 'Add to Favorites' });
    await saved.click();
    const filled = page.locator('#results article').first().getByRole('button', { name: 'Remove from Favorites' }).locator('.icon');
    // With JavaScript the heart fills at once and its card re-renders when the save lands: look again until it holds still.
    await expect.poll(async () => inkShare(await filled.screenshot()), { timeout: 10_000 }).toBeGreaterThan(outline * 1.5);
    await context.close();
  });

  it('lands on the results after Apply Filters and a sort', async () => {
    const { context, page } = await open(mode, PHONE);
    await visit(page, mode, '/');
    await page.getByLabel('Cuisine').selectOption('barbeque');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/\?cuisine=barbeque/);
    // The first result's top is in view, below the sticky header.
    const inView = async () => {
      const b = (await page.locator('#results article').first().boundingBox())!;
      return b.y >= (await headerHeight(page)) && b.y < PHONE.height - 100;
    };
    if (!mode.javaScriptEnabled) expect(new URL(page.url()).hash).toBe('#results');
    await expect.poll(inView).toBe(true);
    await expect(page.locator('#results article').first().getByText('Barbeque').isVisible()).resolves.toBe(true);

    await page.getByRole('navigation', { name: 'Sort restaurants' }).getByRole('link', { name: 'Most Reviewed' }).click();
    await page.waitForURL(/sort=reviews/);
    if (!mode.javaScriptEnabled) expect(new URL(page.url()).hash).toBe('#results');
    await expect.poll(inView).toBe(true);
    await context.close();
  });

  it('shows list view on a phone as compact rows: picture left, text right', async () => {
    const { context, page } = await open(mode, PHONE);
    await visit(page, mode, '/?view=list');
    const card = page.locator('#results article').first();
    const picture = (await card.locator('img').boundingBox())!;
    const title = (await card.getByRole('heading').boundingBox())!;
    expect(picture.width).toBeLessThan(PHONE.width / 3);
    expect(title.x).toBeGreaterThan(picture.x + picture.width);
    expect(title.y).toBeLessThan(picture.y + picture.height);
    await context.close();
  });
});

describe('a heart without JavaScript', () => {
  it('comes back to its card', async () => {
    const mode = JS_MODES[0];
    const { context, page } = await open(mode, PHONE);
    await visit(page, mode, '/');
    await signIn(page, mode);
    const card = page.locator('#results article').nth(4);
    const id = (await card.getAttribute('id'))!;
    await card.getByRole('button', { name: 'Add to Favorites' }).click();
    await page.waitForURL(`**/#${id}`);
    // In view, below the sticky header.
    const header = await headerHeight(page);
    const top = async () => (await page.locator(`#${id}`).boundingBox())!.y;
    await expect.poll(top).toBeGreaterThanOrEqual(header);
    await expect.poll(top).toBeLessThan(PHONE.height / 2);
    await expect(page.locator(`#${id}`).getByRole('button', { name: 'Remove from Favorites' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('a heart with JavaScript', () => {
  it('keeps the page where it is', async () => {
    const mode = JS_MODES[1];
    const { context, page } = await open(mode, PHONE);
    await visit(page, mode, '/');
    await signIn(page, mode);
    const card = page.locator('#results article').nth(4);
    await card.scrollIntoViewIfNeeded();
    const before = (await card.boundingBox())!.y;
    await card.getByRole('button', { name: 'Add to Favorites' }).click();
    await card.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
    await expect.poll(() => app.db.prepare('SELECT count(*) AS n FROM favorites').first('n')).toBe(1);
    await page.waitForLoadState('load');
    // Polled: on a busy machine the revalidated list may still be rendering at the first look.
    await expect.poll(async () => Math.abs(((await card.boundingBox())?.y ?? Infinity) - before)).toBeLessThan(2);
    await context.close();
  });
});

describe('a heart with JavaScript whose request never reaches the server', () => {
  it('leaves the page as it was and says so in a toast', async () => {
    const mode = JS_MODES[1];
    const { context, page } = await open(mode, DESKTOP);
    await visit(page, mode, '/');
    // With JavaScript the heart posts to the route's data address (?_data=routes/resources.favorite).
    await page.route((url) => url.pathname === '/resources/favorite' && url.searchParams.has('_data'), (route) => route.abort('internetdisconnected'));
    const card = page.locator('#results article').first();
    await card.getByRole('button', { name: 'Add to Favorites' }).click();
    const toast = page.locator('details.toast[open]');
    await toast.getByText('Favorites not updated').waitFor();
    await expect(toast.textContent()).resolves.toContain('We could not reach the server');
    await expect(page.getByText('Connection Issue').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Popular Restaurants' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Apply Filters' }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Add to Favorites' }).getAttribute('aria-pressed')).resolves.toBe('false');
    await context.close();
  });
});
