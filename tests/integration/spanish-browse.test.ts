import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { strangerFetch, TestClient, visibleText } from '../support/client';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/**
 * The browsing screens in Spanish (issue 43, item 1): search, the directory, a cuisine
 * page, favorites, lists and a shared list, contact and "Add a restaurant" speak Spanish
 * under /es, with no English interface words and no raw message ids left on them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

const NAMESPACES = ['search', 'directory', 'card', 'pagination', 'saving', 'favorites', 'lists', 'beenDetails', 'listForms', 'contact', 'addPlace', 'profile', 'layout'];

/**
 * English words these pages show that are not their interface's: the sample places'
 * and articles' own text ("808 Main St", "a Menu That Works"), and words translated
 * apart from these screens: the hours phrase ("Open now · Closes 3 AM"), an article's
 * category ("News") and the map's caption ("found on this page").
 */
const NOT_THESE_SCREENS = new Set(['layout.nav.main: Main', 'layout.menu: Menu', 'layout.nav.news: News', 'card.openNow: Open now', 'pagination.pageAfter: page']);

/** A Spanish page as a diner gets it: 200, Spanish throughout, its text returned. */
async function spanishPage(fetch: (path: string) => Promise<Response>, path: string) {
  const res = await fetch(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html, path).toContain('<html lang="es-US"');
  expect(html.match(/<main[^>]*>/)?.[0], path).not.toContain('lang="en"');
  expect(englishLeftOn(html, NAMESPACES).filter((left) => !NOT_THESE_SCREENS.has(left)), path).toEqual([]);
  expect(idsShownOn(html), path).toEqual([]);
  return visibleText(html);
}

const anyone = (path: string) => strangerFetch(app, path);

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

async function userId(facebookId: string) {
  return (await app.db.prepare('SELECT id FROM users WHERE facebook_id = ?').bind(facebookId).first<{ id: number }>())!.id;
}

async function openPlaces(n: number) {
  const { results } = await app.db.prepare('SELECT id FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 ORDER BY id LIMIT ?').bind(n).all<{ id: number }>();
  return results.map((r) => r.id);
}

