import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { JS_MODES } from '../support/browser';
import { click, clickAndWait, launchFirefox, newFirefoxPage, pageText, pageUrl, settle, shows, typeInto, waitUntil, type Mode, type Target } from '../support/firefox';

/**
 * The diner's tasks on the Spanish pages in stock Firefox ESR on a phone (390x844),
 * JavaScript off and on (issue 43, "Done when"; the Chromium pass is
 * spanish-diner-tasks.test.ts): a search with a Spanish word, the home list filtered
 * and sorted, a place's hours, a favourite, a list, a review, a report, a recipe
 * scaled, a guide, the contact form and the language switch. Each step checks the Spanish a diner reads, the address under /es
 * and lang="es-US".
 */

let app: TestApp;
let place: { id: number; slug: string; name: string };
beforeAll(async () => {
  app = await startApp({ standIn: true });
  place = (await app.db.prepare("SELECT id, slug, name FROM restaurants WHERE slug = 'panther-city-bbq'").first<typeof place>())!;
});
afterAll(async () => {
  await app?.dispose();
});

/**
 * Clicks like a diner and waits for the page at the address `arrived` accepts: a new
 * document without JavaScript, the router's move with it.
 */
async function go(page: Page, mode: Mode, target: Target, arrived: (url: URL) => boolean) {
  await click(page, target);
  await waitUntil(async () => arrived(await pageUrl(page)) && (await page.evaluate(() => document.readyState === 'complete')), 'the next page');
  await settle(page, mode);
}

