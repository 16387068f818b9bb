import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium, with the flags that keep it from reaching for the network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Browser | undefined;

/** Playwright starts Chromium with a fresh, temporary user-data-dir of its own. */
export async function launchBrowser(): Promise<Browser> {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
    headless: true,
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
}

/** Every browser scenario runs twice: as a diner without JavaScript and with it. */
export const JS_MODES = [
  { name: 'JavaScript off', javaScriptEnabled: false },
  { name: 'JavaScript on', javaScriptEnabled: true },
] as const;

/**
 * A fresh context and page. The offline worker is blocked unless a test is about it:
 * requests it answers would bypass `page.route` and could come from its saved copies.
 */
export async function newPage(
  b: Browser,
  mode: (typeof JS_MODES)[number],
  baseURL: string,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.newContext({ javaScriptEnabled: mode.javaScriptEnabled, baseURL, serviceWorkers });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * With JavaScript on, wait until React has hydrated so clicks go through the
 * router; pages served without scripts (content pages) are ready once loaded.
 */
export async function settle(page: Page, mode: (typeof JS_MODES)[number]) {
  await page.waitForLoadState('load');
  if (mode.javaScriptEnabled) {
    await page.waitForFunction(() => !(window as any).__remixContext || document.documentElement.dataset.hydrated === 'true');
  }
}
