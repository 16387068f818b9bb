import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe.each(JS_MODES)('the sign-in page with $name', (mode) => {
  it('stays the sign-in page once the app has loaded, and signs in back to where the diner was', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/auth/facebook?redirectTo=%2Frecipes');
    await settle(page, mode);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    await expect(page.getByText('Login failed').count()).resolves.toBe(0);
    if (mode.javaScriptEnabled) {
      await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBe('true');
    }
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('button', { name: 'Continue as Ana Morales' }).click();
    await page.waitForURL(`${app.origin}/recipes`);
    await expect.poll(() => page.getByText("You've been successfully logged in").isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Account menu for Ana Morales').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each(JS_MODES)('signing in after browsing signed out, with $name', (mode) => {
  it('shows the signed-in page on the next load of every page seen before, not a stored copy', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const slug = (await app.db.prepare("SELECT slug FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1").first<{ slug: string }>())!.slug;
    await page.goto(`/restaurant/${slug}`);
    await expect(page.getByText('Sign in with Facebook to write a review').count()).resolves.toBe(1);
    await page.goto('/');
    await settle(page, mode);

    await page.locator('body > header').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Continue as Ben Carter' }).click();
    await page.waitForURL(`${app.origin}/`);
    await expect.poll(() => page.getByLabel('Account menu for Ben Carter').count()).toBe(1);

    for (const path of ['/', `/restaurant/${slug}`]) {
      await page.goto(path);
      await settle(page, mode);
      await expect(page.getByLabel('Account menu for Ben Carter').count(), path).resolves.toBe(1);
    }
    await expect(page.getByText('Sign in with Facebook to write a review').count()).resolves.toBe(0);
    await expect(page.getByText('Your review', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
