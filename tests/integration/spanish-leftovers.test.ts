import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, strangerFetch, TestClient, visibleText } from '../support/client';
import { formFields } from '../support/forms';
import { makeOwner, userIdOf } from '../support/owners';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/**
 * The last English on Spanish pages (issue 43, item 1 "every screen in Spanish"): our
 * rating on a listing, the owner's page, the screens' error titles, what a diner sees
 * when Facebook sign-in fails, the share-list checks and a guide's changes in its feed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

/** A Spanish page as a diner gets it: its status, Spanish throughout, its html returned. */
async function spanishPage(res: Response, namespaces: string[], path: string, status = 200) {
  expect(res.status, path).toBe(status);
  const html = await res.text();
  expect(html, path).toContain('<html lang="es-US"');
  if (status === 200) expect(html.match(/<main[^>]*>/)?.[0], path).not.toContain('lang="en"');
  expect(englishLeftOn(html, [...namespaces, 'layout']), path).toEqual([]);
  expect(idsShownOn(html), path).toEqual([]);
  return html;
}

/** The error message of an error page: the words a failed screen shows, marked with their language. */
const errorMessage = (html: string) => /<div lang="([^"]+)" class="mx-auto max-w-2xl[^"]*">([\s\S]*?)<\/div><\/main>/.exec(html);

describe("our rating on a listing's Spanish page", () => {
  it('says our rating and links to the review, whose rating box the editor wrote in Spanish', async () => {
    const html = await spanishPage(await strangerFetch(app, '/es/restaurant/joe-t-garcias'), ['restaurant', 'ratings'], '/es/restaurant/joe-t-garcias');
    expect(visibleText(html)).toContain('Nuestra calificación 5 de 5 Lee nuestra reseña');
    expect(html).toContain('href="/es/review/margarita-funkytown"');
    // The box shows no words of the review's own: they are read on the review, in Spanish.
    expect(html).not.toContain('properly strong rocks margarita');

    const review = await (await strangerFetch(app, '/es/review/margarita-funkytown')).text();
    const box = /<aside aria-label="Nuestra calificación"[\s\S]*?<\/aside>/.exec(review)?.[0] ?? '';
    expect(visibleText(box)).toContain('Una margarita en las rocas ácida, fría y bien servida');
    expect(box).not.toContain('lang="en"');
  });
});

describe('more of a listing in Spanish', () => {
  it("gives the happy hour's days and times in Spanish", async () => {
    // A listing no other test here opens: the edge keeps a page it served for a minute.
    const { id, slug } = (await app.db
      .prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 ORDER BY id LIMIT 1 OFFSET 2')
      .first<{ id: number; slug: string }>())!;
    await app.db.batch([
      app.db.prepare('DELETE FROM happy_hours WHERE restaurant_id = ?').bind(id),
      ...[1, 2, 3, 4, 5].map((weekday) =>
        app.db.prepare('INSERT INTO happy_hours (restaurant_id, weekday, starts_minute, ends_minute) VALUES (?, ?, 900, 1080)').bind(id, weekday)
      ),
    ]);
    const text = visibleText(await spanishPage(await strangerFetch(app, `/es/restaurant/${slug}`), ['restaurant', 'hours'], `/es/restaurant/${slug}`));
    expect(text).toContain('Horario de happy hour: lun–vie 3 p. m. – 6 p. m.');
    expect(visibleText(await (await strangerFetch(app, `/restaurant/${slug}`)).text())).toContain('Happy hour Mon–Fri 3 PM – 6 PM');
  });

  it('says in Spanish that a listing does not exist', async () => {
    const res = await strangerFetch(app, '/es/restaurant/no-such-place-here');
    expect(res.status).toBe(404);
    const message = errorMessage(await res.text());
    expect(message?.[1]).toBe('es-US');
    expect(visibleText(message?.[2] ?? '')).toContain('Restaurante no encontrado El restaurante que buscas no existe. Regresar');
  });
});

describe("the owner's page in Spanish", () => {
  let owner: TestClient;
  let place: { id: number; slug: string; name: string };
  const path = () => `/es/business/${place.slug}`;
  beforeAll(async () => {
    owner = await signedInClient(app, '10001');
    place = (await app.db
      .prepare(
        'SELECT id, slug, name FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 AND id NOT IN (SELECT restaurant_id FROM listing_owners) ORDER BY id DESC LIMIT 1'
      )
      .first<{ id: number; slug: string; name: string }>())!;
    await makeOwner(app.db, { restaurantId: place.id, userId: await userIdOf(app.db, '10001') });
  });

  it('sends a signed-out visitor to a Spanish sign-in page that brings them back', async () => {
    const res = await strangerFetch(app, path());
    expect(res.status).toBe(302);
    const signIn = res.headers.get('Location')!;
    expect(signIn).toBe(`/es/auth/facebook?redirectTo=${encodeURIComponent(path())}`);
    const text = visibleText(await spanishPage(await strangerFetch(app, signIn), ['signIn'], signIn));
    expect(text).toContain('Iniciar sesión');
    expect(text).toContain('Inicia sesión con Facebook para guardar tus restaurantes favoritos');
    expect(text).toContain('Continuar con Facebook');
  });

  it('shows its forms in Spanish to the owner', async () => {
    const html = await spanishPage(await owner.get(path()), ['ownerPage', 'facts', 'hours'], path());
    expect(html).toContain(`<title>Tu negocio: ${place.name.replace(/'/g, '&#x27;')} · Fort Worth Eats</title>`);
    const text = visibleText(html);
    for (const words of [
      'Tú mantienes al día el horario y los datos de este negocio.',
      'Se muestra de inmediato',
      'Horario (hora de Fort Worth)',
      'Lunes',
      'Domingo',
      'Bueno saber',
      'Alimentación',
      'No sé',
      'Cómo contactarte',
      'Guardar y mostrar ya',
      'Un editor lo revisa primero',
      'Platillo 1',
      'Enviar a un editor',
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('placeholder="Cerrado"');
  });

  it('checks its fields in Spanish, keeping what was typed', async () => {
    const form = formFields(await (await owner.get(path())).text());
    const res = await owner.post(path(), { ...form, intent: 'live', hours1: 'whenever', phone: 'call us', website: 'example', pricePerPerson: 'lots' });
    const html = await spanishPage(res, ['ownerPage', 'facts', 'hours'], path(), 400);
    const text = visibleText(html);
    expect(text).toContain('Lunes: escribe el horario como 11am-9pm');
    expect(text).toContain('Escribe el teléfono así: (817) 555-0123');
    expect(text).toContain('Escribe la dirección completa, empezando con https://');
    expect(text).toContain('Escribe el gasto típico por persona en dólares enteros');
    expect(formFields(html)).toMatchObject({ hours1: 'whenever', phone: 'call us', website: 'example' });

    const note = await owner.post(path(), { ...formFields(await (await owner.get(path())).text()), intent: 'propose', note: 'x'.repeat(400) });
    expect(visibleText(await spanishPage(note, ['ownerPage'], path(), 400))).toContain('La nota debe tener menos de');
  });

  it('says it saved in Spanish, and which parts the owner updated', async () => {
    const form = formFields(await (await owner.get(path())).text());
    const saved = await owner.post(path(), { ...form, intent: 'live', hours6: '10:00-23:00' });
    expect(saved.status).toBe(302);
    const page = visibleText(await spanishPage(await owner.follow(saved), ['ownerPage', 'facts', 'hours'], path()));
    expect(page).toContain('Guardado Los comensales ya lo ven.');
    expect(page).toMatch(/Actualizado por el dueño: Horario \(\d{1,2} [a-z]+ \d{4}\)\./);

    const sent = await owner.post(path(), { ...formFields(await (await owner.get(path())).text()), intent: 'propose', note: 'Abrimos temprano los sábados.' });
    const after = visibleText(await spanishPage(await owner.follow(sent), ['ownerPage'], path()));
    expect(after).toContain('Enviado a los editores Aparecerá en tu página cuando un editor lo acepte.');
    expect(after).toContain('Tus propuestas');
    expect(after).toMatch(/Esperando a un editor · enviada el \d{1,2} [a-z]+ \d{4}/);
    expect(after).toContain('Nota: «Abrimos temprano los sábados.»');
  });

  it('tells someone else, in Spanish, that only its owners may change it', async () => {
    const diner = await signedInClient(app, '10002');
    const html = await spanishPage(await diner.get(path()), [], path(), 403);
    const message = errorMessage(html);
    expect(message?.[1]).toBe('es-US');
    expect(visibleText(message?.[2] ?? '')).toContain('403: solo para dueños Solo los dueños de este negocio pueden cambiarlo aquí.');
  });
});

describe('the screens that fail, in Spanish', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await startApp({ brokenDb: true });
  });
  afterAll(() => broken?.dispose());

  it.each([
    ['/es/restaurant/joe-t-garcias/claim', 'Reclamar un restaurante', 'No pudimos cargar esta página.'],
    ['/es/business/claim?q=cafe', 'Reclama tu negocio', 'No pudimos cargar esta página.'],
    ['/es/restaurant/joe-t-garcias', 'Restaurante no disponible', 'No pudimos cargar los restaurantes.'],
    ['/es/restaurant-directory', 'Directorio de restaurantes', 'No pudimos cargar los tipos de cocina.'],
    ['/es/recipes', 'Recetas', 'No pudimos cargar las recetas.'],
  ])('%s says in Spanish what failed', async (path, title, text) => {
    const res = await broken.fetch(path);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const html = await res.text();
    const message = errorMessage(html);
    expect(message?.[1]).toBe('es-US');
    expect(visibleText(message?.[2] ?? '')).toContain(`${title} ${text}`);
    expect(englishLeftOn(html, ['layout'])).toEqual([]);
    expect(idsShownOn(html)).toEqual([]);
  });

  it('titles the claim pages in Spanish in the browser tab too', async () => {
    expect(await (await broken.fetch('/es/restaurant/joe-t-garcias/claim')).text()).toContain('<title>Reclamar un restaurante · Fort Worth Eats</title>');
    expect(await (await broken.fetch('/es/business/claim?q=cafe')).text()).toContain('<title>Reclama tu negocio | Fort Worth Eats</title>');
  });

  it('keeps the English titles on the English pages', async () => {
    const html = await (await broken.fetch('/restaurant/joe-t-garcias/claim')).text();
    expect(html).toContain('<title>Claim a listing · Fort Worth Eats</title>');
    expect(visibleText(html)).toContain('Claim a listing We could not load this page.');
    expect(html).not.toContain('lang="es-US"');
  });
});

