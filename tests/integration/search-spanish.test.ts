import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/**
 * Search in Spanish (issue 43): a diner who types "mariscos" or "sin gluten" finds what
 * "seafood" or "gluten free" finds. Each Spanish query is compared with its English one,
 * and what a diner expects in it (the places whose fact is yes, the cuisine's places) is
 * read from the seeded database, not worked out by the search's own code.
 */
// Saturday, November 21 2026, 1:00 AM in Fort Worth: the late places are open now.
const NOW = '2026-11-21T07:00:00Z';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ vars: { TEST_NOW: NOW } });
});
afterAll(() => app?.dispose());

type Place = { slug: string; name: string; cuisine: string; text: string; facts: Record<string, string> };

async function places(): Promise<Place[]> {
  const { results } = await app.db
    .prepare(
      `SELECT r.slug, r.name, c.key AS cuisine,
        r.name || ' ' || r.description || ' ' || coalesce((SELECT group_concat(name, ' | ') FROM restaurant_dishes WHERE restaurant_id = r.id), '') AS text,
        coalesce((SELECT group_concat(fact || '=' || value, ' ') FROM restaurant_facts WHERE restaurant_id = r.id), '') AS facts
      FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE r.closed_at IS NULL AND r.is_draft = 0`,
    )
    .all<Omit<Place, 'facts'> & { facts: string }>();
  return results.map((p) => ({ ...p, facts: Object.fromEntries(p.facts.split(' ').filter(Boolean).map((f) => f.split('='))) }));
}

/** The restaurants (in order) and the reviews and news a diner finds, over every page. */
async function search(q: string) {
  const restaurants: string[] = [];
  const articles: string[] = [];
  for (let page = 1; ; page++) {
    const path = `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
    const res = await app.fetch(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const [restaurantSection = '', articleSection = ''] = (html.split('id="restaurant-results"')[1] ?? '').split('id="article-results"');
    restaurants.push(...[...restaurantSection.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]!));
    articles.push(...[...articleSection.matchAll(/<h3[^>]*><a[^>]*href="\/(?:review|article)\/([^"]+)"/g)].map((m) => m[1]!));
    if (!html.includes('rel="next"')) return { restaurants, articles };
  }
}

const sorted = (list: string[]) => [...list].sort();

describe('search in Spanish finds what search in English finds', () => {
  it.each([
    // The issue's own examples.
    ['los mejores tacos cerca de mí', 'tacos'],
    ['mariscos', 'seafood'],
    ['sin gluten', 'gluten free'],
    ['vegano', 'vegan'],
    ['terraza', 'patio'],
    ['para niños', 'kid friendly'],
    // Cuisines, dishes and drinks.
    ['comida mexicana', 'mexican'],
    ['hamburguesas', 'burgers'],
    ['pizzerías', 'pizza'],
    ['comida china', 'chinese'],
    ['comida italiana', 'italian'],
    ['comida japonesa', 'japanese'],
    ['comida tailandesa', 'thai'],
    ['comida india', 'indian'],
    ['comida coreana', 'korean'],
    ['vegetariano', 'vegetarian'],
    ['parrilla', 'steakhouse'],
    ['cervecerías', 'brewery'],
    ['cafés', 'coffee'],
    ['postres', 'dessert'],
    ['panadería', 'bakery'],
    // What a listing has.
    ['se aceptan mascotas', 'dog friendly'],
    ['estacionamiento', 'parking'],
    ['accesible en silla de ruedas', 'wheelchair accessible'],
    // What its hours and happy hours answer.
    ['desayuno', 'breakfast'],
    ['abierto ahora', 'open now'],
    ['tarde en la noche', 'late night'],
    ['abierto hasta tarde', 'open late'],
    ['hora feliz', 'happy hour'],
    ['nochebuena', 'christmas eve'],
  ])('"%s" finds what "%s" finds', async (spanish, english) => {
    const [es, en] = [await search(spanish), await search(english)];
    expect(en.restaurants.length, english).toBeGreaterThan(0);
    expect(sorted(es.restaurants)).toEqual(sorted(en.restaurants));
    expect(sorted(es.articles)).toEqual(sorted(en.articles));
  });
});

describe('search in Spanish finds the places a diner expects', () => {
  it.each([
    ['sin gluten', 'gluten-free'],
    ['terraza', 'patio'],
    ['para niños', 'kids'],
    ['vegano', 'vegan'],
    ['acepta perros', 'dog-friendly'],
    ['estacionamiento', 'parking-lot'],
    ['estacionamiento', 'valet'],
  ])('"%s" finds every place whose %s fact is yes', async (q, fact) => {
    const yes = (await places()).filter((p) => p.facts[fact] === 'yes').map((p) => p.slug);
    expect(yes.length, fact).toBeGreaterThan(0);
    expect((await search(q)).restaurants).toEqual(expect.arrayContaining(yes));
  });

  it('finds every Mexican place for "comida mexicana", and every seafood place for "mariscos", Mariscos La Bahía with the names that say it', async () => {
    const all = await places();
    const of = (cuisine: string) => all.filter((p) => p.cuisine === cuisine).map((p) => p.slug);
    expect(of('mexican').length).toBeGreaterThan(1);
    expect((await search('comida mexicana')).restaurants).toEqual(expect.arrayContaining(of('mexican')));
    const mariscos = await search('mariscos');
    expect(mariscos.restaurants).toEqual(expect.arrayContaining(of('seafood')));
    // Names come first: Mariscos La Bahía is among the places named for seafood, fish or mariscos.
    const named = all.filter((p) => /\b(seafood|fish|shellfish|mariscos?|pescados?)\b/i.test(p.name));
    expect(named.length).toBeGreaterThan(1);
    expect(sorted(mariscos.restaurants.slice(0, named.length))).toEqual(sorted(named.map((p) => p.slug)));
    expect(named.map((p) => p.slug)).toContain('mariscos-la-bahia');
  });

  it('finds the places that sell barbacoa for "barbacoa", not the barbecue joints', async () => {
    const all = await places();
    const sellIt = all.filter((p) => /barbacoa/i.test(p.text)).map((p) => p.slug);
    expect(sellIt.length).toBeGreaterThan(0);
    const found = (await search('barbacoa')).restaurants;
    expect(sorted(found)).toEqual(sorted(sellIt));
    const barbecueOnly = all.filter((p) => p.cuisine === 'barbeque' && !sellIt.includes(p.slug));
    expect(barbecueOnly.length).toBeGreaterThan(0);
    for (const p of barbecueOnly) expect(found).not.toContain(p.slug);
  });

  it('drops the words that only carry the sentence', async () => {
    const mariscos = sorted((await search('mariscos')).restaurants);
    expect(sorted((await search('¿Dónde comer los mejores mariscos en Fort Worth?')).restaurants)).toEqual(mariscos);
    expect(sorted((await search('restaurantes de mariscos cerca de mí')).restaurants)).toEqual(mariscos);
  });
});
