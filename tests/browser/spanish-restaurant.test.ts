import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * A restaurant's page in Spanish as a diner uses it (issue 43, item 1): its sections
 * speak Spanish, and sorting the diners' reviews, a link with or without JavaScript,
 * keeps the diner under /es.
 */
const SAMPLE = '/es/restaurant/hatsuyuki-handroll-bar';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

describe.each(JS_MODES)('a restaurant page in Spanish with $name', (mode) => {
  it('speaks Spanish, and sorts its reviews without leaving Spanish', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.goto(SAMPLE);
    await settle(page, mode);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    for (const name of ['Acerca del lugar', 'Reseñas de comensales', 'Acciones rápidas', 'Datos del restaurante']) {
      await expect(page.getByRole('heading', { name }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('button', { name: 'Agregar a Favoritos' }).count()).resolves.toBe(1);

    const sort = page.getByRole('navigation', { name: 'Ordenar reseñas' });
    await sort.getByRole('link', { name: 'Mejor calificadas' }).click();
    await page.waitForURL((url) => url.pathname === SAMPLE && url.searchParams.get('reviews') === 'highest');
    await settle(page, mode);
    // With JavaScript the address changes before the sorted reviews arrive.
    await expect.poll(() => sort.getByRole('link', { name: 'Mejor calificadas' }).getAttribute('aria-current')).toBe('true');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    await expect(page.getByRole('heading', { name: 'Reseñas de comensales' }).count()).resolves.toBe(1);
    await context.close();
  });
});
