import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient } from '../support/client';
import { gluedWords, lynxDump, lynxLinks, w3mDump } from '../support/text-browser';

/**
 * Key pages as a text browser reads them (lynx's and w3m's own dumps of the HTML
 * the site serves): no words run together where inline parts meet, every button says
 * what it does, a flash message comes before the page it is about, and every
 * form that changes something still works in a browser that sends only named
 * fields (lynx sends a POST form without one as a GET).
 */

let app: TestApp;
let diner: TestClient;
let editor: TestClient;
const PLACE = 'panther-city-bbq';
let pages: string[];

beforeAll(async () => {
  app = await startApp({ standIn: true });
  diner = new TestClient(app);
  await diner.signIn('10001');
  editor = new TestClient(app);
  await editor.signIn('10005');
  const { id: placeId } = (await app.db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(PLACE).first<{ id: number }>())!;
  await diner.post('/resources/favorite', { restaurantId: String(placeId), intent: 'add', redirectTo: '/favorites' });
  await diner.post('/resources/list-entry', { restaurantId: String(placeId), list: 'want', intent: 'add', redirectTo: '/lists?list=want' });
  pages = [
    '/',
    '/?view=list',
    `/restaurant/${PLACE}`,
    '/search?q=bbq',
    '/reviews',
    `/review/${await first("SELECT slug AS key FROM articles WHERE kind = 'review' AND status = 'published' ORDER BY id LIMIT 1")}`,
    '/news',
    `/article/${await first("SELECT slug AS key FROM articles WHERE kind = 'news' AND status = 'published' ORDER BY id LIMIT 1")}`,
    '/recipes',
    `/recipe/${await first("SELECT CAST(id AS TEXT) AS key FROM recipes WHERE status = 'published' ORDER BY id LIMIT 1")}`,
    '/restaurant-directory',
    '/restaurants/barbeque',
    '/contact',
    '/advertise',
    '/add-a-restaurant',
    '/guides',
    `/guides/${await first("SELECT slug AS key FROM guides WHERE status = 'published' ORDER BY id LIMIT 1")}`,
  ];
});
afterAll(() => app?.dispose());

