import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { createRestaurant } from '../support/factories';
import { TestClient, visibleText } from '../support/client';

/**
 * A rating is only as honest as the reviews behind it: for every restaurant,
 * the count on its card, its page and the API equals the reviews one can read.
 */
type Json = any;
type Card = { id: number; slug: string; name: string; averageRating: number | null; reviewCount: number };
type ApiReview = { id: number; rating: number; content: string; createdAt: string; user: { name: string } };

let app: TestApp;
let cards: Card[];
/** Every review of every restaurant, read page by page through the API. */
const readable = new Map<number, ApiReview[]>();

async function getJson(path: string, client?: TestClient) {
  const res = client ? await client.get(path) : await app.fetch(path);
  expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
  return { res, body: (await res.json()) as Json };
}

async function readAllThroughApi(card: Card) {
  const all: ApiReview[] = [];
  for (let page = 1; page < 100; page++) {
    const { res, body } = await getJson(`/api/restaurants/${card.id}/reviews?page=${page}`);
    expect(res.status).toBe(200);
    expect(body.page).toBe(page);
    expect(body.total, card.name).toBe(card.reviewCount);
    if (body.reviews.length === 0) break;
    all.push(...body.reviews);
  }
  return all;
}

const reviewIdsOn = (html: string) => [...html.matchAll(/<li id="review-(\d+)"/g)].map((m) => Number(m[1]));
/** Each review's stars, as a screen reader reads them ("Rated 4 out of 5"). */
const starsOn = (html: string) => [...visibleText(html).matchAll(/Rated (\d) out of 5/g)].map((m) => Number(m[1]));
/** A rating's "(12 reviews)" beside its stars. */
const countBeside = (n: number) => new RegExp(`\\(\\s*${n}\\s+${n === 1 ? 'review' : 'reviews'}\\s*\\)`);
/** The page's Restaurant node, whichever ld+json block (or @graph) holds it. */
const jsonLd = (html: string) => {
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!))
    .flatMap((data) => (Array.isArray(data) ? data : data['@graph'] ?? [data]));
  return nodes.find((node) => node['@type'] === 'Restaurant');
};
const busiest = () => [...cards].sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
const mean = (stars: number[]) => Math.round((stars.reduce((a, s) => a + s, 0) * 10) / stars.length);

beforeAll(async () => {
  app = await startApp({ standIn: true });
  cards = (await getJson('/api/restaurants')).body;
  for (const card of cards) readable.set(card.id, await readAllThroughApi(card));
});
afterAll(() => app?.dispose());

