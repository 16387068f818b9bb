import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';
import { readMap } from '../support/place-map';

/**
 * Places on the map without typed coordinates: a sheet's addresses and a desk
 * save's address located by the geocoder the operator set up (GEOCODER_URL),
 * here the local stand-in answering as the Census batch endpoint does. Only an
 * exact match places a listing; a rough one or none is listed for an editor.
 */
const SHEET_HEADER = 'name,cuisine,neighbourhood,price_level,address,description';
const row = (name: string, address: string) => `"${name}",Barbeque,Near Southside,2,"${address}","Smoked brisket by the pound and sides made every morning."`;
const sheet = [
  SHEET_HEADER,
  row('Zeppelin Exact Smokehouse', '209 W 8th St, Fort Worth, TX 76102'), // a known address: Match, Exact
  row('Zeppelin Nearby Smokehouse', '215 W 8th St, Fort Worth, TX 76102'), // another number on a known street: Non_Exact
  row('Zeppelin Either Smokehouse', '140 Exchange Ave, Fort Worth, TX 76164'), // E or W Exchange Ave: Tie
  row('Zeppelin Nowhere Smokehouse', '1 Nowhere Ln, Fort Worth, TX 76102'), // No_Match
].join('\r\n');

function upload(app: TestApp, client: TestClient, text: string) {
  const form = new FormData();
  form.set('sheet', new File([text], 'no-coordinates.csv', { type: 'text/csv' }));
  form.set('intent', 'preview');
  return client.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

const hidden = (html: string, name: string) => decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');

/** The preview's Apply form, posted as a browser posts it (`change` rewrites a field first). */
function applyFrom(app: TestApp, client: TestClient, html: string, change: (fields: Record<string, string>) => void = () => {}) {
  const fields = Object.fromEntries(['file', 'fileName', 'digest', 'located'].map((name) => [name, hidden(html, name)]));
  change(fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('intent', 'apply');
  return client.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

/** The text of one group of the preview's "On the map" section, from its heading to the next. */
function group(text: string, heading: RegExp) {
  const start = text.search(heading);
  if (start === -1) return '';
  const rest = text.slice(start + 1);
  const next = rest.search(/Located from the address|Matched only roughly|Not found, not placed|Not on the map:|Fix these in the sheet|What each row does|Apply: add/);
  return next === -1 ? rest : rest.slice(0, next);
}

const coordinates = (app: TestApp, name: string) =>
  app.db.prepare('SELECT latitude, longitude FROM restaurants WHERE name = ?').bind(name).first<{ latitude: number | null; longitude: number | null }>();

async function editor(app: TestApp) {
  const erin = new TestClient(app);
  await erin.signIn('10005');
  await erin.get('/');
  return erin;
}

describe('with a geocoder', () => {
  let app: TestApp;
  let erin: TestClient;
  beforeAll(async () => {
    app = await startApp({ standIn: true, geocoder: true });
    erin = await editor(app);
  });
  afterAll(() => app?.dispose());

  it('says which rows it located, which matched only roughly and which not at all, and puts only the located one on the map', async () => {
    const preview = await upload(app, erin, sheet);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    const text = visibleText(html);
    expect(group(text, /Located from the address: 1 place/)).toMatch(/Zeppelin Exact Smokehouse.*209 W 8TH ST, FORT WORTH, TX, 76102/);
    const rough = group(text, /Matched only roughly, not placed: 2 places/);
    expect(rough).toMatch(/Zeppelin Nearby Smokehouse.*215 W 8th St.*215 W 8TH ST, FORT WORTH, TX, 76102/);
    expect(rough).toMatch(/Zeppelin Either Smokehouse.*several places match/);
    expect(group(text, /Not found, not placed: 1 place/)).toContain('Zeppelin Nowhere Smokehouse');
    expect(text).not.toMatch(/Not on the map:/);

    const applied = await applyFrom(app, erin, html);
    expect(applied.status).toBe(302);
    expect(await coordinates(app, 'Zeppelin Exact Smokehouse')).toEqual({ latitude: 32.7562, longitude: -97.3326 });
    for (const name of ['Zeppelin Nearby Smokehouse', 'Zeppelin Either Smokehouse', 'Zeppelin Nowhere Smokehouse']) {
      expect(await coordinates(app, name), name).toEqual({ latitude: null, longitude: null });
    }

    // What a diner sees: one pin, the other three listed as not on the map.
    const map = readMap(await (await new TestClient(app).get('/search?q=zeppelin')).text())!;
    expect(map.pins.map((p) => p.title.replace(/^\d+\. /, ''))).toEqual(['Zeppelin Exact Smokehouse']);
    expect(map.unplaced).toHaveLength(3);
    for (const name of ['Zeppelin Nearby Smokehouse', 'Zeppelin Either Smokehouse', 'Zeppelin Nowhere Smokehouse']) {
      expect(map.unplaced.some((u) => u.text.includes(name)), name).toBe(true);
    }
  });

  it('writes only what the preview showed: answers changed on the way back are a 409 and nothing is written', async () => {
    const text = [SHEET_HEADER, row('Zeppelin Moved Smokehouse', '610 Throckmorton St, Fort Worth, TX 76102')].join('\r\n');
    const html = await (await upload(app, erin, text)).text();
    expect(visibleText(html)).toMatch(/Located from the address: 1 place/);
    const moved = await applyFrom(app, erin, html, (fields) => {
      fields.located = fields.located!.replace('32.7538', '40.7128');
    });
    expect(moved.status).toBe(409);
    expect(visibleText(await moved.text())).toContain('Nothing was imported');
    expect(await coordinates(app, 'Zeppelin Moved Smokehouse')).toBeNull();
  });

  it('places a listing saved in the desk with an address and no coordinates, and says when it could not', async () => {
    const cuisineId = String((await app.db.prepare("SELECT id FROM cuisines WHERE key = 'thai'").first<{ id: number }>())!.id);
    const save = (name: string, address: string) =>
      erin.post('/admin/restaurants/new', {
        name, cuisineId, priceLevel: '2', neighborhood: 'Downtown', address, intent: 'save',
        description: 'Boat noodles, larb and a sticky rice that sells out by eight.',
      });

    const placed = await save('Zeppelin Desk Noodles', '912 Commerce St, Fort Worth, TX 76102');
    expect(placed.status).toBe(302);
    expect(visibleText(await (await erin.follow(placed)).text())).toContain('Placed on the map from its address');
    expect(await coordinates(app, 'Zeppelin Desk Noodles')).toEqual({ latitude: 32.7546, longitude: -97.3296 });

    const rough = await save('Zeppelin Desk Larb', '920 Commerce St, Fort Worth, TX 76102');
    expect(rough.status).toBe(302);
    expect(visibleText(await (await erin.follow(rough)).text())).toContain('matched only roughly (920 COMMERCE ST, FORT WORTH, TX, 76102)');
    expect(await coordinates(app, 'Zeppelin Desk Larb')).toEqual({ latitude: null, longitude: null });
  });
});

describe('without a geocoder', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startApp({ standIn: true });
  });
  afterAll(() => off?.dispose());

  it('says coordinates are needed for the map, and imports the rows', async () => {
    const erin = await editor(off);
    const html = await (await upload(off, erin, sheet)).text();
    const notOnMap = group(visibleText(html), /Not on the map: 4 places with an address but no coordinates/);
    expect(notOnMap).toContain('GEOCODER_URL');
    expect(notOnMap).toContain('Zeppelin Nowhere Smokehouse');
    expect((await applyFrom(off, erin, html)).status).toBe(302);
    expect(await coordinates(off, 'Zeppelin Exact Smokehouse')).toEqual({ latitude: null, longitude: null });
  });
});

