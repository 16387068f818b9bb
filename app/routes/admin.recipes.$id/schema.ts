import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { DIFFICULTIES, parseIngredientLines, RECIPE_CATEGORIES, type RecipeInput } from '~/utils/desk-recipe';
import { fromFortWorthLocal } from '~/utils/hours';
import { SLUG_PATTERN } from '~/utils/slug';

/**
 * The recipe form's one schema: text fields, ingredients one per line as
 * "quantity | unit | item" with a message naming each wrong line, steps one per
 * line. Conform passes an empty field as undefined.
 */
const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();
const required = (max: number, label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const minutes = (label: string) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} cannot be negative`)
    .max(2880, `${label} is too long`)
    .optional();
const lines = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const IMAGE_PATH = /^\/images\/[A-Za-z0-9/_.-]+\.(?:svg|jpe?g|png|webp)$/;

export const RecipeFormSchema = z
  .object({
    title: required(200, 'Title'),
    slug: text(120, 'Address').refine(
      (slug) => !slug || SLUG_PATTERN.test(slug),
      'Use lowercase letters, digits and single hyphens, e.g. green-chile-stew'
    ),
    description: required(1000, 'Description'),
    author: required(100, 'Author'),
    publishedAt: z.string().optional(),
    imageUrl: text(300, 'Picture').refine(
      (path) => !path || IMAGE_PATH.test(path),
      'Use a picture on this site, e.g. /images/recipes/elote.svg'
    ),
    cuisine: required(60, 'Cuisine'),
    category: z.enum(RECIPE_CATEGORIES, { errorMap: () => ({ message: 'Choose a course' }) }),
    difficulty: z.enum(DIFFICULTIES, { errorMap: () => ({ message: 'Choose easy, medium or hard' }) }),
    servings: z.coerce
      .number({ required_error: 'Servings is required', invalid_type_error: 'Servings must be a number' })
      .int('Servings must be a whole number')
      .min(1, 'Servings must be 1 to 48')
      .max(48, 'Servings must be 1 to 48'),
    prepTime: minutes('Prep time'),
    cookingTime: minutes('Cooking time'),
    keywords: text(600, 'Keywords'),
    ingredients: required(8000, 'Ingredients'),
    steps: required(12_000, 'Steps'),
  })
  .superRefine((form, ctx) => {
    if (form.publishedAt && !fromFortWorthLocal(form.publishedAt))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['publishedAt'], message: 'Choose a date and time' });
    for (const message of parseIngredientLines(form.ingredients).errors)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['ingredients'], message });
  })
  .transform(
    (form): RecipeInput => ({
      title: form.title,
      slug: form.slug ?? '',
      description: form.description,
      author: form.author,
      publishedAt: form.publishedAt ? fromFortWorthLocal(form.publishedAt)!.toISOString() : '',
      imageUrl: form.imageUrl ?? '',
      cuisine: form.cuisine,
      category: form.category,
      difficulty: form.difficulty,
      servings: form.servings,
      prepTime: form.prepTime ?? null,
      cookingTime: form.cookingTime ?? null,
      keywords: lines(form.keywords?.replace(/,/g, '\n')),
      ingredients: parseIngredientLines(form.ingredients).ingredients,
      steps: lines(form.steps),
    })
  );

export function parseRecipeForm(formData: FormData) {
  return parseWithZod(formData, { schema: RecipeFormSchema });
}

export const RecipeIntent = z.enum(['save', 'publish', 'schedule', 'unpublish', 'preview', 'restore']);

/** Field labels, for the conflict notice and the history's "Changed …". */
export const RECIPE_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Address',
  description: 'Description',
  author: 'Author',
  publishedAt: 'Publish date',
  imageUrl: 'Picture',
  cuisine: 'Cuisine',
  category: 'Course',
  difficulty: 'Difficulty',
  servings: 'Servings',
  prepTime: 'Prep time',
  cookingTime: 'Cooking time',
  keywords: 'Keywords',
  ingredients: 'Ingredients',
  steps: 'Steps',
};
