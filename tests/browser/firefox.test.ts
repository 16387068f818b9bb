import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOMPUTE_RATINGS_SQL } from '~/db/rating-sql';
import { startApp, type TestApp } from '../support/app';
import { JS_MODES } from '../support/browser';
import { click, clickAndWait, headerSignedInAs, launchFirefox, newFirefoxPage, pageText, pageUrl, settle, shows, typeInto, waitUntil, type Mode, type Target } from '../support/firefox';

/**
 * The diner's main tasks in stock Firefox ESR, JavaScript off and on: signing in
 * after browsing signed out, a favourite, a review, the contact form. What a
 * diner notices is asserted on what the page shows, never on how it is built.
 */

let app: TestApp;
let place: { id: number; slug: string; name: string };
beforeAll(async () => {
  app = await startApp({ standIn: true });
  place = (await app.db
    .prepare("SELECT id, slug, name FROM restaurants WHERE closed_at IS NULL AND slug = 'panther-city-bbq'")
    .first<typeof place>())!;
});
afterAll(async () => {
  await app?.dispose();
});
// Each test starts with no diners but the sample ones (their favourites and reviews go with them).
beforeEach(async () => {
  await app.db.batch([app.db.prepare("DELETE FROM users WHERE facebook_id NOT LIKE 'sample:%'"), app.db.prepare(RECOMPUTE_RATINGS_SQL)]);
});

/** Presses a sign-in button on the page, picks the person at the stand-in's dialog, and comes back. */
async function signIn(page: Page, mode: Mode, button: Target, person: string) {
  await settle(page, mode);
  await click(page, button);
  await waitUntil(async () => page.url().startsWith(`${app.standInOrigin}/`), "the stand-in's dialog");
  await clickAndWait(page, { selector: 'button', text: `Continue as ${person}` });
  // The callback redirects back to the site.
  await waitUntil(async () => page.url().startsWith(`${app.origin}/`), 'the way back to the site');
  await settle(page, mode);
}

const HEADER_LOGIN = { selector: 'body > header form[action="/auth/facebook"] button[type="submit"]' };
const PAGE_LOGIN = { selector: 'main form[action="/auth/facebook"] button[type="submit"]' };

/** A form's submit: with JavaScript the page stays and answers in place; without, a new page loads. */
async function submit(page: Page, mode: Mode, target: Target) {
  if (mode.javaScriptEnabled) await click(page, target);
  else await clickAndWait(page, target);
}

/** How far below the sticky header's bottom edge an element's top is (negative: hidden under it). */
function clearOfHeader(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const header = document.querySelector('body > header')!.getBoundingClientRect().bottom;
    return document.querySelector(sel)!.getBoundingClientRect().top - header;
  }, selector);
}