/** Where the diner is: a Spanish page under /es, saying so. */
async function inSpanish(page: Page) {
  const url = await pageUrl(page);
  expect(url.pathname, url.href).toMatch(/^\/es(?:\/|$)/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
  return url;
}

/** A form's submit: with JavaScript the page stays and answers in place; without, a new page loads. */
async function submit(page: Page, mode: Mode, target: Target) {
  if (mode.javaScriptEnabled) await click(page, target);
  else await clickAndWait(page, target);
}

/** Picks an option of a select by its text, as a diner's tap on it does. */
function choose(page: Page, selector: string, label: string) {
  return page.evaluate(
    ({ selector, label }) => {
      const select = document.querySelector(selector) as unknown as HTMLSelectElement;
      const option = [...select.options].find((o) => o.textContent!.trim() === label)!;
      select.value = option.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { selector, label },
  );
}

describe.each(JS_MODES)('a diner’s tasks in Spanish on a phone in Firefox with $name', (mode) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchFirefox(mode);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('searches a Spanish word, opens a place and reads its hours in Spanish', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/es`);
    await settle(page, mode);
    await inSpanish(page);
    await typeInto(page, 'form[role="search"][aria-label="Sitio"] input[name="q"]', 'mariscos');
    await page.keyboard.press('Enter');
    await waitUntil(async () => (await pageUrl(page)).pathname === '/es/search', 'the results');
    await settle(page, mode);
    await inSpanish(page);
    await shows(page, '[role="status"]', '“mariscos”');
    expect(await pageText(page)).toMatch(/\d+ restaurantes? .*“mariscos”/);

    const name = await page.evaluate(() => document.querySelector('#restaurant-results ~ ul article h3 a')!.textContent!.trim());
    await go(page, mode, { selector: '#restaurant-results ~ ul article h3 a' }, (url) => url.pathname.startsWith('/es/restaurant/'));
    await inSpanish(page);
    await shows(page, 'h1', name);
    const text = await pageText(page);
    expect(text).toContain('Horario');
    expect(text).toMatch(/\(hoy\)/);
    expect(text).toMatch(/Abierto|Cerrado|Abre|Cierra/);
    await context.close();
  });

  it('filters and sorts the home list in Spanish', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/es`);
    await settle(page, mode);
    await choose(page, 'form[aria-label="Filtrar restaurantes"] select[name="cuisine"]', 'Barbecue');
    await go(page, mode, { selector: 'form[aria-label="Filtrar restaurantes"] button[type="submit"]', text: 'Aplicar filtros' }, (url) => url.searchParams.get('cuisine') === 'barbeque');
    expect((await inSpanish(page)).pathname).toBe('/es');
    await go(page, mode, { selector: 'nav[aria-label="Ordenar restaurantes"] a', text: 'Con más reseñas' }, (url) => url.searchParams.get('sort') === 'reviews');
    const url = await inSpanish(page);
    expect(url.searchParams.get('cuisine')).toBe('barbeque');
    const top = await app.db
      .prepare("SELECT r.name FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE c.key = 'barbeque' ORDER BY r.review_count DESC LIMIT 1")
      .first<{ name: string }>();
    await shows(page, 'section[aria-labelledby="listing-heading"] ul > li:first-child article h3', top!.name);
    await context.close();
  });

  it('signs in, saves a favourite and a place to go, and writes a review, in Spanish', async () => {
    const person = mode.javaScriptEnabled ? 'Priya Shah' : 'Ben Carter';
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/es/restaurant/${place.slug}`);
    await settle(page, mode);
    await click(page, { selector: 'body > header form[action$="/auth/facebook"] button[type="submit"]', text: 'Entrar' });
    await waitUntil(async () => page.url().startsWith(`${app.standInOrigin}/`), "the stand-in's dialog");
    await clickAndWait(page, { selector: 'button', text: `Continue as ${person}` });
    await waitUntil(async () => (await pageUrl(page)).pathname === `/es/restaurant/${place.slug}`, 'the way back to the Spanish page');
    await settle(page, mode);
    await inSpanish(page);
    expect(await page.evaluate(() => document.querySelector('body > header [aria-label^="Menú de la cuenta de "]')?.getAttribute('aria-label'))).toBe(`Menú de la cuenta de ${person}`);

    await submit(page, mode, { selector: '#quick-actions button', text: 'Agregar a Favoritos' });
    await shows(page, '#quick-actions button[aria-pressed="true"]', 'Quitar de Favoritos');
    await waitUntil(() => saved('favorites', person), 'the favourite to be saved');
    await inSpanish(page);
    if (mode.javaScriptEnabled) await page.waitForNetworkIdle({ idleTime: 300 });

    await submit(page, mode, { selector: '#quick-actions button', text: 'Agregar a Quiero ir' });
    await shows(page, '#quick-actions button', 'Quitar de Quiero ir');
    await waitUntil(() => saved('list_entries', person), 'the place to be listed');
    await inSpanish(page);
    if (mode.javaScriptEnabled) await page.waitForNetworkIdle({ idleTime: 300 });

    const words = `Costillas jugosas y una fila que avanzó rápido (${mode.name}).`;
    await typeInto(page, '#write-review textarea', words);
    await submit(page, mode, { selector: '#write-review button[type="submit"]', text: 'Publicar reseña' });
    await shows(page, '#write-review', 'Elige una calificación de 1 a 5 estrellas');
    await click(page, { selector: '#write-review label', text: '4 estrellas' });
    await submit(page, mode, { selector: '#write-review button[type="submit"]', text: 'Publicar reseña' });
    await shows(page, 'details.toast', 'Reseña publicada');
    await shows(page, 'li', words);
    expect((await inSpanish(page)).pathname).toBe(`/es/restaurant/${place.slug}`);

    await page.goto(`${app.origin}/es/lists?list=want`);
    await settle(page, mode);
    await inSpanish(page);
    await shows(page, 'main ol', place.name);
    await page.goto(`${app.origin}/es/favorites`);
    await inSpanish(page);
    await shows(page, 'main', place.name);
    await context.close();
  });

  it('reports a change to a listing and is thanked in Spanish', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/es/restaurant/${place.slug}`);
    await settle(page, mode);
    const note = `Ahora abren los domingos (Firefox, ${mode.name})`;
    // One report per reason from a diner counts once: each mode reports its own reason.
    const [reason, stored] = mode.javaScriptEnabled ? ['Cerró para siempre', 'closed'] : ['El teléfono o el sitio web está mal', 'phone-or-website'];
    await click(page, { selector: '#report-listing summary', text: 'Avísanos de un cambio' });
    await click(page, { selector: '#report-listing label', text: reason });
    await typeInto(page, 'form[action$="/report"] textarea[name="note"]', note);
    await submit(page, mode, { selector: 'form[action$="/report"] button[type="submit"]', text: 'Enviar aviso' });
    await shows(page, 'details.toast', 'Gracias por avisarnos');
    expect((await inSpanish(page)).pathname).toBe(`/es/restaurant/${place.slug}`);
    const { results } = await app.db.prepare('SELECT reason, note FROM listing_reports WHERE restaurant_id = ?').bind(place.id).all();
    expect(results).toContainEqual({ reason: stored, note });
    await context.close();
  });

  it('scales a recipe and reads a guide in Spanish', async () => {
    const { context, page } = await newFirefoxPage(browser);
    const recipe = (await app.db.prepare("SELECT id, servings FROM recipes WHERE status = 'published' AND servings > 0 ORDER BY id LIMIT 1").first<{ id: number; servings: number }>())!;
    const wanted = recipe.servings + 2;
    await page.goto(`${app.origin}/es/recipe/${recipe.id}`);
    await settle(page, mode);
    // The diner selects the number there and types theirs over it.
    await page.evaluate(() => (document.querySelector('#servings') as unknown as HTMLInputElement).select());
    await page.keyboard.type(String(wanted));
    await go(page, mode, { selector: '#ingredients button[type="submit"]', text: 'Ajustar receta' }, (url) => url.searchParams.get('servings') === String(wanted));
    await inSpanish(page);
    await shows(page, '#ingredients p', `Para ${wanted} porciones (ajustada de ${recipe.servings})`);

    await page.goto(`${app.origin}/es/guides`);
    await settle(page, mode);
    const title = await page.evaluate(() => document.querySelector('main a[href^="/es/guides/"]')!.textContent!.trim());
    await go(page, mode, { selector: 'main a[href^="/es/guides/"]' }, (url) => /^\/es\/guides\/[^/]+$/.test(url.pathname));
    await inSpanish(page);
    await shows(page, 'h1', title);
    await go(page, mode, { selector: 'section[aria-labelledby="guide-places"] ol > li a' }, (url) => url.pathname.startsWith('/es/restaurant/'));
    await inSpanish(page);
    await context.close();
  });

  it('sends a contact message and is thanked in Spanish', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/es/contact`);
    await settle(page, mode);
    await typeInto(page, '#contact-form [name="name"]', 'Dana Diner');
    await typeInto(page, '#contact-form [name="email"]', 'dana@example.com');
    await typeInto(page, '#contact-form [name="message"]', 'Abrieron una taquería nueva en Hemphill.');
    await submit(page, mode, { selector: '#contact-form button[type="submit"]', text: 'Enviar mensaje' });
    await shows(page, 'details.toast', '¡Mensaje enviado!');
    expect((await inSpanish(page)).pathname).toBe('/es/contact');
    await context.close();
  });

  it('switches to English and back to the same Spanish page', async () => {
    const { context, page } = await newFirefoxPage(browser);
    await page.goto(`${app.origin}/es/restaurant/${place.slug}`);
    await settle(page, mode);
    await go(page, mode, { selector: 'footer a[hreflang="en"][lang="en"]', text: 'English' }, (url) => url.pathname === `/restaurant/${place.slug}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await go(page, mode, { selector: 'footer a[hreflang="es"][lang="es"]', text: 'Español' }, (url) => url.pathname === `/es/restaurant/${place.slug}`);
    await inSpanish(page);
    expect(await pageText(page)).toContain('Horario');
    await context.close();
  });
});

/** Whether the person has a row in `table` (favorites or list_entries). */
function saved(table: 'favorites' | 'list_entries', person: string) {
  return app.db.prepare(`SELECT count(*) AS n FROM ${table} t JOIN users u ON u.id = t.user_id WHERE u.name = ?`).bind(person).first<number>('n');
}
