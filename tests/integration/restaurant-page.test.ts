import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';

/**
 * What a restaurant's page gathers besides the listing: our coverage, our
 * editors' rating and the signed-in diner's own review. (Sorting and paging the
 * diners' reviews: review-counts.test.ts; the gallery and cover: photos.test.ts.)
 */
let app: TestApp;
/** A signed-in reader: their pages are never served from the shared cache, so each read sees the data as it is. */
let reader: TestClient;

beforeAll(async () => {
  app = await startApp({ standIn: true });
  reader = new TestClient(app);
  await reader.signIn('10004');
  await reader.get('/'); // shows (and spends) the welcome toast
});
afterAll(() => app?.dispose());

const page = async (client: TestClient, path: string) => (await client.get(path)).text();

/** The "In our reviews" list: each link's address and text, in page order. */
function coverage(html: string) {
  const start = html.indexOf('id="coverage-heading"');
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
}

const setArticle = (slug: string, change: string, ...values: unknown[]) =>
  app.db.prepare(`UPDATE articles SET ${change} WHERE slug = ?`).bind(...values, slug).run();

const addRatingBlock = (slug: string, stars: number) =>
  setArticle(slug, "body = json_insert(body, '$[#]', json(?))", JSON.stringify({ type: 'rating', title: 'Our Rating', stars, summary: 'Worth the trip.' }));

describe("the restaurant page's coverage and our rating", () => {
  it('links every live article about the place, newest first, reviews under /review and news under /article', async () => {
    const html = await page(reader, '/restaurant/hatsuyuki-handroll-bar');
    expect(coverage(html)).toEqual([
      '/article/openings-closings-winter-2026 Openings and Closings: What Is Changing in Fort Worth This Winter',
      '/review/hatsuyuki-handroll-bar Hatsuyuki Handroll Bar: Crisp Nori, Warm Rice, No Distractions',
      '/review/best-sushi-roll The Best Sushi Roll in Fort Worth: Three Contenders, One Winner',
    ]);

    // An article scheduled for later, or back in draft, is not linked until it is live.
    await setArticle('openings-closings-winter-2026', "status = 'scheduled', published_at = '2999-01-01'");
    await setArticle('best-sushi-roll', "status = 'draft'");
    expect(coverage(await page(reader, '/restaurant/hatsuyuki-handroll-bar'))).toEqual([
      '/review/hatsuyuki-handroll-bar Hatsuyuki Handroll Bar: Crisp Nori, Warm Rice, No Distractions',
    ]);
    await setArticle('openings-closings-winter-2026', "status = 'published', published_at = '2026-01-13'");
    await setArticle('best-sushi-roll', "status = 'published'");
  });

  it("takes our rating only from a review of that place alone, the newest rated one, never a round-up's", async () => {
    // The round-up covering three sushi bars rates one winner: that is no single place's rating.
    await addRatingBlock('best-sushi-roll', 5);
    let text = visibleText(await page(reader, '/restaurant/hatsuyuki-handroll-bar'));
    expect(text).toContain("Diners' rating");
    expect(text).not.toContain('Our rating');

    // The place's own review rates it: that verdict shows, linked to the review.
    await addRatingBlock('hatsuyuki-handroll-bar', 4);
    let html = await page(reader, '/restaurant/hatsuyuki-handroll-bar');
    expect(visibleText(html)).toMatch(/Our rating 4 out of 5 Read our review/);
    expect(html).toContain('href="/review/hatsuyuki-handroll-bar"');

    // A newer review of the place alone, rated differently, takes over.
    await setArticle('joe-t-garcias-patio', 'published_at = ?', '2026-06-01');
    await app.db
      .prepare("UPDATE article_restaurants SET restaurant_id = (SELECT id FROM restaurants WHERE slug = 'hatsuyuki-handroll-bar') WHERE article_id = (SELECT id FROM articles WHERE slug = 'joe-t-garcias-patio')")
      .run();
    await addRatingBlock('joe-t-garcias-patio', 3);
    html = await page(reader, '/restaurant/hatsuyuki-handroll-bar');
    text = visibleText(html);
    expect(text).toMatch(/Our rating 3 out of 5 Read our review/);
    expect(html).toContain('href="/review/joe-t-garcias-patio"');
  });
});

