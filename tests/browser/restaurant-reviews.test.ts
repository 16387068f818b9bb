import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

let app: TestApp;
let browser: Browser;
let place: { id: number; slug: string; name: string; count: number; lowest: number };
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  place = (await app.db
    .prepare(
      `SELECT r.id, r.slug, r.name, r.review_count AS count, (SELECT min(rating) FROM reviews WHERE restaurant_id = r.id) AS lowest
       FROM restaurants r ORDER BY r.review_count DESC, r.id LIMIT 1`,
    )
    .first<typeof place>())!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

const reviews = (page: Page) => page.getByRole('list', { name: `Reviews of ${place.name}` }).getByRole('listitem');
const stars = async (page: Page) =>
  (await reviews(page).locator('.sr-only', { hasText: /^Rated \d out of 5$/ }).allTextContents()).map((t) => Number(t.match(/\d/)![0]));

describe.each(JS_MODES)("reading a restaurant's reviews with $name", (mode) => {
  it('sorts lowest first and pages through them with the links', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);
    await page.getByText(`${place.count} reviews from our diners`).waitFor();
    expect(await reviews(page).count()).toBe(10);

    await page.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Lowest rated' }).click();
    await page.waitForURL(/reviews=lowest/);
    await expect.poll(async () => (await stars(page))[0]).toBe(place.lowest);
    const firstPage = await stars(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

    const pages = page.getByRole('navigation', { name: 'Review pages' });
    await pages.getByRole('link', { name: 'Next reviews' }).click();
    await page.waitForURL(/reviewsPage=2/);
    expect(page.url()).toContain('reviews=lowest');
    await pages.getByText(`page 2 of ${Math.ceil(place.count / 10)}`).waitFor();
    const secondPage = await stars(page);
    expect(secondPage.length).toBe(Math.min(10, place.count - 10));
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
    await context.close();
  });
});
