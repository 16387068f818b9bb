import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/** Erin, an editor, writes a news article in the desk, previews it, publishes it and finds it on /news. */
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
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

/** axe-core's findings on a desk page (the signed-in header included). */
async function deskViolations(page: Page) {
  return axeViolations(page);
}

describe.each(JS_MODES)('the article desk with $name', (mode) => {
  it('writes, previews and publishes a news article that readers find at once on /news', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const title = `Taco trucks line up on Hemphill (${mode.name})`;

    await signInAsErin(page, mode, '/admin/articles/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New article' }).count()).resolves.toBe(1);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Intro (shown larger under the title)').fill('Six trucks, one corner, every Thursday.');
    await page
      .getByLabel(/Body in Markdown/)
      .fill('## Where to start\n\nThe **al pastor** comes off the trompo.\n\n<b>typed tags stay text</b>');

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Preview: not saved, readers cannot see this' }).count()).toBe(1);
    const preview = page.locator('section[aria-labelledby="preview-heading"]');
    await expect(preview.getByRole('heading', { level: 2, name: 'Where to start' }).count()).resolves.toBe(1);
    await expect(preview.locator('strong', { hasText: 'al pastor' }).count()).resolves.toBe(1);
    await expect(preview.getByText('<b>typed tags stay text</b>').count()).resolves.toBe(1);
    // The form with its preview meets WCAG 2.2 AA (axe-core runs where the page's scripts may).
    if (mode.javaScriptEnabled) expect(describeViolations(await deskViolations(page))).toBe('');
    // What was typed is still in the form.
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/admin\/articles\/\d+$/);
    await settle(page, mode);
    await expect.poll(() => page.getByText('Published: readers see it now').count()).toBe(1);
    await page.goto('/admin/articles?status=published');
    await settle(page, mode);
    await expect(page.getByRole('link', { name: title }).count()).resolves.toBe(1);
    if (mode.javaScriptEnabled) expect(describeViolations(await deskViolations(page))).toBe('');

    await page.goto('/news');
    await settle(page, mode);
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(/\/article\/taco-trucks-line-up-on-hemphill/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(problems).toEqual([]);
    await context.close();
  });
});
