import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUISINE_KEYS, type Article, type Block, type Restaurant } from '~/content/types';
import { FACTS, isFactKey, MAX_DISHES } from '~/utils/facts';
import { slugify } from '~/utils/slug';
import drawnShareCards from '~/content/drawn-share-cards';
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareCardFile, shareImagePath } from '~/utils/share-image';
import { rasterSize } from '../support/image-size';
import { loadContent, type Content } from '../../scripts/seed-statements';
import { SPEC_NEIGHBORHOODS, SPEC_REVIEW_SLUGS } from '../support/spec';

let content: Content;
beforeAll(async () => {
  content = await loadContent();
});

const publicFile = (path: string) => join('public', path);

/** Restaurant slugs named by an article's visit and event boxes. */
function boxRestaurants(a: Article): string[] {
  return a.body.flatMap((b) =>
    b.type === 'visit' ? [b.restaurant] : b.type === 'event' && 'restaurant' in b.venue ? [b.venue.restaurant] : [],
  );
}

/** Everything of an article a reader sees as text (boxes' facts come from the listings). */
function articleText(a: Article): string[] {
  const blockText = (b: Block): string[] => {
    switch (b.type) {
      case 'heading':
      case 'paragraph':
      case 'quote':
      case 'markdown':
        return [b.text];
      case 'list':
        return b.items;
      case 'tips':
        return [b.title, ...b.items];
      case 'rating':
        return [b.title, b.summary];
      case 'visit':
        return [b.title, b.note ?? ''];
      case 'event':
        return [b.title, b.name, 'name' in b.venue ? b.venue.name : '', ...b.items.flatMap((i) => [i.label, i.value])];
      case 'video':
        return [b.title];
    }
  };
  return [a.title, a.excerpt ?? '', a.intro, a.image?.alt ?? '', a.seo?.description ?? '', ...a.body.flatMap(blockText)];
}

const PHONE = /\(?\b\d{3}\)?[ .-]?\d{3}[ .-]\d{4}\b/g;
const STREET_ADDRESS =
  /\b\d{3,5} (?:[NSEW]\.? )?(?:[A-Z][a-z]+ )*[A-Z0-9][a-z0-9]* (?:St|Ave|Blvd|Rd|Dr|Hwy|Pkwy|Ln|Way|Ct|Pl|Street|Avenue|Boulevard|Road|Drive|Highway|Parkway|Lane|Court|Place)\b/g;

/** Phones and street addresses in an article's text that are not those of a restaurant it covers. */
function factsNotFromListings(a: Article, bySlug: Map<string, Restaurant>): string[] {
  const covered = (a.restaurants ?? []).map((slug) => bySlug.get(slug)).filter((r): r is Restaurant => Boolean(r));
  const phones = new Set(covered.map((r) => r.phone.replace(/\D/g, '')));
  const streets = new Set(covered.map((r) => r.address.split(',')[0]!.trim()));
  const text = articleText(a).join('\n');
  const badStreets = [...text.matchAll(STREET_ADDRESS)].map((m) => m[0]).filter((s) => !streets.has(s));
  const badPhones = [...text.matchAll(PHONE)].map((m) => m[0]).filter((p) => !phones.has(p.replace(/\D/g, '')));
  return [...badStreets, ...badPhones].map((fact) => `${a.slug}: ${fact}`);
}

function imagesOf(c: Content): string[] {
  return [
    ...c.cuisines.map((x) => x.image),
    ...c.restaurants.map((x) => x.image),
    ...c.articles.flatMap((a) => (a.image ? [a.image.src] : [])),
    ...c.guides.flatMap((g) => (g.image ? [g.image.src] : [])),
    ...c.recipes.map((r) => r.image),
  ];
}

describe('cuisines', () => {
  it('has the 30 cuisine keys of the spec with their page titles', () => {
    expect(content.cuisines.map((c) => c.key)).toEqual([...CUISINE_KEYS]);
    const title = (key: string) => content.cuisines.find((c) => c.key === key)!.title;
    expect(title('diner')).toBe('Diners');
    expect(title('steak')).toBe('Steak Houses');
    expect(title('middle-eastern')).toBe('Middle Eastern Restaurants');
    expect(title('southern')).toBe('Southern Restaurants');
    expect(content.cuisines.find((c) => c.key === 'cajun')!.name).toBe('Cajun Creole');
    expect(content.cuisines.find((c) => c.key === 'farm-to-table')!.name).toBe('Farm to Table');
  });
});

