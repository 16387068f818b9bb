import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '~/utils/slug';
import { loadContent, type Content } from '../../scripts/seed-statements';

let content: Content;
beforeAll(async () => {
  content = await loadContent();
});

const allReviews = () => content.dinerReviews.flatMap((set) => set.reviews.map((review) => ({ ...review, restaurant: set.restaurant })));

describe('sample diners and their reviews', () => {
  it('has at least 600 reviews by at least 40 diners, each diner writing several', () => {
    const reviews = allReviews();
    expect(reviews.length).toBeGreaterThanOrEqual(600);
    const authors = new Set(reviews.map((r) => r.by));
    expect(authors.size).toBeGreaterThanOrEqual(40);
    for (const diner of content.diners) {
      expect(reviews.filter((r) => r.by === diner.key).length, diner.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('names only listed restaurants and known diners, one review per diner per restaurant', () => {
    const slugs = new Set(content.restaurants.map((r) => slugify(r.name)));
    const keys = new Set(content.diners.map((d) => d.key));
    expect(keys.size).toBe(content.diners.length);
    expect(new Set(content.diners.map((d) => d.name)).size).toBe(content.diners.length);
    const pairs = new Set<string>();
    for (const r of allReviews()) {
      expect(slugs.has(slugify(r.restaurant)), r.restaurant).toBe(true);
      expect(keys.has(r.by), r.by).toBe(true);
      const pair = `${r.by} ${slugify(r.restaurant)}`;
      expect(pairs.has(pair), pair).toBe(false);
      pairs.add(pair);
    }
  });

  it('gives every listed restaurant reviews, and the popular ones many', () => {
    const counts = new Map<string, number>();
    for (const r of allReviews()) counts.set(slugify(r.restaurant), (counts.get(slugify(r.restaurant)) ?? 0) + 1);
    for (const r of content.restaurants) expect(counts.get(slugify(r.name)) ?? 0, r.name).toBeGreaterThanOrEqual(2);
    expect([...counts.values()].filter((n) => n >= 10).length).toBeGreaterThanOrEqual(10);
  });

  it('spreads ratings from 1 to 5 with more good than bad, as real diners do', () => {
    const reviews = allReviews();
    const share = (stars: number) => reviews.filter((r) => r.rating === stars).length / reviews.length;
    for (const stars of [1, 2, 3, 4, 5]) expect(share(stars), `${stars} stars`).toBeGreaterThan(0.03);
    expect(share(4) + share(5)).toBeGreaterThan(0.55);
    expect(share(1) + share(2)).toBeGreaterThan(0.08);
  });

  it('varies length from one line to a few paragraphs, with no text used twice', () => {
    const texts = allReviews().map((r) => r.text.trim());
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => t.length < 80).length).toBeGreaterThanOrEqual(40);
    expect(texts.filter((t) => t.includes('\n\n')).length).toBeGreaterThanOrEqual(20);
    for (const t of texts) expect(t.length).toBeGreaterThan(5);
  });

  it('dates reviews over about three years, after the diner joined and not in the future', () => {
    const joined = new Map(content.diners.map((d) => [d.key, d.joinedOn]));
    const dates = allReviews().map((r) => {
      expect(r.date, r.text.slice(0, 40)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.date >= joined.get(r.by)!, `${r.by} ${r.date}`).toBe(true);
      expect(r.date <= '2026-11-22', r.date).toBe(true);
      return r.date;
    });
    const years = new Set(dates.map((d) => d.slice(0, 4)));
    for (const year of ['2024', '2025', '2026']) expect(years).toContain(year);
  });
});
