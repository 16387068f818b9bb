import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';
import { createRestaurant } from '../support/factories';

/**
 * Editors' guides, as an editor writes them in the desk and a reader finds
 * them, with JavaScript off: every step a plain form post, every answer a page.
 */
let app: TestApp;
let erin: TestClient;
const places: Array<{ slug: string; name: string }> = [];
beforeAll(async () => {
  // A real site: publishing shows in its sitemap, which a demo deployment leaves empty.
  app = await startApp({ standIn: true, vars: { DEMO_CONTENT: 'false' } });
  erin = await signedIn('10005');
  for (const [i, name] of ['Guide Test Pit', 'Guide Test Taqueria', 'Guide Test Bakery', 'Guide Test Bird Cafe'].entries()) {
    // Spread along Magnolia Avenue, far enough apart for a pin each.
    const place = await createRestaurant(app.db, { name, cuisineId: 1, neighborhood: 'Magnolia Ave', latitude: 32.73, longitude: -97.36 + i * 0.02 });
    places.push({ slug: place.slug, name });
  }
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

const reader = () => new TestClient(app);
const textOf = async (res: Response) => visibleText(await res.text());
/** A guide's places as its list shows them, in order: an <ol>, which the browser numbers 1..n. */
const placesInOrder = (html: string) =>
  [...(html.split('id="guide-places"')[1] ?? '').split('</ol>')[0]!.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => decodeEntities(visibleText(m[1]!).trim()));

let seq = 0;
/** A guide's form as the editor types it: the places as numbered rows. */
function guideForm(fields: Record<string, string> = {}, rows = places.slice(0, 3)) {
  seq += 1;
  const form: Record<string, string> = {
    title: `Smoke and salsa on Magnolia ${seq}`,
    slug: '',
    summary: 'Where we send friends who ask for a long lunch on Magnolia.',
    intro: 'Three stops, one street, **no reservations** needed.',
    author: 'Erin Editor',
    publishedAt: '',
    imageUrl: '',
    imageAlt: '',
  };
  rows.forEach((place, i) => {
    form[`places[${i}].position`] = String(i + 1);
    form[`places[${i}].restaurant`] = place.slug;
    form[`places[${i}].note`] = `Order the first thing on the board at ${place.name}.`;
  });
  return { ...form, ...fields };
}

async function create(fields: Record<string, string>, intent = 'save') {
  const res = await erin.post('/admin/guides/new', { ...fields, intent });
  expect(res.status, await res.clone().text().then((t) => visibleText(t).slice(0, 600))).toBe(302);
  return Number(/\/admin\/guides\/(\d+)$/.exec(res.headers.get('Location')!)![1]);
}

const row = (id: number) => app.db.prepare('SELECT slug, status, version FROM guides WHERE id = ?').bind(id).first<{ slug: string; status: string; version: number }>().then((r) => r!);

/** The edit form's values as loaded, ready to post back (what a browser sends when nothing is changed). */
async function formOf(id: number) {
  const html = await (await erin.get(`/admin/guides/${id}`)).text();
  const form = /<form[^>]*id="guide-form"[\s\S]*?<\/form>/.exec(html)![0];
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    const type = /type="([^"]+)"/.exec(m[1]!)?.[1];
    if (!name || type === 'checkbox') continue;
    fields[decodeEntities(name)] = decodeEntities(/value="([^"]*)"/.exec(m[1]!)?.[1] ?? '');
  }
  for (const m of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields[decodeEntities(m[1]!)] = decodeEntities(m[2]!);
  return fields;
}

