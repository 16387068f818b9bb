import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '~/utils/format';
import { decodeEntities } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createArticle } from '../support/factories';

/** Product spec section 2: every static review page. */
const SPEC_REVIEW_SLUGS = [
  'coopers-bbq', 'jakes-burgers', 'blue-sushi', 'thai-restaurants', 'm-and-o-grill', 'zatar-mediterranean',
  'america-gardens', 'press-cafe', 'home-grocery-delivery', 'americado', 'love-shack', 'winslows-wine-cafe',
  'cane-rosso-brunch', 'little-red-wasp', 'twigs-bistro', 'mi-cocula', 'lucky-bee-kitchen', 'four-sisters',
  'carshons-deli', 'wabi-house', 'blackland-distillery', 'austin-city-taco', 'fat-shack', 'bens-triple-b',
  'fat-shack-competition', 'gemelle-brunch', 'wishbone-flynt', 'margarita-funkytown', 'fort-worth-byob',
  'best-sushi-roll', 'fort-worth-breakfast', 'fort-worth-patios', 'clearfork-happy-hour', 'm-o-station',
  'chef-gs-sparkle-creations', 'hatsuyuki-handroll-bar', 'eddie-vs-prime-seafood', 'malai-kitchen',
  'panther-city-bbq', 'top-3-thai-restaurants', 'surprises-to-get', 'pasta-picks',
];

const REVIEW_EXCLUDED = ['News', 'Community', 'Food Tours', 'Event'];
const NEWS_EXCLUDED = [
  'Reviews', 'Restaurant Reviews', 'Review', 'American', 'Sushi', 'Mexican', 'Burgers', 'BBQ', 'Thai', 'Seafood',
  'Ramen', 'Fancy Restaurant', 'Pho/Vietnamese', 'Tacos', 'Mediterranean', 'Sandwich', 'Craft Cocktails',
];
const PUBLIC_ORIGIN = 'http://localhost';
const LONG_CONTENT =
  'This fixture article has no excerpt of its own, so its card shows the first one hundred and fifty characters of the content, and not a single character more than that. The rest is hidden.';

let app: TestApp;

/**
 * Fixtures that exercise the listings' category rules. Inserted before any
 * page is requested, because the Worker keeps anonymous pages in its edge cache.
 */
const FIXTURES = [
  ...REVIEW_EXCLUDED.map((category) => ({ slug: `fixture-review-${category.toLowerCase().replace(/\W+/g, '-')}`, kind: 'review' as const, category })),
  ...['BBQ', 'Sushi', 'Craft Cocktails', 'Pho/Vietnamese'].map((category) => ({
    slug: `fixture-news-${category.toLowerCase().replace(/\W+/g, '-')}`,
    kind: 'news' as const,
    category,
  })),
  { slug: 'fixture-news-no-excerpt', kind: 'news' as const, category: 'Festival' },
];

beforeAll(async () => {
  app = await startApp();
  for (const f of FIXTURES) {
    await createArticle(app.db, {
      ...f,
      title: `Fixture ${f.kind} in ${f.category}`,
      author: 'Callie Brooks',
      publishedAt: '2020-01-01',
      intro: 'Fixture intro.',
      content: LONG_CONTENT,
      body: [{ type: 'paragraph', text: 'Line one.\nLine two.' }],
    });
  }
});
afterAll(() => app?.dispose());

// ---------------------------------------------------------------- helpers

async function get(path: string) {
  const res = await app.fetch(path);
  return { res, page: await res.text() };
}

async function rows<T>(sql: string, ...params: unknown[]) {
  return (await app.db.prepare(sql).bind(...params).all<T>()).results;
}

function h1(page: string) {
  const m = page.match(/<h1[^>]*>(.*?)<\/h1>/s);
  return m ? decodeEntities(m[1]!.replace(/<[^>]+>/g, '')) : null;
}

function metaContent(page: string, key: string) {
  const m = page.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return m ? decodeEntities(m[1]!) : null;
}

