import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../scripts/seed-statements';
import type { ArticleTranslation, Block, GuideTranslation, RecipeTranslation } from '../types';

/** The default exports of the files of one folder next to this test, in file order. */
async function importDefaults<T>(folder: string): Promise<T[]> {
  const dir = join(import.meta.dirname, folder);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(join(dir, file)).href)));
  return modules.map((module) => module.default as T);
}
const bySlug = <T extends { slug: string }>(items: T[]) => new Map(items.map((item) => [item.slug, item]));

const englishContent = await loadContent();
const englishArticles = bySlug(englishContent.articles);
const englishRecipes = bySlug(englishContent.recipes);
const englishGuides = bySlug(englishContent.guides);
const spanishArticles = await importDefaults<ArticleTranslation>('articles');
const spanishRecipes = await importDefaults<RecipeTranslation>('recipes');
const spanishGuides = await importDefaults<GuideTranslation>('guides');

/** Every string in a value, however deep, with where it sits. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

function expectNoEmptyText(translation: object) {
  const empty = strings(translation).filter(([, text]) => text.trim() === '');
  expect(empty.map(([at]) => at)).toEqual([]);
}

/** The words a reader sees must be Spanish: a field copied from the English is a miss. */
function expectRewritten(spanish: string, english: string, field: string) {
  expect(spanish, field).not.toBe(english);
}

const BOXES = ['tips', 'rating', 'visit', 'event', 'video'] as const;
type Box = Extract<Block, { type: (typeof BOXES)[number] }>;
const boxesOf = (body: Block[]) => body.filter((block): block is Box => (BOXES as readonly string[]).includes(block.type));

/** What a box says that is not words: stars, places, dates, fees, videos, and how many lines it has. */
function boxData(box: Box) {
  switch (box.type) {
    case 'tips':
      return { type: box.type, lines: box.items.length };
    case 'rating':
      return { type: box.type, stars: box.stars };
    case 'visit':
      return {
        type: box.type,
        restaurant: box.restaurant,
        hasNote: box.note !== undefined,
      };
    case 'event':
      return {
        type: box.type,
        startsAt: box.startsAt,
        endsAt: box.endsAt,
        venue: box.venue,
        price: box.price,
        rows: box.items.length,
      };
    case 'video':
      return { type: box.type, provider: box.provider, videoId: box.videoId };
  }
}

/**
 * The sentences of a body a reader must see in Spanish. Headings, event names and
 * event values are left out: they are often a place's name, a price or a time.
 */
function wordsOf(body: Block[]): string[] {
  return body.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'markdown':
      case 'quote':
        return [block.text];
      case 'list':
        return block.items;
      case 'tips':
        return [block.title, ...block.items];
      case 'rating':
        return [block.title, block.summary];
      case 'visit':
        return [block.title, ...(block.note ? [block.note] : [])];
      case 'event':
        return [block.title, ...block.items.map((item) => item.label)];
      case 'video':
        return [block.title];
      case 'heading':
        return [];
    }
  });
}

describe('the Spanish sample content', () => {
  it('covers every guide and enough articles and recipes for the demo', () => {
    expect(spanishGuides.map((guide) => guide.slug).sort()).toEqual([...englishGuides.keys()].sort());
    expect(spanishArticles.length).toBeGreaterThanOrEqual(10);
    expect(spanishRecipes.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(spanishGuides.map((guide) => [guide.slug, guide] as const))('guide %s', (slug, spanish) => {
    const english = englishGuides.get(slug);

    it('translates an English guide, with a note for each of its places and no other', () => {
      expect(english).toBeDefined();
      expect(Object.keys(spanish.notes).sort()).toEqual(english!.places.map((place) => place.restaurant).sort());
      expect(spanish.imageAlt === undefined).toBe(english!.image === undefined);
    });

    it('is written out in Spanish', () => {
      expectNoEmptyText(spanish);
      expectRewritten(spanish.title, english!.title, 'title');
      expectRewritten(spanish.summary, english!.summary, 'summary');
      expectRewritten(spanish.intro, english!.intro, 'intro');
      for (const place of english!.places) {
        expectRewritten(spanish.notes[place.restaurant]!, place.note, `note for ${place.restaurant}`);
      }
    });
  });

  describe.each(spanishArticles.map((article) => [article.slug, article] as const))('article %s', (slug, spanish) => {
    const english = englishArticles.get(slug);

    it('translates an English article, with the same boxes saying the same facts', () => {
      expect(english).toBeDefined();
      expect(spanish.body.map((block) => block.type)).toEqual(english!.body.map((block) => block.type));
      expect(boxesOf(spanish.body).map(boxData)).toEqual(boxesOf(english!.body).map(boxData));
      expect(spanish.imageAlt === undefined).toBe(english!.image === undefined);
    });

    it('is written out in Spanish', () => {
      expectNoEmptyText(spanish);
      expectRewritten(spanish.title, english!.title, 'title');
      expectRewritten(spanish.intro, english!.intro, 'intro');
      const englishWords = wordsOf(english!.body);
      const copied = wordsOf(spanish.body).filter((text) => englishWords.includes(text));
      expect(copied).toEqual([]);
    });
  });

  describe.each(spanishRecipes.map((recipe) => [recipe.slug, recipe] as const))('recipe %s', (slug, spanish) => {
    const english = englishRecipes.get(slug);

    it('translates an English recipe line for line', () => {
      expect(english).toBeDefined();
      expect(spanish.ingredients).toHaveLength(english!.ingredients.length);
      expect(spanish.steps).toHaveLength(english!.steps.length);
      // A note in one language and not the other would drop or invent a detail.
      expect(spanish.ingredients.map((line) => line.note !== undefined)).toEqual(english!.ingredients.map((line) => line.note !== undefined));
    });

    it('is written out in Spanish', () => {
      expectNoEmptyText(spanish);
      expectRewritten(spanish.title, english!.title, 'title');
      expectRewritten(spanish.description, english!.description, 'description');
      spanish.steps.forEach((step, i) => expectRewritten(step, english!.steps[i]!, `step ${i + 1}`));
    });
  });
});
