import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, contextWithoutPageScripts, describeViolations, pagesToCheck } from '../support/a11y';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, settle } from '../support/browser';

/**
 * The Spanish twin of every page tests/browser/a11y.test.ts checks (issue 43, item 7):
 * axe finds no WCAG A/AA violation on a phone or a desktop, with JavaScript off and on;
 * the language switch is a plain link marked with its language, and the banner that
 * suggests Spanish on an English page passes too.
 */

let app: TestApp;
let browser: Browser;
let pages: string[];
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  // The English test's pages, each under /es, plus the guides Spanish diners read.
  const english = await pagesToCheck(app.db, { title: 'Lugares por probar', note: 'Una nota corta.' });
  pages = [...english, '/guides'].map((path) => (path === '/' ? '/es' : `/es${path}`));
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

/** Every link that switches language on the page, as a diner's assistive technology reads it. */
const switchLinks = (page: Page) =>
  page.locator('a[href^="/language?"]').evaluateAll((links) =>
    links.map((a) => ({ text: a.textContent!.trim(), lang: a.getAttribute('lang') ?? a.closest('[lang]')?.getAttribute('lang'), hreflang: a.getAttribute('hreflang'), tag: a.tagName })),
  );

describe.each(JS_MODES)('the Spanish pages’ accessibility with $name', (mode) => {
  it('finds no WCAG A/AA violations on any Spanish page, on a phone and a desktop', async () => {
    const problems: string[] = [];
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      const context = mode.javaScriptEnabled ? await browser.newContext({ baseURL: app.origin }) : await contextWithoutPageScripts(browser, app.origin);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await page.goto(path);
        if (mode.javaScriptEnabled) await settle(page, mode);
        expect(await page.locator('html').getAttribute('lang'), path).toBe('es-US');
        const violations = await axeViolations(page);
        if (violations.length) problems.push(`${path} at ${viewport.width}px:\n${describeViolations(violations)}`);
      }
      await context.close();
    }
    expect(problems.join('\n\n')).toBe('');
  }, 240_000);

  it('switches language with a link marked with its language, on every Spanish page', async () => {
    const context = mode.javaScriptEnabled ? await browser.newContext({ baseURL: app.origin }) : await contextWithoutPageScripts(browser, app.origin);
    const page = await context.newPage();
    const wrong: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const links = await switchLinks(page);
      if (!links.length) wrong.push(`${path}: no language link`);
      for (const link of links) {
        if (link.text !== 'English' || link.lang !== 'en' || link.hreflang !== 'en' || link.tag !== 'A') wrong.push(`${path}: ${JSON.stringify(link)}`);
      }
    }
    expect(wrong).toEqual([]);
    await context.close();
  }, 120_000);

  it('suggests Spanish on an English page with a banner in Spanish that axe passes', async () => {
    const base = { baseURL: app.origin, locale: 'es-MX' };
    const context = mode.javaScriptEnabled ? await browser.newContext(base) : await contextWithoutPageScripts(browser, app.origin);
    if (!mode.javaScriptEnabled) await context.setExtraHTTPHeaders({ 'Accept-Language': 'es-MX,es;q=0.9' });
    const page = await context.newPage();
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/contact', '/restaurant/coopers-old-time-pit-barbque']) {
        await page.goto(path);
        if (mode.javaScriptEnabled) await settle(page, mode);
        const banner = page.locator('aside.language-banner');
        await expect(banner.getAttribute('lang'), path).resolves.toBe('es');
        await expect(banner.getByRole('link', { name: 'Español' }).getAttribute('hreflang'), path).resolves.toBe('es');
        expect(describeViolations(await axeViolations(page)), `${path} at ${viewport.width}px`).toBe('');
      }
    }
    await context.close();
  }, 120_000);
});
