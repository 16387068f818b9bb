import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '~/db/client.server';
import type { TranslatedEntity } from '~/db/schema';
import { liveTranslation } from '~/models/translations.server';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';

/**
 * Editors writing an item's Spanish version at the desk, with JavaScript off:
 * plain form posts, whole pages back. What readers get is checked through the
 * model the public pages read (`liveTranslation`); the /es pages are not this file's.
 */
let app: TestApp;
let erin: TestClient;
beforeAll(async () => {
  app = await startApp({ standIn: true, vars: { DEMO_CONTENT: 'false' } });
  erin = await signedIn('10005');
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // spends the welcome toast
  return client;
}

const textOf = async (res: Response) => visibleText(await res.text());
const live = (entity: TranslatedEntity, id: number) => liveTranslation(createDb(app.db), entity, id, 'es');

/** The Spanish editor's form as the page draws it: every named field with its value, and the version. */
async function spanishForm(path: string) {
  const html = await (await erin.get(path)).text();
  const form: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) if (name !== 'intent') form[name!] = decodeEntities(value!);
  for (const [, tag] of html.matchAll(/(<input[^>]*name="[^"]+"[^>]*>)/g)) {
    const name = /name="([^"]+)"/.exec(tag!)![1]!;
    if (!(name in form) && name !== 'intent' && name !== 'changeId') form[name] = '';
  }
  for (const [, name, text] of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    form[name!] = decodeEntities(text!.replace(/^\n/, ''));
  delete form.changeId;
  return { html, form };
}

/** Every Spanish field of a form filled with "ES " and its English name, so each is told apart. */
const filledIn = (form: Record<string, string>, extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(form).map(([name, value]) => [name, name.startsWith('es__') ? `ES ${name.slice(4)}` : value])),
  ...extra,
});

/** The English editor's form of the test's news article, published, with `changes` typed over it. */
const englishArticle = (changes: Record<string, string>) => ({
  slug: '',
  kind: 'news',
  category: 'News',
  tags: 'Markets',
  author: 'Erin Editor',
  publishedAt: '',
  intro: 'Forty stalls, one parking lot, every Friday night.',
  markdown: 'The **brisket tacos** sell out by eight.',
  restaurants: '',
  tipsTitle: 'Tips',
  tipsItems: 'Bring cash\nCome early',
  intent: 'publish',
  ...changes,
});

let seq = 0;
async function newArticle() {
  seq += 1;
  const res = await erin.post('/admin/articles/new', englishArticle({ title: `Night market opens on Magnolia ${seq}` }));
  expect(res.status).toBe(302);
  return Number(/\/admin\/articles\/(\d+)$/.exec(res.headers.get('Location')!)![1]);
}

/** An editor changes the English article in its own editor, from the version it has now. */
async function editEnglish(id: number, changes: Record<string, string>) {
  const html = await (await erin.get(`/admin/articles/${id}`)).text();
  const version = /name="version" value="(\d+)"/.exec(html)![1]!;
  const res = await erin.post(`/admin/articles/${id}`, englishArticle({ version, ...changes }));
  expect(res.status).toBe(302);
}

