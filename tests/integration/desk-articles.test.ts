import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { decodeEntities, TestClient, visibleText } from '../support/client';
import { createRestaurant } from '../support/factories';

/**
 * The editors' desk for articles, as an editor uses it with JavaScript off:
 * every step is a plain form post, every answer a whole page.
 */
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
  await client.get('/'); // spends the welcome toast
  return client;
}

const reader = () => new TestClient(app);
const textOf = async (res: Response) => visibleText(await res.text());

let seq = 0;
/** A news article's form, as the editor would type it. */
function newsForm(fields: Record<string, string> = {}) {
  seq += 1;
  return {
    title: `Night market opens on Magnolia ${seq}`,
    slug: '',
    kind: 'news',
    category: 'News',
    tags: 'Markets\nMagnolia',
    author: 'Erin Editor',
    publishedAt: '',
    intro: 'Forty stalls, one parking lot, every Friday night.',
    markdown: '## What to eat\n\nThe **brisket tacos** sell out by eight.\n\n- Bring cash\n- Come early',
    restaurants: '',
    ...fields,
  };
}

async function create(fields: Record<string, string>, intent = 'save') {
  const res = await erin.post('/admin/articles/new', { ...fields, intent });
  expect(
    res.status,
    await res
      .clone()
      .text()
      .then((t) => visibleText(t).slice(0, 400))
  ).toBe(302);
  const id = Number(/\/admin\/articles\/(\d+)$/.exec(res.headers.get('Location')!)![1]);
  return id;
}

async function row(id: number) {
  return (await app.db
    .prepare('SELECT slug, status, version, title, content, published_at FROM articles WHERE id = ?')
    .bind(id)
    .first<{
      slug: string;
      status: string;
      version: number;
      title: string;
      content: string;
      published_at: string;
    }>())!;
}

