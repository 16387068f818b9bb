import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * With JavaScript, moving to another screen asks the server for the data of the
 * route that changes (Remix's `?_data=<route id>`), the layout's data is kept, and
 * the page is not reloaded; the screen's routes are known from the manifest the
 * page carries, so nothing else is asked for (docs/decisions/030).
 */
const JS_ON = JS_MODES[1];

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe('a client-side navigation', () => {
  it.each([
    { from: '/', link: 'Contact', to: '/contact', route: 'routes/contact', heading: 'Contact Us' },
    { from: '/contact', link: 'Home', to: '/', route: 'routes/_index', heading: "Discover Fort Worth's Best Eats" },
    { from: '/restaurant/coopers-old-time-pit-barbque', link: 'Contact', to: '/contact', route: 'routes/contact', heading: 'Contact Us' },
  ])('from $from to $to asks for its data in one request, without reloading the page', async ({ from, link, to, route, heading }) => {
    const { context, page } = await newPage(browser, JS_ON, app.origin);
    await page.goto(from);
    await settle(page, JS_ON);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const asked: Request[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_data') || url.pathname === '/__manifest' || request.resourceType() === 'document') asked.push(request);
    });
    // A click without hovering first: hover would prefetch the data (prefetch="intent").
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: link, exact: true })
      .evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL((url) => url.pathname === to);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await page.waitForLoadState('networkidle');

    const paths = asked.map((r) => decodeURIComponent(new URL(r.url()).pathname + new URL(r.url()).search));
    expect(paths).toEqual([`${to}?_data=${route}`]);
    expect(await asked[0]!.response().then((r) => r?.status())).toBe(200);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
