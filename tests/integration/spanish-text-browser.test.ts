import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient } from '../support/client';
import { gluedWords, lynxDump, w3mDump } from '../support/text-browser';

/**
 * The Spanish pages as a text browser reads them (issue 43, item 7): every kind of
 * /es page in lynx's and w3m's dumps with no words run together, and the diner's forms
 * (search, a review, a report, contact) sent as a text browser sends them, which land
 * on a Spanish page that says in Spanish what happened.
 */

let app: TestApp;
let diner: TestClient;
const PLACE = 'panther-city-bbq';
let pages: string[];

beforeAll(async () => {
  app = await startApp({ standIn: true });
  diner = new TestClient(app);
  await diner.signIn('10001');
  const { id: placeId } = (await app.db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(PLACE).first<{ id: number }>())!;
  await diner.post('/es/resources/favorite', { restaurantId: String(placeId), intent: 'add', redirectTo: '/favorites' });
  await diner.post('/es/resources/list-entry', { restaurantId: String(placeId), list: 'want', intent: 'add', redirectTo: '/lists?list=want' });
  await diner.get('/es'); // spends the welcome toast
  const first = (sql: string) => app.db.prepare(sql).first<{ key: string }>().then((row) => row!.key);
  // The English text-browser sweep's pages (tests/integration/text-browser.test.ts), under /es.
  pages = [
    '/es',
    '/es?view=list',
    '/es?has=patio&sort=reviews',
    `/es/restaurant/${PLACE}`,
    '/es/search?q=mariscos',
    '/es/search?q=zzqxv',
    '/es/reviews',
    `/es/review/${await first("SELECT slug AS key FROM articles WHERE kind = 'review' AND status = 'published' ORDER BY id LIMIT 1")}`,
    '/es/news',
    `/es/article/${await first("SELECT slug AS key FROM articles WHERE kind = 'news' AND status = 'published' ORDER BY id LIMIT 1")}`,
    '/es/recipes',
    `/es/recipe/${await first("SELECT CAST(id AS TEXT) AS key FROM recipes WHERE status = 'published' ORDER BY id LIMIT 1")}`,
    '/es/restaurant-directory',
    '/es/restaurants/barbeque',
    '/es/contact',
    '/es/about',
    '/es/advertise',
    '/es/add-a-restaurant',
    '/es/guides',
    `/es/guides/${await first("SELECT slug AS key FROM guides WHERE status = 'published' ORDER BY id LIMIT 1")}`,
    '/es/favorites',
    '/es/lists',
    '/es/auth/facebook',
    '/es/business',
  ];
});
afterAll(() => app?.dispose());

const fetchAs = (client: TestClient | null, path: string, init?: RequestInit) => (client ? client.fetch(path, init) : app.fetch(path, init));

async function spanishHtml(client: TestClient | null, path: string) {
  const res = await fetchAs(client, path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(html, path).toContain('<html lang="es-US"');
  return html;
}

describe('the Spanish pages read as text', () => {
  it('run no words together in lynx or w3m, signed out and signed in', async () => {
    const glued: string[] = [];
    for (const client of [null, diner]) {
      for (const path of [...pages, ...(client ? ['/es/lists?list=want', '/es/profile', '/es/profile?tab=reviews'] : [])]) {
        const page = await spanishHtml(client, path);
        for (const [browser, dump] of [['lynx', lynxDump], ['w3m', w3mDump]] as const) {
          for (const word of [...gluedWords(dump(page)), ...sentencesRunTogether(dump(page))]) glued.push(`${path}${client ? ' (signed in)' : ''} in ${browser}: ${word}`);
        }
      }
    }
    expect(glued).toEqual([]);
  });

  it('names every button in Spanish words', async () => {
    for (const [client, path] of [[null, '/es'], [diner, '/es/favorites'], [diner, `/es/restaurant/${PLACE}`]] as const) {
      const text = lynxDump(await spanishHtml(client, path));
      // lynx prints "(BUTTON)" and then the button's text: nothing after it is a button with no words.
      expect(text, path).not.toMatch(/\(BUTTON\)\s*$/m);
      expect(text, path).not.toMatch(/\(BUTTON\) [^\p{L}\p{N}\s]+\s*$/mu);
    }
    expect(lynxDump(await spanishHtml(diner, '/es/favorites'))).toContain('(BUTTON) Quitar de Favoritos');
  });

  it('finds a sentence run into the next part of the page', () => {
    expect(sentencesRunTogether('Son ejemplos inventados.Ir al contenido')).toEqual(['inventados.Ir']);
    expect(sentencesRunTogether('Son ejemplos inventados. Ir al contenido; 4.8 de 5')).toEqual([]);
  });

  it('finds Spanish words run together, accents and opening marks included', () => {
    expect(gluedWords('Reseñas de comensalesCaféAbierto ahora')).toEqual(['comensalesCaféAbierto']);
    expect(gluedWords('Cerrado hoy¿Algo cambió?')).toEqual(['hoy¿Algo']);
    expect(gluedWords('Abierto ahora · Cierra 9 p. m. ¿Algo cambió? ¡Gracias!')).toEqual([]);
  });
});

/** A sentence's end straight against the next part's first word: "inventados.Ir al contenido". */
function sentencesRunTogether(text: string): string[] {
  return [...new Set([...text.matchAll(/\S*\p{Ll}[.!?]\p{Lu}\p{Ll}\S*/gu)].map((m) => m[0]))];
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node; value?: string };

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.childNodes ?? node.content?.childNodes ?? []) yield* walk(child);
}
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const textOf = (node: Node): string => [...walk(node)].map((n) => (n.nodeName === '#text' ? (n.value ?? '') : '')).join('');