describe('a guide written in the desk', () => {
  it('is previewed as a draft that readers cannot see, then published everywhere at once', async () => {
    const form = guideForm();
    const preview = await erin.post('/admin/guides/new', { ...form, intent: 'preview' });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(visibleText(previewHtml)).toContain('Preview: not saved, readers cannot see this');
    expect(placesInOrder(previewHtml)).toEqual(['Guide Test Pit', 'Guide Test Taqueria', 'Guide Test Bakery']);

    const id = await create(form);
    const { slug } = await row(id);
    expect((await reader().get(`/guides/${slug}`)).status).toBe(404);
    expect((await reader().get(`/feeds/guides/${slug}.xml`)).status).toBe(404);
    expect(await textOf(await reader().get('/guides'))).not.toContain(form.title);

    // Publishing from the edit form: readers see it on their next request.
    const published = await erin.post(`/admin/guides/${id}`, { ...(await formOf(id)), intent: 'publish' });
    expect(published.status).toBe(302);
    expect(await textOf(await reader().get('/guides'))).toMatch(new RegExp(`3 places ${form.title}`));
    const page = await reader().get(`/guides/${slug}`);
    expect(page.status).toBe(200);
    // A shared page the edge may keep (browsers revalidate it: decision 019).
    expect(page.headers.get('CDN-Cache-Control')).toContain('max-age=');
    const html = await page.text();
    expect(placesInOrder(html)).toEqual(['Guide Test Pit', 'Guide Test Taqueria', 'Guide Test Bakery']);
    expect(visibleText(html)).toMatch(/Guide Test Pit[\s\S]*Order the first thing on the board at Guide Test Pit\.[\s\S]*Guide Test Bakery/);
    expect(html).toContain(`href="/restaurant/${places[0]!.slug}"`);
    // The map above the list: a pin per place, numbered like the list, each a link to its place.
    const svg = /<svg[^>]*role="group"[\s\S]*?<\/svg>/.exec(html)![0];
    const pins = [...svg.matchAll(/<a href="([^"]+)" class="place-map-pin"><title>([^<]+)<\/title>/g)].map((m) => [m[1], decodeEntities(m[2]!)]);
    expect(pins).toEqual(places.slice(0, 3).map((p, i) => [`/restaurant/${p.slug}`, `${i + 1}. ${p.name}`]));
    expect(html.indexOf('<svg')).toBeLessThan(html.indexOf('id="place-1"'));
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="${form.title}: changes" href="/feeds/guides/${slug}.xml"/>`);
    const itemList = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: Array<{ position: number; url: string; name: string }> })
      .find((data) => data['@type'] === 'ItemList')!;
    expect(itemList.itemListElement!.map((item) => [item.position, item.name])).toEqual([
      [1, 'Guide Test Pit'],
      [2, 'Guide Test Taqueria'],
      [3, 'Guide Test Bakery'],
    ]);
    expect(itemList.itemListElement![0]!.url).toMatch(new RegExp(`/restaurant/${places[0]!.slug}$`));

    expect(decodeEntities(await (await reader().get('/feeds/guides.xml')).text())).toContain(`<title type="text">${form.title}</title>`);
    expect(decodeEntities(await (await reader().get(`/feeds/guides/${slug}.xml`)).text())).toContain(`Published: ${form.title}`);
    const sitemap = await (await reader().get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/guides/${slug}</loc>`);
    expect(sitemap).toContain('/guides</loc>');
  });

  it('logs a place added and a place removed with its reason, on the page and in its feed', async () => {
    const id = await create(guideForm(), 'publish');
    const { slug } = await row(id);
    const form = await formOf(id);
    // Remove the second place ("closed"), fill the first blank row with a new one.
    const refused = await erin.post(`/admin/guides/${id}`, { ...form, 'places[1].remove': 'on', intent: 'publish' });
    expect(refused.status).toBe(400);
    expect(decodeEntities(await textOf(refused))).toContain('Readers see why a place left the guide: give a reason, e.g. closed');

    const saved = await erin.post(`/admin/guides/${id}`, {
      ...form,
      'places[1].remove': 'on',
      'places[1].reason': 'closed',
      'places[3].position': '1',
      'places[3].restaurant': places[3]!.slug,
      'places[3].note': 'The egg sandwich, early, before the line.',
      logNote: 'Checked every place in November',
      intent: 'publish',
    });
    expect(saved.status).toBe(302);
    const edited = await (await reader().get(`/guides/${slug}`)).text();
    const text = decodeEntities(visibleText(edited));
    // The new place went first (position 1); the list is numbered again 1..n.
    expect(placesInOrder(edited)).toEqual(['Guide Test Bird Cafe', 'Guide Test Pit', 'Guide Test Bakery']);
    expect(text).toMatch(/Changes[\s\S]*Removed Guide Test Taqueria: closed · \w+ \d{4}/);
    expect(text).toMatch(/Added Guide Test Bird Cafe · \w+ \d{4}/);
    expect(text).toContain('Checked every place in November');
    const feed = decodeEntities(await (await reader().get(`/feeds/guides/${slug}.xml`)).text());
    expect(feed).toContain('<title type="text">Removed Guide Test Taqueria: closed</title>');
    expect(feed).toContain('<title type="text">Added Guide Test Bird Cafe</title>');

    // Restoring the first version puts the taqueria back and says so; the café goes again.
    const history = await (await erin.get(`/admin/guides/${id}`)).text();
    const changeIds = [...history.matchAll(/name="changeId" value="(\d+)"/g)].map((m) => m[1]!);
    const oldest = changeIds.at(-1)!;
    const restored = await erin.post(`/admin/guides/${id}`, { intent: 'restore', changeId: oldest });
    expect(restored.status).toBe(302);
    const afterHtml = await (await reader().get(`/guides/${slug}`)).text();
    const after = decodeEntities(visibleText(afterHtml));
    expect(placesInOrder(afterHtml)).toEqual(['Guide Test Pit', 'Guide Test Taqueria', 'Guide Test Bakery']);
    expect(after).toMatch(/Added Guide Test Taqueria · /);
    expect(after).toMatch(/Removed Guide Test Bird Cafe · /);
    expect(await textOf(await erin.get(`/admin/guides/${id}`))).toContain('restored');
  });

  it('keeps a scheduled guide from readers until its time, then the cron publishes it', async () => {
    const form = guideForm();
    const past = await erin.post('/admin/guides/new', { ...form, publishedAt: '2020-01-01T10:00', intent: 'schedule' });
    expect(past.status).toBe(400);
    expect(decodeEntities(await past.text())).toContain('To schedule, choose a publish date and time in the future');

    const id = await create({ ...form, publishedAt: '2099-01-01T10:00' }, 'schedule');
    const { slug } = await row(id);
    expect((await row(id)).status).toBe('scheduled');
    expect((await reader().get(`/guides/${slug}`)).status).toBe(404);
    expect(await textOf(await reader().get('/guides'))).not.toContain(form.title);
    // Its time comes (moved into the past here), and the cron marks it published.
    await app.db.prepare("UPDATE guides SET published_at = '2021-06-01T15:00:00.000Z' WHERE id = ?").bind(id).run();
    await (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
    expect((await row(id)).status).toBe('published');
    expect((await reader().get(`/guides/${slug}`)).status).toBe(200);
    expect(await textOf(await erin.get(`/admin/guides/${id}`))).toContain('published (as scheduled)');
  });

  it('answers bad input with 400, messages on the fields and the typed values kept', async () => {
    const res = await erin.post('/admin/guides/new', { ...guideForm({ title: 'Typed title stays', summary: '' }), intent: 'save' });
    expect(res.status).toBe(400);
    expect(decodeEntities(await textOf(res.clone()))).toContain('Summary is required');
    expect(await res.text()).toContain('value="Typed title stays"');

    const noNote = await erin.post('/admin/guides/new', { ...guideForm(), 'places[1].note': '', intent: 'save' });
    expect(noNote.status).toBe(400);
    const html = await noNote.text();
    expect(decodeEntities(visibleText(html))).toContain('Say in a sentence or two why it is in the guide');
    expect(html).toContain(`value="${places[1]!.slug}"`);

    const unknown = await erin.post('/admin/guides/new', { ...guideForm(), 'places[0].restaurant': 'no-such-place-here', intent: 'save' });
    expect(unknown.status).toBe(400);
    const unknownHtml = await unknown.text();
    expect(decodeEntities(visibleText(unknownHtml))).toContain('No listed restaurant has the address “no-such-place-here”');
    expect(unknownHtml).toContain('value="no-such-place-here"');

    const empty = await erin.post('/admin/guides/new', { ...guideForm({}, []), intent: 'save' });
    expect(empty.status).toBe(400);
    expect(await textOf(empty)).toContain('Add at least one place');
  });

  it('leaves a permanently closed place out of the list, and marks it closed in the desk', async () => {
    const shut = await createRestaurant(app.db, { name: 'Guide Test Shuttered Grill', cuisineId: 1, latitude: 32.75, longitude: -97.33 });
    const id = await create(guideForm({}, [...places.slice(0, 2), { slug: shut.slug, name: 'Guide Test Shuttered Grill' }]), 'publish');
    const { slug } = await row(id);
    await app.db.prepare("UPDATE restaurants SET closed_at = '2026-11-01T12:00:00.000Z' WHERE id = ?").bind(shut.id).run();
    await app.db.prepare('UPDATE site_state SET content_generation = content_generation + 1').run();
    const text = await textOf(await reader().get(`/guides/${slug}`));
    expect(text).toContain('Guide · 2 places');
    expect(text).not.toContain('Guide Test Shuttered Grill');
    const desk = await textOf(await erin.get(`/admin/guides/${id}`));
    expect(desk).toContain('Place 3 Permanently closed');
  });

  it('is for editors only', async () => {
    const ben = await signedIn('10002');
    expect((await ben.get('/admin/guides')).status).toBe(403);
    expect((await ben.get('/admin/guides/new')).status).toBe(403);
    expect((await ben.post('/admin/guides/new', { ...guideForm(), intent: 'publish' })).status).toBe(403);
    const anonymous = await reader().get('/admin/guides');
    expect(anonymous.status).toBe(302);
    const list = await erin.get('/admin/guides');
    expect(list.status).toBe(200);
    expect(list.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
