import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe.each(JS_MODES)('the site shell with $name', (mode) => {
  it('shows the home page with the header links in the spec order, Guides after Reviews (issue 33)', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/');
    await settle(page, mode);
    await expect(page.title()).resolves.toContain('Fort Worth Eats');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels).toEqual(['Home', 'Restaurants', 'Reviews', 'Guides', 'Recipes', 'News', 'Favorites', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("Discover Fort Worth's Best Eats");
    await expect(page.getByRole('searchbox').first().getAttribute('placeholder')).resolves.toBe('Search for restaurants, cuisine...');
    await context.close();
  });

  it('follows a header link and highlights the current page', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await settle(page, mode);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    const current = page.getByRole('navigation', { name: 'Main', exact: true }).locator('[aria-current="page"]');
    await expect.poll(() => current.textContent()).toBe('Contact');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Page Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(app.origin + '/');
    await context.close();
  });
});