const html = async (client: TestClient | null, path: string) => {
  const res = client ? await client.get(path) : await app.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('key pages read as text', () => {
  it('run no words together, signed out and signed in', async () => {
    const glued: string[] = [];
    for (const client of [null, diner]) {
      for (const path of [...pages, ...(client ? ['/favorites', '/lists', '/lists?list=want', '/profile', '/profile?tab=reviews'] : [])]) {
        const page = await html(client, path);
        for (const [browser, dump] of [['lynx', lynxDump], ['w3m', w3mDump]] as const) {
          for (const word of gluedWords(dump(page))) glued.push(`${path}${client ? ' (signed in)' : ''} in ${browser}: ${word}`);
        }
      }
    }
    expect(glued).toEqual([]);
  });

  it('finds the glued words this check is for', () => {
    // What these pages printed before spaces were put between their parts.
    expect(gluedWords('Barbeque$$Price: ModerateNear Southside')).toEqual(['Barbeque$$Price:', 'ModerateNear']);
    expect(gluedWords('Rated 4.8 out of 5(4 reviews)')).toEqual(['5(4']);
    expect(gluedWords("Sort byHighest RatedFriends' Picks")).toEqual(['byHighest', "RatedFriends'"]);
    expect(gluedWords('Barbeque $$ Price: Moderate Near Southside, Rated 4.8 out of 5 (4 reviews)')).toEqual([]);
    expect(gluedWords('[ ]Open nowApply Filters')).toEqual(['nowApply']);
    expect(gluedWords('(*)Any ( )1★ star and up')).toEqual([]);
  });

  it('names every heart and every button in words', async () => {
    const home = lynxDump(await html(null, '/'));
    expect(home).toContain('Add to Favorites');
    const signedIn = lynxDump(await html(diner, '/favorites'));
    expect(signedIn).toContain('Remove from Favorites');
    for (const text of [home, signedIn]) {
      // lynx prints "(BUTTON)" and then the button's text: nothing after it is a button with no words.
      expect(text).not.toMatch(/\(BUTTON\)\s*$/m);
      expect(text).not.toMatch(/\(BUTTON\) {2,}/);
      // A button whose text is a glyph alone ("‹") says nothing either.
      expect(text).not.toMatch(/\(BUTTON\) [^\p{L}\p{N}\s]+\s*$/mu);
    }
  });

  it('shows a flash message before the page, not after the footer', async () => {
    const visitor = new TestClient(app);
    const sent = await visitor.post('/contact', { name: 'Dana Diner', email: 'dana@example.com', message: 'The new taqueria on Hemphill deserves a look.' });
    expect(sent.status).toBe(302);
    const text = lynxDump(await (await visitor.follow(sent)).text());
    const flash = text.indexOf('Message sent successfully!');
    expect(flash).toBeGreaterThan(-1);
    expect(flash).toBeLessThan(text.indexOf('Contact Us'));
    expect(flash).toBeLessThan(text.indexOf('©'));
  });

  it('checks no star in the review form until the diner picks one', async () => {
    const text = lynxDump(await html(diner, `/restaurant/${PLACE}`));
    expect(text).toMatch(/\(\*\) No rating chosen/);
    expect(text).not.toMatch(/\(\*\) 1 star/);
  });
});

describe('finished for text browsers', () => {
  it('files a report only for the reason the diner picked: no reason is checked unasked', async () => {
    const text = lynxDump(await html(null, `/restaurant/${PLACE}`));
    expect(text).toMatch(/\(\*\) No reason chosen/);
    expect(text).not.toMatch(/\(\*\) Closed for good/);
    // What lynx sends for the untouched form: the checked radio's empty value. Nothing is filed.
    const sent = await app.fetch(`/restaurant/${PLACE}/report`, {
      method: 'POST',
      headers: { Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reason: '', detail: '', note: 'Opens at noon now' }),
    });
    expect(sent.status).toBe(400);
    const page = lynxDump(await sent.text());
    expect(page).toContain('Choose what has changed.');
    expect(page).toContain('Opens at noon now');
  });

  it('lands at the results after Apply, as lynx sends the filters form', async () => {
    const form = [...walk(parse(await html(null, '/')) as unknown as Node)].find(
      (node) => node.nodeName === 'form' && attr(node, 'aria-label') === 'Filter restaurants',
    )!;
    // lynx sends every field: each select's chosen option, the checked radio (or the group's
    // first, which it checks when none is), ticked boxes only; and it drops the action's #results.
    const sent = new URLSearchParams();
    const radios = new Set<string>();
    for (const field of walk(form)) {
      const name = attr(field, 'name');
      if (!name) continue;
      if (field.nodeName === 'select') {
        const options = [...walk(field)].filter((o) => o.nodeName === 'option');
        sent.append(name, attr(options.find((o) => attr(o, 'selected') !== undefined) ?? options[0]!, 'value') ?? '');
      } else if (field.nodeName === 'input' && attr(field, 'type') === 'radio') {
        if (radios.has(name)) continue;
        radios.add(name);
        const group = [...walk(form)].filter((f) => attr(f, 'name') === name);
        sent.append(name, attr(group.find((f) => attr(f, 'checked') !== undefined) ?? group[0]!, 'value') ?? '');
      } else if (field.nodeName === 'input' && attr(field, 'type') === 'checkbox') {
        if (name === 'has' && attr(field, 'value') === 'patio') sent.append(name, 'patio');
      } else if (field.nodeName === 'input') sent.append(name, attr(field, 'value') ?? '');
    }
    expect(attr(form, 'action')).toBe('/#results');
    const applied = await app.fetch(`/?${sent}`);
    expect(applied.status).toBe(302);
    // lynx follows a redirect's fragment: it opens the page at the results.
    expect(applied.headers.get('Location')).toBe('/?has=patio#results');
  });

  it('says what each list toggle will do, and names the tags a card matched as words', async () => {
    const want = lynxDump(await html(diner, '/lists?list=want'));
    expect(want).toContain('(BUTTON) Remove from Want to go');
    const home = lynxDump(await html(diner, '/'));
    expect(home).toContain('(BUTTON) Add to Want to go');
    expect(home).toContain('(BUTTON) Mark as Been');
    for (const text of [want, home]) expect(text).not.toMatch(/\(BUTTON\) (Want to go|Been)\s*$/m);

    const tagged = w3mDump(await html(null, '/?has=patio'));
    expect(tagged).toContain('Matches your filters: Patio');
    expect(tagged).not.toContain('□');
  });

  it('prints a numbered list\'s numbers once, and "You" apart from when', async () => {
    const guide = await first("SELECT slug AS key FROM guides WHERE status = 'published' ORDER BY id LIMIT 1");
    const recipe = await first("SELECT CAST(id AS TEXT) AS key FROM recipes WHERE status = 'published' ORDER BY id LIMIT 1");
    for (const [client, path] of [[null, `/guides/${guide}`], [null, `/recipe/${recipe}`], [diner, '/lists?list=want']] as const) {
      for (const dump of [lynxDump, w3mDump]) {
        const text = dump(await html(client, path));
        expect(text, path).toMatch(/^\s*1\.\s+\S/m);
        expect(text, path).not.toMatch(/^\s*\d+\.\s+\d+\b/m);
      }
    }
    const { id } = (await app.db.prepare('SELECT id FROM restaurants WHERE slug = ?').bind(PLACE).first<{ id: number }>())!;
    const reviewer = new TestClient(app);
    await reviewer.signIn('10003');
    const posted = await reviewer.post(`/resources/reviews?restaurantId=${id}`, { rating: '4', content: 'Smoked turkey worth the line.', intent: 'save', redirectTo: '/' });
    expect(posted.status).toBe(302);
    const own = lynxDump(await html(reviewer, `/restaurant/${PLACE}`));
    expect(own).toMatch(/\bYou +just now/);
  });
});

