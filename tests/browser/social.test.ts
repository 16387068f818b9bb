import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { copyWorkerBundle } from '../support/bundle';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { RECOMPUTE_RATINGS_SQL } from '~/db/rating-sql';

/**
 * A private copy of the bundle and public/: a `remix build` run meanwhile by
 * someone else replaces public/build, and the page would not hydrate.
 */
function snapshot() {
  const dir = join('.tmp', `social-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  copyWorkerBundle(dir);
  cpSync('public', join(dir, 'public'), { recursive: true });
  const manifest = readFileSync(join(dir, 'app.js'), 'utf8').match(/\/build\/manifest-[A-Z0-9]+\.js/)?.[0];
  if (!manifest || !existsSync(join(dir, 'public', manifest))) {
    throw new Error('public/build no longer matches the bundle (a concurrent remix build?): build and run again');
  }
  return dir;
}

type Mode = (typeof JS_MODES)[number];

let app: TestApp;
let browser: Browser;
let place: { id: number; slug: string; name: string };
let copy: string;
beforeAll(async () => {
  copy = snapshot();
  [app, browser] = await Promise.all([startApp({ standIn: true, snapshot: copy }), launchBrowser()]);
  // The first card of the home listing (highest rated).
  place = (await app.db.prepare('SELECT id, slug, name FROM restaurants ORDER BY average_rating DESC, review_count DESC, id ASC LIMIT 1').first<typeof place>())!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
  if (copy) rmSync(copy, { recursive: true, force: true });
});
// Each run starts with no diners but the sample ones (favourites and reviews go with them), ratings as seeded.
beforeEach(async () => {
  await app.db.batch([
    app.db.prepare("DELETE FROM users WHERE facebook_id NOT LIKE 'sample:%'"),
    app.db.prepare(RECOMPUTE_RATINGS_SQL),
  ]);
});

const toast = (page: Page) => page.locator('details.toast[open]');

/** Clicks the sign-in button on the page, picks the person at the stand-in's dialog, and comes back. */
async function signIn(page: Page, mode: Mode, trigger: () => Promise<void>, person: string) {
  await trigger();
  await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Log in with Facebook');
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}/**`);
  await settle(page, mode);
}

/**
 * With JavaScript, holds the favourite request until `release()`, so a test can
 * see the heart flip before the server has answered. Without, a no-op.
 */
async function holdFavoriteRequests(page: Page, mode: Mode) {
  if (!mode.javaScriptEnabled) return () => {};
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/resources/favorite' && url.searchParams.has('_data'), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function signOut(page: Page, mode: Mode, name: string) {
  await page.getByLabel(`Account menu for ${name}`).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(`${app.origin}/`);
  await settle(page, mode);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
}

