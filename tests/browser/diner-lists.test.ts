import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { startApp, type TestApp } from '../support/app';
import { copyWorkerBundle } from '../support/bundle';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * Want to go from a card and from a restaurant page, Been with a day and note, and a
 * list shared by link opened signed out: JavaScript off and on (Chromium).
 */
function snapshot() {
  const dir = join('.tmp', `lists-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  copyWorkerBundle(dir);
  cpSync('public', join(dir, 'public'), { recursive: true });
  const manifest = readFileSync(join(dir, 'app.js'), 'utf8').match(/\/build\/manifest-[A-Z0-9]+\.js/)?.[0];
  if (!manifest || !existsSync(join(dir, 'public', manifest))) throw new Error('public/build no longer matches the bundle: build and run again');
  return dir;
}

type Mode = (typeof JS_MODES)[number];
let app: TestApp;
let browser: Browser;
let copy: string;
let first: { id: number; slug: string; name: string };
let other: { id: number; slug: string; name: string };
beforeAll(async () => {
  copy = snapshot();
  [app, browser] = await Promise.all([startApp({ standIn: true, snapshot: copy }), launchBrowser()]);
  // The first card of the home listing (highest rated), and a place further down.
  first = (await app.db.prepare('SELECT id, slug, name FROM restaurants ORDER BY average_rating DESC, review_count DESC, id ASC LIMIT 1').first<typeof first>())!;
  other = (await app.db.prepare('SELECT id, slug, name FROM restaurants WHERE id <> ? AND closed_at IS NULL ORDER BY id LIMIT 1').bind(first.id).first<typeof other>())!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
  if (copy) rmSync(copy, { recursive: true, force: true });
});
beforeEach(async () => {
  await app.db.prepare("DELETE FROM users WHERE facebook_id NOT LIKE 'sample:%'").run();
});

async function signIn(page: Page, mode: Mode, person: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}/**`);
  await settle(page, mode);
}

const wantCount = () => app.db.prepare("SELECT count(*) AS n FROM list_entries WHERE list = 'want'").first<number>('n');

describe.each(JS_MODES)("diners' lists with $name", (mode) => {
  it('marks Want to go from a card and from a restaurant page, then Been with a day and note', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page, mode);
    await signIn(page, mode, 'Ana Morales');

    const card = page.locator('section[aria-labelledby="listing-heading"] article').filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
    const want = card.getByRole('button', { name: 'Want to go' });
    await expect(want.getAttribute('aria-pressed')).resolves.toBe('false');
    // With JavaScript the toggle is pressed before the server answers: the request is held until then.
    let release = () => {};
    const listEntryData = (url: URL) => url.pathname === '/resources/list-entry' && url.searchParams.has('_data');
    if (mode.javaScriptEnabled) {
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(listEntryData, async (route) => {
        await held;
        await route.continue();
      });
    }
    await want.click();
    await expect.poll(() => card.getByRole('button', { name: 'Want to go' }).getAttribute('aria-pressed')).toBe('true');
    if (mode.javaScriptEnabled) expect(await wantCount()).toBe(0);
    release();
    await expect.poll(wantCount).toBe(1);
    await page.unroute(listEntryData);
    // Without JavaScript the redirect lands back on the card.
    if (!mode.javaScriptEnabled) expect(new URL(page.url()).hash).toBe(`#restaurant-${first.id}`);

    await page.goto(`/restaurant/${other.slug}`);
    await settle(page, mode);
    const actions = page.locator('#quick-actions');
    await actions.getByRole('button', { name: 'Add to Want to go' }).click();
    await actions.getByRole('button', { name: 'Remove from Want to go' }).waitFor();
    await expect.poll(wantCount).toBe(2);
    await actions.getByRole('button', { name: 'Mark as Been' }).click();
    await actions.getByRole('button', { name: 'Remove from Been' }).waitFor();
    await settle(page, mode);

    await actions.getByText('Add the day you went and a note').click();
    await actions.getByLabel('Private note (only you see it)').fill('Go early on Saturdays');
    await actions.getByRole('button', { name: 'Save day and note' }).click();
    await page.locator('details.toast[open]').getByText('Been saved').waitFor();

    // /lists, from the account menu: numbered, with the note.
    await page.getByLabel('Account menu for Ana Morales').click();
    await page.getByRole('link', { name: 'My Lists' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Lists' }).waitFor();
    await page.getByRole('link', { name: 'Want to go (2)' }).click();
    const list = page.getByRole('list', { name: 'Want to go, numbered' });
    await list.waitFor();
    // An ordered list: the browser numbers it, the badge shows the same number.
    expect(await list.evaluate((el) => el.tagName)).toBe('OL');
    await expect(list.getByRole('listitem').first().textContent()).resolves.toMatch(new RegExp(`^${other.name}`));
    await page.getByRole('link', { name: 'Been (1)' }).click();
    await expect(page.getByRole('list', { name: 'Been, numbered' }).getByRole('listitem').first().textContent()).resolves.toContain('Go early on Saturdays');
    await context.close();
  });

  it('shares a list by link, opens it signed out, and the link stops working once revoked', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto(`/restaurant/${other.slug}`);
    await settle(page, mode);
    await signIn(page, mode, 'Ben Carter');
    await page.locator('#quick-actions').getByRole('button', { name: 'Add to Want to go' }).click();
    await page.locator('#quick-actions').getByRole('button', { name: 'Remove from Want to go' }).waitFor();
    // With JavaScript the button shows the change before the server has saved it: leaving the
    // page first would cancel the request.
    await expect.poll(wantCount).toBe(1);

    await page.goto('/lists?list=want');
    await settle(page, mode);
    await page.getByLabel('Title').fill('Ben wants to try');
    await page.getByLabel('A short note (optional)').fill('Tell me if you go first.');
    await page.getByRole('button', { name: 'Make a link' }).click();
    const link = page.locator('#share a[href*="/l/"]');
    await link.waitFor();
    // The link names the site's public origin; the test's server answers at its own.
    const url = new URL((await link.getAttribute('href'))!).pathname;

    // Someone with the link, signed out, in another browser.
    const stranger = await newPage(browser, mode, app.origin);
    await stranger.page.goto(url);
    await stranger.page.getByRole('heading', { level: 1, name: 'Ben wants to try' }).waitFor();
    await stranger.page.getByText('A list by Ben Carter').waitFor();
    await stranger.page.getByText('Tell me if you go first.').waitFor();
    await expect(stranger.page.getByRole('list', { name: 'Ben wants to try, numbered' }).textContent()).resolves.toContain(other.name);

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Make a link' }).waitFor();
    const gone = await stranger.page.goto(url);
    expect(gone?.status()).toBe(404);
    await stranger.page.getByRole('heading', { name: 'List Not Found' }).waitFor();
    await stranger.context.close();
    await context.close();
  });
});
