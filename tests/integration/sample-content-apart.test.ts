import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/seed-statements';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';
import { createArticle, createReview, setFavorite } from '../support/factories';
import { formFields } from '../support/forms';

/**
 * Sample content and real content never mix (decision 036): a real place that shares
 * a sample listing's name is added beside it and survives the removal of the samples
 * with its reviews; a desk edit keeps a sample a sample; what editors wrote about a
 * removed place says so, and the desk lists it.
 */
let app: TestApp;
let erin: TestClient;
type Place = { id: number; slug: string; name: string; address: string };
let twin: Place; // the sample whose name a real place shares
let inGuide: Place; // a sample in an editor's guide and article
let edited: Place; // a sample an editor edits in the desk

const count = async (sql: string, ...binds: unknown[]) => (await app.db.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

beforeAll(async () => {
  app = await startApp({ standIn: true });
  erin = new TestClient(app);
  await erin.signIn('10005');
  await erin.get('/');
  const rows = (await app.db.prepare('SELECT id, slug, name, address FROM restaurants WHERE is_sample = 1 AND closed_at IS NULL ORDER BY id LIMIT 3').all<Place>()).results;
  [twin, inGuide, edited] = rows as [Place, Place, Place];
});
afterAll(() => app?.dispose());

function upload(text: string, intent = 'preview') {
  const form = new FormData();
  form.set('sheet', new File([text], 'our-places.csv', { type: 'text/csv' }));
  form.set('intent', intent);
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

function applyFrom(html: string) {
  const field = (name: string) => decodeEntities(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');
  const form = new FormData();
  for (const name of ['file', 'fileName', 'digest']) form.set(name, field(name));
  form.set('intent', 'apply');
  return erin.fetch('/admin/restaurants/import', { method: 'POST', body: form, headers: { Origin: app.origin } });
}

describe('sample content and real content', () => {
  let real: { id: number; slug: string };

  it('adds a real row that shares a sample’s name as a new listing, and the preview says so', async () => {
    const sheet = [
      'name,cuisine,price_level,neighbourhood,description,address',
      `"${twin.name}",Barbeque,2,Near Southside,"The real one: post oak brisket since 1998, sides made daily.","901 W Magnolia Ave, Fort Worth, TX 76104"`,
    ].join('\r\n');
    const preview = await upload(sheet);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(visibleText(html)).toContain('Added as a new listing: a sample listing has this name; it goes when the sample content is removed');
    expect(visibleText(html)).not.toContain('Will be updated');

    const applied = await applyFrom(html);
    expect(applied.status).toBe(302);
    const rows = (await app.db.prepare('SELECT id, slug, is_sample AS s, description FROM restaurants WHERE name = ? ORDER BY id').bind(twin.name).all<{ id: number; slug: string; s: number; description: string }>()).results;
    expect(rows).toHaveLength(2);
    // The sample is as the seed wrote it; the real place is a listing of its own.
    expect(rows[0]).toMatchObject({ id: twin.id, slug: twin.slug, s: 1 });
    expect(rows[0]!.description).not.toContain('The real one');
    expect(rows[1]!.s).toBe(0);
    expect(rows[1]!.slug).not.toBe(twin.slug);
    real = rows[1]!;
    expect((await erin.get(`/restaurant/${real.slug}`)).status).toBe(200);
  });

  it('keeps a sample listing a sample when an editor saves it, and says so in the form', async () => {
    const html = await (await erin.get(`/admin/restaurants/${edited.id}`)).text();
    expect(visibleText(html)).toContain('This is a sample listing: saving keeps it one, and it goes when the sample content is removed.');
    const saved = await erin.post(`/admin/restaurants/${edited.id}`, { ...formFields(html), phone: '(817) 555-0142', intent: 'save' });
    expect(saved.status).toBe(302);
    expect(await count('SELECT is_sample AS n FROM restaurants WHERE id = ?', edited.id)).toBe(1);
    expect(await count('SELECT version AS n FROM restaurants WHERE id = ?', edited.id)).toBe(1);
  });

  it('removes exactly the sample content: the real listing, its review and favourite stay, and it takes its clean address', async () => {
    const ben = (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>()) ?? (await (async () => {
      await new TestClient(app).signIn('10002');
      return (await app.db.prepare("SELECT id FROM users WHERE facebook_id = '10002'").first<{ id: number }>())!;
    })());
    await createReview(app.db, { userId: ben.id, restaurantId: real.id, content: 'The brisket here is the real thing, bark and all.' });
    await setFavorite(app.db, ben.id, real.id);

    // An editor's own guide and article that cover a sample listing next to a real one.
    const guide = await erin.post('/admin/guides/new', {
      title: 'Two stops on Magnolia',
      slug: '',
      summary: 'A long lunch in two stops.',
      intro: 'Start with smoke, end with something sweet.',
      author: 'Erin Editor',
      publishedAt: '',
      imageUrl: '',
      imageAlt: '',
      'places[0].position': '1',
      'places[0].restaurant': inGuide.slug,
      'places[0].note': 'Order whatever is on the board.',
      'places[1].position': '2',
      'places[1].restaurant': real.slug,
      'places[1].note': 'The brisket, by the pound.',
      intent: 'publish',
    });
    expect(guide.status, visibleText(await guide.clone().text()).slice(0, 400)).toBe(302);
    const guideRow = (await app.db.prepare("SELECT id, slug FROM guides WHERE title = 'Two stops on Magnolia'").first<{ id: number; slug: string }>())!;
    const before = visibleText(await (await new TestClient(app).get(`/guides/${guideRow.slug}`)).text());
    expect(before).toContain('Guide · 2 places');
    const article = await createArticle(app.db, { kind: 'review', category: 'Reviews', title: 'Our own visit to Magnolia', status: 'published' });
    await app.db.prepare('INSERT INTO article_restaurants (article_id, restaurant_id, position) VALUES (?, ?, 0)').bind(article.id, inGuide.id).run();

    // The demo's articles about its sample places, as the content files give them.
    const content = await loadContent();
    const demoArticles = content.articles.filter((a) => a.restaurants?.length).length;
    const placeless = content.articles.length - demoArticles;
    expect(demoArticles).toBeGreaterThan(50);
    const samples = await count('SELECT count(*) AS n FROM restaurants WHERE is_sample = 1');

    // The desk says what goes and what stays, in numbers.
    const overview = visibleText(await (await erin.get('/admin')).text());
    expect(overview).toContain(`${samples} sample listings`);
    expect(overview).toContain(`${demoArticles} sample articles`);
    expect(overview).toContain('Stays: 1 real listing that shares a sample’s name or address (one named like a sample takes its address); 1 article and 1 guide by editors that cover a sample listing');

    const removedSlugs = (await app.db.prepare('SELECT slug FROM restaurants WHERE is_sample = 1').all<{ slug: string }>()).results.map((r) => r.slug);
    const removed = await erin.post('/admin?index', { intent: 'remove-samples', confirm: 'yes' });
    expect(removed.status).toBe(302);

    // The real listing, its review and its favourite survive; it now has the clean address.
    expect(await count('SELECT count(*) AS n FROM restaurants')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM reviews WHERE restaurant_id = ?', real.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM favorites WHERE restaurant_id = ?', real.id)).toBe(1);
    const page = await new TestClient(app).get(`/restaurant/${twin.slug}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain('The brisket here is the real thing');
    const old = await new TestClient(app).get(`/restaurant/${real.slug}`);
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('Location')!, app.origin).pathname).toBe(`/restaurant/${twin.slug}`);

    // The demo's articles went with its listings; the editor's stays, without the removed place, and so do those about no place.
    expect(await count('SELECT count(*) AS n FROM articles WHERE id = ?', article.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM articles')).toBe(1 + placeless);
    const gone = removedSlugs.filter((slug) => slug !== twin.slug);
    for (const path of [`/article/${article.slug}`, `/guides/${guideRow.slug}`]) {
      const html = await (await new TestClient(app).get(path)).text();
      for (const slug of gone) expect(html, `${path} links to ${slug}`).not.toContain(`/restaurant/${slug}"`);
    }
    // The guide's count and Changes are true.
    const after = visibleText(await (await new TestClient(app).get(`/guides/${guideRow.slug}`)).text());
    expect(after).toContain('Guide · 1 place');
    expect(after).toContain(`Removed ${inGuide.name}: no longer listed`);
    expect(after).not.toContain('No changes since it was published');

    // The desk lists what an editor should look at.
    const desk = visibleText(await (await erin.get('/admin')).text());
    expect(desk).toContain('Lost a place when the sample content was removed (2)');
    expect(desk).toContain(`Two stops on Magnolia : lost ${inGuide.name}`);
    expect(desk).toContain(`Our own visit to Magnolia : lost ${inGuide.name}`);
  });
});
