import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * Issue 42, item 1 in Chromium without JavaScript: a diner finds "Add a restaurant" in the
 * footer and suggests a place, forgetting at first to say they are a diner; an editor
 * accepts it from the desk and lands in the new draft's editor; the diner's profile says so.
 */
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

const mode = JS_MODES[0];

async function signIn(page: Page, person: string, to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, mode);
}

describe('suggesting a place, JavaScript off', () => {
  it('goes from the footer to a draft listing in the desk and back to the diner’s profile', async () => {
    const diner = await newPage(browser, mode, app.origin);
    await signIn(diner.page, 'Ana Morales', '/');
    await diner.page.getByRole('contentinfo').getByRole('link', { name: 'Add a restaurant' }).click();
    await diner.page.waitForURL('**/add-a-restaurant');
    await diner.page.getByLabel('Name').fill('Tres Hermanas Taqueria');
    await diner.page.getByLabel('Street address').fill('2100 N Main St, Fort Worth, TX 76164');
    await diner.page.getByLabel('Cuisine').selectOption({ label: 'Mexican' });
    await diner.page.getByLabel('Phone (optional)').fill('817-555-0142');
    await diner.page.getByLabel('Opening hours, as you would write them (optional)').fill('Mon-Sat 7am-3pm, Sun closed');
    await diner.page.getByRole('button', { name: 'Send suggestion' }).click();

    // Nothing chosen for who they are: the page says so and keeps what was typed.
    await expect.poll(() => diner.page.getByText("Say whether you own or work here, or you're a diner").count()).toBe(1);
    await expect(diner.page.getByLabel('Name').inputValue()).resolves.toBe('Tres Hermanas Taqueria');
    await expect(diner.page.getByLabel('Phone (optional)').inputValue()).resolves.toBe('817-555-0142');
    await diner.page.getByLabel("I'm a diner").check();
    await diner.page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect.poll(() => diner.page.getByText('your suggestion is with the editors').count()).toBe(1);

    const desk = await newPage(browser, mode, app.origin);
    await signIn(desk.page, 'Erin Editor', '/admin/suggestions');
    const card = desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('heading', { name: 'Tres Hermanas Taqueria' }) });
    await expect(card.getByText('A diner, signed in').count()).resolves.toBe(1);
    await card.getByRole('button', { name: 'Accept as a draft' }).click();
    await desk.page.waitForURL(/\/admin\/restaurants\/\d+$/);
    await expect(desk.page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Tres Hermanas Taqueria');
    await expect(desk.page.getByLabel('Tuesday').inputValue()).resolves.toBe('07:00-15:00');

    await diner.page.goto('/profile');
    const mine = diner.page.getByRole('region', { name: 'Places you suggested' });
    await expect(mine.getByText('Accepted: the editors are completing its listing').count()).resolves.toBe(1);
    await diner.context.close();
    await desk.context.close();
  });
});
