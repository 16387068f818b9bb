import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * The guide in Spanish as a diner meets it (issue 43, items 1 and 3): a plain link
 * switches any page to its Spanish twin and back, the choice is kept for the next
 * visit, and with JavaScript the router stays in the diner's language.
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

const mainNav = (page: import('playwright-core').Page) => page.getByRole('navigation', { name: /^(Main|Principal)$/ }).first();

describe.each(JS_MODES)('the Spanish guide with $name', (mode) => {
  it('switches to Spanish with a link, keeps it for the next visit, and switches back', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/restaurant-directory');
    await settle(page, mode);
    const switchLink = page.getByRole('banner').getByRole('link', { name: 'Español' });
    await expect(switchLink.getAttribute('lang')).resolves.toBe('es');
    await switchLink.click();
    await page.waitForURL(`${app.origin}/es/restaurant-directory`);
    await settle(page, mode);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual(['Inicio', 'Restaurantes', 'Reseñas', 'Guías', 'Recetas', 'Noticias', 'Favoritos', 'Contacto']);
    await expect(page.getByRole('searchbox').first().getAttribute('placeholder')).resolves.toBe('Busca restaurantes, tipos de comida...');

    // Following the site's own links (the router's, with JavaScript) stays in Spanish.
    await mainNav(page).getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL(`${app.origin}/es/contact`);
    await expect.poll(() => mainNav(page).locator('[aria-current="page"]').textContent()).toBe('Contacto');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');

    // The next visit to the home address opens the Spanish home page.
    await page.goto('/');
    await page.waitForURL(`${app.origin}/es`);
    await settle(page, mode);
    await expect(mainNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).resolves.toBe('page');

    // And the link back to English is kept too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${app.origin}/`);
    await page.goto('/');
    await settle(page, mode);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
    expect(page.url()).toBe(`${app.origin}/`);
    await context.close();
  });

  it('suggests the Spanish page to a browser that prefers Spanish, without moving it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: mode.javaScriptEnabled, baseURL: app.origin, locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/contact');
    await settle(page, mode);
    expect(page.url()).toBe(`${app.origin}/contact`);
    const banner = page.locator('aside[lang="es"]');
    await expect(banner.textContent()).resolves.toContain('Esta página también está en español.');
    await banner.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${app.origin}/es/contact`);
    await expect.poll(() => page.locator('aside[lang="es"]').count()).toBe(0);
    await context.close();
  });

  it('shows the 404 page in Spanish', async () => {
    const { context, page } = await newPage(browser, mode, app.origin);
    const response = await page.goto('/es/esta/pagina/no/existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404: página no encontrada');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${app.origin}/es`);
    await context.close();
  });
});
