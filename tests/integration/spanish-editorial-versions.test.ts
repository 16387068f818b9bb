import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '~/content/types';
import { bodyToInput } from '~/utils/desk-article';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, visibleText } from '../support/client';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/**
 * The editors' Spanish versions as readers see them (issue 43, items 4 and 5): a live
 * version replaces an item's words on its /es page, its cards, its JSON-LD and the
 * Spanish feeds; a draft changes nothing; English pages never change.
 */
const NAMESPACES = ['articles', 'recipes', 'guides', 'layout'];

let app: TestApp;
type Item = { id: number; slug: string };
let review: Item & { intro: string; tipsTitle: string };
let news: Item & { title: string };
let draft: Item & { title: string };
let recipe: Item & { cuisine: string };
let guide: Item & { places: string[] };

async function row<T>(sql: string, ...binds: unknown[]) {
  const found = await app.db.prepare(sql).bind(...binds).first<T>();
  expect(found, sql).not.toBeNull();
  return found!;
}

async function translate(entity: string, id: number, fields: Record<string, string>, status = 'published', publishedAt = '2026-01-01T00:00:00.000Z') {
  await app.db
    .prepare("INSERT OR REPLACE INTO translations (entity, entity_id, locale, fields, english, status, published_at) VALUES (?, ?, 'es', ?, '{}', ?, ?)")
    .bind(entity, id, JSON.stringify(fields), status, publishedAt)
    .run();
}

beforeAll(async () => {
  app = await startApp();
  // A review with a rating box and a tips box: the Spanish version covers the rating, not the tips (added after).
  const r = await row<Item & { intro: string; body: string }>("SELECT id, slug, intro, body FROM articles WHERE slug = 'margarita-funkytown'");
  const input = bodyToInput(JSON.parse(r.body) as Block[]);
  review = { ...r, tipsTitle: input.tips?.title ?? '' };
  expect(review.tipsTitle).not.toBe('');
  await translate('article', r.id, {
    title: 'El mejor margarita de Funkytown: happy hour en Joe T. Garcia’s',
    intro: 'Pregúntale a diez nativos de Fort Worth dónde tomar un margarita.',
    markdown: '## ¿Frozen o en las rocas?\n\nEn las rocas, siempre. Ácido, frío y fuerte.',
    'rating.title': 'Nuestra calificación',
    'rating.summary': 'Un margarita en las rocas ácido y frío en el patio más bonito de Fort Worth.',
    'visit.title': 'Visítalos',
    'visit.note': 'Happy hour de lunes a viernes, de 3 a 6 p. m.',
  });
  news = await row("SELECT id, slug, title FROM articles WHERE slug = 'charity-brisket-cook-off'");
  await translate('article', news.id, {
    title: 'Humo solidario: un concurso de brisket llega al Near Eastside',
    intro: 'Los pitmasters de patio de Fort Worth tendrán su oportunidad frente a los profesionales.',
    markdown: 'Veinte equipos ya se inscribieron.',
    'event.title': 'Detalles del evento',
    'event.name': 'Concurso benéfico de brisket Smoke for Good',
    'event.details.0.label': 'Entrada al público',
    'event.details.0.value': '12:30 p. m.',
    'event.details.1.label': 'Pulsera de degustación',
    'event.details.1.value': '$20; menores de 12 gratis',
    'event.details.2.label': 'Inscripción de equipos',
    'event.details.2.value': '$150',
  });
  // A draft: readers never see it.
  draft = await row("SELECT id, slug, title FROM articles WHERE kind = 'news' AND id NOT IN (?) AND category = 'News' ORDER BY published_at DESC LIMIT 1", news.id);
  await translate('article', draft.id, { title: 'Borrador que nadie debe ver', intro: 'Borrador', markdown: 'Borrador' }, 'draft');

  recipe = await row("SELECT id, slug, cuisine FROM recipes WHERE slug = 'elote'");
  const recipeRow = await row<{ ingredients: string; steps: string }>('SELECT ingredients, steps FROM recipes WHERE id = ?', recipe.id);
  const ingredients = JSON.parse(recipeRow.ingredients) as Array<{ item: string; note?: string }>;
  const steps = JSON.parse(recipeRow.steps) as string[];
  const spanishIngredients = ['elotes', 'mantequilla sin sal', 'mayonesa', 'crema mexicana o crema ácida', 'jugo de limón fresco', 'ajo', 'queso cotija', 'chile en polvo', 'cilantro fresco', 'limón'];
  await translate('recipe', recipe.id, {
    title: 'Elote asado',
    description: 'Elotes asados con mayonesa, queso cotija y chile.',
    ...Object.fromEntries(
      ingredients.flatMap((ingredient, i) => [
        [`ingredients.${i}.item`, spanishIngredients[i] ?? `ingrediente ${i + 1}`],
        ...(ingredient.note ? [[`ingredients.${i}.note`, `nota ${i + 1}`]] : []),
      ]),
    ),
    ...Object.fromEntries(steps.map((_, i) => [`steps.${i}`, `Paso número ${i + 1} en español.`])),
  });

  const g = await row<Item>("SELECT id, slug FROM guides ORDER BY published_at DESC LIMIT 1");
  const places = await app.db
    .prepare('SELECT r.slug AS slug FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = ? ORDER BY gp.position')
    .bind(g.id)
    .all<{ slug: string }>();
  guide = { ...g, places: places.results.map((p) => p.slug) };
  expect(guide.places.length).toBeGreaterThan(1);
  // Every place's note but the last: a place added after the version was saved.
  await translate('guide', g.id, {
    title: 'Guía en español de prueba',
    summary: 'Un resumen de la guía en español.',
    intro: 'La introducción de la guía, escrita en español.',
    ...Object.fromEntries(guide.places.slice(0, -1).map((slug) => [`places.${slug}.note`, `Nota en español sobre ${slug}.`])),
  });
  await app.db.prepare('UPDATE site_state SET content_generation = content_generation + 1').run();
});
afterAll(() => app?.dispose());