describe.each(JS_MODES)('Firefox with $name', (mode) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchFirefox(mode);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in after pages were seen signed out, and every next load is the signed-in page', async () => {
    const { context, page } = await newFirefoxPage(browser);
    // Browsed signed out first: these are the copies a browser may have kept.
    await page.goto(`${app.origin}/`);
    await page.goto(`${app.origin}/restaurant/${place.slug}`);
    expect(await pageText(page)).toContain('Sign in with Facebook to write a review');
    await page.goto(`${app.origin}/`);
    expect(await headerSignedInAs(page)).toBeNull();

    await signIn(page, mode, HEADER_LOGIN, 'Ana Morales');
    expect((await pageUrl(page)).pathname).toBe('/');
    expect(await headerSignedInAs(page)).toBe('Ana Morales');
    expect(await pageText(page)).toContain("You've been successfully logged in");

    // The next loads of pages seen signed out show the signed-in page, not a stored copy.
    await page.goto(`${app.origin}/`);
    expect(await headerSignedInAs(page)).toBe('Ana Morales');
    await page.goto(`${app.origin}/restaurant/${place.slug}`);
    await settle(page, mode);
    expect(await headerSignedInAs(page)).toBe('Ana Morales');
    const signedIn = await pageText(page);
    expect(signedIn).not.toContain('Sign in with Facebook to write a review');
    expect(signedIn).toContain('Your review');

    // And back: signing out shows the signed-out page on the next load.
    await click(page, { selector: 'body > header summary[aria-label="Account menu for Ana Morales"]' });
    await submit(page, mode, { selector: 'body > header form[action="/auth/logout"] button', text: 'Sign out' });
    await waitUntil(async () => (await headerSignedInAs(page)) === null && (await pageUrl(page)).pathname === '/', 'the signed-out home page');
    await page.goto(`${app.origin}/restaurant/${place.slug}`);
    expect(await headerSignedInAs(page)).toBeNull();
    expect(await pageText(page)).toContain('Sign in with Facebook to write a review');
    await context.close();
  });

  it("opens a page of diners' reviews with its heading and count clear of the sticky header", async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/restaurant/${place.slug}`);
    await settle(page, mode);
    if (!mode.javaScriptEnabled) {
      // A new page lands at the list; with JavaScript the list changes in place and the page keeps still.
      await clickAndWait(page, { selector: 'nav[aria-label="Sort reviews"] a', text: 'Highest rated' });
      expect((await pageUrl(page)).hash).toBe('#reviews');
      expect(await clearOfHeader(page, '#reviews')).toBeGreaterThanOrEqual(0);
    }
    await page.goto(`${app.origin}/restaurant/${place.slug}?reviewsPage=2#reviews`);
    await settle(page, mode);
    expect(await clearOfHeader(page, '#reviews')).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it('adds a favourite from the restaurant page and lists it under Favorites', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/auth/facebook?redirectTo=${encodeURIComponent(`/restaurant/${place.slug}`)}`);
    await signIn(page, mode, PAGE_LOGIN, 'Ben Carter');
    expect((await pageUrl(page)).pathname).toBe(`/restaurant/${place.slug}`);

    await submit(page, mode, { selector: '#quick-actions button', text: 'Add to Favorites' });
    await shows(page, '#quick-actions button[aria-pressed="true"]', 'Remove from Favorites');
    // With JavaScript the heart flips before the server answers: let the answer and its revalidation land first.
    await waitUntil(
      () =>
        app.db
          .prepare("SELECT 1 AS saved FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.name = 'Ben Carter' AND f.restaurant_id = ?")
          .bind(place.id)
          .first<{ saved: number }>(),
      'the favourite to be saved',
    );
    if (mode.javaScriptEnabled) await page.waitForNetworkIdle({ idleTime: 300 });
    if (!mode.javaScriptEnabled) {
      // The redirect comes back to the Quick Actions, with their heading in view below the header.
      expect((await pageUrl(page)).hash).toBe('#quick-actions');
      expect(await clearOfHeader(page, '#actions-heading')).toBeGreaterThanOrEqual(0);
    }

    await page.goto(`${app.origin}/favorites`);
    expect(await pageText(page)).toContain(place.name);
    await context.close();
  });

  it('posts a review, which must have a rating, and shows it on the page', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/restaurant/${place.slug}`);
    await signIn(page, mode, { selector: '#write-review button', text: 'Sign in with Facebook' }, 'Priya Shah');
    // Back from sign-in at the review form, clear of the header.
    expect((await pageUrl(page)).hash).toBe('#write-review');
    expect(await clearOfHeader(page, '#write-review')).toBeGreaterThanOrEqual(0);

    // No star chosen: the form says so and keeps the words.
    const words = 'Peppery brisket, soft white bread and a line that moved faster than we feared.';
    await typeInto(page, '#write-review textarea', words);
    await submit(page, mode, { selector: '#write-review button[type="submit"]', text: 'Post Review' });
    await shows(page, '#write-review', 'Please choose a rating from 1 to 5 stars');
    expect(await page.evaluate(() => document.querySelector<HTMLTextAreaElement>('#write-review textarea')!.value)).toBe(words);

    await click(page, { selector: '#write-review label', text: '4 stars' });
    await submit(page, mode, { selector: '#write-review button[type="submit"]', text: 'Post Review' });
    await shows(page, 'details.toast', 'Review posted');
    await shows(page, 'li', words);
    const row = await app.db
      .prepare('SELECT r.rating FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.name = ? AND r.restaurant_id = ?')
      .bind('Priya Shah', place.id)
      .first<{ rating: number }>();
    expect(row?.rating).toBe(4);
    await context.close();
  });

  it('sends a contact message: an invalid one keeps what was typed, a valid one says it was sent', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/contact`);
    await settle(page, mode);
    // The browser's own check would stop a bad address before it is sent; this is about the server's answer.
    await page.evaluate(() => document.querySelector('form[action="/contact"]')!.setAttribute('novalidate', ''));
    await typeInto(page, 'form[action="/contact"] [name="name"]', 'Dana Diner');
    await typeInto(page, 'form[action="/contact"] [name="email"]', 'not-an-address');
    await typeInto(page, 'form[action="/contact"] [name="message"]', 'Please add the new taqueria on Hemphill.');
    await submit(page, mode, { selector: 'form[action="/contact"] button[type="submit"]', text: 'Send Message' });
    await shows(page, 'form[action="/contact"]', 'Please enter a valid email address');
    expect(await page.evaluate(() => document.querySelector<HTMLTextAreaElement>('[name="message"]')!.value)).toBe(
      'Please add the new taqueria on Hemphill.',
    );
    // The field the form sends the diner to is not under the sticky header.
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
    if (focused) expect(await clearOfHeader(page, `[name="${focused}"]`)).toBeGreaterThanOrEqual(0);

    await page.evaluate(() => document.querySelector<HTMLInputElement>('[name="email"]')!.select());
    await page.keyboard.type('dana@example.com');
    await submit(page, mode, { selector: 'form[action="/contact"] button[type="submit"]', text: 'Send Message' });
    await shows(page, 'details.toast', 'Message sent successfully!');
    // What was sent is gone from the form; the page says it went.
    expect(await page.evaluate(() => document.querySelector<HTMLTextAreaElement>('[name="message"]')!.value)).toBe('');
    await context.close();
  });
});
