import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { visibleText } from '../support/client';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/**
 * The words every screen shares, on Spanish pages (issue 43, item 2): cuisine names,
 * open-now lines, the week's hours, prices, facts and ratings. The screens' own
 * sentences are their engineers' to translate; these words must already be Spanish.
 */
// Tuesday, November 24 2026, 1:00 PM in Fort Worth: lunch time, most places open.
const NOW = '2026-11-24T19:00:00Z';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ vars: { TEST_NOW: NOW } });
});
afterAll(() => app?.dispose());

async function page(path: string) {
  const res = await app.fetch(path);
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html) };
}

/** An open place with a week of hours, a rating and checked facts: the page that shows the most shared words. */
async function busiestPlace() {
  return (await app.db
    .prepare(
      `SELECT r.slug FROM restaurants r WHERE r.closed_at IS NULL AND r.is_draft = 0 AND EXISTS (SELECT 1 FROM opening_hours h WHERE h.restaurant_id = r.id AND h.weekday = 2)
        AND r.average_rating IS NOT NULL AND EXISTS (SELECT 1 FROM restaurant_facts f WHERE f.restaurant_id = r.id AND f.value = 'yes')
      ORDER BY r.review_count DESC, r.id LIMIT 1`,
    )
    .first<{ slug: string }>())!;
}

describe('the shared vocabulary in Spanish', () => {
  it('names the cuisines in Spanish in the directory, their keys unchanged in the links', async () => {
    const { status, html, text } = await page('/es/restaurant-directory');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es-US"');
    for (const name of ['Mariscos', 'Mexicana', 'De la granja a la mesa', 'Sureña', 'Barbecue', 'Tex-Mex']) expect(text).toContain(name);
    expect(html).toContain('href="/es/restaurants/seafood"');
    expect(englishLeftOn(html, ['cuisines'])).toEqual([]);
    expect(idsShownOn(html)).toEqual([]);
  });

  it('says a restaurant\'s hours, price, rating and facts in Spanish, and in English on its twin', async () => {
    const { slug } = await busiestPlace();
    const spanish = await page(`/es/restaurant/${slug}`);
    expect(spanish.status).toBe(200);
    expect(spanish.text).toMatch(/Abierto ahora · Cierra (a las|a la|a medianoche)|Cierra pronto · |Cerrado|Abierto las 24 horas/);
    expect(spanish.text).toContain('martes (hoy)');
    for (const day of ['lunes', 'miércoles', 'domingo']) expect(spanish.text).toContain(day);
    expect(spanish.text).toMatch(/Calificación: \d\.\d de 5/);
    expect(spanish.text).toMatch(/Precio: (Económico|Moderado|Caro|De lujo)/);
    expect(spanish.text).toMatch(/Alimentación|Accesibilidad|Servicios/);
    // The page's own sentences (and diners' reviews) are still English: only no message id may show.
    expect(idsShownOn(spanish.html)).toEqual([]);

    const english = await page(`/restaurant/${slug}`);
    expect(english.text).toMatch(/Open now · Closes |Closes soon · |Closed|Open 24 hours/);
    expect(english.text).toContain('Tuesday (today)');
    expect(english.text).toMatch(/Rated \d\.\d out of 5/);
    expect(english.text).toMatch(/Price: (Inexpensive|Moderate|Pricey|Ultra high-end)/);
  });

  it('offers the filters and cards of the home listing in Spanish', async () => {
    const { html, text } = await page('/es');
    expect(text).toContain('Más filtros');
    expect(text).toContain('Precio por persona');
    expect(text).toContain('Terraza');
    expect(text).toContain('Menos de $15');
    expect(text).toMatch(/Abierto ahora · Cierra |Cierra pronto · /);
    // Not 'ratings' ("Rated" is also the home's own "Highest Rated") nor 'cuisines' (a place is
    // called "Thai Select"): the badges' Spanish is asserted here instead.
    expect(text).toMatch(/Calificación: \d\.\d de 5/);
    expect(text).toContain('Tailandesa');
    expect(englishLeftOn(html, ['facts', 'prices', 'hours'])).toEqual([]);
    expect(idsShownOn(html)).toEqual([]);
  });
});