describe('a map in a text browser', () => {
  it('is a list of named links to its places, each one a link lynx lets the reader follow', async () => {
    const page = await html(null, '/');
    const pins = [...page.matchAll(/<a href="([^"]+)" class="place-map-pin">/g)].map((m) => m[1]!);
    expect(pins.length).toBeGreaterThan(1);
    const links = lynxLinks(page);
    for (const pin of pins) expect(links.visible).toContain(pin);
    const text = lynxDump(page);
    const firstPin = /<title>(1\. [^<]+)<\/title>/.exec(page)![1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
    expect(text).toContain(firstPin);
  });
});

const first = (sql: string) => app.db.prepare(sql).first<{ key: string }>().then((row) => row!.key);

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.childNodes ?? node.content?.childNodes ?? []) yield* walk(child);
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

/** Each POST form on the page that would send no named field: what lynx turns into a GET. */
function postFormsWithoutNamedFields(page: string): string[] {
  const found: string[] = [];
  for (const form of walk(parse(page) as unknown as Node)) {
    if (form.nodeName !== 'form' || (attr(form, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const named = [...walk(form)].some(
      (field) => ['input', 'select', 'textarea', 'button'].includes(field.nodeName) && attr(field, 'name') && attr(field, 'disabled') === undefined,
    );
    if (!named) found.push(`<form action="${attr(form, 'action') ?? ''}">`);
  }
  return found;
}

describe('forms that change something', () => {
  it('each send a named field, for diners and editors alike', async () => {
    const unnamed: string[] = [];
    const desk = ['/admin', '/admin/messages', '/admin/moderation', '/admin/suggestions', '/admin/people', '/admin/articles/1', '/admin/recipes/1', '/admin/restaurants/1'];
    for (const [client, paths] of [
      [null, pages],
      [diner, [...pages, '/favorites', '/profile']],
      [editor, [...pages, ...desk]],
    ] as const) {
      for (const path of paths) for (const form of postFormsWithoutNamedFields(await html(client, path))) unnamed.push(`${path}: ${form}`);
    }
    expect(unnamed).toEqual([]);
  });

  it('the check finds a form that would go as a GET', () => {
    expect(postFormsWithoutNamedFields('<form method="post" action="/auth/logout"><button type="submit">Sign out</button></form>')).toEqual([
      '<form action="/auth/logout">',
    ]);
  });

  it('signs out with only the named fields a text browser sends', async () => {
    const visitor = new TestClient(app);
    await visitor.signIn('10002');
    const form = [...walk(parse(await html(visitor, '/')) as unknown as Node)].find(
      (node) => node.nodeName === 'form' && attr(node, 'action') === '/auth/logout',
    )!;
    // What lynx sends: the named fields, and the pressed button's name if it has one.
    const fields = Object.fromEntries(
      [...walk(form)].filter((field) => ['input', 'button'].includes(field.nodeName) && attr(field, 'name')).map((field) => [attr(field, 'name')!, attr(field, 'value') ?? '']),
    );
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    const out = await visitor.post('/auth/logout', fields);
    expect(out.status).toBe(302);
    expect(await visitor.get('/profile').then((res) => res.status)).toBe(302);
  });
});
