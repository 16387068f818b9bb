import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, signedInClient, TestClient, visibleText } from '../support/client';
import { formFields } from '../support/forms';

/**
 * A new place imported without a description (decision 040): it comes in as a draft
 * the desk asks to complete, is on no public surface until then, and goes public when
 * an editor writes its description.
 */
let app: TestApp;
let erin: TestClient;
let cuisine: { key: string; name: string };

beforeAll(async () => {
  // A real site: a demo deployment advertises no sitemap.
  app = await startApp({ standIn: true, vars: { DEMO_CONTENT: 'false' } });
  erin = await signedInClient(app, '10005');
  cuisine = (await app.db.prepare("SELECT key, name FROM cuisines WHERE has_page = 1 ORDER BY sort_order LIMIT 1").first())!;
});
afterAll(() => app?.dispose());

const DESCRIBED = 'Quokka Noodle Bar';
const DRAFT = 'Zanzibar Dumpling House';
const sheet = () =>
  [
    'name,cuisine,neighbourhood,price_level,address,latitude,longitude,description',
    `${DESCRIBED},${cuisine.name},Near Southside,2,"1 Magnolia Ave, Fort Worth, TX 76104",32.7301,-97.3301,Hand-pulled noodles in a rich broth; the chili oil is made in house.`,
    `${DRAFT},${cuisine.name},Near Southside,2,"2 Magnolia Ave, Fort Worth, TX 76104",32.7302,-97.3302,`,
  ].join('\r\n') + '\r\n';

function upload(text: string) {
  const form = new FormData();
  form.set('sheet', new File([text], 'new-places.csv', { type: 'text/csv' }));
  form.set('intent', 'preview');
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

function applyFrom(html: string) {
  const field = (name: string) => decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');
  const form = new FormData();
  for (const name of ['file', 'fileName', 'digest', 'located']) form.set(name, field(name));
  form.set('intent', 'apply');
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

/** What a diner (or a crawler, or an API client) gets at each public address. */
async function publicView() {
  const reader = new TestClient(app);
  const get = async (path: string) => {
    const res = await reader.get(path);
    return { status: res.status, body: await res.text() };
  };
  return {
    surfaces: {
      home: (await get('/?sort=newest')).body,
      search: (await get('/search?q=quokka')).body + (await get('/search?q=zanzibar')).body,
      cuisinePage: (await get(`/restaurants/${cuisine.key}`)).body,
      sitemap: (await get('/sitemap.xml')).body,
      api: (await get('/api/restaurants')).body,
      feed: (await get(`/feeds/cuisine/${cuisine.key}.xml`)).body,
    },
    draftPage: (await get('/restaurant/zanzibar-dumpling-house')).status,
    describedPage: (await get('/restaurant/quokka-noodle-bar')).status,
  };
}

/** Whether a surface shows the place: its name or its page's address. */
const shows = (body: string, name: string, slug: string) => body.includes(name) || body.includes(`/restaurant/${slug}`);

describe('a new place imported without a description', () => {
  it('is added as a draft the preview names, not refused, and is on no public surface', async () => {
    const preview = await upload(sheet());
    expect(preview.status).toBe(200);
    const html = await preview.text();
    const text = visibleText(html);
    expect(text).toContain('2 to add, 0 to update, 0 unchanged');
    expect(text).toContain('1 place has no description: added as drafts');
    expect(text).toContain(`3 ${DRAFT} Will be added. No description: added as a draft to complete in the desk`);
    expect(text).not.toContain(`${DESCRIBED} Will be added. No description`);
    const applied = await applyFrom(html);
    expect(applied.status).toBe(302);

    const seen = await publicView();
    expect(seen.describedPage).toBe(200);
    expect(seen.draftPage).toBe(404);
    for (const [surface, body] of Object.entries(seen.surfaces)) {
      expect({ surface, shows: shows(body, DESCRIBED, 'quokka-noodle-bar') }).toEqual({ surface, shows: true });
      expect({ surface, shows: shows(body, DRAFT, 'zanzibar-dumpling-house') }).toEqual({ surface, shows: false });
    }
    // The guide editor's picker offers only public places.
    const picker = await (await erin.get('/admin/guides/new')).text();
    expect(picker).toContain(DESCRIBED);
    expect(picker).not.toContain(DRAFT);
  });

  it('is marked Draft in the desk, which says what is missing, and goes public once an editor describes it', async () => {
    const overview = visibleText(await (await erin.get('/admin')).text());
    expect(overview).toContain('1 imported place needs a description');
    const list = visibleText(await (await erin.get('/admin/restaurants?state=draft')).text());
    expect(list).toContain('1 restaurant');
    expect(list).toMatch(new RegExp(`${DRAFT}.*Draft`));

    const { id } = (await app.db.prepare("SELECT id FROM restaurants WHERE slug = 'zanzibar-dumpling-house'").first<{ id: number }>())!;
    const editor = await (await erin.get(`/admin/restaurants/${id}`)).text();
    expect(visibleText(editor)).toContain('Draft — not public. It was imported without a description');
    // The editor's form as the page gives it, sent with its Save button.
    const { changeId: _history, ...fields }: Record<string, string> = { ...formFields(editor), intent: 'save' };
    // The usual rule still holds: a short description is refused and it stays a draft.
    const short = await erin.post(`/admin/restaurants/${id}`, { ...fields, description: 'Dumplings.' });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain('Describe it in a few sentences (20 characters or more)');
    expect((await publicView()).draftPage).toBe(404);

    const saved = await erin.post(`/admin/restaurants/${id}`, { ...fields, description: 'Steamed and pan-fried dumplings, folded by hand every morning.' });
    expect(saved.status).toBe(302);
    const seen = await publicView();
    expect(seen.draftPage).toBe(200);
    for (const [surface, body] of Object.entries(seen.surfaces)) {
      expect({ surface, shows: shows(body, DRAFT, 'zanzibar-dumpling-house') }).toEqual({ surface, shows: true });
    }
    expect(visibleText(await (await erin.get('/admin')).text())).not.toContain('need a description');
  });

  it('comes back a draft from the export, and the export imported again changes nothing', async () => {
    const upload2 = await upload(sheet().replace(DESCRIBED, 'Wombat Waffle Shed').replace(DRAFT, 'Yak Yogurt Bar'));
    await applyFrom(await upload2.text());
    const exported = await (await erin.get('/admin/export/listings.csv')).text();
    expect(exported).toContain('Yak Yogurt Bar');
    const again = visibleText(await (await upload(exported)).text());
    expect(again).toMatch(/0 to add, 0 to update, \d+ unchanged/);
    expect((await app.db.prepare("SELECT is_draft AS d FROM restaurants WHERE slug = 'yak-yogurt-bar'").first<{ d: number }>())!.d).toBe(1);
  });
});
