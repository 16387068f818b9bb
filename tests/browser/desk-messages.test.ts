import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/** Erin clears a flood of junk from the desk's messages: select all, delete, with JavaScript off and on. */
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

let ip = 0;
async function send(message: string) {
  const res = await app.fetch('/contact', {
    method: 'POST',
    body: new URLSearchParams({ name: 'Sender', email: 'sender@example.com', message, website: '' }),
    headers: { 'CF-Connecting-IP': `192.0.2.${++ip}` },
  });
  expect(res.status).toBe(302);
}

async function signInAsErin(page: Page, mode: (typeof JS_MODES)[number], to: string) {
  await page.goto(`/auth/facebook?redirectTo=${encodeURIComponent(to)}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Continue as Erin Editor' }).click();
  await page.waitForURL(`${app.origin}${to}`);
  await settle(page, mode);
}

describe.each(JS_MODES)('the messages desk with $name', (mode) => {
  it('selects every junk message on the page and deletes them, leaving the real one', async () => {
    await app.db.exec('DELETE FROM contact_messages');
    await send('Please list the taco truck on Magnolia.');
    for (let i = 0; i < 4; i++) await send('Cheap backlinks for your site at https://spam.example today');
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await signInAsErin(page, mode, '/admin/messages?view=junk');
    const boxes = page.getByRole('checkbox', { name: /Sender/ });
    await expect(boxes.count()).resolves.toBe(4);
    await page.getByRole('link', { name: 'Select all on this page' }).click();
    await expect.poll(async () => (await Promise.all((await boxes.all()).map((box) => box.isChecked()))).every(Boolean)).toBe(true);
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect.poll(() => page.getByText('4 messages deleted').count()).toBe(1);
    await expect(page.getByText('Nothing looks like junk.').count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Inbox (1)' }).click();
    await expect.poll(() => page.getByText('Please list the taco truck on Magnolia.').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
