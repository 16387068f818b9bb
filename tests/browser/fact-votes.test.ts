import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';
import { createRestaurant } from '../support/factories';

/** A diner, not signed in, answers "Was this right?" on an access fact: in Chromium with JavaScript off and on, and in lynx. */
let app: TestApp;
let browser: Browser;
let cuisineId: number;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

/** A listing of its own for each diner (one connection counts once per fact), with access facts checked long ago. */
async function listing(name: string) {
  const place = await createRestaurant(app.db, { cuisineId, name, description: 'A neighbourhood place with a short menu done well.' });
  for (const [fact, value] of [['step-free', 'yes'], ['accessible-restroom', 'no']]) {
    await app.db.prepare("INSERT INTO restaurant_facts (restaurant_id, fact, value, checked_on) VALUES (?, ?, ?, '2025-03-14')").bind(place.id, fact, value).run();
  }
  return place;
}

const votes = async (id: number) => (await app.db.prepare('SELECT fact, answer FROM fact_votes WHERE restaurant_id = ?').bind(id).all()).results;

describe.each(JS_MODES)('confirming a fact with $name', (mode) => {
  it('counts the answer, thanks the diner and shows the count on the page', async () => {
    const place = await listing(`Browser Vote ${mode.name}`);
    const { context, page } = await newPage(browser, mode, app.origin);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/restaurant/${place.slug}`);
    await settle(page, mode);

    const fact = page.getByRole('region', { name: 'Good to know' }).getByRole('listitem').filter({ hasText: 'Step-free entrance' });
    await fact.getByText('Was this right?').waitFor();
    if (mode.javaScriptEnabled) expect(describeViolations(await axeViolations(page))).toBe('');
    await fact.getByRole('button', { name: 'Yes' }).click();

    await page.getByText('Thanks, noted').waitFor();
    await fact.getByText('1 diner confirmed').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/restaurant/${place.slug}`);
    expect(await votes(place.id)).toEqual([{ fact: 'step-free', answer: 'yes' }]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('disputing a fact in lynx', () => {
  it('sends "No" with the form lynx shows, and the page then says so', async () => {
    const place = await listing('Browser Vote Lynx');
    const url = `${app.origin}/restaurant/${place.slug}`;
    const lynx = (args: string[]) => {
      const result = spawnSync('lynx', ['-accept_all_cookies', '-number_fields', '-width=200', ...args, url], {
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, LYNX_CFG: '/etc/lynx/lynx.cfg', TERM: 'vt100' },
        input: '',
      });
      if (result.error) throw result.error;
      return result.stdout;
    };
    // The number lynx gives the "No" button under "No accessible restroom".
    const before = lynx(['-dump', '-nolist']);
    const after = before.slice(before.indexOf('No accessible restroom'));
    const no = /Was this right\? \[\d+\]Yes \[(\d+)\]No/.exec(after)?.[1];
    expect(no, before).toBeDefined();

    // A person moves down to that button (from the first link, numbered 1) and presses Enter; then q, y quits.
    const folder = mkdtempSync(join(tmpdir(), 'lynx-vote-'));
    try {
      const script = join(folder, 'keys.txt');
      writeFileSync(script, [...Array<string>(Number(no) - 1).fill('key Down Arrow'), 'key ^J', 'key q', 'key y', ''].join('\n'));
      lynx([`-cmd_script=${script}`]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await votes(place.id)).toEqual([{ fact: 'accessible-restroom', answer: 'no' }]);
    const dumped = lynx(['-dump', '-nolist']);
    expect(dumped).toMatch(/No accessible restroom 1 diner said no Was this right\? \[\d+\]Yes \[\d+\]No/);
  });
});
