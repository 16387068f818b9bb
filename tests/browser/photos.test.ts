import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { TestClient } from '../support/client';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { carriesMetadata, gradientJpeg, withGpsExif } from '../support/photos';

type Mode = (typeof JS_MODES)[number];

let app: TestApp;
let browser: Browser;
let place: { slug: string; name: string };
const files = join('.tmp', `photos-browser-${process.pid}`);
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  place = (await app.db.prepare('SELECT slug, name FROM restaurants ORDER BY id LIMIT 1').first<typeof place>())!;
  mkdirSync(files, { recursive: true });
  writeFileSync(join(files, 'menu-notes.jpg'), 'not a photo, just notes');
  writeFileSync(join(files, 'IMG_4000.jpg'), withGpsExif(gradientJpeg(4000, 3000)));
  writeFileSync(join(files, 'IMG_4624.jpg'), withGpsExif(gradientJpeg(4624, 3468, 60)));
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
  rmSync(files, { recursive: true, force: true });
});

/** No WCAG A/AA violations (axe runs only where the page may run scripts; the HTML is the server's either way). */
async function expectAccessible(page: Page, mode: Mode) {
  if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');
}

let nextIp = 1;
/**
 * A browser of its own, from its own address: the sign-in rate limit counts per
 * client, and this file signs in more people than one address may in a minute.
 */
async function openPage(mode: Mode) {
  const opened = await newPage(browser, mode, app.origin);
  await opened.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${nextIp++}` });
  return opened;
}

/** From our sign-in page: Facebook's dialog (the stand-in), the person, and back. */
async function signInAt(page: Page, mode: Mode, person: string) {
  await page.waitForURL(`${app.origin}/auth/facebook?**`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}/**`);
  await settle(page, mode);
}

describe.each(JS_MODES)('adding photos with $name', (mode) => {
  it('takes an anonymous diner through sign-in to the form; refuses a text file, keeps the description; a 12-megapixel phone photo, once approved, shows as WebP with a JPEG fallback, without EXIF', async () => {
    const { context, page } = await openPage(mode);
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Add Photos' }).click();
    await signInAt(page, mode, 'Ben Carter');
    expect(new URL(page.url()).pathname).toBe(`/restaurant/${place.slug}/photos`);
    await page.getByRole('heading', { name: `Add Photos of ${place.name}` }).waitFor();

    // A text file named .jpg: a clear refusal naming what is accepted, the description kept.
    const caption = `Smoked brisket plate (${mode.name})`;
    await page.getByLabel('Photos', { exact: true }).setInputFiles(join(files, 'menu-notes.jpg'));
    await page.getByLabel('Describe your photos (optional)').fill(caption);
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await page.getByText('“menu-notes.jpg” is not a photo we can use. We accept JPEG, PNG or WebP photos up to 10 MB each.').waitFor();
    await expect(page.getByLabel('Describe your photos (optional)').inputValue()).resolves.toBe(caption);
    await expectAccessible(page, mode);

    // A full-size phone photo with GPS (4000x3000): with JavaScript, a preview before sending; without, sent as it is.
    await page.getByLabel('Photos', { exact: true }).setInputFiles(join(files, 'IMG_4000.jpg'));
    if (mode.javaScriptEnabled) await page.getByRole('img', { name: 'Preview of IMG_4000.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await page.waitForURL(`${app.origin}/restaurant/${place.slug}`);
    await page.getByText('An editor looks at every photo before it appears.').waitFor();
    const photo = await app.db.prepare('SELECT id, width, height FROM photos WHERE caption = ?').bind(caption).first<{ id: number }>();
    expect(photo).toMatchObject({ width: 4000, height: 3000 });

    // An editor approves it in the desk.
    const desk = await openPage(mode);
    await desk.page.goto('/admin/moderation');
    await signInAt(desk.page, mode, 'Erin Editor');
    const card = desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('img', { name: caption }) });
    await card.waitFor();
    await expectAccessible(desk.page, mode);
    await card.getByRole('button', { name: 'Approve' }).click();
    await desk.page.getByText('Photo approved').waitFor();

    // It shows in the restaurant's gallery (seen here by the signed-in editor: the anonymous
    // copy in the edge cache follows the content generation), and the file served carries no EXIF.
    await desk.page.goto(`/restaurant/${place.slug}`);
    const image = desk.page.getByRole('region', { name: "Diners' photos" }).getByRole('img', { name: caption });
    await image.waitFor();
    // The gallery's pictures load lazily, as a diner scrolls down to them.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    // Chromium shows WebP, so it takes the <source>; the <img>'s own src is the JPEG other browsers show.
    const shown = await image.evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, fallback: img.src }));
    for (const [url, type] of [[shown.current, 'image/webp'], [shown.fallback, 'image/jpeg']] as const) {
      const served = await new TestClient(app).get(new URL(url).pathname);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(carriesMetadata(new Uint8Array(await served.arrayBuffer()))).toBe(false);
    }
    await desk.context.close();
    await context.close();
  });
});