describe("an article's Spanish version", () => {
  it('starts as a draft readers do not see, with the English shown beside each field', async () => {
    const id = await newArticle();
    const { html, form } = await spanishForm(`/admin/articles/${id}/es`);
    const text = visibleText(html);
    expect(text).toContain(`Spanish version: Night market opens on Magnolia ${seq}`);
    expect(text).toContain('Title in English');
    expect(text).toContain('Forty stalls, one parking lot, every Friday night.');
    expect(text).toContain('Tips (one per line) in Spanish');
    expect(html).toMatch(/<textarea[^>]*lang="es"/);
    expect(text).not.toMatch(/copy english|translate automatically/i);

    const res = await erin.post(`/admin/articles/${id}/es`, {
      ...form,
      es__title: 'Abre un mercado nocturno en Magnolia',
      intent: 'save',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/admin/articles/${id}/es`);
    expect(await live('article', id)).toBeNull();
    const after = await textOf(await erin.get(`/admin/articles/${id}/es`));
    expect(after).toContain('Draft: only editors see it.');
    expect(await textOf(await erin.get('/admin/articles'))).toContain('Spanish: draft');
    expect(await textOf(await erin.get(`/admin/articles/${id}`))).toContain('Spanish version Spanish: draft');
  });

  it('refuses to publish with a field left empty, naming it and keeping what was typed', async () => {
    const id = await newArticle();
    const { form } = await spanishForm(`/admin/articles/${id}/es`);
    const res = await erin.post(`/admin/articles/${id}/es`, {
      ...filledIn(form),
      es__intro: '',
      es__title: 'Mercado nocturno en Magnolia',
      intent: 'publish',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Write the Spanish intro before it goes live');
    expect(html).toContain('value="Mercado nocturno en Magnolia"');
    expect(decodeEntities(html)).toContain('ES tips__items');
    expect(await live('article', id)).toBeNull();
  });

  it('publishes, then names the fields whose English changed since, and keeps its own history', async () => {
    const id = await newArticle();
    const page = `/admin/articles/${id}/es`;
    const { form } = await spanishForm(page);
    expect(
      (
        await erin.post(page, {
          ...filledIn(form),
          es__title: 'Mercado nocturno',
          intent: 'save',
        })
      ).status
    ).toBe(302);
    const draft = await spanishForm(page);
    const published = await erin.post(page, {
      ...draft.form,
      es__title: 'Mercado nocturno en Magnolia',
      intent: 'publish',
    });
    expect(published.status).toBe(302);
    expect(await live('article', id)).toMatchObject({
      title: 'Mercado nocturno en Magnolia',
      intro: 'ES intro',
      'tips.items': 'ES tips__items',
    });
    expect(await textOf(await erin.get(page))).toContain('Published: saving changes shows them to readers at once.');
    expect(await textOf(await erin.get('/admin/articles'))).toMatch(/Spanish: published(?!, needs update)/);

    // The English title changes in the English editor.
    await editEnglish(id, { title: 'Night market opens on Magnolia, now on Saturdays too' });
    expect(await textOf(await erin.get('/admin/articles'))).toContain('Spanish: published, needs update');
    const stale = await textOf(await erin.get(page));
    expect(stale).toContain('Changed in English: Title.');
    expect(stale).toContain('Night market opens on Magnolia, now on Saturdays too');
    expect(await textOf(await erin.get(`/admin/articles/${id}`))).toContain('Spanish: published, needs update');
    // Readers keep the published Spanish meanwhile.
    expect((await live('article', id))?.title).toBe('Mercado nocturno en Magnolia');

    // The Spanish history is its own: the Spanish saves, none of the English ones.
    const history = (await textOf(await erin.get(page))).split('History')[1]!;
    expect(history).toMatch(/Erin Editor published · Changed title.*Erin Editor saved · Changed title, intro/);
    expect(history).not.toContain('created and published');
  });

  it('takes over a version the seed wrote: the first desk save replaces it and starts its history', async () => {
    const id = await newArticle();
    const page = `/admin/articles/${id}/es`;
    // What `npm run db:seed` writes for the demo's Spanish: a published row at version 0.
    await app.db
      .prepare("INSERT INTO translations (entity, entity_id, locale, fields, english, status, published_at, version) VALUES ('article', ?, 'es', ?, '{}', 'published', '2026-01-01T00:00:00.000Z', 0)")
      .bind(id, JSON.stringify({ title: 'Mercado sembrado' }))
      .run();
    const { form } = await spanishForm(page);
    const saved = await erin.post(page, { ...filledIn(form), es__title: 'Mercado de la desk', intent: 'publish' });
    expect(saved.status).toBe(302);
    expect(await live('article', id)).toMatchObject({ title: 'Mercado de la desk' });
    expect((await textOf(await erin.get(page))).split('History')[1]).toContain('Erin Editor');
  });

  it('goes live at its scheduled time by the cron, which says so in its history', async () => {
    const id = await newArticle();
    await app.db
      .prepare("INSERT INTO translations (entity, entity_id, locale, fields, english, status, published_at, version) VALUES ('article', ?, 'es', ?, '{}', 'scheduled', '2021-06-01T15:00:00.000Z', 1)")
      .bind(id, JSON.stringify({ title: 'Mercado programado' }))
      .run();
    await (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
    expect(await app.db.prepare("SELECT status FROM translations WHERE entity = 'article' AND entity_id = ?").bind(id).first('status')).toBe('published');
    expect((await textOf(await erin.get(`/admin/articles/${id}/es`))).split('History')[1]).toContain('published (as scheduled)');
  });

  it("keeps 'needs update' when the English was saved while the Spanish form was open", async () => {
    const id = await newArticle();
    const page = `/admin/articles/${id}/es`;
    const first = await spanishForm(page);
    expect((await erin.post(page, { ...filledIn(first.form), intent: 'save' })).status).toBe(302);
    const opened = await spanishForm(page);
    await editEnglish(id, { title: 'Night market moves to Saturdays', intro: 'Forty stalls, one parking lot, every Saturday night.' });
    // The form opened before that English save is posted now: its editor never saw the new English.
    const saved = await erin.post(page, { ...opened.form, intent: 'publish' });
    expect(saved.status).toBe(302);
    const after = await textOf(await erin.get(page));
    expect(after).toContain('Changed in English: Title, Intro.');
    expect(await textOf(await erin.get(`/admin/articles/${id}`))).toContain('Spanish: published, needs update');
    // Saved again from the page that shows the new English, it is up to date.
    const again = await spanishForm(page);
    expect((await erin.post(page, { ...again.form, intent: 'publish' })).status).toBe(302);
    expect(await textOf(await erin.get(`/admin/articles/${id}`))).toMatch(/Spanish: published(?!, needs update)/);
  });

  it('restores an earlier Spanish version, and refuses a stale form with 409 keeping the text', async () => {
    const id = await newArticle();
    const page = `/admin/articles/${id}/es`;
    const first = await spanishForm(page);
    expect(
      (
        await erin.post(page, {
          ...filledIn(first.form),
          es__title: 'Primer título',
          intent: 'save',
        })
      ).status
    ).toBe(302);
    const second = await spanishForm(page);
    expect(
      (
        await erin.post(page, {
          ...second.form,
          es__title: 'Segundo título',
          intent: 'save',
        })
      ).status
    ).toBe(302);

    // Restore the first version from the history.
    const html = await (await erin.get(page)).text();
    const changeIds = [...html.matchAll(/name="changeId" value="(\d+)"/g)].map((m) => m[1]!);
    expect(changeIds).toHaveLength(1); // the newest has no Restore
    expect((await erin.post(page, { intent: 'restore', changeId: changeIds[0]! })).status).toBe(302);
    const restored = await spanishForm(page);
    expect(restored.form.es__title).toBe('Primer título');
    expect(visibleText(restored.html)).toContain('restored');

    // A form loaded before that restore is stale: 409, what was typed stays.
    const conflict = await erin.post(page, {
      ...second.form,
      es__title: 'Tercer título',
      intent: 'save',
    });
    expect(conflict.status).toBe(409);
    const conflictHtml = await conflict.text();
    expect(visibleText(conflictHtml)).toContain('saved this item');
    expect(visibleText(conflictHtml)).toContain('Primer título');
    expect(conflictHtml).toContain('value="Tercer título"');
    expect((await spanishForm(page)).form.es__title).toBe('Primer título');
  });

  it('is for the editors of the English item only, and 404 for an unknown one', async () => {
    const id = await newArticle();
    const ben = await signedIn('10002');
    expect((await ben.get(`/admin/articles/${id}/es`)).status).toBe(403);
    const { form } = await spanishForm(`/admin/articles/${id}/es`);
    expect(
      (
        await ben.post(`/admin/articles/${id}/es`, {
          ...filledIn(form),
          intent: 'publish',
        })
      ).status
    ).toBe(403);
    expect(await live('article', id)).toBeNull();
    expect((await erin.get('/admin/articles/999999/es')).status).toBe(404);
    expect((await erin.get('/admin/articles/new/es')).status).toBe(404);
  });
});

describe('the other kinds publish their Spanish the same way', () => {
  /** The first stored item, and the desk list that shows it (a listing by its name: the list has pages). */
  async function firstOf(table: 'recipes' | 'guides' | 'restaurants') {
    const column = table === 'restaurants' ? 'name' : 'title';
    const row = (await app.db.prepare(`SELECT id, ${column} AS name FROM ${table} ORDER BY id LIMIT 1`).first<{ id: number; name: string }>())!;
    // The sample content has Spanish versions of some items: this one starts without.
    await app.db.prepare('DELETE FROM translations WHERE entity = ? AND entity_id = ?').bind(table.slice(0, -1), row.id).run();
    return {
      id: row.id,
      list: table === 'restaurants' ? `/admin/restaurants?${new URLSearchParams({ q: row.name })}` : `/admin/${table}`,
    };
  }

  it.each([
    ['recipes', 'recipe', 'Step 1 in Spanish'],
    ['guides', 'guide', 'Summary in Spanish'],
    ['restaurants', 'restaurant', 'Description in Spanish'],
  ] as const)('%s: preview, publish, and the list says so', async (table, entity, label) => {
    const { id, list } = await firstOf(table);
    const page = `/admin/${table}/${id}/es`;
    const { html, form } = await spanishForm(page);
    expect(visibleText(html)).toContain(label);
    const typed = filledIn(form);

    const preview = await erin.post(page, { ...typed, intent: 'preview' });
    expect(preview.status).toBe(200);
    const previewText = await textOf(preview);
    expect(previewText).toContain('Preview: not saved, readers cannot see this');
    expect(previewText).toContain(entity === 'restaurant' ? 'ES description' : 'ES title');
    expect(await live(entity, id)).toBeNull();

    expect((await erin.post(page, { ...typed, intent: 'publish' })).status).toBe(302);
    const fields = await live(entity, id);
    expect(fields?.[entity === 'restaurant' ? 'description' : 'title']).toBe(entity === 'restaurant' ? 'ES description' : 'ES title');
    expect(await textOf(await erin.get(list))).toContain('Spanish: published');
  });
});
