import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * The map above a list of places, in Chromium on a phone: drawn without scripts, each
 * pin a tap target of the site's size that opens its place, with JavaScript off and on.
 */
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe.each(JS_MODES)('the map of places with $name', (mode) => {
  it.each(['/', '/restaurants/barbeque', '/search?q=tacos'])('on %s opens the place a pin names', async (path) => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await settle(page, mode);
    const map = page.getByRole('group', { name: /^Map of \d+ places?/ });
    await expect.poll(() => map.isVisible()).toBe(true);
    const pins = map.getByRole('link');
    expect(await pins.count()).toBeGreaterThan(1);
    // A pin for one place (not a group), named by its number and the place's name, a target a thumb can hit.
    const pin = map.getByRole('link', { name: /^\d+\. / }).first();
    const [, number, name] = (await pin.evaluate((a) => a.querySelector('title')!.textContent!)).match(/^(\d+)\. (.+)$/)!;
    const box = (await pin.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // The card with the same number is the same place.
    const card = page.locator(`[data-map-number="${number}"]`).locator('xpath=..');
    expect((await card.getByRole('link').textContent())!.trim()).toBe(name);
    const href = (await pin.getAttribute('href'))!;
    await pin.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(name);
    await context.close();
  });
});
