import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cuisines from '~/content/cuisines';
import { fortWorthTime, openStatus, openStatusText, type HoursRow, type SpecialHoursRow } from '~/utils/hours';
import { translator } from '~/modules/messages.server';
import { startApp, type TestApp } from '../support/app';
import { lastPage, visibleText } from '../support/client';
import { setOpeningHours } from '../support/factories';
import { Response as MiniflareResponse } from 'miniflare';
import { edgeCacheKey } from '../../workers/edge-cache';

let app: TestApp;
// The Worker's clock stands at the moment the file starts, so "open now" is worked out for the same minute here and there.
const startedAt = new Date();
beforeAll(async () => {
  app = await startApp({ vars: { TEST_NOW: startedAt.toISOString() } });
});
afterAll(() => app?.dispose());

const CUISINE_TITLES: Record<string, string> = {
  american: 'American', asian: 'Asian', barbeque: 'Barbeque', italian: 'Italian', mexican: 'Mexican', pizza: 'Pizza',
  seafood: 'Seafood', french: 'French', greek: 'Greek', indian: 'Indian', belgian: 'Belgian', cajun: 'Cajun Creole',
  chinese: 'Chinese', burgers: 'Burgers', deli: 'Deli', diner: 'Diners', european: 'European', 'farm-to-table': 'Farm to Table',
  sushi: 'Sushi', steak: 'Steak Houses', 'tex-mex': 'Tex-Mex', thai: 'Thai', vegetarian: 'Vegetarian', spanish: 'Spanish',
  korean: 'Korean', japanese: 'Japanese', southwestern: 'Southwestern', kosher: 'Kosher',
  'middle-eastern': 'Middle Eastern Restaurants', southern: 'Southern Restaurants',
};

type Row = { id: number; slug: string; name: string; average_rating: number; review_count: number; price_level: number; neighborhood: string; cuisine: string; created_at: string; is_featured: number };

async function rows(where = '1 = 1', order = 'r.average_rating DESC, r.review_count DESC, r.id ASC'): Promise<Row[]> {
  const { results } = await app.db
    .prepare(`SELECT r.*, c.key AS cuisine FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE ${where} ORDER BY ${order}`)
    .all<Row>();
  return results;
}

/** The restaurant names of the listing, in the order the page shows them. */
function listedNames(html: string): string[] {
  const list = html.split('id="listing-heading"')[1] ?? '';
  return [...list.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => decode(m[1]!));
}
const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const page = async (path: string) => {
  const res = await app.fetch(path);
  return { res, html: await res.text() };
};
/** Every card of a listing (its last page). */
const whole = async (path: string) => {
  const res = await lastPage((p) => app.fetch(p), path);
  return { res, html: await res.text() };
};

