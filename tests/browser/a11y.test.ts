import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, contextWithoutPageScripts, describeViolations, pagesToCheck } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

let app: TestApp;
let browser: Browser;
let pages: string[];
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  pages = await pagesToCheck(app.db, { title: 'Places to try', note: 'A short note.' });
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

it('the checker itself catches a real violation (an image without alt text, a low-contrast line)', async () => {
  const page = await browser.newPage();
  await page.setContent('<html lang="en"><title>t</title><main><img src="/images/logo.svg"><p style="color:#bbb;background:#fff">faint</p></main></html>');
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  await page.close();
});

describe.each(JS_MODES)('accessibility with $name', (mode) => {
  it('finds no WCAG A/AA violations on any page, on a phone and a desktop', async () => {
    const problems: string[] = [];
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      // Without JavaScript: the server's HTML with no script run (axe itself still runs).
      const context = mode.javaScriptEnabled ? await browser.newContext({ baseURL: app.origin }) : await contextWithoutPageScripts(browser, app.origin);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await page.goto(path);
        if (mode.javaScriptEnabled) await settle(page, mode);
        const violations = await axeViolations(page);
        if (violations.length) problems.push(`${path} at ${viewport.width}px:\n${describeViolations(violations)}`);
      }
      await context.close();
    }
    expect(problems.join('\n\n')).toBe('');
  }, 180_000);

  it('reaches the header, search, filters and Apply Filters by keyboard, and applies them with Enter', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page, mode);
    const reached: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
        return (label || el.getAttribute('aria-label') || el.textContent || '').trim();
      });
      reached.push(name);
      if (name === 'Apply Filters') break;
    }
    for (const expected of ['Skip to content', 'Home', 'Restaurants', 'Contact', 'Search', 'Login', 'Cuisine', 'Price level', 'Neighborhood', 'Apply Filters']) {
      expect(reached).toContain(expected);
    }
    // Focus is on Apply Filters: choose a cuisine by keyboard first, then press Enter.
    await page.locator('#filter-cuisine').selectOption('thai');
    await page.getByRole('button', { name: 'Apply Filters' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/cuisine=thai/);
    await context.close();
  });
});