describe('Facebook sign-in from a Spanish page', () => {
  /** Starts signing in from `from`, and has the stand-in answer with `answer` (a person, or a cancel). */
  async function comeBack(client: TestClient, from: string, answer: Record<string, string>) {
    const start = await client.post('/es/auth/facebook', { redirectTo: from });
    const dialog = new URL(start.headers.get('Location')!);
    const consent = new URL('/dialog/consent', dialog.origin);
    for (const key of ['redirect_uri', 'state', 'scope']) consent.searchParams.set(key, dialog.searchParams.get(key) ?? '');
    for (const [key, value] of Object.entries(answer)) consent.searchParams.set(key, value);
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('Location')!);
    return client.get(back.pathname + back.search);
  }

  it('says in Spanish that the diner cancelled, back on the Spanish page', async () => {
    const diner = new TestClient(app);
    const res = await comeBack(diner, '/es/contact', { cancel: '1' });
    expect(res.headers.get('Location')).toBe('/es/contact');
    const text = visibleText(await spanishPage(await diner.follow(res), ['contact'], '/es/contact'));
    expect(text).toContain('Inicio de sesión cancelado Cancelaste el inicio de sesión con Facebook');
  });

  it('says in Spanish that sign-in failed', async () => {
    const diner = new TestClient(app);
    // The stand-in's person whose profile cannot be read.
    const res = await comeBack(diner, '/es/contact', { person: '10099' });
    const text = visibleText(await spanishPage(await diner.follow(res), ['contact'], '/es/contact'));
    expect(text).toContain('No se pudo iniciar sesión Hubo un error al iniciar sesión con Facebook');
  });

  it('welcomes the diner in Spanish', async () => {
    const diner = new TestClient(app);
    const res = await comeBack(diner, '/es/contact', { person: '10003' });
    const text = visibleText(await spanishPage(await diner.follow(res), ['contact'], '/es/contact'));
    expect(text).toMatch(/¡Bienvenido! Ya iniciaste sesión|¡Qué gusto verte de nuevo! Ya iniciaste sesión/);
  });
});

