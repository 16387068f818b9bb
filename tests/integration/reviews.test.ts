import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app';
import { TestClient, visibleText } from '../support/client';
import { formatRating } from '~/utils/format';
import { translator } from '~/modules/messages.server';

type Place = { id: number; slug: string; name: string };

let app: TestApp;
let places: Place[];
beforeAll(async () => {
  app = await startApp({ standIn: true });
  places = (
    await app.db
      .prepare('SELECT id, slug, name FROM restaurants ORDER BY id LIMIT 4')
      .all<Place>()
  ).results;
});
afterAll(() => app?.dispose());

async function signedIn(person: string) {
  const client = new TestClient(app);
  await client.signIn(person);
  await client.get('/'); // shows (and spends) the welcome toast
  return client;
}

async function shown(place: Place) {
  return app.db
    .prepare('SELECT average_rating AS rating, review_count AS count FROM restaurants WHERE id = ?')
    .bind(place.id)
    .first<{ rating: number | null; count: number }>();
}

/** The stars of the restaurant's reviews as stored: the sample diners' plus any posted here. */
async function storedStars(place: Place) {
  const { results } = await app.db.prepare('SELECT rating FROM reviews WHERE restaurant_id = ?').bind(place.id).all<{ rating: number }>();
  return results.map((r) => r.rating);
}

/** What the restaurant should show: the mean of those stars in tenths, and how many there are. */
function expected(stars: number[]) {
  if (stars.length === 0) return { rating: null, count: 0 };
  return { rating: Math.round((stars.reduce((a, s) => a + s, 0) * 10) / stars.length), count: stars.length };
}

const reviewTotal = async () => (await app.db.prepare('SELECT count(*) AS n FROM reviews').first<{ n: number }>())!.n;

const path = (place: Place) => `/resources/reviews?restaurantId=${place.id}`;
const GOOD = 'Brisket was smoky and tender, sides were great.';

