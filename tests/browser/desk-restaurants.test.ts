import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/** Erin, an editor, fixes a restaurant's phone in the desk and finds it at once on its page. */
let app: TestApp;
let browser: Browser;
let place: { id: number; slug: string };
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  place = (await app.db.prepare('SELECT id, slug FROM restaurants ORDER BY id LIMIT 1 OFFSET 5').first<{ id: number; slug: string }>())!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

async function signInAsErin(page: Page, mode: (typeof JS_MODES)[number], to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Continue as Erin Editor' }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, mode);
}

describe.each(JS_MODES)('the restaurant desk with $name', (mode) => {
  it('fixes a phone that readers see at once, and a bad day of hours comes back with its message and the text typed', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const phone = mode.javaScriptEnabled ? '(817) 555-0161' : '(817) 555-0160';
    // A reader's cached copy of the page exists before the fix.
    await (await browser.newContext({ baseURL: app.origin })).newPage().then((reader) => reader.goto(`/restaurant/${place.slug}`));

    await signInAsErin(page, mode, `/admin/restaurants/${place.id}`);
    await page.getByLabel('Tuesday').fill('lunch only');
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect.poll(() => page.getByText('Tuesday: write hours like 11am-9pm, 11-2, 5-9 or 17:00-02:00').count()).toBe(1);
    await expect(page.getByLabel('Phone').inputValue()).resolves.toBe(phone);
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByLabel('Tuesday').fill('11:00-22:00');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect.poll(() => page.getByText('Changes saved').count()).toBeGreaterThan(0);

    const reader = await (await browser.newContext({ baseURL: app.origin, javaScriptEnabled: mode.javaScriptEnabled })).newPage();
    await reader.goto(`/restaurant/${place.slug}`);
    await expect(reader.getByText(phone).first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