describe("the share-list form's checks in Spanish", () => {
  it('asks for a title, keeps it short, and says the list is shared', async () => {
    const diner = await signedInClient(app, '10004');
    const empty = await diner.post('/es/lists?list=want', { intent: 'share', list: 'want', title: '', note: '' });
    expect(visibleText(await spanishPage(empty, ['lists'], '/es/lists', 400))).toContain('Ponle un título a la lista');
    const long = await diner.post('/es/lists?list=want', { intent: 'share', list: 'want', title: 'x'.repeat(200), note: 'y'.repeat(600) });
    const text = visibleText(await spanishPage(long, ['lists'], '/es/lists', 400));
    expect(text).toMatch(/El título puede tener hasta \d+ caracteres/);
    expect(text).toMatch(/La nota puede tener hasta \d+ caracteres/);

    const shared = await diner.post('/es/lists?list=want', { intent: 'share', list: 'want', title: 'Para el sábado', note: '' });
    expect(shared.status).toBe(302);
    const page = visibleText(await spanishPage(await diner.follow(shared), ['lists'], '/es/lists'));
    expect(page).toContain('Compartiste tu lista Quiero ir');
  });
});

describe("a guide's changes in its Spanish feed", () => {
  it("says what changed in Spanish and keeps the editor's reason as written, marked English", async () => {
    const guide = (await app.db.prepare("SELECT id, slug FROM guides WHERE status = 'published' ORDER BY id LIMIT 1").first<{ id: number; slug: string }>())!;
    const restaurant = (await app.db.prepare('SELECT name FROM restaurants ORDER BY id LIMIT 1').first<{ name: string }>())!;
    await app.db
      .prepare(
        "INSERT INTO guide_log (guide_id, kind, restaurant_name, reason, created_at) VALUES (?, 'removed', ?, 'closed for good', '2026-11-20T18:00:00.000Z'), (?, 'note', NULL, 'Checked every place in November', '2026-11-21T18:00:00.000Z')"
      )
      .bind(guide.id, restaurant.name, guide.id)
      .run();

    const feed = await (await strangerFetch(app, `/es/feeds/guides/${guide.slug}.xml`)).text();
    const entries = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0]);
    const removed = entries.find((e) => e.includes('closed for good'))!;
    expect(removed).toContain(`<title type="text">Se quitó ${restaurant.name.replace(/'/g, '&apos;').replace(/&(?!apos;)/g, '&amp;')}</title>`);
    expect(removed).toContain('<content type="text" xml:lang="en">closed for good</content>');
    expect(removed).toMatch(/<summary type="text">Se quitó .*\. La guía ahora tiene \d+ lugares\.<\/summary>/);
    const note = entries.find((e) => e.includes('Checked every place'))!;
    expect(note).toContain('<title type="text">Actualizada</title>');
    expect(note).toContain('<content type="text" xml:lang="en">Checked every place in November</content>');

    // The guide's page says the same, its month in Spanish, the reason marked English.
    const page = await (await strangerFetch(app, `/es/guides/${guide.slug}`)).text();
    expect(visibleText(page)).toMatch(/Se quitó .*: closed for good · noviembre de 2026/);
    expect(page).toContain('<span lang="en">closed for good</span>');

    const english = await (await strangerFetch(app, `/feeds/guides/${guide.slug}.xml`)).text();
    expect(english).toContain('closed for good</title>');
    expect(english).toContain('<title type="text">Checked every place in November</title>');
  });
});
