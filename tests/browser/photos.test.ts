import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { startApp, type TestApp } from '../support/app';
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
  writeFileSync(join(files, 'IMG_2041.jpg'), withGpsExif(gradientJpeg(1600, 1200)));
  writeFileSync(join(files, 'menu-notes.jpg'), 'not a photo, just notes');
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
  rmSync(files, { recursive: true, force: true });
});

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
  it('takes an anonymous diner through sign-in to the form; refuses a text file, keeps the description; an approved photo shows without EXIF', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
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

    // A phone photo with GPS: with JavaScript, a preview before sending.
    await page.getByLabel('Photos', { exact: true }).setInputFiles(join(files, 'IMG_2041.jpg'));
    if (mode.javaScriptEnabled) await page.getByRole('img', { name: 'Preview of IMG_2041.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await page.waitForURL(`${app.origin}/restaurant/${place.slug}`);
    await page.getByText('An editor looks at every photo before it appears.').waitFor();
    const photo = (await app.db.prepare('SELECT id FROM photos WHERE caption = ?').bind(caption).first<{ id: number }>())!;
    expect(photo).toBeTruthy();

    // An editor approves it in the desk.
    const desk = await newPage(browser, mode, app.origin);
    await desk.page.goto('/admin/moderation');
    await signInAt(desk.page, mode, 'Erin Editor');
    const card = desk.page.getByRole('listitem').filter({ has: desk.page.getByRole('img', { name: caption }) });
    await card.getByRole('button', { name: 'Approve' }).click();
    await desk.page.getByText('Photo approved').waitFor();
    await desk.context.close();

    // A reader sees it in the gallery; the file served carries no EXIF.
    await app.purge(`/restaurant/${place.slug}`);
    const reader = await newPage(browser, mode, app.origin);
    await reader.page.goto(`/restaurant/${place.slug}`);
    const image = reader.page.getByRole('region', { name: "Diners' photos" }).getByRole('img', { name: caption });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const served = await reader.page.request.get(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect(carriesMetadata(new Uint8Array(await served.body()))).toBe(false);
    await reader.context.close();
    await context.close();
  });
});