async function page(path: string) {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

function expectSpanishPage(html: string) {
  expect(html).toContain('<html lang="es-US"');
  expect(html).not.toMatch(/<main[^>]*lang="en"/);
  expect(englishLeftOn(html, NAMESPACES)).toEqual([]);
  expect(idsShownOn(html)).toEqual([]);
}

/** The text of every element marked lang="en" in the page's main content (the language links are outside it). */
function englishParts(page: string) {
  const html = page.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return [...html.matchAll(/<(\w+)[^>]*\blang="en"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => visibleText(m[2]!)).join(' ');
}

function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe("a review's Spanish version", () => {
  it('replaces the title, intro, body and boxes, with no note; a box it lacks stays English, marked', async () => {
    const html = await page(`/es/review/${review.slug}`);
    expectSpanishPage(html);
    const text = visibleText(html);
    expect(text).toContain('El mejor margarita de Funkytown');
    expect(text).toContain('En las rocas, siempre.');
    expect(text).toContain('Nuestra calificación');
    expect(text).toContain('Visítalos');
    expect(text).not.toContain('Este artículo todavía no está en español.');
    expect(text).not.toContain('Rocks, every time.');
    // The tips box came after the Spanish version: English, and marked so.
    expect(englishParts(html)).toContain(review.tipsTitle);
    expect(englishParts(html)).not.toContain('Nuestra calificación');
    // Its title and meta are Spanish.
    expect(decodeEntities(html)).toMatch(/<title>El mejor margarita de Funkytown/);
  });

  it('says so in its JSON-LD, and the English page is unchanged', async () => {
    const spanish = jsonLd(await page(`/es/review/${review.slug}`)).filter((o) => o['@type'] !== 'BreadcrumbList');
    expect(spanish.length).toBeGreaterThan(0);
    for (const object of spanish) expect(object.inLanguage).toBe('es-US');
    expect(JSON.stringify(spanish[0])).toContain('El mejor margarita');
    expect(spanish[0]!.url).toMatch(new RegExp(`/es/review/${review.slug}$`));

    const englishHtml = await page(`/review/${review.slug}`);
    expect(visibleText(englishHtml)).toContain('Rocks, every time.');
    expect(englishHtml).not.toContain('Nuestra calificación');
    for (const object of jsonLd(englishHtml).filter((o) => o['@type'] !== 'BreadcrumbList')) expect(object.inLanguage).toBe('en-US');
  });
});

describe("a news article's Spanish version", () => {
  it("shows its event box in Spanish, the event's own date and price kept", async () => {
    const html = await page(`/es/article/${news.slug}`);
    expectSpanishPage(html);
    const text = visibleText(html);
    expect(text).toContain('Humo solidario');
    expect(text).toContain('Detalles del evento');
    expect(text).toContain('Fecha');
    expect(text).toContain('31 de mayo de 2025');
    expect(text).toContain('Pulsera de degustación');
    expect(text).not.toContain('Este artículo todavía no está en español.');
    const event = jsonLd(html).find((o) => o['@type'] === 'Event');
    expect(event?.name).toBe('Concurso benéfico de brisket Smoke for Good');
    expect(event?.inLanguage).toBe('es-US');
  });

  it('a draft shows nothing: the article stays English under the note', async () => {
    const html = await page(`/es/article/${draft.slug}`);
    const text = visibleText(html);
    expect(text).not.toContain('Borrador');
    expect(text).toContain('Este artículo todavía no está en español.');
    expect(englishParts(html)).toContain(decodeEntities(draft.title));
    for (const object of jsonLd(html).filter((o) => o['@type'] !== 'BreadcrumbList')) expect(object.inLanguage).toBe('en-US');
  });

  it('a scheduled version shows once its time has come, not before', async () => {
    await translate('article', draft.id, { title: 'Programado para el futuro', intro: 'x', markdown: 'x' }, 'scheduled', '2999-01-01T00:00:00.000Z');
    await app.purge(`/es/article/${draft.slug}`);
    expect(visibleText(await page(`/es/article/${draft.slug}`))).not.toContain('Programado para el futuro');
    await translate('article', draft.id, { title: 'Programado y ya publicado', intro: 'x', markdown: 'x' }, 'scheduled', '2020-01-01T00:00:00.000Z');
    await app.purge(`/es/article/${draft.slug}`);
    expect(visibleText(await page(`/es/article/${draft.slug}`))).toContain('Programado y ya publicado');
  });
});

describe('cards where a version exists', () => {
  it('the Spanish listings show Spanish titles, unmarked, beside marked English ones', async () => {
    // The listing page the review is on (it is not among the newest).
    let at = 1;
    while (!(await page(`/reviews?page=${at}`)).includes(`/review/${review.slug}"`)) at += 1;
    const reviews = await page(`/es/reviews?page=${at}`);
    expectSpanishPage(reviews);
    expect(decodeEntities(reviews)).toMatch(/<h2 class="[^"]*">El mejor margarita de Funkytown/);
    expect(reviews).toMatch(/<h2 lang="en"/);
    const news = await page('/es/news');
    expect(visibleText(news)).toContain('Humo solidario');
    expect(visibleText(await page('/es/recipes'))).toContain('Elote asado');
    expect(visibleText(await page('/es/guides'))).toContain('Guía en español de prueba');
  });

  it('the English listings are unchanged', async () => {
    expect(visibleText(await page('/reviews'))).not.toContain('El mejor margarita');
    expect(visibleText(await page('/recipes'))).not.toContain('Elote asado');
  });

  it("search results and a listing's coverage show the Spanish title", async () => {
    expect(visibleText(await page('/es/search?q=margarita'))).toContain('El mejor margarita de Funkytown');
    expect(visibleText(await page('/es/restaurant/joe-t-garcias'))).toContain('El mejor margarita de Funkytown');
    expect(visibleText(await page('/restaurant/joe-t-garcias'))).not.toContain('El mejor margarita de Funkytown');
  });
});

describe("a recipe's Spanish version", () => {
  it('reads ingredients, units and steps in Spanish, and scales in Spanish', async () => {
    const html = await page(`/es/recipe/${recipe.id}`);
    expectSpanishPage(html);
    const text = visibleText(html);
    expect(text).toContain('Elote asado');
    expect(text).toContain('¼ taza mayonesa');
    expect(text).toContain('1 cda. mantequilla sin sal');
    expect(text).toContain('1 diente ajo');
    expect(text).toContain('Paso número 1 en español.');
    expect(text).not.toContain('Esta receta todavía no está en español.');
    // Its cuisine, typed in English by the editor, names a cuisine of the directory: said in Spanish.
    expect(recipe.cuisine).toBe('Mexican');
    expect(text).toContain('Mexicana');
    expect(englishParts(html)).toBe('');

    const doubled = visibleText(await page(`/es/recipe/${recipe.id}?servings=12`));
    expect(doubled).toContain('½ taza mayonesa');
    expect(doubled).toContain('1½ tazas queso cotija');
    expect(doubled).toContain('2 dientes ajo');
    expect(doubled).toContain('2 cdas. mantequilla sin sal');

    const recipeLd = jsonLd(html).find((o) => o['@type'] === 'Recipe');
    expect(recipeLd?.inLanguage).toBe('es-US');
    expect(recipeLd?.name).toBe('Elote asado');
  });

  it('the English recipe keeps its words and units', async () => {
    const text = visibleText(await page(`/recipe/${recipe.id}?servings=12`));
    expect(text).toContain('½ cup mayonnaise');
    expect(text).toContain('2 cloves garlic');
  });
});

describe("a guide's Spanish version", () => {
  it("shows its title, intro and notes in Spanish; a place it lacks keeps the English note, marked", async () => {
    const html = await page(`/es/guides/${guide.slug}`);
    expectSpanishPage(html);
    const text = visibleText(html);
    expect(text).toContain('Guía en español de prueba');
    expect(text).toContain('La introducción de la guía, escrita en español.');
    expect(text).toContain(`Nota en español sobre ${guide.places[0]}.`);
    expect(text).not.toContain('Esta guía todavía no está en español.');
    expect(englishParts(html)).not.toContain('Nota en español');
    expect(englishParts(html).length).toBeGreaterThan(10);
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="\/es\/feeds\/guides\.xml"[^>]*hreflang="es-US"|hreflang="es-US"[^>]*href="\/es\/feeds\/guides\.xml"/i);
    expect(jsonLd(html).find((o) => o['@type'] === 'ItemList')?.inLanguage).toBe('es-US');
  });
});

describe('the Spanish feeds', () => {
  it('/es/feeds/reviews.xml is in Spanish, its untranslated entries marked English', async () => {
    const res = await app.fetch('/es/feeds/reviews.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-US">');
    expect(xml).toContain('<title type="text">Fort Worth Eats: Reseñas</title>');
    expect(xml).toMatch(/<link rel="alternate" type="text\/html" href="[^"]*\/es\/reviews"\/>/);
    expect(xml).toMatch(/<entry xml:lang="en">\s*<id>[^<]*\/es\/review\//);
  });

  it('/es/feeds/news.xml carries the Spanish entry unmarked; /es/feeds/guides.xml the Spanish guide', async () => {
    const newsXml = await (await app.fetch('/es/feeds/news.xml')).text();
    expect(newsXml).toMatch(new RegExp(`<entry>\\s*<id>[^<]*/es/article/${news.slug}</id>\\s*<title type="text">Humo solidario`));
    const guides = await (await app.fetch('/es/feeds/guides.xml')).text();
    expect(guides).toContain('Fort Worth Eats: Guías');
    expect(guides).toContain('Guía en español de prueba');
  });

  it('the English feeds are unchanged', async () => {
    const xml = await (await app.fetch('/feeds/reviews.xml')).text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<title type="text">Fort Worth Eats: Reviews</title>');
    expect(xml).not.toContain('El mejor margarita');
    expect(xml).not.toContain('/es/');
  });
});
