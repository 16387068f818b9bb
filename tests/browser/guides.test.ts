import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/** Erin writes a guide in the desk on her phone and publishes it; a reader opens it from /guides. */
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

const PHONE = { width: 390, height: 844 };

async function signInAsErin(page: Page, mode: (typeof JS_MODES)[number], to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Continue as Erin Editor' }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, mode);
}

/** How far the page scrolls sideways: 0 when nothing overflows the phone's width. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(JS_MODES)('guides with $name', (mode) => {
  it('are written, previewed and published in the desk on a phone, and read from /guides', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const title = `Hot dogs after the game (${mode.name})`;

    await signInAsErin(page, mode, '/admin/guides/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New guide' }).count()).resolves.toBe(1);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Summary (one line for cards and feeds)').fill('Three stops for a bite after a night at Dickies Arena.');
    await page.getByLabel(/Intro in Markdown/).fill('Close to the arena and **open late**.');
    const rows = page.locator('section[aria-labelledby="places-heading"] fieldset');
    const picks = [
      ['fat-shack', 'Smash burgers until three on the weekend.'],
      ['vaquero-burrito-window', 'The breakfast burrito is the one to get, at any hour.'],
      ['nightjar-chicken-biscuits', 'Hot tenders on a biscuit, with slaw to cool it down.'],
    ];
    for (const [i, [slug, note]] of picks.entries()) {
      await rows.nth(i).getByLabel('Restaurant').fill(slug!);
      await rows.nth(i).getByLabel(/^Note/).fill(note!);
    }
    // The third goes first: its position is 1.
    await rows.nth(2).getByLabel('Position').fill('1');

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Preview: not saved, readers cannot see this' }).count()).toBe(1);
    const preview = page.locator('section[aria-labelledby="preview-heading"]');
    // First in the numbered list (an <ol>: the browser numbers it).
    const firstPlace = await preview.locator('h2#guide-places + ol > li').first().textContent();
    expect(firstPlace).toContain('Nightjar Chicken & Biscuits');
    expect(firstPlace).toContain('Hot tenders');
    expect(await sideways(page)).toBe(0);
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/admin\/guides\/\d+$/);
    await settle(page, mode);
    await expect.poll(() => page.getByText('Published: readers see it now').count()).toBe(1);

    await page.goto('/guides');
    await settle(page, mode);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/guides\/hot-dogs-after-the-game/);
    await settle(page, mode);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const places = page.locator('section[aria-labelledby="guide-places"] ol > li');
    await expect(places.count()).resolves.toBe(3);
    await expect(places.first().getByRole('link').textContent()).resolves.toBe('Nightjar Chicken & Biscuits');
    expect(await sideways(page)).toBe(0);
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');
    await places.first().getByRole('link').click();
    await page.waitForURL(/\/restaurant\/nightjar-chicken-biscuits/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