describe("the signed-in diner's own review on the restaurant page", () => {
  it('is in the form to edit on every page of reviews, and listed as theirs where the order puts it', async () => {
    const [busiest] = (
      await app.db.prepare('SELECT id, slug, review_count AS count FROM restaurants ORDER BY review_count DESC LIMIT 1').all<{ id: number; slug: string; count: number }>()
    ).results;
    expect(busiest!.count).toBeGreaterThan(10);
    const ana = new TestClient(app);
    await ana.signIn('10001');
    await ana.post(`/resources/reviews?restaurantId=${busiest!.id}`, { rating: '2', content: 'Ana here: the brisket ran out by noon.', redirectTo: '/' });
    // Written long ago: newest first, it sits on the last page.
    await app.db.prepare("UPDATE reviews SET created_at = '2020-01-01T12:00:00.000Z' WHERE content LIKE 'Ana here:%'").run();
    await ana.get('/'); // spends the toast

    const first = await page(ana, `/restaurant/${busiest!.slug}`);
    expect(visibleText(first)).toContain('Edit your review');
    expect(first).toMatch(/<textarea[^>]*>Ana here: the brisket ran out by noon\.<\/textarea>/);
    expect(first).not.toMatch(/<li id="review-\d+"[^>]*>(?:(?!<\/li>).)*Ana here:/s);

    // A page past the end shows the last page, where her review is listed as hers, and the form still holds it.
    const last = await page(ana, `/restaurant/${busiest!.slug}?reviewsPage=999`);
    expect(visibleText(last)).toContain('Edit your review');
    expect(last).toMatch(/<textarea[^>]*>Ana here: the brisket ran out by noon\.<\/textarea>/);
    expect(visibleText(last)).toMatch(/Ana Morales You .*Ana here: the brisket ran out by noon\./);
  });
});

describe('pages read for each diner, one after the other', () => {
  it("shows each diner their own heart and review on the same pages, one after the other, and no one else's", async () => {
    const place = (await app.db
      .prepare("SELECT r.id, r.slug, r.name, c.key AS cuisine FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE r.slug = 'hatsuyuki-handroll-bar'")
      .first<{ id: number; slug: string; name: string; cuisine: string }>())!;
    const bea = new TestClient(app);
    const cal = new TestClient(app);
    await bea.signIn('10002');
    await cal.signIn('10003');
    await bea.post('/resources/favorite', { restaurantId: String(place.id), intent: 'add', redirectTo: '/' });
    await bea.post(`/resources/reviews?restaurantId=${place.id}`, { rating: '5', content: 'Bea here: the handrolls are worth the wait.', redirectTo: '/' });
    await bea.get('/');
    await cal.get('/');

    const heartOf = (html: string) => {
      const card = html.slice(html.indexOf(`id="restaurant-${place.id}"`));
      return /aria-pressed="(true|false)"/.exec(card)?.[1];
    };
    // Its cuisine, newest first, three pages deep (or its last page, where a shorter listing sends
    // page 3): the place is among the cards.
    const deep = await app.fetch(`/?cuisine=${place.cuisine}&sort=newest&page=3`);
    await deep.body?.cancel();
    const listing = deep.status === 302 ? deep.headers.get('Location')!.replace(/#.*$/, '') : `/?cuisine=${place.cuisine}&sort=newest&page=3`;
    // Alternating, so each diner's request follows the other's on the same statements.
    for (let round = 0; round < 2; round++) {
      const beaListing = await page(bea, listing);
      const calListing = await page(cal, listing);
      expect(beaListing).toContain(place.name);
      expect(heartOf(beaListing)).toBe('true');
      expect(heartOf(calListing)).toBe('false');

      const beaPage = await page(bea, `/restaurant/${place.slug}`);
      const calPage = await page(cal, `/restaurant/${place.slug}`);
      expect(beaPage).toMatch(/<textarea[^>]*>Bea here: the handrolls are worth the wait\.<\/textarea>/);
      expect(visibleText(beaPage)).toContain('Remove from Favorites');
      expect(calPage).not.toMatch(/<textarea[^>]*>Bea here/);
      expect(visibleText(calPage)).toContain('Add to Favorites');
      expect(visibleText(calPage)).not.toContain('Remove from Favorites');
      // Cal reads Bea's review as anyone's, not as his own.
      expect(visibleText(calPage)).toContain('Bea here: the handrolls are worth the wait.');
      expect(visibleText(calPage)).not.toContain('Edit your review');
    }
  });
});
