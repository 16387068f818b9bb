import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { JS_MODES } from '../support/browser';
import { clickAndWait, launchFirefox, newFirefoxPage, pageText, pageUrl, settle } from '../support/firefox';

/**
 * Issue 42: every link under "For businesses" in the footer leads, in stock Firefox ESR with
 * JavaScript off, to a page that answers and says what it is for (signed out, as a first-time
 * owner arrives).
 */
let app: TestApp;
let browser: Browser;
const mode = JS_MODES[0];
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchFirefox(mode)]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await app?.dispose();
});

const LINKS = [
  { text: 'Claim your business', path: '/business/claim', says: 'Find your restaurant' },
  { text: 'Business login', path: '/business', says: 'Continue with Facebook' },
  { text: 'Add a restaurant', path: '/add-a-restaurant', says: 'Send suggestion' },
  { text: 'Advertise with us', path: '/advertise', says: 'never paid for' },
];

describe('the footer’s links for businesses in Firefox, JavaScript off', () => {
  it.each(LINKS)('“$text” opens $path', async ({ text, path, says }) => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/`);
    await settle(page, mode);
    await clickAndWait(page, { selector: 'footer a', text });
    expect((await pageUrl(page)).pathname).toBe(path);
    expect(await pageText(page)).toContain(says);
    await context.close();
  });
});
