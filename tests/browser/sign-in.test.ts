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