/** Every page gets a canonical URL and social cards with absolute URLs on the public origin. */
function expectSocialMeta(page: string, path: string) {
  const canonical = page.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical).toBe(`${PUBLIC_ORIGIN}${path}`);
  expect(metaContent(page, 'og:url')).toBe(`${PUBLIC_ORIGIN}${path}`);
  expect(metaContent(page, 'og:site_name')).toBe('Fort Worth Eats');
  // Social cards repeat the page's own title and description.
  const title = decodeEntities(page.match(/<title>(.*?)<\/title>/)![1]!);
  expect(metaContent(page, 'og:title')).toBe(title);
  expect(metaContent(page, 'og:description')).toBe(metaContent(page, 'description'));
  expect(metaContent(page, 'og:image')).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/`));
  expect(metaContent(page, 'twitter:card')).toMatch(/^summary/);
  expect(metaContent(page, 'description')).toMatch(/^\S.{20,}$/s);
}

type Ld = Record<string, any>;
function jsonLd(page: string): Ld[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

/** The properties Google requires (and the ones it needs to show a rich result) for each type we emit. */
function expectGoogleFields(block: Ld) {
  expect(block['@context']).toBe('https://schema.org');
  const isUrl = (v: unknown) => typeof v === 'string' && v.startsWith(`${PUBLIC_ORIGIN}/`);
  const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
  switch (block['@type']) {
    case 'Article':
    case 'NewsArticle':
      expect(typeof block.headline).toBe('string');
      expect(block.headline.length).toBeLessThanOrEqual(110);
      expect(block.image.length).toBeGreaterThan(0);
      expect(block.image.every(isUrl)).toBe(true);
      expect(isDate(block.datePublished)).toBe(true);
      expect(isDate(block.dateModified)).toBe(true);
      expect(block.author[0]).toMatchObject({ '@type': 'Person', name: expect.any(String) });
      expect(block.publisher).toMatchObject({ '@type': 'Organization', name: 'Fort Worth Eats' });
      break;
    case 'Review':
      expect(block.author).toMatchObject({ '@type': 'Person', name: expect.any(String) });
      expect(block.itemReviewed['@type']).toBe('Restaurant');
      expect(typeof block.itemReviewed.name).toBe('string');
      expect(block.itemReviewed.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.any(String), addressLocality: 'Fort Worth' });
      expect(block.reviewRating['@type']).toBe('Rating');
      expect(typeof block.reviewRating.ratingValue).toBe('number');
      expect(block.reviewRating.bestRating).toBe(5);
      expect(isDate(block.datePublished)).toBe(true);
      break;
    case 'BreadcrumbList':
      expect(block.itemListElement.length).toBeGreaterThanOrEqual(2);
      block.itemListElement.forEach((item: Ld, i: number) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1, name: expect.any(String) });
        expect(isUrl(item.item)).toBe(true);
      });
      break;
    case 'Recipe':
      expect(typeof block.name).toBe('string');
      expect(block.image.length).toBeGreaterThan(0);
      expect(block.image.every(isUrl)).toBe(true);
      expect(block.author).toMatchObject({ '@type': 'Person', name: expect.any(String) });
      expect(isDate(block.datePublished)).toBe(true);
      expect(typeof block.description).toBe('string');
      expect(block.recipeIngredient.length).toBeGreaterThan(0);
      expect(block.recipeInstructions.length).toBeGreaterThan(0);
      for (const step of block.recipeInstructions) expect(step).toMatchObject({ '@type': 'HowToStep', text: expect.any(String) });
      for (const key of ['prepTime', 'cookTime', 'totalTime']) {
        if (block[key] !== undefined) expect(block[key]).toMatch(/^PT(\d+H)?(\d+M)?$/);
      }
      break;
    case 'Event':
      expect(typeof block.name).toBe('string');
      expect(block.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/);
      expect(block.location).toMatchObject({ '@type': 'Place', name: expect.any(String), address: expect.objectContaining({ addressLocality: 'Fort Worth' }) });
      break;
    case 'VideoObject':
      expect(typeof block.name).toBe('string');
      expect(block.thumbnailUrl.length).toBeGreaterThan(0);
      expect(isDate(block.uploadDate)).toBe(true);
      expect(block.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      break;
    default:
      throw new Error(`Unexpected JSON-LD type ${block['@type']}`);
  }
}

/** The structured-data types an article's body blocks call for, in order: Event per event box, VideoObject per video. */
async function markedUpBlocks(slug: string) {
  const [row] = await rows<{ body: string }>('SELECT body FROM articles WHERE slug = ?', slug);
  const types: Record<string, string> = { event: 'Event', video: 'VideoObject' };
  return (JSON.parse(row!.body) as Array<{ type: string }>).flatMap((b) => (types[b.type] ? [types[b.type]!] : []));
}

function breadcrumbNames(blocks: Ld[]) {
  return blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement.map((i: Ld) => i.name);
}

/** The slugs a listing page links to, in order. */
function cardSlugs(page: string, prefix: '/review/' | '/article/') {
  const grid = page.match(/<ul class="mt-8 grid[^"]*">(.*?)<\/ul>/s)?.[1] ?? '';
  return [...grid.matchAll(new RegExp(`href="${prefix}([^"]+)"`, 'g'))].map((m) => m[1]!);
}