describe('the review form (POST /resources/reviews?restaurantId=N)', () => {
  it('asks a signed-out visitor to sign in and refuses their post with "Login required"', async () => {
    const visitor = new TestClient(app);
    const page = await visitor.get(path(places[0]!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(visibleText(html)).toContain('Sign in with Facebook to write a review.');
    expect(html).toMatch(/<form[^>]*action="\/auth\/facebook"/);

    const from = `/restaurant/${places[0]!.slug}`;
    const before = await reviewTotal();
    const res = await visitor.post(path(places[0]!), { rating: '5', content: GOOD, redirectTo: from });
    expect(res.status).toBe(302);
    // To sign-in, with what they wrote kept for the form they come back to.
    expect(res.headers.get('Location')).toBe(`/auth/facebook?redirectTo=${encodeURIComponent(`${from}#write-review`)}`);
    expect(visibleText(await (await visitor.follow(res)).text())).toContain('Login required Please login to write a review');
    expect(await reviewTotal()).toBe(before);
  });

  it('answers an unknown restaurant with a 404', async () => {
    const visitor = new TestClient(app);
    expect((await visitor.get('/resources/reviews?restaurantId=999999')).status).toBe(404);
    expect((await visitor.get('/resources/reviews?restaurantId=abc')).status).toBe(404);
  });

  it('explains each validation problem with a 400 and keeps what the diner wrote', async () => {
    const dale = await signedIn('10004');
    const place = places[0]!;
    const before = await reviewTotal();
    const seeded = await shown(place);

    const empty = await dale.post(path(place), { content: 'Too short', redirectTo: '/' });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    const text = visibleText(html);
    expect(text).toContain('Please choose a rating from 1 to 5 stars');
    expect(text).toContain('Review must be at least 10 characters');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Too short<\/textarea>/);
    expect(html).toMatch(/<textarea[^>]*aria-describedby="[^"]+"/);

    const blank = await dale.post(path(place), { rating: '4', content: '    spaces    ', redirectTo: '/' });
    expect(blank.status).toBe(400);
    const blankHtml = await blank.text();
    expect(visibleText(blankHtml)).toContain('Review must be at least 10 characters');
    expect(visibleText(blankHtml)).not.toContain('Please choose a rating');
    expect(blankHtml).toMatch(/<input[^>]*value="4"[^>]*checked=""|<input[^>]*checked=""[^>]*value="4"/);

    const outOfRange = await dale.post(path(place), { rating: '7', content: GOOD, redirectTo: '/' });
    expect(outOfRange.status).toBe(400);
    expect(visibleText(await outOfRange.text())).toContain('Please choose a rating from 1 to 5 stars');

    const long = await dale.post(path(place), { rating: '3', content: 'x'.repeat(2001), redirectTo: '/' });
    expect(long.status).toBe(400);
    expect(visibleText(await long.text())).toContain('Review must be at most 2,000 characters');

    expect(await reviewTotal()).toBe(before);
    expect(await shown(place)).toEqual(seeded);
  });

  it('writes, edits and deletes the one review, recomputing the rating and count each time', async () => {
    const dale = await signedIn('10004');
    const place = places[1]!;
    const from = `/restaurant/${place.slug}`;
    const seeded = await storedStars(place);
    expect(seeded.length).toBeGreaterThan(0);
    expect(await shown(place)).toEqual(expected(seeded));

    const created = await dale.post(path(place), { rating: '1', content: GOOD, redirectTo: from });
    expect(created.status).toBe(302);
    expect(created.headers.get('Location')).toBe(from);
    expect(await shown(place)).toEqual(expected([...seeded, 1]));
    let page = visibleText(await (await dale.get(path(place))).text());
    expect(page).toContain(`Review posted Thanks for reviewing ${place.name}!`);
    expect(page).toContain('Edit your review');
    expect(page).toContain(`Dale Whitfield You just now`);
    expect(page).toContain(GOOD);

    const edited = await dale.post(path(place), { rating: '5', content: 'Second visit was even better.', redirectTo: from });
    expect(edited.headers.get('Location')).toBe(from);
    expect(await shown(place)).toEqual(expected([...seeded, 5]));
    const rows = await app.db
      .prepare("SELECT rating, content FROM reviews WHERE restaurant_id = ? AND user_id = (SELECT id FROM users WHERE facebook_id = '10004')")
      .bind(place.id)
      .all();
    expect(rows.results).toEqual([{ rating: 5, content: 'Second visit was even better.' }]);
    page = visibleText(await (await dale.get(path(place))).text());
    expect(page).toContain(`Review updated Your review of ${place.name} was saved.`);

    const ben = await signedIn('10002');
    await ben.post(path(place), { rating: '4', content: 'Solid, friendly and quick.', redirectTo: from });
    expect(await shown(place)).toEqual(expected([...seeded, 5, 4]));

    const deleted = await dale.post(path(place), { intent: 'delete', redirectTo: from });
    expect(deleted.headers.get('Location')).toBe(from);
    expect(await shown(place)).toEqual(expected([...seeded, 4]));
    expect(expected(await storedStars(place))).toEqual(expected([...seeded, 4]));
    page = visibleText(await (await dale.get(path(place))).text());
    expect(page).toContain(`Review deleted Your review of ${place.name} was removed.`);
    expect(page).toContain(`Write a review of ${place.name}`);
  });

  it('shows the reviewer the new average in Popular Restaurants at once', async () => {
    // The last of the carousel's twelve: five stars move it up, never out.
    const { results: shownInCarousel } = await app.db
      .prepare('SELECT id, slug, name FROM restaurants WHERE is_featured = 1 AND closed_at IS NULL ORDER BY average_rating DESC, review_count DESC, id LIMIT 12')
      .all<Place>();
    const featured = shownInCarousel.at(-1)!;
    const carouselRating = (html: string) => {
      const carousel = html.split('id="popular-heading"')[1]!.split('</section>')[0]!;
      const card = carousel.split(`href="/restaurant/${featured.slug}"`)[1]!.split('</article>')[0]!;
      return /Rated (\d\.\d) out of 5/.exec(visibleText(card))?.[1];
    };
    // An anonymous visit first, so the isolate holds the carousel as it was.
    const before = carouselRating(await (await new TestClient(app).get('/')).text());
    expect(before).toBe(formatRating(expected(await storedStars(featured)).rating, translator('en')));

    const max = await signedIn('10006');
    await max.post(path(featured), { rating: '5', content: GOOD, redirectTo: '/' });
    const after = formatRating(expected(await storedStars(featured)).rating, translator('en'));
    expect(after).not.toBe(before);
    expect(carouselRating(await (await max.get('/')).text())).toBe(after);

    await max.post(path(featured), { intent: 'delete', redirectTo: '/' });
  });

  it('redirects back only to same-site paths', async () => {
    const dale = await signedIn('10004');
    const place = places[2]!;
    const res = await dale.post(path(place), { rating: '3', content: GOOD, redirectTo: 'https://evil.example/' });
    expect(res.headers.get('Location')).toBe(`/restaurant/${place.slug}`);
  });

  it('limits how fast one account can post reviews', async () => {
    const priya = await signedIn('10003');
    const place = places[3]!;
    let last: Response | undefined;
    // 10 a minute in fixed windows: 21 tries exceed it even across a window boundary.
    for (let i = 0; i < 21; i++) {
      last = await priya.post(path(place), { rating: String((i % 5) + 1), content: `${GOOD} Visit ${i}.`, redirectTo: '/' });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    const html = await last!.text();
    expect(visibleText(html)).toContain('Too many requests. Please wait a minute and try again.');
    expect(html).toContain(`${GOOD} Visit`);
    // Another diner is not held back by Priya's limit.
    const ana = await signedIn('10001');
    expect((await ana.post(path(place), { rating: '5', content: GOOD, redirectTo: '/' })).status).toBe(302);
  });
});

describe("friends' reviews", () => {
  it("lists friends' reviews first on the restaurant's reviews and in the profile's \"From your friends\"", async () => {
    const place = places[0]!;
    const ana = await signedIn('10001');
    const dale = await signedIn('10004');
    const ben = await signedIn('10002');
    await ana.post(path(place), { rating: '5', content: 'Ana says: best patio in town.', redirectTo: '/' });
    await dale.post(path(place), { rating: '2', content: 'Dale says: too loud for me.', redirectTo: '/' });
    // Ana's review is three days old by the suite's clock, which is the Worker's.
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    await app.db.prepare("UPDATE reviews SET created_at = ?1, updated_at = ?1 WHERE content LIKE 'Ana says%'").bind(threeDaysAgo).run();

    // For Ben (a friend of Ana, not of Dale): Ana's older review comes first.
    const forBen = visibleText(await (await ben.get(path(place))).text());
    expect(forBen).toContain('Ana Morales Friend 3 days ago');
    expect(forBen.indexOf('Ana says')).toBeLessThan(forBen.indexOf('Dale says'));
    // For a visitor: newest first.
    const forVisitor = visibleText(await (await new TestClient(app).get(path(place))).text());
    expect(forVisitor.indexOf('Dale says')).toBeLessThan(forVisitor.indexOf('Ana says'));
    expect(forVisitor).not.toContain('Ana Morales Friend');
    expect(forBen).toContain('Reviews by your friends come first.');
    expect(forVisitor).not.toContain('Reviews by your friends come first.');

    const profile = visibleText(await (await ben.get('/profile?tab=reviews')).text());
    const friendsPart = profile.slice(profile.indexOf('From your friends'));
    expect(friendsPart).toContain('Ana Morales');
    expect(friendsPart).toContain(place.name);
    expect(friendsPart).toContain('Ana says: best patio in town.');
    expect(friendsPart).not.toContain('Dale says');

    const own = visibleText(await (await ana.get('/profile?tab=reviews')).text());
    const ownPart = own.slice(own.indexOf('Your reviews'), own.indexOf('From your friends'));
    expect(ownPart).toContain(`Ana Morales 3 days ago ${place.name}`);
    expect(ownPart).toContain('Ana says: best patio in town.');
    expect(own).toMatch(/Reviews [1-9]\d* Favorites/);
  });
});
