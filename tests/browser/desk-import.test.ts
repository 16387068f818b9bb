import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import type { HoursRow } from '~/utils/hours';
import { formatDayHours } from '~/utils/hours-text';

/**
 * Erin brings listings in from a spreadsheet: a bad row comes back with its row,
 * column and message and nothing written; the fixed sheet goes in at once; the
 * export she downloads, chosen again, changes nothing.
 */
let app: TestApp;
let browser: Browser;
let place: { id: number; name: string; cuisine: string; price: number; neighborhood: string; description: string };
let friday: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  place = (await app.db
    .prepare(
      `SELECT r.id, r.name, c.name AS cuisine, r.price_level AS price, r.neighborhood, r.description
       FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id ORDER BY r.id LIMIT 1 OFFSET 3`,
    )
    .first<typeof place>())!;
  const week = (await app.db.prepare('SELECT weekday, opens_minute AS opensMinute, closes_minute AS closesMinute FROM opening_hours WHERE restaurant_id = ?').bind(place.id).all<HoursRow>()).results;
  friday = formatDayHours(week, 5);
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

const cell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
const sheet = (name: string, price: string, phone: string) =>
  '\ufeff' +
  [
    'id,name,cuisine,price_level,neighbourhood,description,phone,friday',
    // Row 2: a listing as it is, but for its phone.
    [place.id, place.name, place.cuisine, place.price, place.neighborhood, place.description, phone, friday].map(cell).join(','),
    // Row 3: a new listing; a quoted comma, quotes and a line break in its description, cuisine by key.
    `,"${name}",italian,${price},Cultural District,"Hand-rolled pasta, ""cacio e pepe"" and more.\r\nWalk-ins welcome.",(817) 555-0150,"17:00-22:00, 22:30-02:00"`,
  ].join('\r\n') +
  '\r\n';

async function choose(page: Page, mode: (typeof JS_MODES)[number], text: string) {
  await page.getByLabel(/^Sheet \(|Choose the sheet again/).setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Preview the import' }).click();
  await page.getByRole('heading', { name: /Preview of listings\.csv|Preview of export/ }).waitFor();
  await settle(page, mode);
}

describe.each(JS_MODES)('importing listings with $name', (mode) => {
  it('shows a bad row by row, column and message, applies the fixed sheet, and an export chosen again changes nothing', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const name = `Pasta Sheet ${mode.javaScriptEnabled ? 'On' : 'Off'}`;
    const phone = mode.javaScriptEnabled ? '(817) 555-0171' : '(817) 555-0170';
    await signInAsErin(page, mode, '/admin/restaurants');
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await page.waitForURL(`${app.origin}/admin/restaurants/import`);
    await settle(page, mode);

    const bad = sheet(name, 'cheap', phone);
    await choose(page, mode, bad);
    const table = page.getByRole('table').first();
    await expect.poll(() => table.innerText()).toMatch(/3\s+price_level\s+Write the price level as 1 to 4/);
    await expect(page.getByRole('button', { name: /^Apply/ }).count()).resolves.toBe(0);
    expect(await app.db.prepare('SELECT count(*) AS n FROM restaurants WHERE name = ?').bind(name).first('n')).toBe(0);
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');

    await choose(page, mode, bad.replace(',cheap,', ',$$,'));
    await page.getByRole('button', { name: 'Apply: add 1, update 1' }).click();
    await page.waitForURL(`${app.origin}/admin/restaurants`);
    await expect.poll(() => page.getByText('1 added, 1 updated').count()).toBeGreaterThan(0);

    const reader = await (await browser.newContext({ baseURL: app.origin, javaScriptEnabled: mode.javaScriptEnabled })).newPage();
    await reader.goto(`/restaurant/pasta-sheet-${mode.javaScriptEnabled ? 'on' : 'off'}`);
    await expect(reader.getByText('Hand-rolled pasta, "cacio e pepe" and more.').first().isVisible()).resolves.toBe(true);

    // The export, downloaded and chosen again as it is.
    await page.getByRole('link', { name: 'Export' }).click();
    await page.waitForURL(`${app.origin}/admin/export`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Restaurant listings (CSV)' }).click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    await page.goto('/admin/restaurants/import');
    await settle(page, mode);
    await page.getByLabel(/^Sheet \(/).setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
    await page.getByRole('button', { name: 'Preview the import' }).click();
    await page.getByRole('heading', { name: 'Preview of export.csv' }).waitFor();
    const total = (await app.db.prepare('SELECT count(*) AS n FROM restaurants').first<number>('n'))!;
    await expect(page.getByText(`0 to add, 0 to update, ${total} unchanged`).count()).resolves.toBe(1);
    await expect(page.getByText('there is nothing to import').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