describe('writing and publishing a news article', () => {
  it('keeps a draft off every reader page, previews it, publishes it and shows it at once everywhere', async () => {
    const anonymous = reader();
    // The news listing is cached at the edge: the second read is a HIT.
    await anonymous.get('/news');
    const cached = await anonymous.get('/news');
    expect(cached.headers.get('X-Edge-Cache')).toBe('HIT');

    const form = newsForm({ title: 'Night market opens on Magnolia' });
    const id = await create(form);
    const draft = await row(id);
    expect(draft.status).toBe('draft');
    expect(draft.slug).toBe('night-market-opens-on-magnolia');
    // The plain text feeds, search and excerpts read is derived from the Markdown.
    expect(draft.content).toContain('The brisket tacos sell out by eight.');
    expect(draft.content).not.toContain('**');

    expect(await textOf(await anonymous.get('/news'))).not.toContain('Night market opens on Magnolia');
    expect((await anonymous.get('/article/night-market-opens-on-magnolia')).status).toBe(404);
    expect(await (await anonymous.get('/sitemap.xml')).text()).not.toContain('night-market-opens-on-magnolia');
    expect(await textOf(await anonymous.get('/search?q=brisket+tacos+magnolia'))).not.toContain('Night market opens on Magnolia');
    // The desk's overview lists it under Drafts.
    expect(await textOf(await erin.get('/admin'))).toContain('Night market opens on Magnolia');

    // Preview: the readers' template draws the Markdown, nothing is saved.
    const editPage = await erin.get(`/admin/articles/${id}`);
    expect(editPage.status).toBe(200);
    const preview = await erin.post(`/admin/articles/${id}`, {
      ...form,
      slug: draft.slug,
      version: String(draft.version),
      markdown: `${form.markdown}\n\n<script>alert("x")</script> and [a trap](javascript:alert(1))`,
      intent: 'preview',
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('Preview: not saved');
    expect(html).toMatch(/<h2[^>]*>What to eat<\/h2>/);
    expect(html).toContain('<strong>brisket tacos</strong>');
    // Typed HTML is shown as text, never run; a javascript: link is not a link.
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('href="javascript:');
    expect((await row(id)).version).toBe(draft.version);

    // Publish: the next anonymous request sees it, on the listing, the feed, the sitemap and its page.
    const published = await erin.post(`/admin/articles/${id}`, {
      ...form,
      slug: draft.slug,
      version: String(draft.version),
      intent: 'publish',
    });
    expect(published.status).toBe(302);
    expect((await row(id)).status).toBe('published');
    expect(await textOf(await anonymous.get('/news'))).toContain('Night market opens on Magnolia');
    expect(await (await anonymous.get('/feeds/news.xml')).text()).toContain('Night market opens on Magnolia');
    expect(await (await anonymous.get('/sitemap.xml')).text()).toContain('/article/night-market-opens-on-magnolia');
    const page = await anonymous.get('/article/night-market-opens-on-magnolia');
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<strong>brisket tacos</strong>');
    expect(visibleText(pageHtml)).toContain('Bring cash');
    expect(await textOf(await anonymous.get('/search?q=brisket+tacos+magnolia'))).toContain('Night market opens on Magnolia');

    // Renaming it: the old address answers 301 to the new one.
    const before = await row(id);
    const renamed = await erin.post(`/admin/articles/${id}`, {
      ...form,
      slug: 'friday-night-market',
      version: String(before.version),
      intent: 'publish',
    });
    expect(renamed.status).toBe(302);
    const old = await anonymous.get('/article/night-market-opens-on-magnolia');
    expect(old.status).toBe(301);
    expect(old.headers.get('Location')).toBe('/article/friday-night-market');
    expect((await anonymous.get('/article/friday-night-market')).status).toBe(200);
    // Made a review: the news address answers 301 to /review/….
    const renamedRow = await row(id);
    await erin.post(`/admin/articles/${id}`, { ...form, slug: 'friday-night-market', kind: 'review', category: 'Tacos', version: String(renamedRow.version), intent: 'publish' });
    const moved = await anonymous.get('/article/friday-night-market');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/review/friday-night-market');
    const back = await row(id);
    await erin.post(`/admin/articles/${id}`, { ...form, slug: 'friday-night-market', version: String(back.version), intent: 'publish' });
    expect((await anonymous.get('/article/friday-night-market')).status).toBe(200);

    // Unpublishing takes it down at once.
    const live = await row(id);
    await erin.post(`/admin/articles/${id}`, {
      ...form,
      slug: 'friday-night-market',
      version: String(live.version),
      intent: 'unpublish',
    });
    expect((await row(id)).status).toBe('unpublished');
    expect(await textOf(await anonymous.get('/news'))).not.toContain('Night market opens on Magnolia');
    expect((await anonymous.get('/article/friday-night-market')).status).toBe(404);
  });

  it('answers a form with mistakes with 400, the messages and everything typed', async () => {
    const res = await erin.post('/admin/articles/new', {
      ...newsForm({
        title: '',
        intro: 'My intro stays',
        markdown: 'Every word of **this** stays.',
        imageUrl: 'https://evil.example/x.png',
        restaurants: 'no-such-place',
      }),
      intent: 'save',
    });
    expect(res.status).toBe(400);
    const html = decodeEntities(await res.text());
    expect(html).toContain('Title is required');
    expect(html).toContain('Use a picture on this site');
    expect(html).toContain('My intro stays');
    expect(html).toContain('Every word of **this** stays.');
  });

  it('keeps everything typed when the database fails the save', async () => {
    // D1 refuses this one write, as a full disk or a lost connection would.
    await app.db
      .prepare("CREATE TRIGGER refuse_doomed BEFORE INSERT ON articles WHEN NEW.title = 'Doomed headline' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END")
      .run();
    try {
      const res = await erin.post('/admin/articles/new', { ...newsForm({ title: 'Doomed headline', markdown: 'Hours of **careful** writing.' }), intent: 'publish' });
      expect(res.status).toBe(503);
      const html = decodeEntities(await res.text());
      expect(html).toContain('Saving failed on our side. Nothing was lost');
      expect(html).toContain('Hours of **careful** writing.');
      expect(html).toContain('value="Doomed headline"');
    } finally {
      await app.db.prepare('DROP TRIGGER refuse_doomed').run();
    }
  });

  it('refuses an address another article has, naming it', async () => {
    const first = newsForm();
    await create(first);
    const res = await erin.post('/admin/articles/new', { ...newsForm(), slug: await firstSlug(first.title), intent: 'save' });
    expect(res.status).toBe(400);
    expect(decodeEntities(await res.text())).toContain(`That address is taken by “${first.title}”`);
  });

  it('shows the second of two editors the other one’s change and keeps their own text', async () => {
    const id = await create(newsForm({ title: 'Two editors, one article' }));
    const loaded = await row(id);
    const base = { ...newsForm({ title: 'Two editors, one article' }), slug: loaded.slug, version: String(loaded.version) };
    const first = await erin.post(`/admin/articles/${id}`, { ...base, intro: 'Callie’s intro wins the race.', intent: 'save' });
    expect(first.status).toBe(302);
    const second = await erin.post(`/admin/articles/${id}`, {
      ...base,
      intro: 'Marcus’s intro, typed with care.',
      intent: 'save',
    });
    expect(second.status).toBe(409);
    const html = decodeEntities(await second.text());
    expect(html).toContain('saved this item');
    expect(html).toContain('Callie’s intro wins the race.');
    expect(html).toContain('Marcus’s intro, typed with care.');
    const after = await row(id);
    expect(after.version).toBe(loaded.version + 1);
    // Saving again from the conflict page (it carries the newer version) replaces theirs.
    const version = /name="version" value="(\d+)"/.exec(html)![1]!;
    expect(Number(version)).toBe(after.version);
    const retry = await erin.post(`/admin/articles/${id}`, {
      ...base,
      version,
      intro: 'Marcus’s intro, typed with care.',
      intent: 'save',
    });
    expect(retry.status).toBe(302);
  });

  it('records every change with who made it and restores an earlier version', async () => {
    const form = newsForm({ title: 'History of a headline' });
    const id = await create(form);
    const v1 = await row(id);
    await erin.post(`/admin/articles/${id}`, {
      ...form,
      slug: v1.slug,
      version: String(v1.version),
      title: 'A headline rewritten',
      intent: 'save',
    });
    expect((await row(id)).title).toBe('A headline rewritten');
    const page = await erin.get(`/admin/articles/${id}`);
    const html = decodeEntities(await page.text());
    const text = visibleText(html);
    expect(text).toContain('Erin Editor saved · Changed title');
    expect(text).toContain('Erin Editor created a draft');
    const changeId = [...html.matchAll(/name="changeId" value="(\d+)"/g)].map((m) => m[1]!).at(-1)!;
    const restored = await erin.post(`/admin/articles/${id}`, { intent: 'restore', changeId });
    expect(restored.status).toBe(302);
    const after = await row(id);
    expect(after.title).toBe('History of a headline');
    expect(after.version).toBe(v1.version + 2);
    expect(await textOf(await erin.get(`/admin/articles/${id}`))).toContain('Erin Editor restored');
  });

  it('publishes a scheduled article by the cron, and refuses a schedule in the past', async () => {
    const form = newsForm({ title: 'Scheduled for later' });
    const past = await erin.post('/admin/articles/new', { ...form, publishedAt: '2020-01-01T10:00', intent: 'schedule' });
    expect(past.status).toBe(400);
    expect(decodeEntities(await past.text())).toContain('To schedule, choose a publish date and time in the future');

    const id = await create({ ...form, publishedAt: '2099-01-01T10:00' }, 'schedule');
    expect((await row(id)).status).toBe('scheduled');
    expect(await textOf(await reader().get('/news'))).not.toContain('Scheduled for later');
    // Its time comes (moved into the past here), and the cron marks it published.
    await app.db.prepare("UPDATE articles SET published_at = '2021-06-01T15:00:00.000Z' WHERE id = ?").bind(id).run();
    const worker = await app.mf.getWorker();
    await worker.scheduled({ cron: '* * * * *' });
    expect((await row(id)).status).toBe('published');
    expect(
      await textOf(
        await reader()
          .get('/admin')
          .then(() => erin.get(`/admin/articles/${id}`))
      )
    ).toContain('published (as scheduled)');
  });

  it('puts a review’s Visit box, rating and covered restaurant on its page and the restaurant’s page', async () => {
    const place = await createRestaurant(app.db, { name: 'Desk Test Smokehouse', cuisineId: 1 });
    const id = await create(
      newsForm({
        title: 'A smokehouse worth the drive',
        kind: 'review',
        category: 'BBQ',
        restaurants: place.slug,
        visitRestaurant: place.slug,
        visitNote: 'Closed when the brisket runs out.',
        ratingStars: '4',
        ratingSummary: 'Smoke, bark, patience.',
      }),
      'publish'
    );
    const text = await textOf(await reader().get(`/review/${(await row(id)).slug}`));
    expect(text).toContain('Closed when the brisket runs out.');
    expect(text).toContain('4 out of 5');
    expect(text).toContain('Restaurants in this article Desk Test Smokehouse');
    expect(await textOf(await reader().get(`/reviews`))).toContain('A smokehouse worth the drive');
    expect(await textOf(await reader().get(`/restaurant/${place.slug}`))).toContain('A smokehouse worth the drive');
  });
});

describe('sharing an article written in the desk', () => {
  it('gives a link preview the site’s card until the article’s own is drawn, never a missing file', async () => {
    const form = newsForm({ imageUrl: '/images/articles/coopers-bbq.svg', imageAlt: 'A smoker at dawn' });
    const id = await create(form, 'publish');
    const page = await (await reader().get(`/article/${(await row(id)).slug}`)).text();
    const shared = decodeEntities(/<meta property="og:image" content="([^"]+)"/.exec(page)![1]!);
    expect(new URL(shared).pathname).toBe('/images/share/default.jpg');
    const image = await reader().get(new URL(shared).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    // The structured data names the same picture.
    expect(page).toContain(`"image":["${shared}"]`);
  });
});

describe('who may use it', () => {
  it('gives Ben (a diner) a 403 on every article screen and refuses his posts', async () => {
    const ben = await signedIn('10002');
    const id = await create(newsForm());
    for (const path of ['/admin/articles', '/admin/articles/new', `/admin/articles/${id}`]) {
      expect((await ben.get(path)).status, path).toBe(403);
    }
    expect((await ben.post(`/admin/articles/${id}`, { ...newsForm(), intent: 'publish' })).status).toBe(403);
    expect((await ben.post('/admin/articles/new', { ...newsForm(), intent: 'save' })).status).toBe(403);
    expect((await row(id)).status).toBe('draft');
  });

  it('refuses a save posted from another site', async () => {
    const res = await erin.post(
      '/admin/articles/new',
      { ...newsForm(), intent: 'publish' },
      { headers: { Origin: 'https://evil.example' } }
    );
    expect(res.status).toBe(403);
  });

  it('answers malformed posts with a 4xx, never a 500', async () => {
    const id = await create(newsForm());
    const posts: Array<[string, Record<string, string>]> = [
      [`/admin/articles/${id}`, { intent: 'explode' }],
      [`/admin/articles/${id}`, { intent: 'restore', changeId: 'abc' }],
      [`/admin/articles/${id}`, { intent: 'restore', changeId: '999999' }],
      [`/admin/articles/${id}`, { ...newsForm(), version: 'abc', intent: 'save' }],
      ['/admin/articles/new', { ...newsForm(), ratingStars: 'lots', eventFee: '-3', videoId: 'javascript:alert(1)', intent: 'save' }],
      ['/admin/articles/new', { ...newsForm(), publishedAt: '2026-13-45T99:99', intent: 'schedule' }],
      ['/admin/articles/999999', { ...newsForm(), intent: 'save' }],
    ];
    for (const [path, fields] of posts) {
      const res = await erin.post(path, fields);
      expect(res.status, `${path} ${JSON.stringify(fields).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('lists articles by kind, status, author and title', async () => {
    await create(newsForm({ title: 'Filter me please' }));
    const drafts = await textOf(await erin.get('/admin/articles?status=draft&q=filter+me'));
    expect(drafts).toContain('Filter me please');
    expect(await textOf(await erin.get('/admin/articles?status=published&q=filter+me'))).toContain('No articles match.');
    expect(await textOf(await erin.get('/admin/articles?kind=review&q=filter+me'))).toContain('No articles match.');
    expect((await erin.get('/admin/articles?status=bogus')).status).toBe(200);
  });
});

async function firstSlug(title: string) {
  return (await app.db.prepare('SELECT slug FROM articles WHERE title = ?').bind(title).first<{ slug: string }>())!.slug;
}
