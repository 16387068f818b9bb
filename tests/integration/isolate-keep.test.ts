import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';

/*
 * What an isolate keeps (app/utils/keep.ts) is read by the first requests that need it.
 * On a fresh Worker, requests that arrive together each find nothing kept yet: each must
 * do its own read and answer, none may wait on another's (on Workers that wait can hang
 * once the other request ends).
 */
let app: TestApp;
let neighbourhoods: string[];
let cuisine: { key: string; title: string };

beforeAll(async () => {
  app = await startApp();
  neighbourhoods = (await app.db.prepare('SELECT DISTINCT neighborhood FROM restaurants ORDER BY neighborhood').all<{ neighborhood: string }>()).results.map(
    (r) => r.neighborhood,
  );
  expect(neighbourhoods.filter(Boolean).length).toBeGreaterThan(2);
  cuisine = (await app.db.prepare('SELECT key, title FROM cuisines WHERE has_page = 1 ORDER BY sort_order LIMIT 1').first<{ key: string; title: string }>())!;
});
afterAll(() => app?.dispose());

/** A page as a diner gets it; a request left waiting fails here rather than at the test's timeout. */
async function page(path: string) {
  const response = await app.fetch(path, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, html: await response.text() };
}

describe('a fresh isolate', () => {
  it('answers requests that arrive together, each with what the kept reads hold', async () => {
    const cuisinePath = `/restaurants/${cuisine.key}`;
    const answers = await Promise.all([page('/'), page('/'), page(cuisinePath), page(cuisinePath), page('/?priceLevel=2'), page('/?priceLevel=2')]);

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const homes = [answers[0]!, answers[1]!, answers[4]!, answers[5]!];
    for (const home of homes) {
      // The neighbourhood filter is a kept read: every option is there for each request.
      for (const name of neighbourhoods.filter(Boolean)) expect(home.html).toContain(`<option value="${name.replace(/&/g, '&amp;')}"`);
      expect(home.html).toContain('Popular Restaurants');
    }
    for (const cuisinePage of [answers[2]!, answers[3]!]) expect(cuisinePage.html).toContain(cuisine.title.replace(/&/g, '&amp;'));
  });
});