describe("diners' ratings and counts", () => {
  it('come from the reviews one can read: for every restaurant, the API pages through exactly its count, and the rating is their mean', () => {
    expect(cards.length).toBeGreaterThanOrEqual(120);
    for (const card of cards) {
      const reviews = readable.get(card.id)!;
      expect(card.reviewCount, card.name).toBeGreaterThan(0);
      expect(new Set(reviews.map((r) => r.id)).size, card.name).toBe(card.reviewCount);
      expect(card.averageRating, card.name).toBe(mean(reviews.map((r) => r.rating)));
    }
  });

  it("for every restaurant, the page shows the card's count and rating and pages through the same reviews", async () => {
    const visitor = new TestClient(app);
    for (const card of cards) {
      const first = await (await visitor.get(`/restaurant/${card.slug}`)).text();
      const text = visibleText(first);
      const count = card.reviewCount === 1 ? '1 review' : `${card.reviewCount} reviews`;
      expect(text, card.name).toMatch(countBeside(card.reviewCount));
      expect(text, card.name).toContain(`${count} from our diners`);
      expect(jsonLd(first).aggregateRating, card.name).toMatchObject({
        ratingValue: (card.averageRating! / 10).toFixed(1),
        ratingCount: card.reviewCount,
      });

      const ids = reviewIdsOn(first);
      let html = first;
      for (let page = 2; html.includes('rel="next"'); page++) {
        html = await (await visitor.get(`/restaurant/${card.slug}?reviewsPage=${page}`)).text();
        ids.push(...reviewIdsOn(html));
      }
      expect(ids.length, card.name).toBe(card.reviewCount);
      expect(new Set(ids), card.name).toEqual(new Set(readable.get(card.id)!.map((r) => r.id)));
    }
  });

  it('sort the listing: Most Reviewed and Highest Rated follow the readable reviews', async () => {
    const byReviews = (await getJson('/api/restaurants?sort=reviews')).body as Card[];
    const counts = byReviews.map((c) => readable.get(c.id)!.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byRating = (await getJson('/api/restaurants?sort=rating')).body as Card[];
    const ratings = byRating.map((c) => mean(readable.get(c.id)!.map((r) => r.rating)));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const home = visibleText(await (await app.fetch('/?sort=reviews')).text());
    expect(home.indexOf(byReviews[0]!.name)).toBeGreaterThan(-1);
    expect(home).toMatch(countBeside(byReviews[0]!.reviewCount));
  });

  it('a listing without reviews says so: no rating, no aggregateRating, an empty review list', async () => {
    const { id: cuisineId } = (await app.db.prepare("SELECT id FROM cuisines WHERE key = 'kosher'").first<{ id: number }>())!;
    await createRestaurant(app.db, { slug: 'brand-new-deli', name: 'Brand New Deli', description: 'Just listed.', cuisineId, priceLevel: 2, neighborhood: 'Downtown' });
    const html = await (await app.fetch('/restaurant/brand-new-deli')).text();
    const text = visibleText(html);
    expect(text).toContain('No rating');
    expect(text).toContain('No reviews from our diners yet.');
    expect(jsonLd(html)).not.toHaveProperty('aggregateRating');
    const { id } = (await app.db.prepare("SELECT id FROM restaurants WHERE slug = 'brand-new-deli'").first<{ id: number }>())!;
    const { res, body } = await getJson(`/api/restaurants/${id}/reviews`);
    expect(res.status).toBe(200);
    expect(body).toEqual({ total: 0, page: 1, reviews: [] });
  });
});

describe("the restaurant page's reviews", () => {
  it('sorts newest, highest or lowest first with plain links, ten to a page', async () => {
    const card = busiest();
    expect(card.reviewCount).toBeGreaterThan(10);
    const newest = await (await app.fetch(`/restaurant/${card.slug}`)).text();
    expect(newest).toContain(`href="/restaurant/${card.slug}?reviews=highest#reviews"`);
    expect(newest).toContain(`href="/restaurant/${card.slug}?reviews=lowest#reviews"`);
    expect(newest).toContain(`href="/restaurant/${card.slug}?reviewsPage=2#reviews"`);
    expect(reviewIdsOn(newest)).toHaveLength(10);
    const newestIds = [...readable.get(card.id)!]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 10)
      .map((r) => r.id);
    expect(reviewIdsOn(newest)).toEqual(newestIds);

    const highest = starsOn(await (await app.fetch(`/restaurant/${card.slug}?reviews=highest`)).text());
    expect(highest).toHaveLength(10);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    expect(highest[0]).toBe(Math.max(...readable.get(card.id)!.map((r) => r.rating)));

    const lowest = starsOn(await (await app.fetch(`/restaurant/${card.slug}?reviews=lowest`)).text());
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(lowest[0]).toBe(Math.min(...readable.get(card.id)!.map((r) => r.rating)));

    // The next page keeps the order.
    const lowestPage2 = await (await app.fetch(`/restaurant/${card.slug}?reviews=lowest&reviewsPage=2`)).text();
    expect(lowestPage2).toContain(`href="/restaurant/${card.slug}?reviews=lowest#reviews"`);
    expect(Math.min(...starsOn(lowestPage2))).toBeGreaterThanOrEqual(Math.max(...lowest));
  });

  it('shows the last page for a page past the end, and page 1 for nonsense, never an error', async () => {
    const card = busiest();
    const pages = Math.ceil(card.reviewCount / 10);
    const past = await app.fetch(`/restaurant/${card.slug}?reviewsPage=999`);
    expect(past.status).toBe(200);
    const pastHtml = await past.text();
    expect(visibleText(pastHtml)).toContain(`page ${pages} of ${pages}`);
    expect(reviewIdsOn(pastHtml)).toHaveLength(card.reviewCount - (pages - 1) * 10);
    for (const query of ['reviewsPage=abc', 'reviewsPage=-2', 'reviews=%3Cscript%3E']) {
      const res = await app.fetch(`/restaurant/${card.slug}?${query}`);
      expect(res.status, query).toBe(200);
      expect(visibleText(await res.text()), query).toContain(`page 1 of ${pages}`);
    }
  });

  it('pages the same way on the no-JavaScript review page, /resources/reviews', async () => {
    const card = busiest();
    const path = `/resources/reviews?restaurantId=${card.id}`;
    const html = await (await app.fetch(`${path}&reviews=highest&reviewsPage=2`)).text();
    expect(visibleText(html)).toContain(`page 2 of ${Math.ceil(card.reviewCount / 10)}`);
    expect(html).toContain(`href="${path}&amp;reviews=highest#reviews"`);
    const ids = [...reviewIdsOn(await (await app.fetch(`${path}&reviews=highest`)).text()), ...reviewIdsOn(html)];
    expect(new Set(ids).size).toBe(Math.min(20, card.reviewCount));
  });

  it("puts the signed-in diner's friends' reviews first, labelled, however old", async () => {
    const card = busiest();
    const ana = new TestClient(app);
    await ana.signIn('10001');
    await ana.post(`/resources/reviews?restaurantId=${card.id}`, { rating: '3', content: 'Ana here: good, but the line was long.', redirectTo: '/' });
    // Written long ago: for anyone else it sits on the last page of "Newest".
    await app.db.prepare("UPDATE reviews SET created_at = '2023-12-31T12:00:00.000Z' WHERE content LIKE 'Ana here:%'").run();

    const ben = new TestClient(app);
    await ben.signIn('10002');
    await ben.get('/');
    const forBen = visibleText(await (await ben.get(`/restaurant/${card.slug}`)).text());
    expect(forBen).toContain('Reviews by your friends come first.');
    expect(forBen).toMatch(/Diners' Reviews .*Ana Morales Friend .*Ana here: good, but the line was long\./);
    expect(forBen.indexOf('Ana here:')).toBeLessThan(forBen.indexOf(readable.get(card.id)![0]!.user.name));

    // (A query the edge cache has not kept from the tests above.)
    const forVisitor = visibleText(await (await app.fetch(`/restaurant/${card.slug}?reviews=newest`)).text());
    expect(forVisitor).not.toContain('Ana here:');
    expect(forVisitor).toContain(`${card.reviewCount + 1} reviews from our diners`);
  });

  it('shows our editors\' verdict apart, as "Our rating", only where an editorial review rates the place', async () => {
    const joe = cards.find((c) => c.name === "Joe T. Garcia's")!;
    const text = visibleText(await (await app.fetch(`/restaurant/${joe.slug}`)).text());
    expect(text).toContain("Diners' rating");
    expect(text).toMatch(/Our rating 5 out of 5 Read our review/);
    const html = await (await app.fetch(`/restaurant/${joe.slug}`)).text();
    expect(html).toContain('href="/review/margarita-funkytown"');

    const other = cards.find((c) => c.name === 'Panther City BBQ')!;
    const otherText = visibleText(await (await app.fetch(`/restaurant/${other.slug}`)).text());
    expect(otherText).toContain("Diners' rating");
    expect(otherText).not.toContain('Our rating');
  });
});

describe('GET /api/restaurants/{id}/reviews', () => {
  it('answers { total, page, reviews } in the shape of /api/friends/reviews, newest first, and is public', async () => {
    const card = cards.find((c) => c.reviewCount > 10)!;
    const { res, body } = await getJson(`/api/restaurants/${card.id}/reviews`);
    expect(res.status).toBe(200);
    // Shared at the edge; a client asks again every time.
    expect(res.headers.get('CDN-Cache-Control')).toMatch(/^public/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(Object.keys(body).sort()).toEqual(['page', 'reviews', 'total']);
    expect(body.page).toBe(1);
    expect(body.reviews).toHaveLength(10);
    const review = body.reviews[0];
    // Plus the owner's approved reply, null until there is one (decision 050).
    expect(Object.keys(review).sort()).toEqual(['content', 'createdAt', 'id', 'ownerReply', 'rating', 'restaurant', 'user']);
    expect(review.ownerReply).toBeNull();
    expect(Object.keys(review.user).sort()).toEqual(['name', 'profilePicture']);
    expect(review.restaurant).toMatchObject({ id: card.id, name: card.name });
    const dates = body.reviews.map((r: ApiReview) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const lowest = (await getJson(`/api/restaurants/${card.id}/reviews?sort=lowest`)).body.reviews.map((r: ApiReview) => r.rating);
    expect(lowest).toEqual([...lowest].sort((a: number, b: number) => a - b));
  });

  it('answers a page past the end with the total and no reviews', async () => {
    const card = cards.find((c) => c.id !== busiest().id)!;
    const { res, body } = await getJson(`/api/restaurants/${card.id}/reviews?page=500`);
    expect(res.status).toBe(200);
    expect(body).toEqual({ total: card.reviewCount, page: 500, reviews: [] });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['sort=best', 'sort'],
  ])('refuses ?%s with a 400 naming the %s parameter', async (query, field) => {
    const { res, body } = await getJson(`/api/restaurants/${cards[0]!.id}/reviews?${query}`);
    expect(res.status).toBe(400);
    expect(body.message).toBe('Invalid query parameters');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('answers an unknown restaurant with a JSON 404 and a POST with a 405', async () => {
    for (const path of ['/api/restaurants/999999/reviews', '/api/restaurants/abc/reviews']) {
      const { res, body } = await getJson(path);
      expect(res.status, path).toBe(404);
      expect(body).toEqual({ message: 'Restaurant not found' });
    }
    const post = await app.fetch(`/api/restaurants/${cards[0]!.id}/reviews`, { method: 'POST', headers: { Origin: app.origin } });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });
});