/**
 * The form whose action matches, sent as lynx sends it: every named field as the page
 * wrote it (a select's chosen option or its first, the checked radio or, when none is,
 * the group's first, ticked boxes only, textareas' text), then what the diner typed
 * or picked in `typed`, and the pressed button's name.
 */
function formAsTextBrowserSends(html: string, action: RegExp, typed: Record<string, string>, button?: string) {
  const form = [...walk(parse(html) as unknown as Node)].find((node) => node.nodeName === 'form' && action.test(attr(node, 'action') ?? ''));
  if (!form) throw new Error(`no form posting to ${action}`);
  const sent = new URLSearchParams();
  const radios = new Set<string>();
  let pressed: Node | undefined;
  for (const field of walk(form)) {
    const name = attr(field, 'name');
    if (field.nodeName === 'button' && (attr(field, 'type') ?? 'submit') === 'submit' && textOf(field).trim() === button) pressed = field;
    if (!name || name in typed || field.nodeName === 'button' || attr(field, 'disabled') !== undefined) continue;
    if (field.nodeName === 'select') {
      const options = [...walk(field)].filter((o) => o.nodeName === 'option');
      sent.append(name, attr(options.find((o) => attr(o, 'selected') !== undefined) ?? options[0]!, 'value') ?? '');
    } else if (field.nodeName === 'textarea') {
      sent.append(name, textOf(field).replace(/^\n/, ''));
    } else if (field.nodeName === 'input' && attr(field, 'type') === 'radio') {
      if (radios.has(name)) continue;
      radios.add(name);
      const group = [...walk(form)].filter((f) => attr(f, 'name') === name);
      sent.append(name, attr(group.find((f) => attr(f, 'checked') !== undefined) ?? group[0]!, 'value') ?? '');
    } else if (field.nodeName === 'input' && attr(field, 'type') === 'checkbox') {
      if (attr(field, 'checked') !== undefined) sent.append(name, attr(field, 'value') ?? 'on');
    } else if (field.nodeName === 'input') sent.append(name, attr(field, 'value') ?? '');
  }
  for (const [name, value] of Object.entries(typed)) sent.append(name, value);
  // Without a button named, the diner pressed Enter in a field: no button is sent.
  if (button !== undefined && !pressed) throw new Error(`no button "${button}" in the form posting to ${action}`);
  const pressedName = pressed && attr(pressed, 'name');
  if (pressedName) sent.append(pressedName, attr(pressed!, 'value') ?? '');
  return { action: attr(form, 'action')!.replace(/#.*$/, ''), method: (attr(form, 'method') ?? 'get').toUpperCase(), fields: sent };
}

/**
 * Sends the form, follows the redirects (each Location must stay under /es) and
 * returns the page the diner lands on, as lynx and w3m print it.
 */
async function submit(client: TestClient | null, form: ReturnType<typeof formAsTextBrowserSends>) {
  expect(form.action, 'the form sends to a Spanish address').toMatch(/^\/es(?:[/?]|$)/);
  let res =
    form.method === 'GET'
      ? await fetchAs(client, `${form.action}?${form.fields}`)
      : await fetchAs(client, form.action, {
          method: 'POST',
          headers: { Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.fields,
        });
  const visited = [form.action];
  for (let i = 0; i < 5 && res.status >= 300 && res.status < 400; i++) {
    const location = res.headers.get('Location')!;
    visited.push(location);
    expect(location, `a redirect after ${form.action} stays in Spanish`).toMatch(/^\/es(?:[/?#]|$)/);
    res = await fetchAs(client, location.replace(/#.*$/, ''));
  }
  expect(res.status, visited.join(' → ')).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="es-US"');
  return { lynx: lynxDump(html), w3m: w3mDump(html), visited };
}

describe('the Spanish forms in a text browser', () => {
  it('searches with a Spanish word from the header and reads the results in Spanish', async () => {
    const form = formAsTextBrowserSends(await spanishHtml(null, '/es/contact'), /^\/es\/search$/, { q: 'mariscos' });
    const { lynx, w3m, visited } = await submit(null, form);
    expect(visited[0]).toBe('/es/search');
    for (const text of [lynx, w3m]) {
      expect(text).toMatch(/\d+ restaurantes? .*“mariscos”/);
      expect(gluedWords(text)).toEqual([]);
    }
  });

  it('filters the home list with the filters form and lands on the Spanish results', async () => {
    const form = formAsTextBrowserSends(await spanishHtml(null, '/es'), /^\/es#results$/, { cuisine: 'barbeque' }, 'Aplicar filtros');
    const { lynx, visited } = await submit(null, form);
    expect(visited.at(-1)).toMatch(/^\/es\?.*cuisine=barbeque/);
    expect(lynx).toContain('Restaurantes');
    expect(gluedWords(lynx)).toEqual([]);
  });

  it('sends a contact message and is thanked in Spanish', async () => {
    const visitor = new TestClient(app);
    const form = formAsTextBrowserSends(
      await spanishHtml(visitor, '/es/contact'),
      /^\/es\/contact$/,
      { name: 'Dana Diner', email: 'dana@example.com', message: 'Abrieron una taquería nueva en Hemphill.' },
      'Enviar mensaje',
    );
    const { lynx, w3m, visited } = await submit(visitor, form);
    expect(visited.at(-1)).toBe('/es/contact');
    for (const text of [lynx, w3m]) {
      expect(text).toContain('¡Mensaje enviado!');
      // The message comes before the page it is about.
      expect(text.indexOf('¡Mensaje enviado!')).toBeLessThan(text.indexOf('Contáctanos'));
    }
  });

  it('reports a changed listing signed out and is thanked in Spanish, back on the page', async () => {
    // A visitor with no account; the thanks travels in the flash cookie, so their cookie jar is kept.
    const visitor = new TestClient(app);
    const page = await spanishHtml(visitor, `/es/restaurant/${PLACE}`);
    // No reason is chosen until the diner picks one, in lynx as in any browser.
    expect(lynxDump(page)).toMatch(/\(\*\) Sin motivo elegido/);
    const form = formAsTextBrowserSends(page, /\/report$/, { reason: 'hours', note: 'Ya abren al mediodía' }, 'Enviar aviso');
    const { lynx, w3m, visited } = await submit(visitor, form);
    expect(visited.at(-1)?.split('#')[0]).toBe(`/es/restaurant/${PLACE}`);
    for (const text of [lynx, w3m]) expect(text).toContain('Gracias por avisarnos');
    const stored = await app.db.prepare("SELECT reason FROM listing_reports WHERE note = 'Ya abren al mediodía'").first<{ reason: string }>();
    expect(stored?.reason).toBe('hours');
  });

  it('posts a review signed in and reads it on the Spanish page', async () => {
    const reviewer = new TestClient(app);
    await reviewer.signIn('10003');
    await reviewer.get('/es');
    const words = 'La brisket valió la fila; el pudín de plátano, también.';
    const form = formAsTextBrowserSends(await spanishHtml(reviewer, `/es/restaurant/${PLACE}`), /\/resources\/reviews/, { rating: '5', content: words }, 'Publicar reseña');
    const { lynx, w3m, visited } = await submit(reviewer, form);
    expect(visited.at(-1)?.split('#')[0]).toBe(`/es/restaurant/${PLACE}`);
    for (const text of [lynx, w3m]) {
      expect(text).toContain('Reseña publicada');
      expect(text).toContain(words);
      expect(gluedWords(text)).toEqual([]);
    }
  });
});