describe.each(JS_MODES)('the social features with $name', (mode) => {
  it('signs in through the stand-in, saves and reviews a place, and a friend sees the review', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Signed out, /favorites asks to sign in and its button works.
    await page.goto('/favorites');
    await settle(page, mode);
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await signIn(page, mode, () => page.getByRole('button', { name: 'Sign in with Facebook' }).click(), 'Ana Morales');
    expect(new URL(page.url()).pathname).toBe('/favorites');
    await expect(toast(page).textContent()).resolves.toContain("Welcome! You've been successfully logged in");
    await page.getByRole('heading', { name: 'No Favorites Yet' }).waitFor();

    // Favourite a restaurant from the home listing; with JavaScript the heart flips before the server answers.
    await page.goto('/');
    await settle(page, mode);
    const card = page.locator('section[aria-labelledby="listing-heading"] article').filter({ has: page.getByRole('heading', { name: place.name, exact: true }) });
    const add = card.getByRole('button', { name: 'Add to Favorites' });
    await expect(add.getAttribute('aria-pressed')).resolves.toBe('false');
    const release = await holdFavoriteRequests(page, mode);
    await add.click();
    const remove = card.getByRole('button', { name: 'Remove from Favorites' });
    await remove.waitFor(); // with JavaScript, while the request is still held
    await expect(remove.getAttribute('aria-pressed')).resolves.toBe('true');
    release();
    await page.waitForLoadState('load');
    await expect.poll(() => app.db.prepare('SELECT count(*) AS n FROM favorites').first('n')).toBe(1);
    await expect(remove.getAttribute('aria-pressed')).resolves.toBe('true');

    // It is on /favorites and on the profile.
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Favorites' }).click();
    await page.waitForURL('**/favorites');
    // Wait for the favourites page itself: the home page's carousel may show the same place.
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    await page.getByRole('main').getByRole('heading', { name: place.name, exact: true }).waitFor();
    await page.getByLabel('Account menu for Ana Morales').click();
    await page.getByRole('link', { name: 'Your Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Ana Morales' }).waitFor();
    await page.getByText('@ana.morales').waitFor();
    await page.getByRole('heading', { name: place.name, exact: true }).waitFor();

    // Write a review on the restaurant's page: a too-short text is explained first.
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);
    await page.locator('label', { hasText: '4 stars' }).click();
    await page.getByLabel('Your review').fill('Too short');
    await page.getByRole('button', { name: 'Post Review' }).click();
    await page.getByText('Review must be at least 10 characters').waitFor();
    await expect(page.getByLabel('Your review').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Your review').inputValue()).resolves.toBe('Too short');
    await page.getByLabel('Your review').fill('Great brisket and friendly staff, will be back.');
    await page.getByRole('button', { name: 'Post Review' }).click();
    await toast(page).getByText('Review posted').waitFor();
    const list = page.getByRole('list', { name: `Reviews of ${place.name}` });
    await list.getByText('Great brisket and friendly staff, will be back.').waitFor();
    await expect(list.getByRole('article').first().textContent()).resolves.toContain('Ana MoralesYou');
    await page.getByRole('heading', { name: 'Edit your review' }).waitFor();
    await expect(page.getByLabel('4 stars').isChecked()).resolves.toBe(true);

    await signOut(page, mode, 'Ana Morales');

    // Ben, Ana's friend, sees her review as a friend's review.
    await signIn(page, mode, () => page.getByRole('banner').getByRole('button', { name: 'Login' }).click(), 'Ben Carter');
    await expect(toast(page).textContent()).resolves.toContain('Welcome!');
    await page.getByRole('link', { name: "Notifications: your friends' latest reviews" }).click();
    await page.waitForURL('**/profile?tab=reviews');
    const friends = page.locator('section[aria-labelledby="friends-reviews-heading"]');
    await friends.getByRole('heading', { name: 'From your friends' }).waitFor();
    await friends.getByText('Great brisket and friendly staff, will be back.').waitFor();
    await expect(friends.getByRole('article').first().textContent()).resolves.toContain('Ana MoralesFriend');
    await friends.getByRole('link', { name: place.name }).waitFor();
    await expect(
      page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await signOut(page, mode, 'Ben Carter');
    await context.close();
  });

  it('reverts the heart and says "Login required" when a signed-out visitor favourites', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);
    const release = await holdFavoriteRequests(page, mode);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    if (mode.javaScriptEnabled) {
      // Optimistic: the heart flips at once, then falls back when the server refuses.
      await page.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
      release();
    }
    await toast(page).getByText('Login required').waitFor();
    await expect(toast(page).textContent()).resolves.toContain('Please login to add restaurants to favorites');
    await expect(page.getByRole('button', { name: 'Add to Favorites' }).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(new URL(page.url()).pathname).toBe(`/restaurant/${place.slug}`);
    await context.close();
  });

  it('sends a signed-out visitor from /profile home with "Login Required"', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/profile');
    await settle(page, mode);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(toast(page).textContent()).resolves.toContain('Login Required Please log in to view your profile');
    await context.close();
  });
});