describe('with a geocoder that does not answer', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    down = await startApp({ standIn: true, vars: { GEOCODER_URL: 'http://127.0.0.1:9/geocoder' } });
  });
  afterAll(() => down?.dispose());

  it('says so, and the import and the desk save still go ahead', async () => {
    const erin = await editor(down);
    const preview = await upload(down, erin, sheet);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(group(visibleText(html), /Not on the map: 4 places/)).toContain('The geocoder did not answer (it could not be reached)');
    expect((await applyFrom(down, erin, html)).status).toBe(302);
    expect(await coordinates(down, 'Zeppelin Exact Smokehouse')).toEqual({ latitude: null, longitude: null });

    const cuisineId = String((await down.db.prepare("SELECT id FROM cuisines WHERE key = 'thai'").first<{ id: number }>())!.id);
    const saved = await erin.post('/admin/restaurants/new', {
      name: 'Zeppelin Offline Noodles', cuisineId, priceLevel: '2', neighborhood: 'Downtown', address: '912 Commerce St, Fort Worth, TX 76102', intent: 'save',
      description: 'Boat noodles, larb and a sticky rice that sells out by eight.',
    });
    expect(saved.status).toBe(302);
    expect(visibleText(await (await erin.follow(saved)).text())).toContain('The geocoder did not answer (it could not be reached)');
    expect(await coordinates(down, 'Zeppelin Offline Noodles')).toEqual({ latitude: null, longitude: null });
  });
});
