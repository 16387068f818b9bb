import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/** A diner who is not signed in tells us a listing's hours are wrong, from its page, with JavaScript off and on. */
let app: TestApp;
let browser: Browser;
let place: { id: number; slug: string; name: string };
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  place = (await app.db.prepare('SELECT id, slug, name FROM restaurants WHERE closed_at IS NULL ORDER BY id LIMIT 1').first<typeof place>())!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe.each(JS_MODES)('reporting an out-of-date listing with $name', (mode) => {
  it('sends the report from the restaurant page and lands back on it, thanked', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);
    await page.getByText(/^Details checked \w+ \d{4}/).waitFor();

    const note = `Closed on Mondays now (${mode.name})`;
    const section = page.getByRole('region', { name: 'Is this listing out of date?' });
    await section.getByText('Report a change').click();
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');
    // Without JavaScript, the reason that needs a second answer: which detail.
    const [reason, detail, storedReason] = mode.javaScriptEnabled ? ['Hours are wrong', null, 'hours'] : ['A detail is wrong', 'Patio', 'detail:patio'];
    await section.getByRole('radio', { name: reason }).check();
    if (detail) await section.getByRole('combobox', { name: 'Which detail? (when a detail is wrong)' }).selectOption({ label: detail });
    await section.getByRole('textbox', { name: 'What you saw (optional)' }).fill(note);
    await section.getByRole('button', { name: 'Send report' }).click();

    await page.getByText('Thanks for telling us').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/restaurant/${place.slug}`);
    const stored = await app.db.prepare('SELECT reason, reporter_id AS reporterId FROM listing_reports WHERE restaurant_id = ? AND note = ?').bind(place.id, note).first();
    expect(stored).toEqual({ reason: storedReason, reporterId: null });
    expect(problems).toEqual([]);
    await context.close();
  });
});
