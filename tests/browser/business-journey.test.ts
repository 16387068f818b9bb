import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * Issue 42's whole path, in Chromium with JavaScript off and on: a diner suggests a place,
 * an editor accepts and publishes it, its owner claims it and gets a code, the editor
 * approves with the code heard on the listing's phone, the owner changes Saturday's hours
 * and a fact, the restaurant page shows both with "Updated by the owner" at once, and the
 * owner is refused on another listing.
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

async function signIn(page: Page, mode: (typeof JS_MODES)[number], person: string, to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, mode);
}

describe.each(JS_MODES)('from a suggestion to an owner keeping the listing, JavaScript $name', (mode) => {
  it('shows the owner’s Saturday hours and fact at once, and refuses them another listing', async () => {
    const place = `Tres Hermanas Taqueria ${mode.name}`;
    const slug = place.toLowerCase().replaceAll(' ', '-');

    // A diner suggests the place.
    const diner = await newPage(browser, mode, app.origin);
    await signIn(diner.page, mode, 'Ana Morales', '/add-a-restaurant');
    await diner.page.getByLabel('Name').fill(place);
    await diner.page.getByLabel('Street address').fill('2100 N Main St, Fort Worth, TX 76164');
    await diner.page.getByLabel('Cuisine').selectOption({ label: 'Mexican' });
    await diner.page.getByLabel('Phone (optional)').fill('817-555-0142');
    await diner.page.getByLabel('Opening hours, as you would write them (optional)').fill('Mon-Sat 7am-3pm, Sun closed');
    await diner.page.getByLabel("I'm a diner").check();
    await diner.page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect.poll(() => diner.page.getByText('your suggestion is with the editors').count()).toBe(1);
    await diner.context.close();

    // The editor accepts it and publishes the listing with a description.
    const desk = await newPage(browser, mode, app.origin);
    await signIn(desk.page, mode, 'Erin Editor', '/admin/suggestions');
    const card = desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('heading', { name: place }) });
    await card.getByRole('button', { name: 'Accept as a draft' }).click();
    await desk.page.waitForURL(/\/admin\/restaurants\/\d+$/);
    await settle(desk.page, mode);
    await desk.page.getByLabel('Description').fill('Breakfast tacos on hand-pressed tortillas, a short walk from the Stockyards.');
    await desk.page.getByLabel('Neighbourhood').fill('Northside');
    await desk.page.getByRole('button', { name: 'Save and publish' }).click();
    await expect.poll(() => desk.page.getByText('Changes saved').count()).toBeGreaterThan(0);

    // Its owner claims it from the restaurant page and is shown a code once.
    const owner = await newPage(browser, mode, app.origin);
    await owner.page.goto(`/restaurant/${slug}`);
    await settle(owner.page, mode);
    await owner.page.getByRole('link', { name: 'Own this place?' }).click();
    await owner.page.waitForURL(`**/restaurant/${slug}/claim`);
    await settle(owner.page, mode);
    await owner.page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await owner.page.getByRole('button', { name: 'Continue as Dale Whitfield' }).click();
    await owner.page.waitForURL(`${app.origin}/restaurant/${slug}/claim`);
    await settle(owner.page, mode);
    await owner.page.getByLabel('Your name').fill('Dale Whitfield');
    await owner.page.getByLabel('Your role at the place').fill('Owner');
    await owner.page.getByLabel('A phone to reach you').fill('817-555-0199');
    await owner.page.getByLabel('An e-mail to reach you').fill('dale@example.com');
    await owner.page.getByRole('button', { name: 'Send my claim' }).click();
    await expect.poll(() => owner.page.getByText('Your claim is with the editors').count()).toBe(1);
    const code = (await owner.page.getByLabel(/^Your code:/).textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    await expect(owner.page.getByText(/An editor will call \(?817\)?[ -]?555-0142/).count()).resolves.toBe(1);

    // The editor calls the listing's phone, hears the code and approves: a wrong code first.
    await desk.page.goto('/admin/claims');
    await settle(desk.page, mode);
    const claim = desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('heading', { name: place }) });
    const wrong = code === '000000' ? '111111' : '000000';
    await claim.getByLabel(/^Code heard on/).fill(wrong);
    await claim.getByRole('button', { name: /^Approve/ }).click();
    await expect.poll(() => desk.page.getByText('That is not this claim’s code', { exact: false }).count()).toBeGreaterThan(0);
    const again = desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('heading', { name: place }) });
    await again.getByLabel(/^Code heard on/).fill(code);
    await again.getByRole('button', { name: /^Approve/ }).click();
    await expect.poll(() => desk.page.getByText('Approved: Dale Whitfield now manages the listing').count()).toBe(1);
    await expect(desk.page.getByText(`Dale Whitfield manages ${place} since`).count()).resolves.toBe(1);
    await desk.context.close();

    // The owner keeps the listing from /business: Saturday's hours and a fact.
    await owner.page.goto('/business');
    await settle(owner.page, mode);
    // The place, under what they manage (their approved claim also links its page).
    await owner.page.getByRole('link', { name: place }).and(owner.page.locator(`[href="/business/${slug}"]`)).click();
    await owner.page.waitForURL(`**/business/${slug}`);
    await settle(owner.page, mode);
    await owner.page.getByLabel('Saturday').fill('08:00-14:00');
    await owner.page.getByLabel('Accessible restroom').selectOption('yes');
    await owner.page.getByRole('button', { name: 'Save and show now' }).click();
    await expect.poll(() => owner.page.getByText('Diners see it now.').count()).toBeGreaterThan(0);

    // A diner, signed out, sees both at once, each marked as the owner's.
    const reader = await newPage(browser, mode, app.origin);
    await reader.page.goto(`/restaurant/${slug}`);
    await settle(reader.page, mode);
    const hours = reader.page.locator('section[aria-labelledby="hours-heading"]');
    await expect(hours.getByRole('row', { name: /Saturday/ }).innerText()).resolves.toMatch(/8 AM\s*–\s*2 PM/);
    await expect(hours.getByText('Updated by the owner').isVisible()).resolves.toBe(true);
    const facts = reader.page.locator('section[aria-labelledby="good-to-know-heading"]');
    await expect(facts.getByRole('listitem').filter({ hasText: 'Accessible restroom' }).innerText()).resolves.toContain('Updated by the owner');
    await expect(reader.page.getByText('Managed by its owner').count()).resolves.toBe(1);
    await reader.context.close();

    // And the owner is refused another listing.
    const other = await app.db.prepare("SELECT slug FROM restaurants WHERE slug NOT LIKE 'tres-hermanas-%' AND is_draft = 0 LIMIT 1").first<{ slug: string }>();
    const elsewhere = await owner.page.goto(`/business/${other!.slug}`);
    expect(elsewhere?.status()).toBe(403);
    await expect(owner.page.getByRole('heading', { name: '403 Owners only' }).isVisible()).resolves.toBe(true);
    await owner.context.close();
  });
});
