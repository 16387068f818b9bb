import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, TEST_VARS, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * "Follow this search" on the narrowest phone (320 CSS pixels), JavaScript off and on:
 * the button fits under the filters, pressing it lands on the page giving the feed, and
 * that page never scrolls sideways, however long the feed's address.
 */
const NARROWEST = { width: 320, height: 640 };
const FOLLOWED = 'priceLevel=2&neighborhood=Near+Southside&has=vegan';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(JS_MODES)('following a search at 320 px with $name', (mode) => {
  it('follows from the listing and shows the feed address without scrolling sideways', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize(NARROWEST);
    await page.goto(`/?${FOLLOWED}`);
    await settle(page, mode);
    expect(await sideways(page)).toBe(0);

    await page.getByRole('button', { name: 'Follow this search' }).click();
    await page.waitForURL(`**/follow?${FOLLOWED}`);
    await settle(page, mode);
    // With scripts on, the address changes a moment before the new page is drawn.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Follow this search');
    await expect(page.getByText('Vegan · $$ · Near Southside').isVisible()).resolves.toBe(true);
    const address = page.getByRole('textbox', { name: 'Feed address' });
    await expect(address.inputValue()).resolves.toBe(`${TEST_VARS.PUBLIC_ORIGIN}/feeds/follow.xml?${FOLLOWED}`);
    const field = (await address.boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(NARROWEST.width);
    expect(await sideways(page)).toBe(0);

    await page.goto(`/es/follow?${FOLLOWED}`);
    await settle(page, mode);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sigue esta búsqueda');
    expect(await sideways(page)).toBe(0);
    await context.close();
  });
});
