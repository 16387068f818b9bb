import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { signedInClient, TestClient, visibleText } from '../support/client';
import { formFields } from '../support/forms';
import { lynxDump } from '../support/text-browser';
import { SUGGESTION_HONEYPOT_FIELD } from '~/utils/suggestion-limits';

/**
 * "Add a restaurant" (issue 42, item 1): anyone suggests a place with a plain form; the
 * desk shows each suggestion with the listings it may duplicate; an editor accepts it
 * (a draft listing) or declines it with a reason, and a signed-in suggester sees which.
 */

let app: TestApp;
let editor: TestClient;
let cuisineId: string;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  editor = await signedInClient(app, '10005');
  cuisineId = String((await app.db.prepare("SELECT id FROM cuisines WHERE key = 'mexican'").first<number>('id'))!);
});
afterAll(() => app?.dispose());

const PLACE = {
  name: "Rosa's Cantina on Magnolia",
  address: '1401 W Magnolia Ave, Fort Worth, TX 76104',
  phone: '(817) 555-0199',
  website: 'rosas-cantina.example',
  hours: 'Tue–Sun 11-10, Mon closed',
};

/** The form as a browser without scripts sends it after a person filled it in. */
async function filledForm(client: TestClient, fields: Record<string, string>): Promise<Record<string, string>> {
  const html = await (await client.get('/add-a-restaurant')).text();
  return { ...formFields(html), cuisineId, ...PLACE, ...fields };
}

const stored = (name: string) => app.db.prepare('SELECT * FROM restaurant_suggestions WHERE name = ?').bind(name).first<Record<string, unknown>>();