describe('the browsing screens in Spanish', () => {
  it("the maps: captions in Spanish, and every pin opens the place's Spanish page", async () => {
    const caption = (html: string) => visibleText(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)?.[1] ?? '');
    const pins = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*\/restaurant\/[^"]+)"[^>]*>\s*<title>/g)].map((m) => m[1]!);
    const home = await (await anyone('/es')).text();
    expect(caption(home)).toMatch(/^Mapa de \d+ lugares en estos resultados\./);
    expect(pins(home).length).toBeGreaterThan(0);
    expect(pins(home).every((href) => href.startsWith('/es/restaurant/'))).toBe(true);
    const guide = await (await anyone('/es/guides/best-brisket-fort-worth')).text();
    expect(caption(guide)).toMatch(/^Mapa de \d+ lugares en esta guía\./);
    const english = await (await anyone('/')).text();
    expect(caption(english)).toMatch(/^Map of \d+ places in these results\./);
    expect(pins(english).every((href) => href.startsWith('/restaurant/'))).toBe(true);
  });

  it("the home list: each listing's description and dishes are the editors' English, marked so", async () => {
    const [english, spanish] = await Promise.all([(await anyone('/?view=list')).text(), (await anyone('/es?view=list')).text()]);
    const descriptions = (html: string) => [...html.matchAll(/<p([^>]*)class="hidden text-sm text-stone-700 sm:line-clamp-3">/g)].map((m) => m[1]!.trim());
    expect(descriptions(spanish).length).toBeGreaterThan(0);
    expect(descriptions(spanish).every((attributes) => attributes === 'lang="en"')).toBe(true);
    expect(descriptions(english).every((attributes) => attributes === '')).toBe(true);
    expect(spanish).toMatch(/<span class="font-semibold">Pide:<\/span> <span lang="en">/);
  });

  it('search: the hint, then what it found, counted in Spanish', async () => {
    expect(await spanishPage(anyone, '/es/search')).toContain('Escribe un restaurante, platillo, tipo de comida o barrio');
    const found = await spanishPage(anyone, '/es/search?q=tacos');
    expect(found).toMatch(/\d+ restaurantes? para “tacos”|\d+ reseñas? o noticias? para “tacos”/);
    expect(found).toContain('Más filtros');
    const none = await spanishPage(anyone, '/es/search?q=zzqxj');
    expect(none).toContain('No encontramos nada para “zzqxj”');
    expect(none).toContain('explora el directorio de restaurantes');
  });

  it('the directory and a cuisine page', async () => {
    const directory = await spanishPage(anyone, '/es/restaurant-directory');
    expect(directory).toContain('Directorio de restaurantes');
    expect(directory).toContain('¿Tienes un restaurante aquí? Escríbenos y lo agregamos');
    const { key } = (await app.db
      .prepare('SELECT c.key FROM cuisines c JOIN restaurants r ON r.cuisine_id = c.id WHERE c.has_page = 1 GROUP BY c.id ORDER BY count(*) DESC LIMIT 1')
      .first<{ key: string }>())!;
    const cuisine = await spanishPage(anyone, `/es/restaurants/${key}`);
    expect(cuisine).toContain('Volver al directorio de restaurantes');
    expect(cuisine).toContain('Aplicar filtros');
  });

  it('favorites: signed out, then one saved place and two, each counted in Spanish', async () => {
    expect(await spanishPage(anyone, '/es/favorites')).toContain('Inicia sesión con Facebook para ver y organizar tus restaurantes favoritos.');
    const diner = await signedIn('10005');
    const id = await userId('10005');
    const [first, second] = await openPlaces(2);
    await app.db.prepare('INSERT INTO favorites (user_id, restaurant_id) VALUES (?, ?)').bind(id, first).run();
    const one = await spanishPage((p) => diner.get(p), '/es/favorites');
    expect(one).toMatch(/\b1 restaurante guardado\b/);
    expect(one).toContain('Ver restaurante →');
    await app.db.prepare('INSERT INTO favorites (user_id, restaurant_id) VALUES (?, ?)').bind(id, second).run();
    expect(await spanishPage((p) => diner.get(p), '/es/favorites')).toMatch(/\b2 restaurantes guardados\b/);
  });

  it('lists, and a list shared by link, read by a stranger', async () => {
    expect(await spanishPage(anyone, '/es/lists')).toContain('Inicia sesión con Facebook para guardar tus listas');
    const diner = await signedIn('10006');
    const [first] = await openPlaces(1);
    await app.db.prepare('INSERT INTO favorites (user_id, restaurant_id) VALUES (?, ?)').bind(await userId('10006'), first).run();
    const lists = await spanishPage((p) => diner.get(p), '/es/lists');
    expect(lists).toContain('Comparte tus favoritos');
    expect(await spanishPage((p) => diner.get(p), '/es/lists?list=want')).toContain('para guardar los lugares que quieres probar');
    const shared = await diner.post('/es/lists', { intent: 'share', list: 'favorites', title: 'Mis lugares favoritos', note: '' });
    expect(shared.status).toBe(302);
    const html = await (await diner.get('/es/lists?list=favorites')).text();
    const token = /\/l\/([A-Za-z0-9_-]{22})/.exec(html)![1]!;
    expect(visibleText(html)).toContain('Tu enlace de favoritos');
    expect(visibleText(html)).toContain('Compartiste tus Favoritos');
    const list = await spanishPage(anyone, `/es/l/${token}`);
    expect(list).toContain('Una lista de');
    expect(list).toContain('Descubre más restaurantes de Fort Worth');
  });

  it("a Been place's day and note: on /lists?list=been and on the restaurant's page", async () => {
    const diner = await signedIn('10002');
    const [placeId] = await openPlaces(1);
    await app.db
      .prepare("INSERT INTO list_entries (user_id, list, restaurant_id, visited_on, note) VALUES (?, 'been', ?, '2026-11-01', 'Pedí las enchiladas')")
      .bind(await userId('10002'), placeId)
      .run();
    const lists = await spanishPage((p) => diner.get(p), '/es/lists?list=been');
    for (const words of ['El día que fuiste (opcional)', 'Nota privada (solo tú la ves)', 'Guardar el día y la nota']) expect(lists).toContain(words);
    const { slug, name } = (await app.db.prepare('SELECT slug, name FROM restaurants WHERE id = ?').bind(placeId).first<{ slug: string; name: string }>())!;
    const res = await diner.get(`/es/restaurant/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es-US"');
    expect(html).toContain(`aria-label="Cuándo fuiste a ${name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')} y tu nota"`);
    const text = visibleText(html);
    for (const words of ['El día que fuiste (opcional)', 'Nota privada (solo tú la ves)', 'Guardar el día y la nota']) expect(text).toContain(words);
    expect(englishLeftOn(html, ['beenDetails', 'listForms', 'layout']).filter((left) => !NOT_THESE_SCREENS.has(left))).toEqual([]);
    expect(idsShownOn(html)).toEqual([]);
  });

  it('the profile: tabs, the saved place, the devices signed in', async () => {
    const diner = await signedIn('10004');
    const [first] = await openPlaces(1);
    await app.db.prepare('INSERT INTO favorites (user_id, restaurant_id) VALUES (?, ?)').bind(await userId('10004'), first).run();
    const profile = await spanishPage((p) => diner.get(p), '/es/profile');
    expect(profile).toContain('Favoritos Reseñas Fotos');
    expect(profile).toContain('Ver restaurante →');
    expect(profile).toContain('Tienes la sesión iniciada solo en este dispositivo.');
    expect(await spanishPage((p) => diner.get(p), '/es/profile?tab=photos')).toContain('Todavía no has subido fotos.');
  });

  it('contact and "Add a restaurant"', async () => {
    const contact = await spanishPage(anyone, '/es/contact');
    expect(contact).toContain('Mándanos un mensaje');
    expect(contact).toContain('Correo electrónico');
    const place = await spanishPage(anyone, '/es/add-a-restaurant');
    expect(place).toContain('Agrega un restaurante');
    expect(place).toContain('Soy dueño o trabajo aquí');
  });
});

describe('a Spanish form that is refused answers in Spanish', () => {
  it('contact without a name: 400, the Spanish message by the field, what was typed kept', async () => {
    const res = await app.fetch('/es/contact', {
      method: 'POST',
      body: new URLSearchParams({ website: '', topic: 'general', name: '', email: 'ana@example.com', message: 'Un lugar de tacos en la calle Hemphill.' }),
      headers: { 'CF-Connecting-IP': '203.0.113.77' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Escribe tu nombre');
    expect(text).not.toContain('Name is required');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ana@example.com"|<input[^>]*value="ana@example.com"[^>]*name="email"/);
    expect(text).toContain('Un lugar de tacos en la calle Hemphill.');
  });

  it('a Been day still to come: 400, the Spanish message by the field, the note kept', async () => {
    const diner = await signedIn('10003');
    const [placeId] = await openPlaces(1);
    const { slug } = (await app.db.prepare('SELECT slug FROM restaurants WHERE id = ?').bind(placeId).first<{ slug: string }>())!;
    const res = await diner.post(`/es/restaurant/${slug}`, { intent: 'been-details', restaurantId: String(placeId), visitedOn: '2999-01-01', note: 'Reservado' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Ese día todavía no llega en Fort Worth');
    expect(visibleText(html)).not.toContain('That day has not come yet');
    expect(html).toContain('Reservado');
  });

  it('"Add a restaurant" without an address: 400, in Spanish, the name kept', async () => {
    const res = await app.fetch('/es/add-a-restaurant', {
      method: 'POST',
      body: new URLSearchParams({ url: '', name: 'Tacos Doña Lupe', address: '', cuisineId: '1', relation: 'diner' }),
      headers: { 'CF-Connecting-IP': '203.0.113.78' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Corrige los campos marcados abajo.');
    expect(text).toContain('Escribe su dirección para que los editores lo encuentren');
    expect(html).toContain('value="Tacos Doña Lupe"');
  });
});
