import type { Ingredient, Recipe } from '~/content/types';
import { toFortWorthLocal } from './hours';

/** A recipe as the desk edits it, and what each recorded change keeps for Restore. */
export type RecipeInput = {
  title: string;
  slug: string;
  description: string;
  author: string;
  /** ISO instant (UTC), or '' when not chosen yet. */
  publishedAt: string;
  imageUrl: string;
  cuisine: string;
  category: string;
  difficulty: Recipe['difficulty'];
  servings: number;
  prepTime: number | null;
  cookingTime: number | null;
  keywords: string[];
  ingredients: Ingredient[];
  steps: string[];
};

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const RECIPE_CATEGORIES = ['Breakfast', 'Appetizer', 'Main course', 'Side dish', 'Condiment', 'Dessert'] as const;

const FRACTION_GLYPHS: Record<string, number> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/** "2", "1.5", "1/2", "1 1/2", "1½": a quantity; "" means none ("to taste"); anything else is null. */
export function parseQuantity(text: string): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  const glyph = /^(\d+)?\s*([¼½¾⅓⅔⅛⅜⅝⅞])$/.exec(value);
  if (glyph) return Number(glyph[1] ?? 0) + FRACTION_GLYPHS[glyph[2]!]!;
  const mixed = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(value);
  if (mixed && Number(mixed[3]) > 0) return Number(mixed[1] ?? 0) + Number(mixed[2]) / Number(mixed[3]);
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value);
  return undefined;
}

/**
 * One ingredient per line, "quantity | unit | item | note" (unit and note may be
 * empty: "2 | | eggs"). Returns the ingredients, or a message per wrong line.
 */
export function parseIngredientLines(text: string): { ingredients: Ingredient[]; errors: string[] } {
  const ingredients: Ingredient[] = [];
  const errors: string[] = [];
  text
    .split('\n')
    .map((line) => line.trim())
    .forEach((line, index) => {
      if (!line) return;
      const at = `Line ${index + 1}`;
      const parts = line.split('|').map((part) => part.trim());
      if (parts.length < 3 || parts.length > 4)
        return void errors.push(`${at}: write it as "quantity | unit | item", e.g. "1 1/2 | cup | flour"`);
      const [quantityText, unit, item, note] = parts as [string, string, string, string | undefined];
      const quantity = parseQuantity(quantityText);
      if (quantity === undefined)
        return void errors.push(`${at}: "${quantityText}" is not a quantity (use 2, 1.5, 1/2 or leave it empty)`);
      if (!item) return void errors.push(`${at}: name the ingredient after the second |`);
      if (quantity !== null && (quantity <= 0 || quantity > 10_000))
        return void errors.push(`${at}: the quantity must be above 0`);
      ingredients.push({ quantity, unit, item, ...(note ? { note } : {}) });
    });
  return { ingredients, errors };
}

const formatQuantity = (quantity: number | null) => (quantity === null ? '' : String(Math.round(quantity * 1000) / 1000));

/** The form's text for a recipe: every field a string, lists one per line. */
export function recipeToFormValues(input: RecipeInput): Record<string, string> {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    author: input.author,
    publishedAt: input.publishedAt ? toFortWorthLocal(new Date(input.publishedAt)) : '',
    imageUrl: input.imageUrl,
    cuisine: input.cuisine,
    category: input.category,
    difficulty: input.difficulty,
    servings: String(input.servings),
    prepTime: input.prepTime === null ? '' : String(input.prepTime),
    cookingTime: input.cookingTime === null ? '' : String(input.cookingTime),
    keywords: input.keywords.join('\n'),
    ingredients: input.ingredients
      .map((i) => [formatQuantity(i.quantity), i.unit, i.item, ...(i.note ? [i.note] : [])].join(' | ').replace(/ {2,}/g, ' '))
      .join('\n'),
    steps: input.steps.join('\n'),
  };
}

export const EMPTY_RECIPE: RecipeInput = {
  title: '',
  slug: '',
  description: '',
  author: '',
  publishedAt: '',
  imageUrl: '',
  cuisine: '',
  category: 'Main course',
  difficulty: 'easy',
  servings: 4,
  prepTime: null,
  cookingTime: null,
  keywords: [],
  ingredients: [],
  steps: [],
};
