import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../app/utils/facebook-graph-version';
import { startApp, type TestApp } from '../support/app';
import { closeBrowser, JS_MODES, launchBrowser, newPage, settle } from '../support/browser';

/**
 * The English suite's diner tasks (discovery, diner-lists, restaurant-reviews,
 * listing-report, guides, firefox), walked on the Spanish pages on a phone in
 * Chromium, JavaScript off and on (issue 43, "Done when"): each step checks what
 * the diner reads in Spanish, that the page's address stays under /es and that the
 * page says it is Spanish (lang="es-US"). The Firefox pass is
 * tests/browser/spanish-diner-tasks-firefox.test.ts.
 */

const PHONE = { width: 390, height: 844 };
type Mode = (typeof JS_MODES)[number];

let app: TestApp;
let browser: Browser;
let place: { id: number; slug: string; name: string };
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ standIn: true }), launchBrowser()]);
  place = (await app.db.prepare("SELECT id, slug, name FROM restaurants WHERE slug = 'panther-city-bbq'").first<typeof place>())!;
});
afterAll(async () => {
  await closeBrowser();
  await app?.dispose();
});

/** A phone, with any error a script throws kept for the end of the task. */
async function phone(mode: Mode) {
  const { context, page } = await newPage(browser, mode, app.origin);
  await page.setViewportSize(PHONE);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Where the diner is: a Spanish page under /es, saying so. */
async function inSpanish(page: Page, mode: Mode) {
  await settle(page, mode);
  const url = new URL(page.url());
  expect(url.pathname, url.href).toMatch(/^\/es(?:\/|$)/);
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
  return url;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent().then((text) => text?.trim());

describe.each(JS_MODES)('a diner’s tasks in Spanish on a phone in Chromium with $name', (mode) => {
  it('finds a place by searching a Spanish word, opens it and reads its hours in Spanish', async () => {
    const { context, page, errors } = await phone(mode);
    await page.goto('/es');
    await inSpanish(page, mode);
    const field = page.getByRole('search', { name: 'Sitio' }).getByRole('searchbox');
    await field.fill('mariscos');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/es/search' && url.searchParams.get('q') === 'mariscos');
    await inSpanish(page, mode);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/\d+ restaurantes? .*“mariscos”$/);

    const first = page.locator('#restaurant-results ~ ul article h3 a').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/es\/restaurant\//);
    await inSpanish(page, mode);
    await expect.poll(() => h1(page)).toBe(name);
    // The hours, in Spanish: the heading, today's row and whether it is open.
    await expect(page.getByRole('heading', { name: 'Horario' }).count()).resolves.toBe(1);
    const hours = await page.locator('main').textContent();
    expect(hours).toMatch(/\(hoy\)/);
    expect(hours).toMatch(/Abierto|Cerrado|Abre|Cierra/);
    expect(hours).not.toMatch(/\b(Open now|Closed|Opens|today)\b/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters and sorts the home list in Spanish', async () => {
    const { context, page, errors } = await phone(mode);
    await page.goto('/es');
    await inSpanish(page, mode);
    const filters = page.getByRole('form', { name: 'Filtrar restaurantes' });
    await filters.getByLabel('Tipo de comida').selectOption({ label: 'Barbecue' });
    await filters.getByLabel('Precio').selectOption({ label: '$$' });
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL((url) => url.pathname === '/es' && url.searchParams.get('cuisine') === 'barbeque');
    await inSpanish(page, mode);
    expect(new URL(page.url()).searchParams.get('priceLevel')).toBe('2');
    const listing = page.locator('section[aria-labelledby="listing-heading"] ul > li article');
    await expect.poll(async () => new Set(await listing.locator('span.rounded-full').allTextContents())).toEqual(new Set(['Barbecue']));

    await page.getByRole('navigation', { name: 'Ordenar restaurantes' }).getByRole('link', { name: 'Con más reseñas' }).click();
    await page.waitForURL((url) => url.pathname === '/es' && url.searchParams.get('sort') === 'reviews');
    await inSpanish(page, mode);
    expect(new URL(page.url()).searchParams.get('cuisine')).toBe('barbeque');
    const top = await app.db
      .prepare("SELECT r.name FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE c.key = 'barbeque' AND r.price_level = 2 ORDER BY r.review_count DESC LIMIT 1")
      .first<{ name: string }>();
    await expect.poll(async () => (await listing.first().getByRole('heading').textContent())?.trim()).toBe(top!.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in, saves a favourite, makes a list and writes a review, all in Spanish', async () => {
    const person = mode.javaScriptEnabled ? 'Ben Carter' : 'Ana Morales';
    const { context, page, errors } = await phone(mode);
    await page.goto(`/es/restaurant/${place.slug}`);
    await inSpanish(page, mode);
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${app.standInOrigin}/${GRAPH_API_VERSION}/dialog/oauth?**`);
    await page.getByRole('button', { name: `Continuar como ${person}` }).or(page.getByRole('button', { name: `Continue as ${person}` })).click();
    await page.waitForURL((url) => url.origin === app.origin && url.pathname === `/es/restaurant/${place.slug}`);
    await inSpanish(page, mode);
    await page.getByLabel(`Menú de la cuenta de ${person}`).waitFor({ state: 'attached' });

    // A favourite, from the page's quick actions.
    const actions = page.locator('#quick-actions');
    await actions.getByRole('button', { name: 'Agregar a Favoritos' }).click();
    await actions.getByRole('button', { name: 'Quitar de Favoritos' }).waitFor();
    await inSpanish(page, mode);
    await expect.poll(() => saved('favorites', person)).toBe(1);

    // A list: Want to go, then the list itself shared by a link with a Spanish title.
    await actions.getByRole('button', { name: 'Agregar a Quiero ir' }).click();
    await actions.getByRole('button', { name: 'Quitar de Quiero ir' }).waitFor();
    await expect.poll(() => saved('list_entries', person)).toBe(1);
    await inSpanish(page, mode);

    // The review: no star first, which the form says in Spanish, keeping the words.
    const review = page.locator('#write-review');
    const words = `La brisket valió la fila y el pudín de plátano también (${mode.name}).`;
    await review.getByRole('textbox').fill(words);
    await review.getByRole('button', { name: 'Publicar reseña' }).click();
    await review.getByText('Elige una calificación de 1 a 5 estrellas').first().waitFor();
    await inSpanish(page, mode);
    await expect(review.getByRole('textbox').inputValue()).resolves.toBe(words);
    await review.locator('label').filter({ hasText: '4 estrellas' }).click();
    await review.getByRole('button', { name: 'Publicar reseña' }).click();
    await page.locator('details.toast[open]').getByText('Reseña publicada').waitFor();
    await inSpanish(page, mode);
    await page.getByText(words).first().waitFor();

    await page.getByLabel(`Menú de la cuenta de ${person}`).click();
    await page.getByRole('link', { name: 'Mis listas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis listas' }).waitFor();
    await inSpanish(page, mode);
    await page.getByRole('link', { name: /^Quiero ir \(1\)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/es/lists' && url.searchParams.get('list') === 'want');
    await inSpanish(page, mode);
    await expect(page.getByRole('list', { name: /^Quiero ir/ }).textContent()).resolves.toContain(place.name);
    await page.getByLabel('Título').fill('Barbacoa por probar');
    await page.getByRole('button', { name: 'Crear enlace' }).click();
    const link = page.locator('#share a[href*="/l/"]');
    await link.waitFor();
    await inSpanish(page, mode);

    await page.goto('/es/favorites');
    await inSpanish(page, mode);
    await expect(page.locator('main').textContent()).resolves.toContain(place.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a problem with a listing and is thanked in Spanish', async () => {
    const { context, page, errors } = await phone(mode);
    await page.goto(`/es/restaurant/${place.slug}`);
    await inSpanish(page, mode);
    const note = `Ya cierran los lunes (${mode.name})`;
    const section = page.getByRole('region', { name: '¿Estos datos están desactualizados?' });
    await section.getByText('Avísanos de un cambio').click();
    // One report per reason from a diner counts once: each mode reports its own reason.
    const [reason, stored] = mode.javaScriptEnabled ? ['Se mudó', 'moved'] : ['El horario está mal', 'hours'];
    await section.getByRole('radio', { name: reason }).check();
    await section.getByRole('textbox', { name: 'Lo que viste (opcional)' }).fill(note);
    await section.getByRole('button', { name: 'Enviar aviso' }).click();
    await page.getByText('Gracias por avisarnos').waitFor();
    expect((await inSpanish(page, mode)).pathname).toBe(`/es/restaurant/${place.slug}`);
    const { results } = await app.db.prepare('SELECT reason, note FROM listing_reports WHERE restaurant_id = ?').bind(place.id).all();
    expect(results).toContainEqual({ reason: stored, note });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scales a recipe and reads a guide in Spanish', async () => {
    const { context, page, errors } = await phone(mode);
    const recipe = (await app.db.prepare("SELECT id, servings FROM recipes WHERE status = 'published' AND servings > 0 ORDER BY id LIMIT 1").first<{ id: number; servings: number }>())!;
    const wanted = recipe.servings * 2;
    await page.goto(`/es/recipe/${recipe.id}`);
    await inSpanish(page, mode);
    await page.getByLabel('Porciones').fill(String(wanted));
    await page.getByRole('button', { name: 'Ajustar receta' }).click();
    await page.waitForURL((url) => url.pathname === `/es/recipe/${recipe.id}` && url.searchParams.get('servings') === String(wanted));
    await inSpanish(page, mode);
    await expect.poll(() => page.locator('#ingredients p[aria-live]').textContent()).toBe(`Para ${wanted} porciones (ajustada de ${recipe.servings})`);

    await page.goto('/es/guides');
    await inSpanish(page, mode);
    await expect.poll(() => h1(page)).toBe('Guías');
    const guide = page.locator('main a[href^="/es/guides/"]').first();
    const title = (await guide.textContent())!.trim();
    await guide.click();
    await page.waitForURL(/\/es\/guides\/[^/]+$/);
    await inSpanish(page, mode);
    await expect.poll(() => h1(page)).toBe(title);
    const places = page.locator('section[aria-labelledby="guide-places"] ol > li');
    expect(await places.count()).toBeGreaterThan(0);
    await places.first().getByRole('link').first().click();
    await page.waitForURL(/\/es\/restaurant\//);
    await inSpanish(page, mode);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to English and comes back to the same Spanish page', async () => {
    const { context, page, errors } = await phone(mode);
    const path = `/es/restaurant/${place.slug}`;
    await page.goto(path);
    await inSpanish(page, mode);
    const english = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
    await expect(english.getAttribute('lang')).resolves.toBe('en');
    await expect(english.getAttribute('hreflang')).resolves.toBe('en');
    await english.click();
    await page.waitForURL(`${app.origin}/restaurant/${place.slug}`);
    await settle(page, mode);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
    await expect(page.getByRole('heading', { name: 'About' }).or(page.getByRole('heading', { name: 'Hours' })).first().count()).resolves.toBe(1);

    const spanish = page.getByRole('contentinfo').getByRole('link', { name: 'Español' });
    await expect(spanish.getAttribute('lang')).resolves.toBe('es');
    await spanish.click();
    await page.waitForURL(`${app.origin}${path}`);
    await inSpanish(page, mode);
    await expect(page.getByRole('heading', { name: 'Horario' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** How many rows of `table` (favorites or list_entries) the person has. */
function saved(table: 'favorites' | 'list_entries', person: string) {
  return app.db.prepare(`SELECT count(*) AS n FROM ${table} t JOIN users u ON u.id = t.user_id WHERE u.name = ?`).bind(person).first<number>('n');
}
