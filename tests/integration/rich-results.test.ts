import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { rasterSize } from '../support/image-size';

/**
 * What search engines and social networks read from our pages: facts in
 * articles that come from the listings, raster share cards, structured data
 * that earns rich results, and empty cuisines kept out of the index.
 */

const PUBLIC_ORIGIN = 'http://localhost';
/** A phone no content file uses: the visit box must show it once the listing says so. */
const CHANGED_PHONE = '(817) 555-0199';

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  // Changed before any page is requested: the Worker keeps anonymous pages in its edge cache.
  await app.db.prepare(`UPDATE restaurants SET phone = ? WHERE slug = 'joe-t-garcias'`).bind(CHANGED_PHONE).run();
});
afterAll(() => app?.dispose());

type Ld = Record<string, any>;

async function page(path: string) {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

async function rows<T>(sql: string, ...params: unknown[]) {
  return (await app.db.prepare(sql).bind(...params).all<T>()).results;
}

function meta(html: string, key: string) {
  const m = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return m ? decodeEntities(m[1]!) : null;
}

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => [JSON.parse(m[1]!)].flat());
}

const ofType = (blocks: Ld[], type: string) => blocks.filter((b) => b['@type'] === type);

// ---------------------------------------------------------------- facts stated once

describe('facts in articles', () => {
  it("shows the listing's phone, address and hours in the margarita visit box, as the listing says them now", async () => {
    const html = await page('/review/margarita-funkytown');
    const visit = decodeEntities(html.match(/<aside aria-label="Visit".*?<\/aside>/s)![0]);
    const [joeT] = await rows<{ address: string }>(`SELECT address FROM restaurants WHERE slug = 'joe-t-garcias'`);
    expect(visit).toContain(joeT!.address);
    expect(visit).toContain(CHANGED_PHONE);
    expect(visit).toContain('href="tel:8175550199"');
    // The listing's week, Monday to Thursday sharing a line.
    expect(visit.replace(/<[^>]+>/g, ' ')).toMatch(/Mon–Thu\s+11 AM – 2:30 PM, 5 PM – 10 PM/);
    expect(visit).toContain('href="/restaurant/joe-t-garcias"');
  });

  it("places the eating competition at Fat Shack's listed address, in the page and in its Event", async () => {
    const html = await page('/review/fat-shack-competition');
    const [fatShack] = await rows<{ address: string }>(`SELECT address FROM restaurants WHERE slug = 'fat-shack'`);
    expect(fatShack!.address).toMatch(/^2809 W Berry St/);
    const details = decodeEntities(html.match(/<section aria-label="Event Details".*?<\/section>/s)![0].replace(/<[^>]+>/g, ' '));
    expect(details).toContain(fatShack!.address);
    expect(html).not.toContain('2920 W Berry');
    const [event] = ofType(jsonLd(html), 'Event');
    expect(event!.location.address.streetAddress).toBe('2809 W Berry St');
  });
});

// ---------------------------------------------------------------- share images

