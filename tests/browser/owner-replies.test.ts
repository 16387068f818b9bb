import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { createDiner, createRestaurant, createReview } from '../support/factories';
import { makeOwner } from '../support/owners';

type Mode = (typeof JS_MODES)[number];

let app: TestApp;
let browser: Browser;
let cuisineId: number;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

let nextIp = 1;
/** A browser of its own, from its own address (the sign-in rate limit counts per client). */
async function openPage(mode: Mode) {
  const opened = await newPage(browser, mode, app.origin);
  await opened.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${nextIp++}` });
  return opened;
}

async function signIn(page: Page, mode: Mode, person: string, back: string) {
  await page.goto(`/auth/facebook?${new URLSearchParams({ redirectTo: back })}`);
  await settle(page, mode);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
  await page.getByRole('button', { name: `Continue as ${person}` }).click();
  await page.waitForURL(`${app.origin}${back}`);
  await settle(page, mode);
}

/** Dale Whitfield of the stand-in, whether or not he has signed in before. */
async function daleId() {
  const row = await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10004'").first<{ id: number }>();
  return row?.id ?? (await createDiner(app.db, { facebookId: '10004', name: 'Dale Whitfield' })).id;
}

describe.each(JS_MODES)("an owner's reply with $name", (mode) => {
  it('the owner replies under a review, an editor approves it, and a signed-out diner reads it', async () => {
    const place = await createRestaurant(app.db, { cuisineId, name: `Owner Reply Taqueria ${mode.javaScriptEnabled ? 'on' : 'off'}` });
    const author = await createDiner(app.db, { name: 'Rosa Reviewer' });
    const review = await createReview(app.db, { userId: author.id, restaurantId: place.id, rating: 3, content: 'Great tacos, but the salsa bar was empty at noon.' });
    await makeOwner(app.db, { restaurantId: place.id, userId: await daleId() });
    const path = `/restaurant/${place.slug}`;
    const answer = `Thanks, Rosa: we now refill the salsa bar every half hour (${mode.name}).`;

    const owner = await openPage(mode);
    await signIn(owner.page, mode, 'Dale Whitfield', path);
    await owner.page.getByRole('link', { name: 'Reply as the owner to Rosa Reviewer' }).click();
    await owner.page.getByRole('heading', { name: 'Reply as the owner' }).waitFor();
    await settle(owner.page, mode);
    await owner.page.getByText('Great tacos, but the salsa bar was empty at noon.').waitFor();

    // Too short: the message next to the field, the text kept.
    const field = owner.page.getByRole('textbox', { name: 'Your reply' });
    await field.fill('Thanks!');
    await owner.page.getByRole('button', { name: 'Send reply' }).click();
    await owner.page.getByText('Your reply must be at least 10 characters').waitFor();
    expect(await field.inputValue()).toBe('Thanks!');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(owner.page))).toBe('');

    await field.fill(answer);
    await owner.page.getByRole('button', { name: 'Send reply' }).click();
    await owner.page.waitForURL(`${app.origin}${path}#review-${review.id}`);
    const mine = owner.page.getByRole('listitem').filter({ hasText: 'Great tacos' });
    await mine.getByText(answer).waitFor();
    await mine.getByText('Waiting for an editor.').waitFor();

    // An editor approves it in the desk's moderation.
    const desk = await openPage(mode);
    await signIn(desk.page, mode, 'Erin Editor', '/admin/moderation');
    const card = desk.page.getByRole('region', { name: /Owner replies waiting/ }).getByRole('listitem').filter({ hasText: answer });
    await card.getByRole('button', { name: 'Approve the reply from Dale Whitfield' }).click();
    await desk.page.getByText('Reply approved').waitFor();

    // A signed-out diner reads it under the review, labelled and dated.
    const diner = await openPage(mode);
    await diner.page.goto(path);
    await settle(diner.page, mode);
    const item = diner.page.getByRole('listitem').filter({ hasText: 'Great tacos' });
    await item.getByText(/^Reply from the owner · [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    await item.getByText(answer).waitFor();
    expect(await item.getByText('Waiting for an editor').count()).toBe(0);
    expect(await diner.page.getByRole('link', { name: /Reply as the owner/ }).count()).toBe(0);
    await Promise.all([owner.context.close(), desk.context.close(), diner.context.close()]);
  });
});
