import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';

/** Recipes in the editors' desk, as an editor uses it with JavaScript off: plain form posts. */
let app: TestApp;
let erin: TestClient;
beforeAll(async () => {
  // A real site: publishing shows in its sitemap, which a demo deployment leaves empty.
  app = await startApp({ standIn: true, vars: { DEMO_CONTENT: 'false' } });
  erin = await signedIn('10005');
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/');
  return client;
}

const textOf = async (res: Response) => visibleText(await res.text());

let seq = 0;
function recipeForm(fields: Record<string, string> = {}) {
  seq += 1;
  return {
    title: `Green Chile Stew ${seq}`,
    slug: '',
    description: 'Roasted Hatch chiles, pork shoulder and potatoes, simmered until the broth turns silky.',
    author: 'Erin Editor',
    publishedAt: '',
    imageUrl: '',
    cuisine: 'Southwestern',
    category: 'Main course',
    difficulty: 'medium',
    servings: '6',
    prepTime: '20',
    cookingTime: '90',
    keywords: 'stew\nhatch chile',
    ingredients: '2 | lb | pork shoulder | cubed\n1 1/2 | cup | roasted green chiles\n | | salt | to taste',
    steps: 'Brown the pork in batches.\nAdd the chiles and simmer for an hour.',
    ...fields,
  };
}

async function row(id: number) {
  return (await app.db.prepare('SELECT slug, status, version, title, ingredients FROM recipes WHERE id = ?').bind(id).first<{
    slug: string;
    status: string;
    version: number;
    title: string;
    ingredients: string;
  }>())!;
}

async function create(fields: Record<string, string>, intent = 'save') {
  const res = await erin.post('/admin/recipes/new', { ...fields, intent });
  expect(res.status, visibleText(await res.clone().text()).slice(0, 300)).toBe(302);
  return Number(/\/admin\/recipes\/(\d+)$/.exec(res.headers.get('Location')!)![1]);
}

describe('writing and publishing a recipe', () => {
  it('keeps a draft off /recipes, previews it with the recipe template, publishes it at once', async () => {
    const reader = new TestClient(app);
    await reader.get('/recipes');
    expect((await reader.get('/recipes')).headers.get('X-Edge-Cache')).toBe('HIT');

    const form = recipeForm({ title: 'Green Chile Stew' });
    const id = await create(form);
    const draft = await row(id);
    expect(draft.status).toBe('draft');
    expect(draft.slug).toBe('green-chile-stew');
    expect(JSON.parse(draft.ingredients)).toEqual([
      { quantity: 2, unit: 'lb', item: 'pork shoulder', note: 'cubed' },
      { quantity: 1.5, unit: 'cup', item: 'roasted green chiles' },
      { quantity: null, unit: '', item: 'salt', note: 'to taste' },
    ]);
    expect(await textOf(await reader.get('/recipes'))).not.toContain('Green Chile Stew');
    expect((await reader.get(`/recipe/${id}`)).status).toBe(404);
    expect(await (await reader.get('/sitemap.xml')).text()).not.toContain(`/recipe/${id}<`);

    const preview = await erin.post(`/admin/recipes/${id}`, {
      ...form,
      slug: draft.slug,
      version: String(draft.version),
      intent: 'preview',
    });
    expect(preview.status).toBe(200);
    const previewText = await textOf(preview);
    expect(previewText).toContain('Preview: not saved');
    expect(previewText).toContain('1½ cups roasted green chiles');
    expect(previewText).toContain('Add the chiles and simmer for an hour.');
    expect((await row(id)).version).toBe(draft.version);

    expect(
      (await erin.post(`/admin/recipes/${id}`, { ...form, slug: draft.slug, version: String(draft.version), intent: 'publish' }))
        .status
    ).toBe(302);
    expect(await textOf(await reader.get('/recipes'))).toContain('Green Chile Stew');
    expect((await reader.get(`/recipe/${id}`)).status).toBe(200);
    expect(await (await reader.get('/sitemap.xml')).text()).toContain(`/recipe/${id}<`);

    const live = await row(id);
    await erin.post(`/admin/recipes/${id}`, { ...form, slug: draft.slug, version: String(live.version), intent: 'unpublish' });
    expect((await reader.get(`/recipe/${id}`)).status).toBe(404);
    expect(await textOf(await reader.get('/recipes'))).not.toContain('Green Chile Stew');
  });

  it('names each ingredient line it cannot read, with 400 and the text kept', async () => {
    const res = await erin.post('/admin/recipes/new', {
      ...recipeForm({ ingredients: '2 | lb | pork\nsome garlic\nlots | cup | rice', servings: '0' }),
      intent: 'save',
    });
    expect(res.status).toBe(400);
    const html = decodeEntities(await res.text());
    expect(html).toContain('Line 2: write it as "quantity | unit | item"');
    expect(html).toContain('Line 3: "lots" is not a quantity');
    expect(html).toContain('Servings must be 1 to 48');
    expect(html).toContain('some garlic');
  });

  it('refuses the second of two saves from the same version, showing the other change and keeping this one', async () => {
    const id = await create(recipeForm({ title: 'Kolache race' }));
    const loaded = await row(id);
    const base = { ...recipeForm({ title: 'Kolache race' }), slug: loaded.slug, version: String(loaded.version) };
    expect((await erin.post(`/admin/recipes/${id}`, { ...base, steps: 'Callie’s steps.', intent: 'save' })).status).toBe(302);
    const second = await erin.post(`/admin/recipes/${id}`, { ...base, steps: 'Marcus’s steps.', intent: 'save' });
    expect(second.status).toBe(409);
    const html = decodeEntities(await second.text());
    expect(html).toContain('Callie’s steps.');
    expect(html).toContain('Marcus’s steps.');
  });

  it('records changes and restores an earlier version', async () => {
    const form = recipeForm({ title: 'Restorable recipe' });
    const id = await create(form);
    const v1 = await row(id);
    await erin.post(`/admin/recipes/${id}`, {
      ...form,
      slug: v1.slug,
      version: String(v1.version),
      title: 'Renamed recipe',
      intent: 'save',
    });
    const html = decodeEntities(await (await erin.get(`/admin/recipes/${id}`)).text());
    expect(visibleText(html)).toContain('Erin Editor saved · Changed title');
    const oldest = [...html.matchAll(/name="changeId" value="(\d+)"/g)].map((m) => m[1]!).at(-1)!;
    expect((await erin.post(`/admin/recipes/${id}`, { intent: 'restore', changeId: oldest })).status).toBe(302);
    expect((await row(id)).title).toBe('Restorable recipe');
  });

  it('publishes a scheduled recipe by the cron', async () => {
    const id = await create(recipeForm({ title: 'Scheduled kolaches', publishedAt: '2099-05-01T08:00' }), 'schedule');
    expect((await row(id)).status).toBe('scheduled');
    expect((await new TestClient(app).get(`/recipe/${id}`)).status).toBe(404);
    await app.db.prepare("UPDATE recipes SET published_at = '2021-01-01T00:00:00.000Z' WHERE id = ?").bind(id).run();
    await (await app.mf.getWorker()).scheduled({ cron: '* * * * *' });
    expect((await row(id)).status).toBe('published');
    expect((await new TestClient(app).get(`/recipe/${id}`)).status).toBe(200);
  });
});

describe('who may use it', () => {
  it('gives Ben (a diner) a 403 on every recipe screen and refuses his posts', async () => {
    const ben = await signedIn('10002');
    const id = await create(recipeForm());
    for (const path of ['/admin/recipes', '/admin/recipes/new', `/admin/recipes/${id}`])
      expect((await ben.get(path)).status, path).toBe(403);
    expect((await ben.post(`/admin/recipes/${id}`, { ...recipeForm(), intent: 'publish' })).status).toBe(403);
    expect((await row(id)).status).toBe('draft');
  });

  it('refuses a save posted from another site, and lists recipes by status and title', async () => {
    expect(
      (
        await erin.post(
          '/admin/recipes/new',
          { ...recipeForm(), intent: 'save' },
          { headers: { Origin: 'https://evil.example' } }
        )
      ).status
    ).toBe(403);
    await create(recipeForm({ title: 'Findable flan' }));
    expect(await textOf(await erin.get('/admin/recipes?status=draft&q=findable'))).toContain('Findable flan');
    expect(await textOf(await erin.get('/admin/recipes?status=published&q=findable'))).toContain('No recipes match.');
  });
});
