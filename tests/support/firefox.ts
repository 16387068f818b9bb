import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { JS_MODES } from './browser';

/**
 * Stock Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by
 * puppeteer-core: Playwright's patched Firefox cannot be downloaded here, and the
 * stock browser is what diners run. Firefox over BiDi cannot switch scripts off
 * per page, so each JavaScript mode is its own browser, started with the
 * preference a diner would set.
 */
export type Mode = (typeof JS_MODES)[number];

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function launchFirefox(mode: Mode): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'javascript.enabled': mode.javaScriptEnabled,
      // A closed network: nothing of Mozilla's to reach for.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
    },
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** A fresh private context (its own cookies and cache) with one page at the given size. */
export async function newFirefoxPage(browser: Browser, viewport: { width: number; height: number } = PHONE) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  await page.setViewport(viewport);
  return { context, page };
}

/**
 * Polls `check` from here until it returns something truthy. The page's own
 * timers stop when scripts are off, so puppeteer's in-page waits (waitForSelector,
 * waitForFunction) would never finish there; a check from outside works in both
 * modes. An evaluation that meets a page being replaced counts as not yet.
 */
export async function waitUntil<T>(check: () => Promise<T>, what: string, timeout = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Waited ${timeout} ms for ${what}${lastError ? ` (${String(lastError)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** With JavaScript on, waits until React has hydrated a page that has scripts; a page without is ready once loaded. */
export async function settle(page: Page, mode: Mode) {
  await waitUntil(
    () =>
      page.evaluate(
        (scripts) =>
          document.readyState === 'complete' &&
          (!scripts || !(window as { __remixContext?: unknown }).__remixContext || document.documentElement.dataset.hydrated === 'true'),
        mode.javaScriptEnabled,
      ),
    'the page to be ready',
  );
}

/** What to click: the first element matching `selector` whose text contains `text`, if given. */
export type Target = { selector: string; text?: string };

/**
 * Waits for the target, scrolls it into view and returns the middle of its box.
 * One plain evaluation, no element handles: with scripts off, puppeteer's handle
 * queries and its own click wait on in-page work that never runs.
 */
export function locate(page: Page, target: Target): Promise<{ x: number; y: number }> {
  return waitUntil(
    () =>
      page.evaluate(({ selector, text }) => {
        const el = [...document.querySelectorAll(selector)].find(
          (candidate) => text === undefined || (candidate.textContent ?? '').replace(/\s+/g, ' ').includes(text),
        );
        if (!el) return null;
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = el.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }, target),
    `${target.selector}${target.text ? ` with the text "${target.text}"` : ''}`,
  );
}

/** A real pointer click at the middle of the target. */
export async function click(page: Page, target: Target) {
  const { x, y } = await locate(page, target);
  await page.mouse.click(x, y);
}

/**
 * Clicks like a diner and waits until a new document has loaded in its place:
 * a marker left on the old document is gone from the new one, and the new one is
 * not the blank document Firefox may show for a moment while the next one comes.
 */
export async function clickAndWait(page: Page, target: Target) {
  const point = await locate(page, target);
  await page.evaluate(() => ((window as { __before?: boolean }).__before = true));
  await page.mouse.click(point.x, point.y);
  await waitUntil(
    () =>
      page.evaluate(
        () => !(window as { __before?: boolean }).__before && document.location.href !== 'about:blank' && document.readyState === 'complete',
      ),
    'the next page to load',
    30_000,
  );
}

/**
 * The address of the document now shown, read from the document itself:
 * puppeteer's `page.url()` follows navigation events and can lag a load that
 * has already completed.
 */
export async function pageUrl(page: Page): Promise<URL> {
  return new URL(await page.evaluate(() => document.location.href));
}

/** Types into the field as a diner does: a click into it, then the keys. */
export async function typeInto(page: Page, selector: string, text: string) {
  await click(page, { selector });
  await page.keyboard.type(text);
}

/** Waits until some element matching `selector` contains `text`. */
export function shows(page: Page, selector: string, text: string) {
  return waitUntil(
    () =>
      page.evaluate(
        ({ selector, text }) =>
          [...document.querySelectorAll(selector)].some((el) => (el.textContent ?? '').replace(/\s+/g, ' ').includes(text)),
        { selector, text },
      ),
    `${selector} to show "${text}"`,
  );
}

/** The page's text as a diner reads it, spaces normalised. */
export function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
}

/** Whether the header shows someone signed in (their account menu) rather than Login. */
export function headerSignedInAs(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const menu = document.querySelector('body > header [aria-label^="Account menu for "]');
    return menu ? menu.getAttribute('aria-label')!.replace('Account menu for ', '') : null;
  });
}
