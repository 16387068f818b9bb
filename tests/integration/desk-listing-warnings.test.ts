import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/**
 * One truth per fact, in the desk: a guide's note or Changes line, or an article's visit box,
 * that says other hours or status than its listing is named on the edit page, both statements
 * side by side, in the page itself (no script needed). The sample content agrees, until a
 * listing's hours change under it.
 */
let app: TestApp;
let erin: TestClient;
beforeAll(async () => {
  app = await startApp({ standIn: true });
  erin = new TestClient(app);
  await erin.signIn('10005');
  await erin.get('/'); // spends the welcome toast
});
afterAll(() => app?.dispose());

const idOf = async (sql: string, ...params: unknown[]) => (await app.db.prepare(sql).bind(...params).first<{ id: number }>())!.id;

async function warnings(path: string) {
  const res = await erin.get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const start = html.indexOf('id="listing-warnings-heading"');
  return start < 0 ? null : visibleText(html.slice(html.lastIndexOf('<section', start), html.indexOf('</section>', start)));
}

/** Sets a listing's closing minute on some weekdays, as an editor changing its hours would. */
async function closes(slug: string, weekdays: number[], minute: number) {
  const id = await idOf('SELECT id FROM restaurants WHERE slug = ?', slug);
  await app.db.prepare(`UPDATE opening_hours SET closes_minute = ? WHERE restaurant_id = ? AND weekday IN (${weekdays.join(',')})`).bind(minute, id).run();
}

describe('a guide whose lines disagree with its listings', () => {
  let path: string;
  beforeAll(async () => {
    path = `/admin/guides/${await idOf(`SELECT id FROM guides WHERE slug = 'late-night-eats'`)}`;
  });

  it('warns of nothing while the sample guide agrees with its listings', async () => {
    expect(await warnings(path)).toBeNull();
  });

  it('names the place and both statements when a Changes line says midnight and the listing 3 AM', async () => {
    await closes('sundance-slice-house', [5, 6], 27 * 60);
    const text = (await warnings(path))!;
    expect(text).toContain('Disagrees with the listing');
    expect(text).toContain('Sundance Slice House: the Changes line of Nov 7, 2026 says “closes at midnight”; the listing says');
    expect(text).toContain('Fri–Sat 11 AM – 3 AM');
  });

  it('names a note promising later hours than the listing keeps', async () => {
    await closes('fat-shack', [4, 5, 6], 24 * 60);
    const text = (await warnings(path))!;
    expect(text).toContain('Fat Shack: its note in this guide says “until 3 a.m. Thursday through Saturday”; the listing says');
    expect(text).toContain('Mon–Sat 11 AM – Midnight');
  });
});

describe('an article whose visit box disagrees with its listing', () => {
  it('names the place, the note and the listing’s hours on the edit page', async () => {
    const res = await erin.post('/admin/articles/new', {
      intent: 'save',
      title: 'Late fries on Berry Street',
      slug: '',
      kind: 'news',
      category: 'News',
      tags: '',
      author: 'Erin Editor',
      publishedAt: '',
      intro: 'Where the smash burgers go on after the bars.',
      markdown: 'Fries, then more fries.',
      restaurants: 'northside-starlite-diner',
      visitTitle: 'Visit',
      visitRestaurant: 'northside-starlite-diner',
      visitNote: 'Open until 4 a.m. on weekends.',
    });
    expect(res.status, visibleText(await res.clone().text()).slice(0, 300)).toBe(302);
    const text = (await warnings(res.headers.get('Location')!))!;
    expect(text).toContain('Northside Starlite Diner: the Visit box says “until 4 a.m. on weekends”; the listing says');
    expect(text).toMatch(/Fri–Sat [^;]*3 AM/);
  });
});