describe('share images', () => {
  const pages = async () => {
    const [restaurant] = await rows<{ slug: string }>(`SELECT slug FROM restaurants WHERE slug = 'joe-t-garcias'`);
    const [recipe] = await rows<{ id: number }>(`SELECT id FROM recipes ORDER BY id LIMIT 1`);
    return {
      home: '/',
      restaurant: `/restaurant/${restaurant!.slug}`,
      review: '/review/margarita-funkytown',
      news: '/article/fort-worth-food-wine-festival-2026',
      recipe: `/recipe/${recipe!.id}`,
      cuisine: '/restaurants/mexican',
      directory: '/restaurant-directory',
      about: '/about',
    };
  };

  it('gives every page kind a 1200x630 JPEG card with its size and a description, never an SVG', async () => {
    for (const [kind, path] of Object.entries(await pages())) {
      const html = await page(path);
      const image = meta(html, 'og:image')!;
      expect(image, kind).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/images/share/.+\\.jpg$`));
      expect(meta(html, 'twitter:image'), kind).toBe(image);
      expect(meta(html, 'twitter:card'), kind).toBe('summary_large_image');
      expect(meta(html, 'og:image:width'), kind).toBe('1200');
      expect(meta(html, 'og:image:height'), kind).toBe('630');
      expect(meta(html, 'og:image:type'), kind).toBe('image/jpeg');
      expect(meta(html, 'og:image:alt')?.length ?? 0, kind).toBeGreaterThan(20);

      const res = await app.fetch(image.slice(PUBLIC_ORIGIN.length));
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toBe('image/jpeg');
      expect(rasterSize(new Uint8Array(await res.arrayBuffer())), image).toEqual({ type: 'jpeg', width: 1200, height: 630 });
    }
  });

  it("shows each item's own card and the branded default on pages without an image", async () => {
    const p = await pages();
    expect(meta(await page(p.restaurant), 'og:image')).toBe(`${PUBLIC_ORIGIN}/images/share/restaurants/joe-t-garcias.jpg`);
    expect(meta(await page(p.review), 'og:image')).toBe(`${PUBLIC_ORIGIN}/images/share/articles/margarita-funkytown.jpg`);
    expect(meta(await page(p.cuisine), 'og:image')).toBe(`${PUBLIC_ORIGIN}/images/share/cuisines/mexican.jpg`);
    expect(meta(await page(p.recipe), 'og:image')).toMatch(/\/images\/share\/recipes\/[a-z0-9-]+\.jpg$/);
    for (const path of [p.home, p.about, p.directory]) {
      expect(meta(await page(path), 'og:image'), path).toBe(`${PUBLIC_ORIGIN}/images/share/default.jpg`);
    }
  });
});

// ---------------------------------------------------------------- structured data

describe('structured data', () => {
  it('describes a restaurant with hours, coordinates, cuisine, price, a boolean for reservations, and a breadcrumb', async () => {
    const [joeT] = await rows<{ id: number; latitude: number; longitude: number; reservation_url: string | null }>(
      `SELECT id, latitude, longitude, reservation_url FROM restaurants WHERE slug = 'joe-t-garcias'`,
    );
    const blocks = jsonLd(await page('/restaurant/joe-t-garcias'));
    const [restaurant] = ofType(blocks, 'Restaurant');
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      name: "Joe T. Garcia's",
      servesCuisine: 'Mexican',
      priceRange: '$$',
      acceptsReservations: joeT!.reservation_url !== null,
      telephone: CHANGED_PHONE,
      geo: { '@type': 'GeoCoordinates', latitude: joeT!.latitude, longitude: joeT!.longitude },
      address: { '@type': 'PostalAddress', streetAddress: '2201 N Commerce St', addressLocality: 'Fort Worth', postalCode: '76164' },
    });
    expect(restaurant!.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '11:00', closes: '14:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '17:00', closes: '22:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '11:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '22:00' },
    ]);
    expect(ofType(blocks, 'BreadcrumbList')[0]!.itemListElement.map((i: Ld) => i.name)).toEqual(['Home', 'Restaurant Directory', "Joe T. Garcia's"]);
  });

  it('says acceptsReservations as true or false on every restaurant, never as text, with coordinates on each', async () => {
    const all = await rows<{ slug: string; reservation_url: string | null }>(`SELECT slug, reservation_url FROM restaurants ORDER BY slug`);
    const wrong: string[] = [];
    for (const r of all) {
      const [restaurant] = ofType(jsonLd(await page(`/restaurant/${r.slug}`)), 'Restaurant');
      if (restaurant!.acceptsReservations !== (r.reservation_url !== null)) wrong.push(`${r.slug}: ${JSON.stringify(restaurant!.acceptsReservations)}`);
      if (typeof restaurant!.geo?.latitude !== 'number' || typeof restaurant!.geo?.longitude !== 'number') wrong.push(`${r.slug}: no geo`);
    }
    expect(wrong).toEqual([]);
    expect(all.some((r) => r.reservation_url === null)).toBe(true);
  }, 120_000);

  it('gives every recipe a category, keywords and a cook time, and no rating it does not have', async () => {
    const recipes = await rows<{ id: number; category: string; keywords: string; cooking_time: number | null }>(
      'SELECT id, category, keywords, cooking_time FROM recipes',
    );
    for (const r of recipes) {
      const [recipe] = ofType(jsonLd(await page(`/recipe/${r.id}`)), 'Recipe');
      expect(recipe!.recipeCategory, `recipe ${r.id}`).toBe(r.category);
      expect(recipe!.keywords, `recipe ${r.id}`).toBe((JSON.parse(r.keywords) as string[]).join(', '));
      expect(recipe!.cookTime, `recipe ${r.id}`).toMatch(/^PT(\d+H)?(\d+M)?$/);
      expect(recipe!.aggregateRating, `recipe ${r.id}`).toBeUndefined();
    }
    const [brisket] = await rows<{ id: number }>(`SELECT id FROM recipes WHERE slug = 'post-oak-smoked-brisket'`);
    expect(ofType(jsonLd(await page(`/recipe/${brisket!.id}`)), 'Recipe')[0]!.cookTime).toBe('PT12H');
  });

  it('marks up dated events with their start, place and price, and the embedded video', async () => {
    const competition = jsonLd(await page('/review/fat-shack-competition'));
    expect(ofType(competition, 'Event')).toEqual([
      expect.objectContaining({
        name: 'Fat Shack Eating Competition',
        startDate: '2019-11-03T14:00:00-06:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: expect.objectContaining({ '@type': 'Place', name: 'Fat Shack', geo: expect.objectContaining({ '@type': 'GeoCoordinates' }) }),
        offers: expect.objectContaining({ '@type': 'Offer', price: 20, priceCurrency: 'USD' }),
        image: [`${PUBLIC_ORIGIN}/images/share/articles/fat-shack-competition.jpg`],
      }),
    ]);
    expect(ofType(competition, 'VideoObject')).toEqual([
      expect.objectContaining({
        name: 'Fat Shack eating competition preview',
        uploadDate: '2019-10-15',
        thumbnailUrl: ['https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg'],
        embedUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      }),
    ]);

    const festival = jsonLd(await page('/article/fort-worth-food-wine-festival-2026'));
    expect(ofType(festival, 'Event')).toEqual([
      expect.objectContaining({
        name: 'Fort Worth Food + Wine Festival 2026',
        startDate: '2026-03-26T18:00:00-05:00',
        endDate: '2026-03-29T14:00:00-05:00',
        location: expect.objectContaining({ address: expect.objectContaining({ addressLocality: 'Fort Worth', addressRegion: 'TX' }) }),
      }),
    ]);
    // An article about no dated event has none.
    expect(ofType(jsonLd(await page('/review/margarita-funkytown')), 'Event')).toEqual([]);
  });
});

// ---------------------------------------------------------------- empty cuisines

describe('a cuisine with no restaurants', () => {
  it('keeps its empty page but asks search engines not to index it, unlike a cuisine with restaurants', async () => {
    const [kosher] = await rows<{ n: number }>(
      `SELECT count(*) AS n FROM restaurants r JOIN cuisines c ON c.id = r.cuisine_id WHERE c.key = 'kosher'`,
    );
    expect(kosher!.n).toBe(0);
    const empty = await page('/restaurants/kosher');
    expect(empty).toContain('<meta name="robots" content="noindex"/>');
    expect(await page('/restaurants/mexican')).not.toContain('name="robots"');
  });

  it('is left out of the sitemap', async () => {
    // A real site's sitemap: a demo deployment (the tests' default) lists nothing.
    const site = await startApp({ vars: { DEMO_CONTENT: 'false' } });
    try {
      const xml = await (await site.fetch('/sitemap.xml')).text();
      expect(xml).not.toContain(`<loc>${PUBLIC_ORIGIN}/restaurants/kosher</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_ORIGIN}/restaurants/mexican</loc>`);
    } finally {
      await site.dispose();
    }
  });

  it('has a feed dated when the directory last changed, not 1970', async () => {
    const xml = await page('/feeds/cuisine/kosher.xml');
    expect(xml).not.toContain('<entry>');
    const updated = xml.match(/<feed[\s\S]*?<updated>(.*?)<\/updated>/)![1]!;
    const [newest] = await rows<{ at: string }>('SELECT max(created_at) AS at FROM restaurants');
    expect(updated).toBe(new Date(newest!.at).toISOString());
  });
});