describe('restaurants', () => {
  it('lists at least 120, each slug unique and following the spec rule', () => {
    expect(content.restaurants.length).toBeGreaterThanOrEqual(120);
    const slugs = content.restaurants.map((r) => slugify(r.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps every price within 1-4, phones fictional', () => {
    for (const r of content.restaurants) {
      expect([1, 2, 3, 4]).toContain(r.priceLevel);
      expect(r.phone, r.name).toMatch(/^\(817\) 555-01\d\d$/);
      expect(CUISINE_KEYS).toContain(r.cuisine);
    }
  });

  it('covers the spec neighbourhoods, leaves Kosher empty, and features a few per cuisine', () => {
    const areas = new Set(content.restaurants.map((r) => r.neighborhood));
    for (const n of SPEC_NEIGHBORHOODS) expect(areas).toContain(n);
    expect(content.restaurants.filter((r) => r.cuisine === 'kosher')).toHaveLength(0);
    for (const key of CUISINE_KEYS.filter((k) => k !== 'kosher')) {
      const featured = content.restaurants.filter((r) => r.cuisine === key && r.featured).length;
      expect(featured, key).toBeGreaterThanOrEqual(1);
    }
  });

  it('has valid weekly hours', () => {
    for (const r of content.restaurants) {
      for (const ranges of Object.values(r.hours)) {
        for (const [opens, closes] of ranges ?? []) {
          expect(opens, r.name).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(closes, r.name).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        }
      }
    }
  });
});

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
/** A range as minutes from the day's midnight; one closing at or before it opens runs past midnight. */
const span = ([opens, closes]: [string, string]) => {
  const from = minutesOf(opens);
  const to = minutesOf(closes);
  return [from, to <= from ? to + 24 * 60 : to] as const;
};
const isCalendarDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T12:00:00Z`).toISOString().startsWith(date);

describe('restaurant details', () => {
  it('name at most five dishes, each once, at a sane price in whole cents', () => {
    for (const r of content.restaurants) {
      const dishes = r.dishes ?? [];
      expect(dishes.length, r.name).toBeLessThanOrEqual(MAX_DISHES);
      expect(new Set(dishes.map((d) => d.name.toLowerCase())).size, r.name).toBe(dishes.length);
      for (const dish of dishes) {
        expect(dish.name.trim().length, r.name).toBeGreaterThan(2);
        if (dish.price === undefined) continue;
        expect(dish.price, `${r.name}: ${dish.name}`).toBeGreaterThan(0);
        expect(dish.price, `${r.name}: ${dish.name}`).toBeLessThan(500);
        expect(Math.abs(dish.price * 100 - Math.round(dish.price * 100)), `${r.name}: ${dish.name}`).toBeLessThan(1e-9);
      }
    }
    // Every sample listing says what to order.
    expect(content.restaurants.filter((r) => (r.dishes ?? []).length < 3).map((r) => r.name)).toEqual([]);
  });

  it('give a typical spend in whole dollars that fits the price level', () => {
    const range = { 1: [5, 25], 2: [12, 45], 3: [25, 90], 4: [50, 250] } as const;
    for (const r of content.restaurants) {
      if (r.pricePerPerson === undefined) continue;
      expect(Number.isInteger(r.pricePerPerson), r.name).toBe(true);
      expect(r.pricePerPerson, r.name).toBeGreaterThanOrEqual(range[r.priceLevel][0]);
      expect(r.pricePerPerson, r.name).toBeLessThanOrEqual(range[r.priceLevel][1]);
    }
  });

  it('check only known facts, say no only where it is plausible, and leave a realistic share unknown', () => {
    for (const r of content.restaurants) {
      for (const [key, value] of Object.entries(r.facts ?? {})) {
        expect(isFactKey(key), `${r.name}: ${key}`).toBe(true);
        expect(['yes', 'no'], `${r.name}: ${key}`).toContain(value);
      }
      if (r.facts?.['dog-friendly'] === 'yes') expect(r.facts.patio, r.name).toBe('yes');
      if (r.facts?.vegan === 'yes') expect(r.facts.vegetarian, r.name).not.toBe('no');
      // No sample place is certified kosher (the Kosher cuisine is empty).
      expect(r.facts?.kosher, r.name).not.toBe('yes');
    }
    for (const { key } of FACTS) {
      const unknown = content.restaurants.filter((r) => r.facts?.[key] === undefined).length;
      expect(unknown / content.restaurants.length, key).toBeGreaterThanOrEqual(0.25);
    }
  });

  it('keep happy hours inside the opening hours, and special dates real and unique', () => {
    for (const r of content.restaurants) {
      for (const [day, ranges] of Object.entries(r.happyHours ?? {})) {
        for (const range of ranges ?? []) {
          expect(range[0], r.name).toMatch(CLOCK);
          expect(range[1], r.name).toMatch(CLOCK);
          const [from, to] = span(range);
          const open = (r.hours[day as keyof typeof r.hours] ?? []).some((h) => span(h)[0] <= from && to <= span(h)[1]);
          expect(open, `${r.name}: happy hour ${day} ${range.join('-')}`).toBe(true);
        }
      }
      const dates = (r.specialHours ?? []).map((s) => s.date);
      expect(new Set(dates).size, r.name).toBe(dates.length);
      for (const special of r.specialHours ?? []) {
        expect(isCalendarDate(special.date), `${r.name}: ${special.date}`).toBe(true);
        expect(special.note.trim(), r.name).not.toBe('');
        for (const [opens, closes] of special.hours ?? []) {
          expect(opens, r.name).toMatch(CLOCK);
          expect(closes, r.name).toMatch(CLOCK);
        }
      }
    }
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });
});

describe('articles', () => {
  it('has an editorial review for every static review slug of the spec, and about 60 reviews', () => {
    const reviews = content.articles.filter((a) => a.kind === 'review').map((a) => a.slug);
    for (const slug of SPEC_REVIEW_SLUGS) expect(reviews).toContain(slug);
    expect(reviews.length).toBeGreaterThanOrEqual(55);
  });

  it('has at least 12 news articles over the spec categories', () => {
    const news = content.articles.filter((a) => a.kind === 'news');
    expect(news.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(news.map((a) => a.category));
    for (const c of ['News', 'Community', 'Food Tours', 'Event', 'Brunch', 'Competition']) expect(categories).toContain(c);
  });

  it('gives every article a unique slug, title, date, author, category and body', () => {
    const slugs = content.articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const a of content.articles) {
      expect(a.title.length, a.slug).toBeGreaterThan(5);
      expect(a.publishedAt, a.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['Callie Brooks', 'Marcus Reyes']).toContain(a.author);
      expect(a.category.length, a.slug).toBeGreaterThan(1);
      expect(a.body.length, a.slug).toBeGreaterThan(0);
      if (a.image) expect(a.image.alt.length, a.slug).toBeGreaterThan(10);
    }
  });

  it('names only listed restaurants, by slug, and every visit or event box names one the article covers', () => {
    const slugs = new Set(content.restaurants.map((r) => slugify(r.name)));
    for (const a of content.articles) {
      for (const slug of a.restaurants ?? []) expect(slugs, `${a.slug}: ${slug}`).toContain(slug);
      for (const slug of boxRestaurants(a)) expect(a.restaurants ?? [], `${a.slug}: box names ${slug}`).toContain(slug);
    }
  });

  it('states no phone number or street address that is not its restaurants\' own', () => {
    const bySlug = new Map(content.restaurants.map((r) => [slugify(r.name), r]));
    const contradictions = content.articles.flatMap((a) => factsNotFromListings(a, bySlug));
    expect(contradictions).toEqual([]);
  });

  it('catches a restated address or phone that differs from the listing', () => {
    const bySlug = new Map(content.restaurants.map((r) => [slugify(r.name), r]));
    const fatShack = bySlug.get('fat-shack')!;
    const article = {
      slug: 'sample',
      restaurants: ['fat-shack'],
      title: 'Sample',
      intro: `Meet us at ${fatShack.address.split(',')[0]} or call ${fatShack.phone}.`,
      body: [
        { type: 'paragraph', text: 'The event is at 2920 W Berry St this year.' },
        { type: 'tips', title: 'Tips', items: ['Call (817) 555-0142 to ask.'] },
      ],
    } as Article;
    expect(factsNotFromListings(article, bySlug)).toEqual(['sample: 2920 W Berry St', 'sample: (817) 555-0142']);
  });

  it('carries the features the spec describes', () => {
    const bySlug = (slug: string) => content.articles.find((a) => a.slug === slug)!;
    const types = (slug: string) => bySlug(slug).body.map((b) => b.type);
    expect(types('margarita-funkytown')).toEqual(expect.arrayContaining(['rating', 'visit']));
    const byob = bySlug('fort-worth-byob').body.find((b) => b.type === 'tips' && b.title === 'BYOB Tips');
    expect(byob).toBeDefined();
    const competition = bySlug('fat-shack-competition');
    expect(competition.body.map((b) => b.type)).toEqual(expect.arrayContaining(['event', 'video']));
    const event = competition.body.find((b) => b.type === 'event') as Extract<Block, { type: 'event' }>;
    expect(event.venue).toEqual({ restaurant: 'fat-shack' });
    const details = event.items.map((i) => `${i.label}: ${i.value}`).join('\n');
    expect(details).toContain('$20');
    expect(details).toMatch(/free food for life/i);
    expect(details).toMatch(/November 3, 2019/);
    expect(details).toMatch(/2:00 PM/);
    expect(bySlug('clearfork-happy-hour').seo?.keywords?.length).toBeGreaterThan(2);
    for (const slug of ['surprises-to-get', 'pasta-picks']) {
      expect(bySlug(slug).layout).toBe('wide');
      expect(bySlug(slug).tags?.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('recipes', () => {
  it('has at least 12 complete recipes', () => {
    expect(content.recipes.length).toBeGreaterThanOrEqual(12);
    for (const r of content.recipes) {
      expect(['easy', 'medium', 'hard']).toContain(r.difficulty);
      expect(r.servings).toBeGreaterThan(0);
      expect(r.ingredients.length).toBeGreaterThan(2);
      expect(r.steps.length).toBeGreaterThan(2);
    }
  });
});

describe('images', () => {
  it('exist for everything that references one, plus the placeholders', () => {
    const missing = [...imagesOf(content), '/images/placeholder-restaurant.svg', '/images/placeholder-food.svg', '/images/logo.svg'].filter(
      (path) => !existsSync(publicFile(path)),
    );
    expect(missing).toEqual([]);
  });

  // Share cards are fetched only by social networks' crawlers, never by diners'
  // browsers, so they have their own budget (below) rather than this one.
  it('keep the public folder (without build output and share cards) under 2 MB', () => {
    const skipped = new Set([join('public', 'build'), join('public', 'images', 'share')]);
    const size = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
        const path = join(dir, e.name);
        if (skipped.has(path)) return sum;
        return sum + (e.isDirectory() ? size(path) : statSync(path).size);
      }, 0);
    expect(size('public')).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('share images', () => {
  const cardsOf = (c: Content) => [
    DEFAULT_SHARE_IMAGE,
    ...c.restaurants.map((r) => shareCardFile('restaurants', slugify(r.name))),
    ...c.articles.flatMap((a) => (a.image ? [shareCardFile('articles', a.slug)] : [])),
    ...c.recipes.map((r) => shareCardFile('recipes', r.slug)),
    ...c.cuisines.map((x) => shareCardFile('cuisines', x.key)),
  ];

  it('exist for every restaurant, illustrated article, recipe and cuisine, as 1200x630 JPEGs under 100 KB', () => {
    const wrong = cardsOf(content).flatMap((path) => {
      if (!existsSync(publicFile(path))) return [`${path}: missing (npm run share-images)`];
      const bytes = readFileSync(publicFile(path));
      const size = rasterSize(bytes);
      if (size?.type !== 'jpeg' || size.width !== SHARE_IMAGE_WIDTH || size.height !== SHARE_IMAGE_HEIGHT) return [`${path}: ${JSON.stringify(size)}`];
      return bytes.length < 100 * 1024 ? [] : [`${path}: ${bytes.length} bytes`];
    });
    expect(wrong).toEqual([]);
  });

  it('are listed for the pages exactly as drawn, so no page names a card that is not there', () => {
    // The Spanish cards of translated sample items sit under es/ once drawn.
    const kinds = ['articles', 'cuisines', 'recipes', 'restaurants', 'es/articles', 'es/recipes'].filter((kind) => existsSync(publicFile(`/images/share/${kind}`)));
    const onDisk = kinds.flatMap((kind) =>
      readdirSync(publicFile(`/images/share/${kind}`))
        .filter((file) => file.endsWith('.jpg'))
        .map((file) => `${kind}/${file.slice(0, -4)}`),
    );
    expect([...drawnShareCards].sort()).toEqual(onDisk.sort());
  });

  it('fall back to the site’s card for an item that has none yet (added or renamed in the desk)', () => {
    expect(shareImagePath('articles', 'coopers-bbq')).toBe(shareCardFile('articles', 'coopers-bbq'));
    expect(shareImagePath('articles', 'a-story-written-this-morning')).toBe(DEFAULT_SHARE_IMAGE);
    expect(shareImagePath('restaurants', 'a-place-renamed-today')).toBe(DEFAULT_SHARE_IMAGE);
  });

  it('show a Spanish page its Spanish card where one was drawn, else the English card', () => {
    for (const card of drawnShareCards.filter((c) => c.startsWith('es/'))) {
      const [, kind, slug] = card.split('/') as [string, 'articles' | 'recipes', string];
      expect(shareImagePath(kind, slug, true)).toBe(shareCardFile(kind, slug, true));
    }
    const undrawn = drawnShareCards.find((c) => c.startsWith('articles/') && !drawnShareCards.includes(`es/${c}` as never))!;
    expect(shareImagePath('articles', undrawn.slice('articles/'.length), true)).toBe(shareCardFile('articles', undrawn.slice('articles/'.length)));
  });
});