describe('home listing', () => {
  it('shows the 6 highest rated restaurants first, from D1, and Explore More for 6 more', async () => {
    const expected = (await rows()).map((r) => r.name);
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(listedNames(html)).toEqual(expected.slice(0, 6));
    expect(html).toContain('href="/?page=2#r-7"');
    const more = await page('/?page=2');
    expect(listedNames(more.html)).toEqual(expected.slice(0, 12));
  });

  it('filters by cuisine, price, minimum rating, neighbourhood together in SQL', async () => {
    const expected = (await rows("c.key = 'tex-mex' AND r.price_level = 2 AND r.average_rating >= 40")).map((r) => r.name);
    expect(expected.length).toBeGreaterThan(0);
    const { html } = await page('/?cuisine=tex-mex&priceLevel=2&rating=4');
    expect(listedNames(html)).toEqual(expected.slice(0, 6));
    const area = (await rows("r.neighborhood = 'Near Southside'")).map((r) => r.name);
    expect(listedNames((await whole('/?neighborhood=Near+Southside&page=50')).html)).toEqual(area);
  });

  it('sorts by most reviewed, newest, and (for anonymous visitors) friends picks by rating', async () => {
    const byReviews = (await rows('1 = 1', 'r.review_count DESC, r.average_rating DESC, r.review_count DESC, r.id')).map((r) => r.name);
    expect(listedNames((await page('/?sort=reviews')).html)).toEqual(byReviews.slice(0, 6));
    const byNewest = (await rows('1 = 1', 'r.created_at DESC, r.id DESC')).map((r) => r.name);
    expect(listedNames((await page('/?sort=newest')).html)).toEqual(byNewest.slice(0, 6));
    const byRating = (await rows()).map((r) => r.name);
    expect(listedNames((await page('/?sort=friends')).html)).toEqual(byRating.slice(0, 6));
  });

  it('sends malformed parameters on to the listing without them instead of failing', async () => {
    const { res } = await page('/?priceLevel=99&rating=%3Cscript%3E&sort=DROP&view=x&page=-1&cuisine=%27%3B');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/#results');
    // What reads is kept: only the junk goes.
    const partly = await page('/?priceLevel=2&rating=%3Cscript%3E&sort=DROP');
    expect(partly.res.headers.get('Location')).toBe('/?priceLevel=2#results');
    const { html } = await page('/?priceLevel=2');
    expect(listedNames(html)).toEqual((await rows('r.price_level = 2')).slice(0, 6).map((r) => r.name));
  });

  it('switches to the list view through a link', async () => {
    const { html } = await page('/?view=list');
    expect(html).toMatch(/aria-current="true"[^>]*href="\/\?view=list#results"|href="\/\?view=list#results"[^>]*aria-current="true"/);
  });

  it('shows "No Matches Found" with a Reset Filters link when nothing matches', async () => {
    const { res, html } = await page('/?cuisine=kosher');
    expect(res.status).toBe(200);
    expect(html).toContain('No Matches Found');
    expect(html).toContain('Try adjusting your filters for more options');
    expect(html).toMatch(/href="\/#results"[^>]*>Reset Filters</);
  });

  it('shows the Popular Restaurants carousel of featured restaurants', async () => {
    const featured = await rows('r.is_featured = 1');
    const { html } = await page('/');
    expect(html).toContain('Popular Restaurants');
    expect(html).toContain(`href="/restaurant/${featured[0]!.slug}"`);
  });

  it('sends a slow phone only what its cards show: no phone, website or week of hours, a description only in the list view', async () => {
    type Facts = Row & { phone: string | null; website: string | null; description: string };
    const facts = new Map((await rows('r.closed_at IS NULL')).map((r) => [r.slug, r as Facts]));
    const slugsIn = (part: string) => new Set([...part.matchAll(/href="\/restaurant\/([^"#?]+)"/g)].map((m) => m[1]!));

    for (const view of ['grid', 'list']) {
      // The grid is the default: its URL leaves the view out.
      const { html } = await page(view === 'grid' ? '/' : '/?view=list');
      const carousel = html.split('id="popular-heading"')[1]!.split('</section>')[0]!;
      const listing = html.split('id="listing-heading"')[1]!;
      const listed = [...slugsIn(listing)].map((slug) => facts.get(slug)!);
      const carouselOnly = [...slugsIn(carousel)].filter((slug) => !slugsIn(listing).has(slug)).map((slug) => facts.get(slug)!);
      expect(listed.length).toBeGreaterThanOrEqual(6);
      expect(carouselOnly.length).toBeGreaterThan(0);

      for (const r of [...listed, ...carouselOnly]) {
        if (r.phone) expect(html).not.toContain(r.phone);
        if (r.website) expect(html).not.toContain(r.website);
      }
      expect(html).not.toContain('"hours"');
      expect(html).not.toContain('opensMinute');
      // The list view shows each listed place's description; the grid and the carousel send none.
      for (const r of carouselOnly) expect(decode(html)).not.toContain(r.description.slice(0, 80));
      if (view === 'list') for (const r of listed) expect(visibleText(html)).toContain(r.description.slice(0, 80));
      else for (const r of listed) expect(decode(html)).not.toContain(r.description.slice(0, 80));
    }
  });
});

describe('open now', () => {
  it('lists exactly the places open now in Fort Worth, each saying when it closes', async () => {
    const now = fortWorthTime(startedAt);
    const all = await rows();
    const { results } = await app.db.prepare('SELECT restaurant_id AS id, weekday, opens_minute AS opensMinute, closes_minute AS closesMinute FROM opening_hours').all<HoursRow & { id: number }>();
    // The sample's special dates (Thanksgiving, Christmas) replace their weekday's hours.
    const special = await app.db
      .prepare('SELECT restaurant_id AS id, on_date AS date, opens_minute AS opensMinute, closes_minute AS closesMinute, note FROM special_hours')
      .all<SpecialHoursRow & { id: number }>();
    const openIds = new Set(
      all.filter((r) => openStatus(results.filter((h) => h.id === r.id), now, special.results.filter((s) => s.id === r.id)).state === 'open').map((r) => r.id),
    );
    const expected = all.filter((r) => openIds.has(r.id)).map((r) => r.name);
    const { html } = await whole('/?open=1&page=50');
    expect(listedNames(html)).toEqual(expected);
    const labels = html.match(/Open now · Closes [^<]+|Closes soon · [^<]+|Open 24 hours/g) ?? [];
    expect(labels.length).toBeGreaterThanOrEqual(expected.length);
  });

  it('counts a place that opened yesterday and runs past midnight as open now', async () => {
    const now = fortWorthTime(startedAt);
    const yesterday = (now.weekday + 6) % 7;
    const [place] = await rows("c.key = 'kosher' OR r.slug = 'fat-shack'");
    // Opened at 23:59 yesterday and closes an hour from now: the range runs past midnight
    // (after 11 PM that is more than a day, which the page calls "Open 24 hours").
    const hours = [{ weekday: yesterday, opensMinute: 1439, closesMinute: 1440 + now.minute + 60 }];
    await setOpeningHours(app.db, place!.id, hours);
    // Its sample special dates (a holiday yesterday) would replace those hours: none here.
    await app.db.prepare('DELETE FROM special_hours WHERE restaurant_id = ?').bind(place!.id).run();
    const { html } = await whole(`/?open=1&cuisine=${place!.cuisine}&page=50`);
    expect(listedNames(html)).toContain(place!.name);
    const detail = await page(`/restaurant/${place!.slug}`);
    const shown = openStatus(hours, now);
    const label = openStatusText(shown, translator('en'), 'en');
    expect(shown.state).toBe('open');
    expect(detail.html).toContain(label);
    if (now.minute < 23 * 60) expect(label).toMatch(/^Open now · Closes /);
  });
});

describe('restaurant detail', () => {
  it('resolves the name slug and shows one consistent 0-5 rating', async () => {
    const [r] = await rows("r.slug = 'coopers-old-time-pit-barbque'");
    expect(r).toBeDefined();
    const { res, html } = await page(`/restaurant/${r!.slug}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`>${decode(r!.name).replace(/'/g, '&#x27;')}</h1>`);
    const shown = (r!.average_rating / 10).toFixed(1);
    expect(html).toContain(`Rated <!-- -->${shown}`.replace('<!-- -->', '</span>'));
    expect(html).toContain('(today)');
    expect(html).toMatch(/href="tel:\+?\d+"/);
    expect(html).toContain('Get directions');
    const blocks = [JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!)].flat();
    const ld = blocks.find((b: { '@type': string }) => b['@type'] === 'Restaurant');
    expect(ld).toMatchObject({ '@type': 'Restaurant', name: decode(r!.name), servesCuisine: 'Barbeque', aggregateRating: { ratingValue: shown } });
    // The editorial review of the place is linked from its page.
    expect(html).toContain('href="/review/coopers-bbq"');
  });

  it('moves a numeric id permanently to the slug URL', async () => {
    const [r] = await rows();
    const res = await app.fetch(`/restaurant/${r!.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/restaurant/${r!.slug}`);
  });

  it('answers an unknown slug with 404 "Restaurant Not Found"', async () => {
    for (const slug of ['no-such-place', '999999', 'Robert%27);DROP']) {
      const { res, html } = await page(`/restaurant/${slug}`);
      expect(res.status).toBe(404);
      expect(html).toContain('Restaurant Not Found');
      expect(html).toContain('The restaurant you&#x27;re looking for doesn&#x27;t exist.');
      expect(html).toMatch(/>Go Back</);
    }
  });
});

describe('directory and cuisine pages', () => {
  it('shows all 30 cuisine tiles linking to their pages and invites owners to /contact', async () => {
    const { html } = await page('/restaurant-directory');
    for (const key of Object.keys(CUISINE_TITLES)) expect(html).toContain(`href="/restaurants/${key}"`);
    expect(html).toContain('href="/contact"');
  });

  it.each(Object.entries(CUISINE_TITLES))('/restaurants/%s is titled "%s" and lists its restaurants by name', async (key, title) => {
    const { res, html } = await page(`/restaurants/${key}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<h1 class="mt-2 text-3xl font-bold">${title}</h1>`);
    expect(html).toContain(`Discover the best ${cuisines.find((c) => c.key === key)!.plural} in the Fort Worth area.`);
    expect(html).toContain('Back to Restaurant Directory');
    const list = await rows(`c.key = '${key}'`, 'r.name ASC');
    if (list.length === 0) {
      expect(html).toContain('No Restaurants Listed Yet');
      expect(html).toContain('Showcase your business! Contact us today!');
      expect(html).toMatch(/Be the first .+ restaurant to join our directory and connect with Fort Worth diners\./);
      return;
    }
    const all = html.split('id="all-heading"')[1]!;
    // The cards' own links (the map above them links to the same places: tests/integration/place-map.test.ts).
    const names = [...all.matchAll(/<h3[^>]*><a[^>]*href="\/restaurant\/([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(list.map((r) => r.slug));
    expect(html.includes('Featured Restaurants')).toBe(list.some((r) => r.is_featured));
  });

  it('answers an unknown cuisine with 404', async () => {
    expect((await app.fetch('/restaurants/martian')).status).toBe(404);
  });
});

describe('search', () => {
  it('finds restaurants by cuisine and neighbourhood words, and articles, ranked', async () => {
    const { html } = await page('/search?q=barbeque');
    expect(html).toMatch(/role="status">\d+ restaurants and \d+ reviews or news stories for “barbeque”/);
    expect(html).toContain('href="/restaurant/');
    const byName = await page('/search?q=Coopers');
    expect(byName.html.indexOf('coopers-old-time-pit-barbque')).toBeGreaterThan(-1);
    const articles = await page('/search?q=margarita');
    expect(articles.html).toContain('href="/review/margarita-funkytown"');
  });

  it('says so when nothing matches, and survives hostile input', async () => {
    const { res, html } = await page('/search?q=zzqxv');
    expect(res.status).toBe(200);
    expect(html).toContain('No results for “zzqxv”');
    for (const q of ['"', 'NEAR(', "'; DROP TABLE restaurants; --", '*', '<img src=x onerror=alert(1)>']) {
      const r = await app.fetch(`/search?q=${encodeURIComponent(q)}`);
      expect(r.status).toBe(200);
      expect(await r.text()).not.toContain('<img src=x');
    }
  });
});

describe('edge caching', () => {
  it('serves a repeat anonymous view from the cache with a fresh nonce', async () => {
    const first = await app.fetch('/restaurant-directory');
    await first.text();
    await app.edgeCached('/restaurant-directory');
    const second = await app.fetch('/restaurant-directory');
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    const nonce = second.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
    const firstNonce = first.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
    expect(nonce).not.toBe(firstNonce);
    const html = await second.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // Every script, preload and style carries the fresh nonce: none keeps the one it was stored with.
    expect(html).not.toContain(firstNonce);
    expect(first.headers.get('cdn-cache-control')).toContain('max-age=');
    // Neither copy lets a browser show it again without asking.
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('shares the cache entry across tracking parameters and parameter order, not across filters', async () => {
    await (await app.fetch('/?cuisine=barbeque&priceLevel=2')).text();
    await app.edgeCached('/?cuisine=barbeque&priceLevel=2');
    // Tracking parameters are sent on to the page without them; the order of the rest shares its entry.
    const tagged = await app.fetch('/?fbclid=IwAR0abc&priceLevel=2&utm_source=facebook&cuisine=barbeque');
    expect(tagged.status).toBe(302);
    expect(tagged.headers.get('Location')).toBe('/?priceLevel=2&cuisine=barbeque');
    const shared = await app.fetch(tagged.headers.get('Location')!);
    expect(shared.headers.get('x-edge-cache')).toBe('HIT');
    expect(await shared.text()).toContain('<option value="barbeque" selected="">');
    const other = await app.fetch('/?cuisine=barbeque&priceLevel=3');
    expect(other.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('serves a page past its s-maxage from the cache while it renders a fresh copy for the next diner', async () => {
    // A copy of /about stored a minute ago whose freshness ran out a second ago, under the current content generation.
    const caches = await app.mf.getCaches();
    const state = await app.db.prepare('SELECT content_generation AS generation FROM site_state').first<{ generation: number }>();
    await caches.default.put(
      edgeCacheKey(new Request(new URL('/about', app.origin)), state?.generation ?? 0).url,
      new MiniflareResponse('<!DOCTYPE html><p>The stale copy</p>', {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, s-maxage=3600',
          'X-Fresh-Until': String(Date.now() - 1000),
          'X-Sent-CDN-Cache-Control': 'public, max-age=600, stale-while-revalidate=3600',
        },
      }),
    );
    const stale = await app.fetch('/about');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(stale.headers.get('cdn-cache-control')).toBe('public, max-age=600, stale-while-revalidate=3600');
    expect(stale.headers.has('x-fresh-until')).toBe(false);
    expect(await stale.text()).toContain('The stale copy');

    // The background render replaced it: the next diner gets the real page, fresh.
    await expect
      .poll(async () => {
        const res = await app.fetch('/about');
        return `${res.headers.get('x-edge-cache')} ${(await res.text()).includes('The stale copy') ? 'stale' : 'fresh'}`;
      })
      .toBe('HIT fresh');
  });

  it('treats a forged session cookie as absent: the anonymous page, the cookie cleared, the answer private', async () => {
    const res = await app.fetch('/', { headers: { Cookie: 'fwe_session=whatever' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('fwe_session=;'))).toBe(true);
    expect(await res.text()).toContain('>Login<');
  });
});
