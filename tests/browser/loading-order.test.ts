import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * On a slow phone the hero picture and the stylesheet get the connection first;
 * the page's scripts follow once it has painted (the Worker holds them,
 * app/utils/scripts-after-hero.ts; the root's starter releases them).
 * The hero is held back here as a slow connection would, to make the order visible.
 */
const RESTAURANT = '/restaurant/coopers-old-time-pit-barbque';
const HERO = '**/images/restaurants/coopers-old-time-pit-barbque.svg';
const HERO_DELAY_MS = 1500;

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

async function loadWithSlowHero(mode: (typeof JS_MODES)[number]) {
  const { context, page } = await newPage(browser, mode, app.origin);
  const events: { what: 'script asked' | 'hero asked' | 'hero arrived'; at: number }[] = [];
  await page.route(HERO, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HERO_DELAY_MS));
    await route.continue();
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/build\/.*\.js$/.test(pathname)) events.push({ what: 'script asked', at: Date.now() });
    if (pathname.endsWith('/images/restaurants/coopers-old-time-pit-barbque.svg')) events.push({ what: 'hero asked', at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/images/restaurants/coopers-old-time-pit-barbque.svg')) events.push({ what: 'hero arrived', at: Date.now() });
  });
  await page.goto(RESTAURANT);
  await settle(page, mode);
  return { context, page, events };
}

describe('what a slow phone loads first on a restaurant page', () => {
  it('with JavaScript on, asks for the hero first and for no script until it has arrived, then hydrates', async () => {
    const { context, page, events } = await loadWithSlowHero(JS_MODES[1]);
    expect(events.findIndex((e) => e.what === 'hero asked')).toBe(0);
    const heroAt = events.find((e) => e.what === 'hero arrived')?.at;
    const scriptTimes = events.filter((e) => e.what === 'script asked').map((e) => e.at);
    expect(heroAt).toBeDefined();
    expect(scriptTimes.length).toBeGreaterThan(5);
    expect(Math.min(...scriptTimes)).toBeGreaterThanOrEqual(heroAt!);
    // Hydrated: the favourite button now works through the router, the page was not reloaded.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(await page.locator('script[type="text/x-hydration"]').count()).toBe(0);
    expect(await page.locator('link[rel="modulepreload"][media]').count()).toBe(0);
    await context.close();
  });

  it('with JavaScript off, downloads none of the scripts it could not run', async () => {
    const { context, page, events } = await loadWithSlowHero(JS_MODES[0]);
    expect(events.some((e) => e.what === 'hero arrived')).toBe(true);
    expect(events.filter((e) => e.what === 'script asked')).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Cooper');
    await context.close();
  });
});
