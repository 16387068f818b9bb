import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { createRestaurant, createReview } from '../support/factories';
import { makeOwner } from '../support/owners';
import { signedInClient, strangerFetch, TestClient, visibleText } from '../support/client';
import { englishLeftOn, idsShownOn } from '../support/spanish';

/**
 * The last English on Spanish pages (issue 43, items 1, 4 and 6): the about page told in
 * Spanish, the offline page, the claim page and the first-admin note, and diners' reviews
 * shown as written, marked with the language they were written in, on both languages' pages.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ standIn: true });
});
afterAll(() => app?.dispose());

/** A Spanish page as a diner gets it: 200, Spanish throughout, its html returned. */
async function spanishPage(res: Response, namespaces: string[], path: string) {
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html, path).toContain('<html lang="es-US"');
  expect(html.match(/<main[^>]*>/)?.[0], path).not.toContain('lang="en"');
  expect(englishLeftOn(html, [...namespaces, 'layout']), path).toEqual([]);
  expect(idsShownOn(html), path).toEqual([]);
  return html;
}

/** The text in a page's <main> marked lang="en" or lang="es-US". */
const markedText = (html: string, lang: string) =>
  [...(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '').matchAll(new RegExp(`<(\\w+)[^>]*\\blang="${lang}"[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map((m) => visibleText(m[2]!));

describe('the about page', () => {
  it('tells its story in Spanish on /es, with no English note and nothing marked English', async () => {
    const html = await spanishPage(await strangerFetch(app, '/es/about'), ['about'], '/es/about');
    const text = visibleText(html);
    expect(text).toContain('Fort Worth Eats es nuestra guía de comida y de salidas en pareja por Dallas-Fort Worth.');
    expect(text).toContain('Pagamos lo que comemos, regresamos más de una vez');
    expect(text).toContain('todavía pide los kolaches antes que nada');
    expect(text).toContain('maneja a cualquier rincón del condado de Tarrant');
    expect(text).not.toContain('todavía no está en español');
    expect(markedText(html, 'en')).toEqual([]);
  });

  it('reads as before in English', async () => {
    const res = await strangerFetch(app, '/about');
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain(
      'Fort Worth Eats is a local food and date-night site for the Dallas-Fort Worth area, written by two TCU alumni who never stopped arguing about where to eat.',
    );
    expect(text).toContain('We pay for our own meals, we go back more than once, and we say so when a place does not live up to its reputation.');
    expect(text).toContain('She has eaten her way down Magnolia Avenue more times than she will admit and still orders the kolaches first.');
    expect(text).toContain('He believes a brisket is only as good as its bark');
    expect(markedText(html, 'en')).toEqual([]);
    expect(markedText(html, 'es-US')).toEqual([]);
  });
});

describe('the offline page', () => {
  it('has a Spanish twin that the offline worker keeps and shows for pages under /es', async () => {
    const res = await app.fetch('/es/offline');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es-US">');
    const text = visibleText(html);
    expect(text).toContain('Estás sin conexión');
    expect(text).toContain('Intentar de nuevo');
    expect(text).toContain('Guardado en este dispositivo');
    expect(text).not.toMatch(/offline|Try again|Saved on this device/);
    expect(html).toContain('href="/es"');

    const english = await (await app.fetch('/offline')).text();
    expect(english).toContain('<html lang="en-US">');
    expect(english).toContain("<h1>You're offline</h1>");

    const worker = await (await app.fetch('/sw.js')).text();
    expect(worker).toContain("'/es/offline'");
  });
});

describe('claiming a listing in Spanish', () => {
  async function claimableSlug() {
    return (await app.db
      .prepare(
        `SELECT slug FROM restaurants WHERE phone IS NOT NULL AND closed_at IS NULL AND is_draft = 0
         AND id NOT IN (SELECT restaurant_id FROM listing_owners) AND id NOT IN (SELECT restaurant_id FROM listing_claims) ORDER BY id LIMIT 1`,
      )
      .first<{ slug: string }>())!.slug;
  }

  it('signed out, the form, its checks, the code shown once and the claim waiting: all Spanish', async () => {
    const slug = await claimableSlug();
    const path = `/es/restaurant/${slug}/claim`;
    const signedOut = visibleText(await spanishPage(await strangerFetch(app, path), ['claim'], path));
    expect(signedOut).toContain('Inicia sesión para reclamarlo: los editores ven quién lo pide.');
    expect(signedOut).toContain('Solo verificamos un reclamo con lo que la página ya tiene');

    const owner = await signedInClient(app, '10004');
    const form = visibleText(await spanishPage(await owner.get(path), ['claim'], path));
    expect(form).toContain('Sobre ti');
    expect(form).toContain('Un teléfono para contactarte');
    expect(form).toContain('Enviar mi reclamo');

    const refused = await owner.post(path, { claimantName: '', claimantRole: '', contactPhone: '12', contactEmail: 'no', channel: 'phone' });
    expect(refused.status).toBe(400);
    const refusedText = visibleText(await refused.text());
    expect(refusedText).toContain('Escribe tu nombre');
    expect(refusedText).toContain('Escribe un teléfono de 10 dígitos, por ejemplo (817) 555-0123');
    expect(refusedText).toContain('Escribe un correo, por ejemplo tu@ejemplo.com');

    const sent = await owner.post(path, { claimantName: 'Ana Morales', claimantRole: 'Dueña', contactPhone: '(682) 555-0101', contactEmail: 'ana@personal.example', channel: 'phone' });
    const sentHtml = await spanishPage(sent, ['claim'], path);
    expect(visibleText(sentHtml)).toContain('Tu código (apúntalo: solo lo verás esta vez):');
    expect(sentHtml).toMatch(/aria-label="Tu código: \d \d \d \d \d \d"/);

    const waiting = visibleText(await spanishPage(await owner.get(path), ['claim'], path));
    expect(waiting).toContain('Tu reclamo está esperando a los editores');
    expect(waiting).toMatch(/Enviado el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(waiting).toContain('Retirar este reclamo');
  });

  it('reads as before in English', async () => {
    const slug = await claimableSlug();
    const text = visibleText(await (await strangerFetch(app, `/restaurant/${slug}/claim`)).text());
    expect(text).toContain('Sign in to claim it: the editors see who asks.');
    expect(text).toMatch(/We check a claim only through what the listing already has, never by what you tell us: an editor calls .+ and asks for your code/);
  });
});

describe('finding a business to claim, in Spanish', () => {
  it('asks for the restaurant and says when nothing is named so', async () => {
    const html = await spanishPage(await strangerFetch(app, '/es/business/claim?q=nada+se+llama+asi'), ['business'], '/es/business/claim');
    const text = visibleText(html);
    expect(html).toContain('<title>Reclama tu negocio');
    expect(text).toContain('Busca tu restaurante y luego reclámalo.');
    expect(text).toContain('No hay ningún restaurante con un nombre como “nada se llama asi”.');
    expect(text).toContain('Agrega tu restaurante y reclámalo cuando ya aparezca en la guía.');
  });
});

describe('a cuisine page in Spanish', () => {
  it('names the cuisine and its places in Spanish, and in English as before', async () => {
    const res = await strangerFetch(app, '/es/restaurants/mexican');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Comida mexicana en Fort Worth');
    expect(html).toMatch(/<h1[^>]*>Comida mexicana<\/h1>/);
    expect(visibleText(html)).toContain('Descubre los mejores lugares de comida mexicana en Fort Worth.');
    // Its places' own descriptions are the editors' English ("Mexican cooking"): only the interface's words are checked.
    expect(html).toContain('aria-label="Filtrar comida mexicana"');
    expect(idsShownOn(html)).toEqual([]);

    const english = await (await strangerFetch(app, '/restaurants/mexican')).text();
    expect(english).toMatch(/<h1[^>]*>Mexican<\/h1>/);
    expect(visibleText(english)).toContain('Discover the best Mexican restaurants in the Fort Worth area.');
  });
});

describe("an owner's reply on /es", () => {
  it('is refused in Spanish when too short, and once sent is marked as written in Spanish', async () => {
    const cuisineId = (await app.db.prepare('SELECT id FROM cuisines LIMIT 1').first<{ id: number }>())!.id;
    const userId = async (facebookId: string) => (await app.db.prepare('SELECT id FROM users WHERE facebook_id = ?').bind(facebookId).first<{ id: number }>())!.id;
    const owner = await signedInClient(app, '10004');
    await signedInClient(app, '10001');
    const place = await createRestaurant(app.db, { cuisineId, name: 'Respuesta Smokehouse' });
    await makeOwner(app.db, { restaurantId: place.id, userId: await userId('10004') });
    const review = await createReview(app.db, { userId: await userId('10001'), restaurantId: place.id, rating: 2, content: 'The brisket was dry and the wait was long.' });
    const path = `/es/restaurant/${place.slug}/reviews/${review.id}/reply`;
    await spanishPage(await owner.get(path), ['ownerReply'], path);
    const short = await owner.post(path, { content: 'Perdón' });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain('Tu respuesta debe tener al menos 10 caracteres');

    // Sent from /es, the reply is marked Spanish where the owner sees it waiting, on the English page too.
    const reply = 'Gracias, Ana. Ya tenemos un segundo ahumador para los sábados.';
    expect((await owner.post(path, { content: reply })).status).toBe(302);
    const english = await (await owner.get(`/restaurant/${place.slug}`)).text();
    expect(markedText(english, 'es-US')).toContain(reply);
    expect(markedText(english, 'en')).toContain('The brisket was dry and the wait was long.');
  });
});

describe('reporting a review on /es', () => {
  it('asks what is wrong in Spanish and refuses a report with no reason in Spanish', async () => {
    const { id } = (await app.db.prepare("SELECT r.id FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.facebook_id <> '10006' AND r.hidden_reason IS NULL ORDER BY r.id LIMIT 1").first<{ id: number }>())!;
    const diner = await signedInClient(app, '10006');
    const path = `/es/report/review/${id}`;
    const text = visibleText(await spanishPage(await diner.get(path), ['reportItem', 'reports'], path));
    expect(text).toContain('Reportar una reseña');
    expect(text).toMatch(/Reseña de .+ sobre .+:/);
    expect(text).toContain('¿Qué tiene de malo?');
    expect(text).toContain('Enviar reporte');
    const refused = await diner.post(path, { note: '' });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain('Elige qué tiene de malo.');
  });
});

describe('a Been place on /es', () => {
  it("asks for the day and the note in Spanish on the restaurant page and in the diner's lists", async () => {
    const place = (await app.db.prepare('SELECT id, slug FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 ORDER BY id DESC LIMIT 1').first<{ id: number; slug: string }>())!;
    const diner = await signedInClient(app, '10003');
    expect((await diner.post('/es/resources/list-entry', { restaurantId: String(place.id), list: 'been', intent: 'add', redirectTo: '/' })).status).toBe(302);
    for (const path of [`/es/restaurant/${place.slug}`, '/es/lists?list=been']) {
      const html = await (await diner.get(path)).text();
      const text = visibleText(html);
      expect(text, path).toContain('El día que fuiste (opcional)');
      expect(text, path).toContain('Nota privada (solo tú la ves)');
      expect(text, path).toContain('Guardar el día y la nota');
      expect(englishLeftOn(html, ['beenDetails']), path).toEqual([]);
    }
    const refused = await diner.post('/es/lists?list=been', { intent: 'been-details', restaurantId: String(place.id), visitedOn: '2999-01-01', note: '' });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain('Ese día todavía no llega en Fort Worth');
  });
});

describe('reviews shown as written', () => {
  /** The open place with the fewest reviews: the two new ones are on its page's first screen. */
  async function quietPlace() {
    return (await app.db
      .prepare(
        `SELECT r.id, r.slug FROM restaurants r LEFT JOIN reviews v ON v.restaurant_id = r.id
         WHERE r.closed_at IS NULL AND r.is_draft = 0 GROUP BY r.id ORDER BY count(v.id), r.id LIMIT 1`,
      )
      .first<{ id: number; slug: string }>())!;
  }

  it('a review written on /es is marked Spanish on the English page, and one written in English is marked English on /es', async () => {
    const place = await quietPlace();
    const spanish = 'Las tortillas hechas a mano valen la vuelta, y la salsa verde pica rico.';
    const english = 'Handmade tortillas worth the drive, and the green salsa has a kick.';
    const marta = await signedInClient(app, '10002');
    const posted = await marta.post(`/es/resources/reviews?restaurantId=${place.id}`, { rating: '5', content: spanish, redirectTo: `/restaurant/${place.slug}` });
    expect(posted.status).toBe(302);
    const dale = await signedInClient(app, '10003');
    expect((await dale.post(`/resources/reviews?restaurantId=${place.id}`, { rating: '4', content: english, redirectTo: `/restaurant/${place.slug}` })).status).toBe(302);

    const languages = await app.db.prepare('SELECT content, language FROM reviews WHERE restaurant_id = ? AND content IN (?, ?) ORDER BY content').bind(place.id, english, spanish).all();
    expect(languages.results).toEqual([
      { content: english, language: 'en' },
      { content: spanish, language: 'es' },
    ]);

    for (const path of [`/restaurant/${place.slug}`, `/es/restaurant/${place.slug}`]) {
      const html = await (await strangerFetch(app, path)).text();
      expect(markedText(html, 'es-US'), path).toContain(spanish);
      expect(markedText(html, 'en'), path).toContain(english);
    }
  });
});

describe('a site with no admin yet, in Spanish', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startApp({ standIn: true, vars: { ADMIN_FACEBOOK_IDS: '' } });
    await bare.db.prepare("UPDATE users SET role = 'editor' WHERE role = 'admin'").run();
  });
  afterAll(() => bare?.dispose());

  it('tells the person on /es/profile their id and the line to paste, in Spanish', async () => {
    const client = new TestClient(bare);
    await client.signIn('10001');
    await client.get('/es'); // spends the welcome toast
    const html = await spanishPage(await client.get('/es/profile'), ['profile'], '/es/profile');
    const text = visibleText(html);
    expect(text).toContain('Este sitio todavía no tiene administrador');
    expect(text).toContain('Tu id de Facebook en este sitio es 10001');
    expect(text).toMatch(/Miembro desde [a-z]+ de \d{4}/);
    expect(html).toContain('<strong>10001</strong>');
    expect(html).toContain('<code>wrangler.toml</code>');
    expect(text).toContain('ADMIN_FACEBOOK_IDS = "10001"');
  });
});