describe('the form', () => {
  it('works without scripts and asks the owner-or-diner question with nothing chosen', async () => {
    const res = await app.fetch('/add-a-restaurant');
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const label of ['Name', 'Street address', 'Cuisine', 'Phone (optional)', 'Website (optional)', 'I own or work here', "I'm a diner"]) {
      expect(visibleText(html)).toContain(label);
    }
    expect(html).toMatch(/<option value=""[^>]*>Choose a cuisine<\/option>/);
    // Neither answer is checked for the person...
    expect(html).not.toMatch(/<input type="radio" name="relation" value="(?:owner|diner)"[^>]*checked/);
    // ...and lynx, which checks a radio in a group none of whose radios is, checks the empty one, not "I own or work here".
    const dump = lynxDump(html);
    expect(dump).toMatch(/\(\*\) Not chosen yet/);
    expect(dump).toMatch(/\( \) I own or work here/);
  });

  it('stores a diner’s suggestion, signed out', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.post('/add-a-restaurant', await filledForm(visitor, { relation: 'diner' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/add-a-restaurant');
    const row = await stored(PLACE.name);
    expect(row).toMatchObject({ address: PLACE.address, phone: PLACE.phone, website: PLACE.website, hours: PLACE.hours, relation: 'diner', status: 'open', user_id: null });
    const page = visibleText(await (await visitor.follow(res)).text());
    expect(page).toContain('your suggestion is with the editors');
  });

  it('refuses a form without the owner-or-diner answer (what lynx sends untouched), keeping what was typed', async () => {
    const visitor = new TestClient(app);
    const sent = await filledForm(visitor, { name: 'Unanswered Tacos', relation: '' });
    const res = await visitor.post('/add-a-restaurant', sent);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain("Say whether you own or work here, or you're a diner");
    const again = formFields(html);
    for (const field of ['name', 'address', 'cuisineId', 'phone', 'website', 'hours']) expect(again[field], field).toBe(sent[field]);
    expect(await stored('Unanswered Tacos')).toBeNull();
  });

  it('says what is wrong with a phone, a website, a cuisine and a missing address', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.post('/add-a-restaurant', await filledForm(visitor, { name: 'Bad Input Grill', address: '', phone: '12', website: 'not a site', cuisineId: '99999', relation: 'owner' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain('Give its street address');
    expect(text).toContain('Give a 10-digit phone number');
    expect(text).toContain('Give a web address');
    expect(formFields(html).website).toBe('not a site');
    expect(await stored('Bad Input Grill')).toBeNull();
    // A cuisine id that is not in the catalog, with every other field right.
    const unknown = await visitor.post('/add-a-restaurant', await filledForm(visitor, { name: 'Unknown Cuisine Cafe', cuisineId: '99999', relation: 'owner' }));
    expect(unknown.status).toBe(400);
    expect(visibleText(await unknown.text())).toContain('Choose a cuisine from the list');
  });

  it('drops what fills in the field only bots see', async () => {
    const visitor = new TestClient(app);
    const fields = await filledForm(visitor, { name: 'Bot Burger', relation: 'diner' });
    // The hidden field is on the form, empty, as a person's browser sends it.
    expect(fields).toHaveProperty(SUGGESTION_HONEYPOT_FIELD, '');
    const res = await visitor.post('/add-a-restaurant', { ...fields, [SUGGESTION_HONEYPOT_FIELD]: 'https://cheap-pills.example' });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain('Your suggestion could not be sent.');
    expect(await stored('Bot Burger')).toBeNull();
  });

  it('refuses a form sent from another site', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.post('/add-a-restaurant', await filledForm(visitor, { name: 'Cross Site Cafe', relation: 'diner' }), { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await stored('Cross Site Cafe')).toBeNull();
  });

  it('limits how often one connection suggests', async () => {
    const visitor = new TestClient(app);
    const fields = await filledForm(visitor, { name: 'Flood Diner', relation: '' });
    let refused: Response | null = null;
    for (let i = 0; i < 15 && !refused; i++) {
      const res = await visitor.post('/add-a-restaurant', fields);
      if (res.status === 429) refused = res;
      else await res.body?.cancel();
    }
    expect(refused?.headers.get('Retry-After')).toBe('60');
    expect(visibleText(await refused!.text())).toContain('Too many suggestions from your connection');
  });
});

describe('the desk', () => {
  const suggest = async (client: TestClient, fields: Record<string, string>) => {
    const res = await client.post('/add-a-restaurant', await filledForm(client, fields));
    expect(res.status, fields.name).toBe(302);
    return (await stored(fields.name!))!.id as number;
  };

  it('shows each suggestion with the listings it may duplicate', async () => {
    const listed = (await app.db.prepare("SELECT name, phone FROM restaurants WHERE phone IS NOT NULL AND is_draft = 0 ORDER BY id LIMIT 1").first<{ name: string; phone: string }>())!;
    await suggest(new TestClient(app), { name: 'Same Phone Kitchen', phone: listed.phone, website: '', relation: 'diner' });
    await suggest(new TestClient(app), { name: listed.name.toUpperCase(), phone: '', website: '', relation: 'owner' });
    const text = visibleText(await (await editor.get('/admin/suggestions')).text());
    expect(text).toMatch(new RegExp(`Same Phone Kitchen[^]*May duplicate ${escape(listed.name)}[^]*same phone`));
    expect(text).toMatch(new RegExp(`${escape(listed.name.toUpperCase())}[^]*May duplicate ${escape(listed.name)}[^]*close name`));
    expect(text).toContain('Its owner or staff, not signed in');
  });

  it('is refused to anyone not an editor: 403 and nothing decided', async () => {
    const id = await suggest(new TestClient(app), { name: 'Guarded Grill', relation: 'diner' });
    const diner = await signedInClient(app, '10001');
    expect((await diner.get('/admin/suggestions')).status).toBe(403);
    const res = await diner.post('/admin/suggestions', { intent: 'accept', suggestionId: String(id) });
    expect(res.status).toBe(403);
    expect((await stored('Guarded Grill'))!.status).toBe('open');
    expect(await app.db.prepare("SELECT count(*) AS n FROM restaurants WHERE name = 'Guarded Grill'").first('n')).toBe(0);
  });

  it('accepts one as a draft listing, filled in from it, for the editor to complete', async () => {
    const diner = await signedInClient(app, '10002');
    const id = await suggest(diner, { name: 'Accepted Arepas', relation: 'owner' });
    const res = await editor.post('/admin/suggestions', { intent: 'accept', suggestionId: String(id) });
    expect(res.status).toBe(302);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/admin\/restaurants\/\d+$/);
    const listing = (await app.db.prepare('SELECT * FROM restaurants WHERE id = ?').bind(Number(location.split('/').pop())).first<Record<string, unknown>>())!;
    expect(listing).toMatchObject({ name: 'Accepted Arepas', slug: 'accepted-arepas', address: PLACE.address, phone: PLACE.phone, website: `https://${PLACE.website}`, is_draft: 1, cuisine_id: Number(cuisineId) });
    // "Tue–Sun 11-10, Mon closed": six days open, Monday not.
    const days = await app.db.prepare('SELECT DISTINCT weekday FROM opening_hours WHERE restaurant_id = ? ORDER BY weekday').bind(listing.id).all<{ weekday: number }>();
    expect(days.results.map((d) => d.weekday)).toEqual([0, 2, 3, 4, 5, 6]);
    // The editor's form opens on it; diners see nothing until it is published.
    const form = await editor.get(location);
    expect(form.status).toBe(200);
    expect(formFields(await form.text()).name).toBe('Accepted Arepas');
    expect((await app.fetch('/restaurant/accepted-arepas')).status).toBe(404);
    // Decided once: a second accept changes nothing.
    const again = await editor.post('/admin/suggestions', { intent: 'accept', suggestionId: String(id) });
    expect(again.status).toBe(409);
    expect(await app.db.prepare("SELECT count(*) AS n FROM restaurants WHERE name = 'Accepted Arepas'").first('n')).toBe(1);
    const profile = visibleText(await (await diner.get('/profile')).text());
    expect(profile).toMatch(/Places you suggested[^]*Accepted Arepas[^]*Accepted: the editors are completing its listing/);
  });

  it('declines one with the reason its author reads on their profile', async () => {
    const diner = await signedInClient(app, '10003');
    const id = await suggest(diner, { name: 'Declined Diner', relation: 'diner' });
    const before = visibleText(await (await diner.get('/profile')).text());
    expect(before).toMatch(/Declined Diner[^]*Waiting for an editor/);
    const noReason = await editor.post('/admin/suggestions', { intent: 'decline', suggestionId: String(id), reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(visibleText(await noReason.text())).toContain('Say why');
    const res = await editor.post('/admin/suggestions', { intent: 'decline', suggestionId: String(id), reason: 'It is in Dallas, not Fort Worth.' });
    expect(res.status).toBe(302);
    expect(await (await editor.get('/admin/suggestions')).text()).not.toContain('Declined Diner');
    const after = visibleText(await (await diner.get('/profile')).text());
    expect(after).toMatch(/Declined Diner[^]*Declined\. Why: It is in Dallas, not Fort Worth\./);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe("the desk's map of a suggested address", () => {
  /** Its own site, with the geocoder stand-in (a handful of known Fort Worth addresses). */
  let located: TestApp;
  let deskEditor: TestClient;
  beforeAll(async () => {
    located = await startApp({ standIn: true, geocoder: true });
    deskEditor = await signedInClient(located, '10005');
  });
  afterAll(() => located?.dispose());

  const suggestAt = async (name: string, address: string) => {
    const client = new TestClient(located);
    const form = formFields(await (await client.get('/add-a-restaurant')).text());
    const res = await client.post('/add-a-restaurant', { ...form, cuisineId, ...PLACE, name, address, phone: '', website: '', relation: 'diner' });
    expect(res.status, name).toBe(302);
    return (await located.db.prepare('SELECT id FROM restaurant_suggestions WHERE name = ?').bind(name).first<number>('id'))!;
  };
  /** One suggestion's entry on the desk's page, as HTML, from its heading to the next. */
  const entry = (html: string, name: string) => {
    const start = html.indexOf(`>${name}</h2>`);
    expect(start, name).toBeGreaterThan(0);
    const end = html.indexOf('<h2', start);
    return html.slice(start, end === -1 ? undefined : end);
  };

  it('locates each address when the desk first shows it, maps the one found, and says which it could not', async () => {
    await suggestAt('Mapped Hemphill Tacos', '1316 Hemphill St, Fort Worth, TX 76104');
    await suggestAt('Nowhere Noodles', '9 Imaginary Ln, Fort Worth, TX 76104');
    await suggestAt('Roughly Hemphill Pho', '1318 Hemphill St, Fort Worth, TX 76104');
    // Filing never waits on the geocoder: nothing is located until an editor looks.
    expect(await located.db.prepare("SELECT count(*) AS n FROM restaurant_suggestions WHERE location_status IS NOT NULL").first('n')).toBe(0);

    const html = await (await deskEditor.get('/admin/suggestions')).text();
    const mapped = entry(html, 'Mapped Hemphill Tacos');
    expect(visibleText(mapped)).toContain('Located at 1316 HEMPHILL ST, FORT WORTH, TX, 76104.');
    expect(mapped).toMatch(/<figure class="spot-map">\s*<svg[^>]*role="img"/);
    expect(visibleText(mapped)).toContain('Where Mapped Hemphill Tacos is, north up.');
    const nowhere = entry(html, 'Nowhere Noodles');
    expect(visibleText(nowhere)).toContain('The geocoder could not find this address.');
    expect(nowhere).not.toContain('<svg');
    const rough = entry(html, 'Roughly Hemphill Pho');
    expect(visibleText(rough)).toContain('The geocoder matched this address only roughly (1318 HEMPHILL ST, FORT WORTH, TX, 76104): not placed.');
    expect(rough).not.toContain('<svg');
    // Kept, so the next view asks nothing again.
    const rows = await located.db
      .prepare("SELECT name, location_status AS status, latitude, longitude FROM restaurant_suggestions WHERE name IN ('Mapped Hemphill Tacos', 'Nowhere Noodles', 'Roughly Hemphill Pho') ORDER BY id")
      .all();
    expect(rows.results).toEqual([
      { name: 'Mapped Hemphill Tacos', status: 'located', latitude: 32.7326, longitude: -97.3303 },
      { name: 'Nowhere Noodles', status: 'not-found', latitude: null, longitude: null },
      { name: 'Roughly Hemphill Pho', status: 'rough', latitude: null, longitude: null },
    ]);
  });

  it('carries an exact location to the draft an editor accepts, and a rough one not at all', async () => {
    const exact = await suggestAt('Accepted Main Street Deli', '401 Main St, Fort Worth, TX 76102');
    const rough = await suggestAt('Accepted Roughly Crockett', '2903 Crockett St, Fort Worth, TX 76107');
    await deskEditor.get('/admin/suggestions');
    const draftOf = async (id: number) => {
      const res = await deskEditor.post('/admin/suggestions', { intent: 'accept', suggestionId: String(id) });
      expect(res.status).toBe(302);
      const draftId = Number(res.headers.get('Location')!.split('/').pop());
      return located.db.prepare('SELECT latitude, longitude FROM restaurants WHERE id = ?').bind(draftId).first();
    };
    expect(await draftOf(exact)).toEqual({ latitude: 32.7549, longitude: -97.3297 });
    expect(await draftOf(rough)).toEqual({ latitude: null, longitude: null });
  });

  it('says so when no geocoder is configured', async () => {
    await new TestClient(app).post('/add-a-restaurant', await filledForm(new TestClient(app), { name: 'Unlocated Udon', relation: 'diner' }));
    const text = visibleText(await (await editor.get('/admin/suggestions')).text());
    expect(text).toContain('No geocoder is configured (GEOCODER_URL), so addresses are not located.');
  });
});
