import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage } from '../support/browser';

/**
 * A diner who clicks a feed link sees a page saying what a feed is and how to follow it,
 * with the entries (the XSLT the feed names), not a download or raw XML; a feed reader
 * still gets Atom. XSLT runs with JavaScript off too: it is not a page script.
 */
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe.each(JS_MODES)('a feed in Chromium with $name', (mode) => {
  it('opens as a readable page with the feed address and its entries, within the feed policy', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text()) && !/inline style|inline event handler/.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto('/feeds/news.xml');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/news/i);
    await expect(page.getByRole('heading', { name: 'This is a feed' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('http://localhost/feeds/news.xml').count()).resolves.toBeGreaterThan(0);
    const entries = page.getByRole('listitem');
    expect(await entries.count()).toBeGreaterThan(0);
    // The first entry links to its article on this site.
    await expect(entries.first().getByRole('link').getAttribute('href')).resolves.toMatch(/\/article\/[a-z0-9-]+$/);
    // Styled by our CSS (its colour for links), let in by the feed's own policy.
    await expect(entries.first().getByRole('link').evaluate((a) => getComputedStyle(a).color)).resolves.toBe('rgb(154, 52, 18)');
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('is still an Atom document for a feed reader, that parses', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto('/');
    const parsed = await page.evaluate(async () => {
      const text = await (await fetch('/feeds/reviews.xml')).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        entries: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry').length,
        stylesheet: [...doc.childNodes].some((n) => n.nodeType === Node.PROCESSING_INSTRUCTION_NODE && (n as ProcessingInstruction).target === 'xml-stylesheet'),
      };
    });
    expect(parsed).toMatchObject({ error: 0, root: 'http://www.w3.org/2005/Atom feed', stylesheet: true });
    expect(parsed.entries).toBeGreaterThan(0);
    await context.close();
  });
});
