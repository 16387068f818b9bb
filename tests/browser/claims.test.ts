import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { signedInClient } from '../support/client';
import { createRestaurant } from '../support/factories';
import { lynxDump } from '../support/text-browser';

/**
 * Issue 42 item 2 in Chromium, JavaScript off and on: an owner finds "Own this place?" on
 * the listing, signs in, gets a field wrong, claims and reads the code once; an editor
 * refuses a wrong code and approves with the right one; the owner's business page and the
 * listing show it. And the claim form as lynx reads it.
 */
let app: TestApp;
let browser: Browser;
let cuisineId: number;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  cuisineId = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'mexican'").first<number>('id'))!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

const PEOPLE = ['Ana Morales', 'Ben Carter'];

describe.each(JS_MODES.map((mode, i) => ({ mode, person: PEOPLE[i]! })))('claiming a listing, $mode.name', ({ mode, person }) => {
  it('goes from "Own this place?" to an owner the desk approved with the code', async () => {
    const place = await createRestaurant(app.db, { cuisineId, name: `Owner's Tacos ${mode.javaScriptEnabled ? 'On' : 'Off'}`, phone: '(817) 555-0177' });
    const owner = await newPage(browser, mode, app.origin);
    const page = owner.page;
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);
    await page.getByRole('link', { name: 'Own this place?' }).click();
    await page.waitForURL(`**/restaurant/${place.slug}/claim`);
    await settle(page, mode);
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('button', { name: `Continue as ${person}` }).click();
    await page.waitForURL(`${app.origin}/restaurant/${place.slug}/claim`);
    await settle(page, mode);

    await page.getByLabel('Your name').fill(person);
    await page.getByLabel('A phone to reach you').fill('(682) 555-0101');
    await page.getByLabel('An e-mail to reach you').fill('me@personal.example');
    await page.getByRole('button', { name: 'Send my claim' }).click();
    // The role left out: the page says so by the field and keeps what was typed.
    await expect.poll(() => page.getByText('Say what you do at the place').count()).toBe(1);
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe(person);
    await expect(page.getByLabel('A phone to reach you').inputValue()).resolves.toBe('(682) 555-0101');
    await page.getByLabel('Your role at the place').fill('Owner');
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await expect.poll(() => page.getByText('An editor will call (817) 555-0177 and ask for this code').count()).toBe(1);
    const code = (await page.locator('p.font-mono').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);

    const desk = await newPage(browser, mode, app.origin);
    await desk.page.goto('/admin');
    await settle(desk.page, mode);
    await desk.page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await desk.page.getByRole('button', { name: 'Continue as Erin Editor' }).click();
    await desk.page.waitForURL(`${app.origin}/admin`);
    await settle(desk.page, mode);
    await desk.page.getByRole('navigation', { name: "Editors' desk" }).getByRole('link', { name: 'Claims' }).click();
    await desk.page.waitForURL('**/admin/claims');
    await settle(desk.page, mode);
    const card = () => desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('heading', { name: place.name }) });
    // With JavaScript the address changes before the claims arrive: wait for them.
    await expect.poll(() => card().getByText(`${person}, Owner`).count()).toBe(1);
    await card().getByLabel('Code heard on (817) 555-0177').fill(code === '000000' ? '111111' : '000000');
    await card().getByRole('button', { name: /^Approve/ }).click();
    await expect.poll(() => card().getByText('That is not this claim’s code').count()).toBe(1);
    await card().getByLabel('Code heard on (817) 555-0177').fill(code);
    await card().getByRole('button', { name: /^Approve/ }).click();
    await expect.poll(() => desk.page.getByText(`${person} manages ${place.name}`).count()).toBe(1);

    await page.goto('/');
    await settle(page, mode);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Business login' }).click();
    await page.waitForURL('**/business');
    await expect(page.getByRole('region', { name: 'Your places' }).getByRole('link', { name: place.name }).getAttribute('href')).resolves.toBe(`/business/${place.slug}`);
    await page.goto(`/restaurant/${place.slug}`);
    await expect(page.getByText('Managed by its owner').count()).resolves.toBe(1);
    await owner.context.close();
    await desk.context.close();
  });
});

describe('the claim form in lynx', () => {
  it('reads as labelled fields and says how the claim is checked', async () => {
    const place = await createRestaurant(app.db, { cuisineId, name: 'Lynx Cantina', phone: '(817) 555-0188' });
    const dale = await signedInClient(app, '10004');
    const dump = lynxDump(await (await dale.get(`/restaurant/${place.slug}/claim`)).text());
    expect(dump).toContain('an editor calls (817) 555-0188 and asks for your code');
    for (const label of ['Your name', 'Your role at the place', 'A phone to reach you', 'An e-mail to reach you']) expect(dump).toMatch(new RegExp(`${label} _{3,}`));
    expect(dump).toContain('Send my claim');
  });
});
