import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { makeOwner, userIdOf } from '../support/owners';

/**
 * Ana owns a listing: she changes Saturday's hours and a fact on her page, and a diner
 * sees both on the restaurant page at once, each marked "Updated by the owner".
 * Another listing's page refuses her. With JavaScript off and on, in Chromium.
 */
let app: TestApp;
let browser: Browser;
let places: Array<{ id: number; slug: string }>;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  places = (await app.db.prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 ORDER BY id LIMIT 3').all<{ id: number; slug: string }>()).results;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

async function signInAsAna(page: Page, mode: (typeof JS_MODES)[number], to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Continue as Ana Morales' }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, mode);
}

describe.each(JS_MODES)('the owner\'s page with $name', (mode) => {
  it('changes Saturday\'s hours and a fact that diners see at once, and is refused on another listing', async () => {
    const place = places[mode.javaScriptEnabled ? 1 : 0]!;
    const other = places[2]!;
    await app.db.prepare("DELETE FROM restaurant_facts WHERE restaurant_id = ? AND fact = 'accessible-restroom'").bind(place.id).run();
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // A diner's cached copy of the page exists before the change.
    const reader = await (await browser.newContext({ baseURL: app.origin, javaScriptEnabled: mode.javaScriptEnabled })).newPage();
    await reader.goto(`/restaurant/${place.slug}`);
    await expect(reader.getByText('Updated by the owner').count()).resolves.toBe(0);

    // Ana signs in once (so she has an account), then an editor's approval makes her the owner.
    await signInAsAna(page, mode, '/');
    await makeOwner(app.db, { restaurantId: place.id, userId: await userIdOf(app.db, '10001') });
    await page.goto(`/business/${place.slug}`);
    await settle(page, mode);
    await page.getByLabel('Saturday').fill('9am-11pm');
    await page.getByLabel('Accessible restroom').selectOption('yes');
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');
    await page.getByRole('button', { name: 'Save and show now' }).click();
    await expect.poll(() => page.getByText('Diners see it now.').count()).toBeGreaterThan(0);

    await reader.goto(`/restaurant/${place.slug}`);
    await settle(reader, mode);
    const hours = reader.locator('section[aria-labelledby="hours-heading"]');
    await expect(hours.getByRole('row', { name: /Saturday/ }).innerText()).resolves.toMatch(/9 AM\s*–\s*11 PM/);
    await expect(hours.getByText('Updated by the owner').isVisible()).resolves.toBe(true);
    const facts = reader.locator('section[aria-labelledby="good-to-know-heading"]');
    await expect(facts.getByRole('listitem').filter({ hasText: 'Accessible restroom' }).innerText()).resolves.toContain('Updated by the owner');

    const refused = await page.goto(`/business/${other.slug}`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: '403 Owners only' }).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