describe.each(JS_MODES)('reporting a review with $name', (mode) => {
  it('a diner reports it, an editor hides it with a reason, and only its author sees it, with why', async () => {
    const cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
    const slug = `report-test-${mode.javaScriptEnabled ? 'on' : 'off'}`;
    await app.db.prepare("INSERT INTO restaurants (name, slug, cuisine_id, description, price_level, neighborhood) VALUES (?, ?, ?, 'A test place.', 2, 'Downtown')").bind(`Report Test ${mode.name}`, slug, cuisineId).run();
    const restaurantId = (await app.db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;

    // Ana signs in and has a review there.
    const ana = await openPage(mode);
    await ana.page.goto(`/auth/facebook?redirectTo=/restaurant/${slug}`);
    await signInAt(ana.page, mode, 'Ana Morales');
    const anaId = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10001'").first<{ id: number }>())!.id;
    await app.db.prepare('INSERT INTO reviews (user_id, restaurant_id, rating, content) VALUES (?, ?, 5, ?)').bind(anaId, restaurantId, 'Call 817-555-0199 and ask for my cousin Jo').run();

    // Ben reports it.
    const ben = await openPage(mode);
    await ben.page.goto(`/restaurant/${slug}`);
    await settle(ben.page, mode);
    await ben.page.getByRole('link', { name: 'Report this review by Ana Morales' }).click();
    await signInAt(ben.page, mode, 'Ben Carter');
    await ben.page.getByRole('heading', { name: 'Report a review' }).waitFor();
    await expectAccessible(ben.page, mode);
    await ben.page.getByLabel('Shares private information').check();
    await ben.page.getByRole('button', { name: 'Send report' }).click();
    await ben.page.getByText('An editor will look at it.').waitFor();

    // Erin hides it, beside the reminder that negative reviews stay.
    const erin = await openPage(mode);
    await erin.page.goto('/admin/moderation');
    await signInAt(erin.page, mode, 'Erin Editor');
    await erin.page.getByText('never because a review is negative').waitFor();
    const item = erin.page.getByRole('listitem').filter({ hasText: 'Call 817-555-0199' });
    await item.getByLabel('Reason for hiding (its author reads it)').fill('It shares a phone number');
    await item.getByRole('button', { name: 'Hide' }).click();
    await erin.page.getByText('Hidden: its author sees why').waitFor();

    // Ben no longer sees it; Ana does, with the reason.
    await ben.page.goto(`/restaurant/${slug}`);
    await settle(ben.page, mode);
    await ben.page.getByRole('heading', { name: "Diners' Reviews" }).waitFor();
    expect(await ben.page.getByText('Call 817-555-0199').count()).toBe(0);
    await ana.page.goto(`/restaurant/${slug}`);
    await ana.page.getByText('Hidden by our editors: It shares a phone number. Only you can see this review.').waitFor();
    await ana.page.goto('/profile?tab=photos');
    await expectAccessible(ana.page, mode);
    for (const open of [ana, ben, erin]) await open.context.close();
  });
});

describe.each(JS_MODES)('a 16-megapixel photo, over the limit, with $name', (mode) => {
  it(mode.javaScriptEnabled ? 'is scaled down in the browser and accepted' : 'is refused with a message that names its size and the limit', async () => {
    const { context, page } = await openPage(mode);
    await page.goto(`/auth/facebook?redirectTo=/restaurant/${place.slug}/photos`);
    await signInAt(page, mode, 'Priya Shah');
    const caption = `Full-size photo (${mode.name})`;
    await page.getByLabel('Photos', { exact: true }).setInputFiles(join(files, 'IMG_4624.jpg'));
    await page.getByLabel('Describe your photos (optional)').fill(caption);
    await page.getByRole('button', { name: 'Add Photos' }).click();
    if (mode.javaScriptEnabled) {
      await page.waitForURL(`${app.origin}/restaurant/${place.slug}`);
      const stored = await app.db.prepare('SELECT width, height FROM photos WHERE caption = ?').bind(caption).first<{ width: number; height: number }>();
      expect(stored!.width * stored!.height).toBeLessThanOrEqual(4096 * 3072);
      expect(stored!.width / stored!.height).toBeCloseTo(4 / 3, 2);
    } else {
      await page.getByText('“IMG_4624.jpg” is 4624×3468 pixels. We accept photos up to 12.6 megapixels').waitFor();
      await expect(page.getByLabel('Describe your photos (optional)').inputValue()).resolves.toBe(caption);
    }
    await context.close();
  });
});
