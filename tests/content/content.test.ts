import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUISINE_KEYS, type Block } from '~/content/types';
import { slugify } from '~/utils/slug';
import { loadContent, type Content } from '../../scripts/seed-statements';
import { SPEC_NEIGHBORHOODS, SPEC_REVIEW_SLUGS } from '../support/spec';

let content: Content;
beforeAll(async () => {
  content = await loadContent();
});

const publicFile = (path: string) => join('public', path);

function imagesOf(c: Content): string[] {
  return [
    ...c.cuisines.map((x) => x.image),
    ...c.restaurants.map((x) => x.image),
    ...c.articles.flatMap((a) => (a.image ? [a.image.src] : [])),
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

  it('names only listed restaurants', () => {
    const names = new Set(content.restaurants.map((r) => r.name));
    for (const a of content.articles) for (const n of a.restaurants ?? []) expect(names, `${a.slug}: ${n}`).toContain(n);
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

  it('keep the public folder (without build output) under 2 MB', () => {
    const size = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, e) => (e.name === 'build' && dir === 'public' ? sum : sum + (e.isDirectory() ? size(join(dir, e.name)) : statSync(join(dir, e.name)).size)),
        0,
      );
    expect(size('public')).toBeLessThan(2 * 1024 * 1024);
  });
});
