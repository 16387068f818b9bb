import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch } from '../support/client';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { readMessage, SentMail } from '../support/sent-mail';

/**
 * Issue 44's whole path in Chromium with JavaScript off: Ana follows "Vegan · $$ · Near
 * Southside" and saves a place it holds; Erin publishes a new matching place and changes
 * the saved place's hours; the search's feed carries both. Ana confirms a digest by the
 * link in the mail, gets one digest with both changes, unsubscribes with the one POST a
 * mail provider sends, and gets nothing more.
 */
const OFF = JS_MODES.find((mode) => !mode.javaScriptEnabled)!;
const FOLLOWED = 'priceLevel=2&neighborhood=Near+Southside&has=vegan';
const INBOX = 'ana@inbox.example';

let app: TestApp;
let browser: Browser;
const mail = new SentMail();
let saved: { id: number; name: string; slug: string };
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true, digestMail: mail }), launchBrowser()]);
  // A place the search holds: vegan, $$, Near Southside (the demo's facts may not have one; the
  // cron takes this state as the place's own before anyone follows).
  saved = (await app.db
    .prepare("SELECT id, name, slug FROM restaurants WHERE neighborhood = 'Near Southside' AND price_level = 2 AND closed_at IS NULL ORDER BY id LIMIT 1")
    .first<{ id: number; name: string; slug: string }>())!;
  await app.db
    .prepare("INSERT OR REPLACE INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, 'vegan', 'yes', '2026-11-01')")
    .bind(saved.id)
    .run();
  await cron();
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

async function cron() {
  await (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
}

async function signIn(page: Page, person: string, to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, OFF);
}

/** The week passes: Ana's digest is due. */
const weekPasses = () =>
  app.db.prepare("UPDATE digest_subscriptions SET next_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE email = ?").bind(INBOX).run();

describe('following a search, JavaScript off', () => {
  it('carries a new place and a saved place’s new hours in the feed and in one digest, and nothing after unsubscribing', async () => {
    // Ana follows the search from the listing and saves a place it holds.
    const ana = await newPage(browser, OFF, app.origin);
    await signIn(ana.page, 'Ana Morales', `/?${FOLLOWED}`);
    const card = ana.page.locator('#results article').filter({ has: ana.page.getByRole('heading', { name: saved.name }) });
    await card.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect
      .poll(() => ana.page.locator('#results article').filter({ hasText: saved.name }).getByRole('button', { name: 'Remove from Favorites' }).count())
      .toBe(1);
    await ana.page.getByRole('button', { name: 'Follow this search' }).click();
    await ana.page.waitForURL(`**/follow?${FOLLOWED}`);
    await expect(ana.page.getByText('Vegan · $$ · Near Southside').isVisible()).resolves.toBe(true);
    const feedUrl = new URL(await ana.page.getByRole('textbox', { name: 'Feed address' }).inputValue());

    // She asks for it by e-mail and confirms by the mailed link's button.
    await ana.page.getByLabel('E-mail address').fill(INBOX);
    await ana.page.getByRole('button', { name: 'E-mail me a digest' }).click();
    await expect.poll(() => ana.page.getByText('Check your inbox').count()).toBeGreaterThan(0);
    const confirmation = readMessage((await mail.next()).raw);
    const confirmLink = new URL(/https?:\/\/\S+\/digests\/confirm\/[A-Za-z0-9_-]+/.exec(confirmation.text)![0]);
    await ana.page.goto(confirmLink.pathname);
    await ana.page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => ana.page.getByText('Your digest is on.').count()).toBeGreaterThan(0);
    await ana.context.close();

    // Erin publishes a new matching place and changes the saved place's Tuesday hours.
    const erin = await newPage(browser, OFF, app.origin);
    await signIn(erin.page, 'Erin Editor', '/admin/restaurants/new');
    await erin.page.getByLabel('Name', { exact: true }).fill('Verdant Table');
    await erin.page.getByLabel('Cuisine', { exact: true }).selectOption({ label: 'Vegetarian' });
    await erin.page.getByLabel('Price level').selectOption('2');
    await erin.page.getByLabel('Neighbourhood').fill('Near Southside');
    await erin.page.getByLabel('Description', { exact: true }).fill('Seasonal vegan plates and natural wine on Magnolia, with a shaded patio.');
    await erin.page.getByLabel('Tuesday').fill('11am-9pm');
    await erin.page.locator('summary', { hasText: 'Dietary' }).click();
    await erin.page.getByLabel('Vegan dishes', { exact: true }).selectOption('yes');
    await erin.page.getByRole('button', { name: 'Save and publish' }).click();
    await expect.poll(() => erin.page.getByText('Restaurant added').count()).toBeGreaterThan(0);

    await erin.page.goto(`/admin/restaurants/${saved.id}`);
    await erin.page.getByLabel('Tuesday').fill('7am-2pm');
    await erin.page.getByRole('button', { name: 'Save and publish' }).click();
    await expect.poll(() => erin.page.getByText('Changes saved').count()).toBeGreaterThan(0);
    await erin.context.close();

    // The feed carries both, as a feed reader fetches it.
    const feed = await (await strangerFetch(app, `${feedUrl.pathname}${feedUrl.search}`)).text();
    expect(feed).toContain('New: Verdant Table');
    expect(feed).toContain(`Hours changed: ${saved.name}`);

    // A week later one digest carries both; the next run sends nothing more.
    await weekPasses();
    await cron();
    const digest = await mail.next();
    const parts = readMessage(digest.raw);
    for (const part of [parts.text, parts.html]) {
      expect(part).toContain('Verdant Table');
      expect(part).toContain(saved.name);
    }
    const sent = mail.count;
    await cron();
    expect(mail.count).toBe(sent);

    // One POST, as a mail provider sends it: no cookie, no page.
    const unsubscribe = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(digest.raw)![1]!);
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const answer = await strangerFetch(app, unsubscribe.pathname, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(answer.status).toBe(200);

    // The place changes again and a week passes: nothing is sent.
    await app.db.prepare('UPDATE opening_hours SET closes_minute = closes_minute + 60 WHERE restaurant_id = ?').bind(saved.id).run();
    await weekPasses();
    await cron();
    expect(mail.count).toBe(sent);
  });
});