async function listingSlugs(path: '/reviews' | '/news', prefix: '/review/' | '/article/') {
  const first = await get(path);
  const pages = Math.max(1, ...[...first.page.matchAll(/href="[^"]*\?page=(\d+)"/g)].map((m) => Number(m[1])));
  const slugs = cardSlugs(first.page, prefix);
  for (let n = 2; n <= pages; n++) slugs.push(...cardSlugs((await get(`${path}?page=${n}`)).page, prefix));
  return { slugs, pages, first: first.page };
}

// ---------------------------------------------------------------- reviews

describe('the reviews listing', () => {
  it('lists every review article except News, Community, Food Tours and Event, newest first, 12 a page', async () => {
    const expected = (
      await rows<{ slug: string }>(
        `SELECT slug FROM articles WHERE kind = 'review' AND category NOT IN (${REVIEW_EXCLUDED.map(() => '?').join(',')})
         ORDER BY published_at DESC, id DESC`,
        ...REVIEW_EXCLUDED,
      )
    ).map((r) => r.slug);
    expect(expected.length).toBeGreaterThan(12);
    const { slugs, pages, first } = await listingSlugs('/reviews', '/review/');
    expect(slugs).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 12));
    expect(cardSlugs(first, '/review/')).toHaveLength(12);
    for (const f of FIXTURES.filter((x) => x.kind === 'review')) expect(slugs).not.toContain(f.slug);
    expect(h1(first)).toBe('Reviews');
  });

  it('labels cards "Read full review", and "Read full post" for event posts', async () => {
    const { page } = await get('/reviews');
    expect(page).toMatch(/aria-label="Read full review: [^"]+"[^>]*>Read full review</);
    const event = (await rows<{ slug: string; published_at: string }>(`SELECT slug, published_at FROM articles WHERE slug = 'fat-shack-competition'`))[0];
    expect(event).toBeDefined();
    const { slugs } = await listingSlugs('/reviews', '/review/');
    const index = slugs.indexOf('fat-shack-competition');
    const listing = await get(`/reviews?page=${Math.floor(index / 12) + 1}`);
    expect(listing.page).toMatch(/aria-label="Read full post: [^"]+"[^>]*href="\/review\/fat-shack-competition"[^>]*>Read full post</);
  });

  it('links numbered pages with previous and next, and falls back to page 1 for bad page values', async () => {
    const page1 = await get('/reviews');
    const page2 = await get('/reviews?page=2');
    expect(page2.res.status).toBe(200);
    expect(page2.page).toMatch(/<a[^>]*rel="prev"[^>]*href="\/reviews"|<a[^>]*href="\/reviews"[^>]*rel="prev"/);
    expect(page1.page).toMatch(/href="\/reviews\?page=2"[^>]*>Next|rel="next"/);
    expect(page1.page).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>1</);
    expect(cardSlugs(page2.page, '/review/')).not.toEqual(cardSlugs(page1.page, '/review/'));
    for (const bad of ['abc', '0', '-2', '1.5', '99999']) {
      const res = await get(`/reviews?page=${bad}`);
      expect(res.res.status).toBe(200);
      expect(cardSlugs(res.page, '/review/')).toEqual(cardSlugs(page1.page, '/review/'));
    }
  });

  it('has search-engine and social metadata, an Atom feed link and a short public cache', async () => {
    const { res, page } = await get('/reviews');
    expectSocialMeta(page, '/reviews');
    expect(page).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/feeds\/reviews.xml"/);
    expect(res.headers.get('cdn-cache-control')).toMatch(/public.*max-age=\d+/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('review articles', () => {
  it('has every review page the spec names', async () => {
    const present = (await rows<{ slug: string }>(`SELECT slug FROM articles WHERE kind = 'review'`)).map((r) => r.slug);
    expect(SPEC_REVIEW_SLUGS.filter((slug) => !present.includes(slug))).toEqual([]);
  });

  it('renders every review with its title, date, author, tags, back link, restaurants and valid JSON-LD', async () => {
    const reviews = await rows<{ id: number; slug: string; title: string; author: string; published_at: string; category: string; seo: string | null; image_alt: string | null }>(
      `SELECT id, slug, title, author, published_at, category, seo, image_alt FROM articles WHERE kind = 'review'`,
    );
    for (const slug of SPEC_REVIEW_SLUGS) expect(reviews.map((r) => r.slug)).toContain(slug);
    for (const r of reviews) {
      const { res, page } = await get(`/review/${r.slug}`);
      expect(res.status, r.slug).toBe(200);
      expect(h1(page), r.slug).toBe(r.title);
      const seoTitle = r.seo ? (JSON.parse(r.seo) as { title?: string }).title : undefined;
      expect(decodeEntities(page.match(/<title>(.*?)<\/title>/)![1]!)).toBe(seoTitle ?? `${r.title} | Fort Worth Eats`);
      expect(page).toContain(`>${formatLongDate(r.published_at)}</time>`);
      expect(page).toContain(`By ${r.author}`);
      expect(page).toMatch(/<a[^>]*href="\/reviews"[^>]*>.*?Back to Reviews<\/a>/s);
      expect(decodeEntities(page)).toContain(`>${r.category}</span>`);
      if (r.image_alt) expect(decodeEntities(page)).toContain(`alt="${r.image_alt}"`);
      expectSocialMeta(page, `/review/${r.slug}`);

      const covered = await rows<{ slug: string; name: string }>(
        `SELECT re.slug, re.name FROM article_restaurants ar JOIN restaurants re ON re.id = ar.restaurant_id WHERE ar.article_id = ?`,
        r.id,
      );
      if (covered.length) {
        expect(page).toContain('Restaurants in this article');
        for (const c of covered) expect(decodeEntities(page)).toMatch(new RegExp(`href="/restaurant/${c.slug}"[^>]*>${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>`));
      }

      const blocks = jsonLd(page);
      expect(blocks.map((b) => b['@type']).sort(), r.slug).toEqual(expect.arrayContaining(['BreadcrumbList']));
      // The review (or article) and the breadcrumb, plus an Event per dated event and a VideoObject per video.
      expect(blocks.map((b) => b['@type']).filter((t) => t === 'Event' || t === 'VideoObject'), r.slug).toEqual(await markedUpBlocks(r.slug));
      expect(blocks.length - (await markedUpBlocks(r.slug)).length, r.slug).toBe(2);
      blocks.forEach(expectGoogleFields);
      expect(breadcrumbNames(blocks)).toEqual(['Home', 'Reviews', r.title]);
    }
  });

  it('shows the margarita rating box with five stars, the visit box, and a Review of the restaurant in JSON-LD', async () => {
    const { page } = await get('/review/margarita-funkytown');
    expect(page).toMatch(/<aside aria-label="Our Rating"[^>]*>.*?5 out of 5.*?<\/aside>/s);
    const ratingBox = page.match(/<aside aria-label="Our Rating".*?<\/aside>/s)![0];
    // The star strip fills five fifths (one element drawn by the stylesheet).
    expect(ratingBox).toMatch(/class="stars stars-5 stars-lg" aria-hidden="true"/);
    // The visit box shows the listing's own address and phone.
    const [joeT] = await rows<{ address: string; phone: string }>(`SELECT address, phone FROM restaurants WHERE slug = 'joe-t-garcias'`);
    const visit = page.match(/<aside aria-label="Visit".*?<\/aside>/s)![0];
    expect(decodeEntities(visit)).toContain(joeT!.address);
    expect(visit).toContain(`href="tel:${joeT!.phone.replace(/\D/g, '')}"`);
    const review = jsonLd(page).find((b) => b['@type'] === 'Review')!;
    expect(review.itemReviewed).toMatchObject({ '@type': 'Restaurant', name: "Joe T. Garcia's" });
    expect(review.reviewRating.ratingValue).toBe(5);
  });

  it('gives the BYOB page its tips box', async () => {
    const { page } = await get('/review/fort-worth-byob');
    const tips = page.match(/<aside aria-label="BYOB Tips".*?<\/aside>/s)?.[0];
    expect(tips).toBeDefined();
    expect(tips!.match(/<li>/g)!.length).toBeGreaterThanOrEqual(4);
    expect(decodeEntities(tips!).toLowerCase()).toMatch(/corkage/);
    expect(decodeEntities(tips!).toLowerCase()).toMatch(/glass/);
  });

  it('gives clearfork-happy-hour its own title, description, keywords and an Article with the breadcrumb', async () => {
    const { page } = await get('/review/clearfork-happy-hour');
    const seo = JSON.parse((await rows<{ seo: string }>(`SELECT seo FROM articles WHERE slug = 'clearfork-happy-hour'`))[0]!.seo) as {
      title: string;
      description: string;
      keywords: string[];
    };
    expect(decodeEntities(page.match(/<title>(.*?)<\/title>/)![1]!)).toBe(seo.title);
    expect(metaContent(page, 'description')).toBe(seo.description);
    expect(metaContent(page, 'keywords')).toBe(seo.keywords.join(', '));
    const blocks = jsonLd(page);
    expect(blocks.map((b) => b['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(breadcrumbNames(blocks)).toEqual(['Home', 'Reviews', h1(page)]);
    expect(blocks[1]!.itemListElement.map((i: Ld) => i.item)).toEqual([
      `${PUBLIC_ORIGIN}/`,
      `${PUBLIC_ORIGIN}/reviews`,
      `${PUBLIC_ORIGIN}/review/clearfork-happy-hour`,
    ]);
  });

  it('shows several tags and a wide image with no hero block on surprises-to-get and pasta-picks', async () => {
    for (const slug of ['surprises-to-get', 'pasta-picks']) {
      const { page } = await get(`/review/${slug}`);
      expect(page).not.toContain('data-testid="hero"');
      expect(page).toContain('aspect-[21/9]');
      const tags = page.match(/<ul class="flex flex-wrap gap-2" aria-label="Tags">(.*?)<\/ul>/s)![1]!;
      expect(tags.match(/<li>/g)!.length).toBeGreaterThanOrEqual(3);
      // Tags come before the wide image.
      expect(page.indexOf('aria-label="Tags"')).toBeLessThan(page.indexOf('aspect-[21/9]'));
    }
    const hero = await get('/review/coopers-bbq');
    expect(hero.page).toContain('data-testid="hero"');
  });

  it('states the competition details as a list and offers the video as a privacy-friendly link', async () => {
    const { page } = await get('/review/fat-shack-competition');
    const details = page.match(/<dl[^>]*>(.*?)<\/dl>/s)![1]!;
    const text = decodeEntities(details.replace(/<[^>]+>/g, ' '));
    expect(text).toContain('$20');
    expect(text).toMatch(/November 3, 2019/);
    expect(text).toContain('2:00 PM');
    expect(text).toMatch(/Free food for life/i);
    expect(page).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]+" target="_blank" rel="noopener noreferrer"[^>]*>Watch on YouTube/);
    expect(page).not.toContain('<iframe');
    const csp = (await app.fetch('/review/fat-shack-competition')).headers.get('content-security-policy')!;
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
  });

  it('answers an unknown slug with the shared 404 page', async () => {
    for (const path of ['/review/no-such-review', '/review/fixture-news-no-excerpt']) {
      const { res, page } = await get(path);
      expect(res.status).toBe(404);
      expect(h1(page)).toBe('404 Page Not Found');
      expect(res.headers.get('cache-control') ?? '').not.toContain('public');
    }
  });
});

// ---------------------------------------------------------------- news

describe('the news listing and articles', () => {
  it('lists news articles except the review-style categories, with "Read full article"', async () => {
    const expected = (
      await rows<{ slug: string }>(
        `SELECT slug FROM articles WHERE kind = 'news' AND category NOT IN (${NEWS_EXCLUDED.map(() => '?').join(',')})
         ORDER BY published_at DESC, id DESC`,
        ...NEWS_EXCLUDED,
      )
    ).map((r) => r.slug);
    const { slugs, first } = await listingSlugs('/news', '/article/');
    expect(slugs).toEqual(expected);
    for (const f of FIXTURES.filter((x) => x.kind === 'news' && x.category !== 'Festival')) expect(slugs).not.toContain(f.slug);
    expect(slugs).toContain('fixture-news-no-excerpt');
    expect(first).toMatch(/aria-label="Read full article: [^"]+"[^>]*>Read full article</);
    expect(first).not.toContain('Read full review');
    expect(h1(first)).toBe('News');
    expectSocialMeta(first, '/news');
    expect(first).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/feeds\/news.xml"/);
  });

  it('falls back to the first 150 characters of the content when an article has no excerpt', async () => {
    const { slugs } = await listingSlugs('/news', '/article/');
    const pageNo = Math.floor(slugs.indexOf('fixture-news-no-excerpt') / 12) + 1;
    const { page } = await get(`/news?page=${pageNo}`);
    expect(page).toContain(`<p class="line-clamp-3 text-stone-700">${LONG_CONTENT.slice(0, 150)}</p>`);
  });

  it('renders every news article with long date, author, category badge, title, paragraphs and "Back to News"', async () => {
    const news = await rows<{ slug: string; title: string; author: string; published_at: string; category: string; image_url: string | null }>(
      `SELECT slug, title, author, published_at, category, image_url FROM articles WHERE kind = 'news'`,
    );
    expect(news.length).toBeGreaterThan(FIXTURES.filter((f) => f.kind === 'news').length);
    for (const a of news) {
      const { res, page } = await get(`/article/${a.slug}`);
      expect(res.status, a.slug).toBe(200);
      expect(h1(page)).toBe(a.title);
      expect(page).toContain(`>${formatLongDate(a.published_at)}</time>`);
      expect(page).toContain(`By ${a.author}`);
      expect(decodeEntities(page)).toMatch(new RegExp(`<span class="inline-block rounded-full[^"]*">${a.category.replace(/[/]/g, '\\/')}</span>`));
      expect(page).toMatch(/<a[^>]*href="\/news"[^>]*>Back to News<\/a>/);
      if (a.image_url) expect(page).toContain(`src="${a.image_url}"`);
      expectSocialMeta(page, `/article/${a.slug}`);
      const blocks = jsonLd(page);
      expect(blocks.map((b) => b['@type'])).toEqual(['NewsArticle', ...(await markedUpBlocks(a.slug)), 'BreadcrumbList']);
      blocks.forEach(expectGoogleFields);
      expect(breadcrumbNames(blocks)).toEqual(['Home', 'News', a.title]);
    }
    // Content split into paragraphs at line breaks.
    const { page } = await get('/article/fixture-news-no-excerpt');
    expect(page).toContain('<p>Line one.</p><p>Line two.</p>');
  });

  it('colours the category badges of the spec and leaves others grey', async () => {
    const { page: community } = await get('/article/fixture-news-no-excerpt');
    expect(community).toMatch(/<span class="inline-block rounded-full[^"]*bg-stone-200 text-stone-800[^"]*">Festival<\/span>/);
    const communitySlug = (await rows<{ slug: string }>(`SELECT slug FROM articles WHERE kind = 'news' AND category = 'Community' LIMIT 1`))[0];
    if (communitySlug) {
      const { page } = await get(`/article/${communitySlug.slug}`);
      expect(page).toMatch(/<span class="inline-block rounded-full[^"]*bg-green-100 text-green-900[^"]*">Community<\/span>/);
    }
  });

  it('answers an unknown slug with "Article Not Found", status 404 and a way back to the news', async () => {
    for (const path of ['/article/no-such-article', '/article/coopers-bbq']) {
      const { res, page } = await get(path);
      expect(res.status).toBe(404);
      expect(h1(page)).toBe('Article Not Found');
      expect(page).toContain('could not find that article');
      expect(page).toMatch(/<a[^>]*href="\/news"[^>]*>Back to News<\/a>/);
    }
  });
});

// ---------------------------------------------------------------- recipes

describe('recipes', () => {
  type RecipeRow = { id: number; slug: string; title: string; servings: number | null; cooking_time: number | null; difficulty: string; ingredients: string; steps: string };
  const allRecipes = () => rows<RecipeRow>('SELECT id, slug, title, servings, cooking_time, difficulty, ingredients, steps FROM recipes');

  it('lists every recipe as a card linking to its page', async () => {
    const recipes = await allRecipes();
    expect(recipes.length).toBeGreaterThan(0);
    const { res, page } = await get('/recipes');
    expect(res.status).toBe(200);
    expect(h1(page)).toBe('Recipes');
    expectSocialMeta(page, '/recipes');
    for (const r of recipes) {
      expect(decodeEntities(page)).toContain(`>${r.title}</h2>`);
      expect(decodeEntities(page)).toContain(`aria-label="View Recipe: ${r.title}"`);
      expect(page).toMatch(new RegExp(`href="/recipe/${r.id}"[^>]*>View Recipe<`));
      expect(page).toContain(`Serves ${r.servings ?? 'N/A'}`);
    }
    expect(page.match(/>View Recipe</g)).toHaveLength(recipes.length);
    expect(page).toMatch(/bg-green-100 text-green-900[^"]*"><span class="sr-only">Difficulty: <\/span>easy/);
    if (recipes.some((r) => r.cooking_time === null)) expect(page).toContain('N/A');
  });

  it('renders every recipe: card first, then ingredients, then numbered steps, with complete Recipe JSON-LD', async () => {
    for (const r of await allRecipes()) {
      const { res, page } = await get(`/recipe/${r.id}`);
      expect(res.status, r.slug).toBe(200);
      expect(h1(page)).toBe(r.title);
      const ingredients = JSON.parse(r.ingredients) as unknown[];
      const steps = JSON.parse(r.steps) as string[];
      const titleAt = page.indexOf('<h1');
      const ingredientsAt = page.indexOf('id="ingredients-heading"');
      const stepsAt = page.indexOf('id="steps-heading"');
      expect(titleAt).toBeGreaterThan(0);
      expect(ingredientsAt).toBeGreaterThan(titleAt);
      expect(stepsAt).toBeGreaterThan(ingredientsAt);
      const ingredientList = page.slice(ingredientsAt, stepsAt).match(/<ul class="mt-4 divide-y[^"]*">(.*?)<\/ul>/s)![1]!;
      expect(ingredientList.match(/<li/g)).toHaveLength(ingredients.length);
      const stepList = page.slice(stepsAt).match(/<ol[^>]*>(.*?)<\/ol>/s)![1]!;
      expect(stepList.match(/<li/g)).toHaveLength(steps.length);
      expect(page).toContain(`For ${r.servings} servings`);
      expectSocialMeta(page, `/recipe/${r.id}`);

      const blocks = jsonLd(page);
      expect(blocks.map((b) => b['@type'])).toEqual(['Recipe', 'BreadcrumbList']);
      blocks.forEach(expectGoogleFields);
      const recipe = blocks[0]!;
      expect(recipe.name).toBe(r.title);
      expect(recipe.recipeIngredient).toHaveLength(ingredients.length);
      expect(recipe.recipeInstructions.map((s: Ld) => s.text)).toEqual(steps);
      expect(recipe.recipeYield).toContain(String(r.servings));
      expect(recipe.recipeCuisine).toEqual(expect.any(String));
      if (r.cooking_time !== null) expect(recipe.cookTime).toBeDefined();
      expect(recipe.totalTime).toBeDefined();
    }
  });

  it('scales the ingredients on the server with readable quantities', async () => {
    const [elote] = await rows<RecipeRow>(`SELECT id, servings FROM recipes WHERE slug = 'elote'`);
    expect(elote!.servings).toBe(6);
    const base = (await get(`/recipe/${elote!.id}`)).page;
    expect(base).toMatch(/<strong class="font-semibold">¾ cup <\/strong>cotija cheese/);

    const doubled = await get(`/recipe/${elote!.id}?servings=12`);
    expect(doubled.res.status).toBe(200);
    expect(doubled.page).toContain('For 12 servings (scaled from 6)');
    expect(doubled.page).toMatch(/<strong class="font-semibold">1½ cups <\/strong>cotija cheese/);
    expect(doubled.page).toMatch(/<strong class="font-semibold">12 <\/strong>ears of corn/);
    expect(doubled.page).toMatch(/name="servings"[^>]*value="12"/);
    // Search engines always get the recipe as written.
    expect(jsonLd(doubled.page)[0]!.recipeIngredient).toContain('¾ cup cotija cheese, finely crumbled');

    const halved = await get(`/recipe/${elote!.id}?servings=3`);
    expect(halved.page).toMatch(/<strong class="font-semibold">⅜ cup <\/strong>cotija cheese/);
    expect(halved.page).toMatch(/<strong class="font-semibold">½ tbsp <\/strong>unsalted butter/);

    for (const bad of ['0', '49', '-1', 'abc', '2.5', '']) {
      const res = await get(`/recipe/${elote!.id}?servings=${bad}`);
      expect(res.res.status).toBe(200);
      expect(res.page).toContain('For 6 servings');
      expect(res.page).not.toContain('scaled from');
    }
  });

  it('answers a non-numeric or unknown id with 404', async () => {
    for (const path of ['/recipe/abc', '/recipe/0', '/recipe/999999', '/recipe/1.5', '/recipe/01', '/recipe/elote']) {
      const { res, page } = await get(path);
      expect(res.status, path).toBe(404);
      expect(h1(page)).toBe('404 Page Not Found');
    }
  });
});

// ---------------------------------------------------------------- about

describe('the about page', () => {
  it('introduces the two writers and invites contact', async () => {
    const { res, page } = await get('/about');
    expect(res.status).toBe(200);
    expect(h1(page)).toBe('About Fort Worth Eats');
    expect(page).toContain('Callie Brooks');
    expect(page).toContain('Marcus Reyes');
    expect(page).toContain('TCU');
    expect(page).toContain('Dallas-Fort Worth');
    expect(page).toMatch(/local opinion/);
    expect(page).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    expectSocialMeta(page, '/about');
  });
});

// ---------------------------------------------------------------- feeds, sitemap, robots

describe('feeds', () => {
  function entries(xml: string) {
    return [...xml.matchAll(/<entry>(.*?)<\/entry>/gs)].map((m) => ({
      id: m[1]!.match(/<id>(.*?)<\/id>/)![1]!,
      title: decodeEntities(m[1]!.match(/<title type="text">(.*?)<\/title>/)![1]!),
      updated: m[1]!.match(/<updated>(.*?)<\/updated>/)![1]!,
    }));
  }

  it('serves Atom feeds of the news and the reviews, newest first', async () => {
    for (const [path, listing, prefix] of [
      ['/feeds/news.xml', '/news', '/article/'],
      ['/feeds/reviews.xml', '/reviews', '/review/'],
    ] as const) {
      const res = await app.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="/feeds/feed.xsl"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
      expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${PUBLIC_ORIGIN}${path}"/>`);
      expect(xml).toContain(`<link rel="alternate" type="text/html" href="${PUBLIC_ORIGIN}${listing}"/>`);
      const list = entries(xml);
      const { slugs } = await listingSlugs(listing, prefix);
      expect(list.map((e) => e.id)).toEqual(slugs.slice(0, 20).map((s) => `${PUBLIC_ORIGIN}${prefix}${s}`));
      for (const e of list) expect(Number.isNaN(Date.parse(e.updated))).toBe(false);
      // Nothing unescaped: every < starts a tag we wrote.
      expect(xml.replace(/<\/?[a-z]+[^<>]*>|<\?xml[^>]*\?>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('serves an Atom feed of each cuisine page, newest listings first', async () => {
    const cuisines = await rows<{ id: number; key: string }>(`SELECT id, key FROM cuisines WHERE has_page = 1`);
    for (const c of cuisines) {
      const res = await app.fetch(`/feeds/cuisine/${c.key}.xml`);
      expect(res.status, c.key).toBe(200);
      const list = entries(await res.text());
      const expected = await rows<{ slug: string }>(
        'SELECT slug FROM restaurants WHERE cuisine_id = ? ORDER BY created_at DESC, id DESC LIMIT 20',
        c.id,
      );
      expect(list.map((e) => e.id)).toEqual(expected.map((r) => `${PUBLIC_ORIGIN}/restaurant/${r.slug}`));
      const cuisinePage = await (await app.fetch(`/restaurants/${c.key}`)).text();
      expect(cuisinePage).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="/feeds/cuisine/${c.key}.xml"`));
    }
    for (const path of ['/feeds/cuisine/no-such-cuisine.xml', '/feeds/cuisine/american', '/feeds/cuisine/american.rss']) {
      expect((await app.fetch(path)).status, path).toBe(404);
    }
  });
});

// A demo deployment (the default in tests) is kept out of search engines: these are a real site's files.
describe('search-engine files of a real site (DEMO_CONTENT off)', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startApp({ vars: { DEMO_CONTENT: 'false' } });
  });
  afterAll(() => site?.dispose());
  const rows = async <T,>(sql: string) => (await site.db.prepare(sql).all<T>()).results;

  it('lists every public page in sitemap.xml in both languages, and every listed URL answers 200', async () => {
    const res = await site.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
    expect(new Set(locs).size).toBe(locs.length);

    const expected = [
      '/', '/restaurant-directory', '/reviews', '/news', '/recipes', '/about', '/contact', '/advertise', '/add-a-restaurant', '/guides',
      ...(await rows<{ slug: string }>("SELECT slug FROM guides WHERE status = 'published'")).map((g) => `/guides/${g.slug}`),
      ...(await rows<{ kind: string; slug: string }>('SELECT kind, slug FROM articles')).map((a) => `/${a.kind === 'review' ? 'review' : 'article'}/${a.slug}`),
      ...(await rows<{ id: number }>('SELECT id FROM recipes')).map((r) => `/recipe/${r.id}`),
      ...(await rows<{ slug: string }>('SELECT slug FROM restaurants')).map((r) => `/restaurant/${r.slug}`),
      // A cuisine page without restaurants is not advertised.
      ...(await rows<{ key: string }>('SELECT key FROM cuisines c WHERE has_page = 1 AND EXISTS (SELECT 1 FROM restaurants r WHERE r.cuisine_id = c.id)')).map(
        (c) => `/restaurants/${c.key}`,
      ),
    ].flatMap((p) => [`${PUBLIC_ORIGIN}${p}`, `${PUBLIC_ORIGIN}/es${p === '/' ? '' : p}`]);
    expect([...locs].sort()).toEqual([...expected].sort());
    // Each address names its twin and English as the default (issue 43, item 5).
    for (const entry of xml.split('<url>').slice(1)) {
      const loc = decodeEntities(/<loc>(.*?)<\/loc>/.exec(entry)![1]!);
      const english = loc.replace(`${PUBLIC_ORIGIN}/es`, PUBLIC_ORIGIN).replace(/^(https?:\/\/[^/]+)$/, '$1/');
      const spanish = english === `${PUBLIC_ORIGIN}/` ? `${PUBLIC_ORIGIN}/es` : english.replace(PUBLIC_ORIGIN, `${PUBLIC_ORIGIN}/es`);
      expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${english}"/>`);
      expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${spanish}"/>`);
      expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`);
    }

    const failures: string[] = [];
    for (const loc of locs) {
      const path = loc.slice(PUBLIC_ORIGIN.length);
      const page = await site.fetch(path);
      await page.arrayBuffer();
      if (page.status !== 200) failures.push(`${path} ${page.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('allows crawling everything in robots.txt and points at the sitemap', async () => {
    const res = await site.fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
  });
});

// ---------------------------------------------------------------- errors (last: they break tables)

describe('when the data cannot be loaded', () => {
  it('shows each listing its own error text with a server-error status', async () => {
    await app.db.exec('ALTER TABLE articles RENAME TO articles_unavailable');
    try {
      // Fresh renders, not the copies earlier tests left in the edge cache.
      for (const path of ['/reviews?page=1', '/news?page=1', '/recipes']) await app.purge(path);
      const reviews = await get('/reviews?page=1');
      expect(reviews.res.status).toBeGreaterThanOrEqual(500);
      expect(reviews.page).toContain('Error loading articles. Please try again later.');
      const news = await get('/news?page=1');
      expect(news.res.status).toBeGreaterThanOrEqual(500);
      expect(news.page).toContain('Error loading news articles. Please try again later.');
      const article = await get('/article/anything-at-all');
      expect(article.res.status).toBeGreaterThanOrEqual(500);
      expect(h1(article.page)).toBe('Article Not Found');
    } finally {
      await app.db.exec('ALTER TABLE articles_unavailable RENAME TO articles');
    }
    await app.db.exec('ALTER TABLE recipes RENAME TO recipes_unavailable');
    try {
      const recipes = await get('/recipes');
      expect(recipes.res.status).toBeGreaterThanOrEqual(500);
      expect(recipes.page).toContain('Error loading recipes. Please try again later.');
    } finally {
      await app.db.exec('ALTER TABLE recipes_unavailable RENAME TO recipes');
    }
  });
});
