import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { DIFFICULTIES, parseIngredientLines, RECIPE_CATEGORIES, type RecipeInput } from '~/utils/desk-recipe';
import { addressField, imagePathField, lineList, optionalText, requiredText } from '~/utils/desk-form-fields';
import { fromFortWorthLocal } from '~/utils/hours';

const minutes = (label: string) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} cannot be negative`)
    .max(2880, `${label} is too long`)
    .optional();

/**
 * The recipe form's one schema: text fields, ingredients one per line as
 * "quantity | unit | item" with a message naming each wrong line, steps one per
 * line. Conform passes an empty field as undefined.
 */
export const RecipeFormSchema = z
  .object({
    title: requiredText(200, 'Title'),
    slug: addressField('green-chile-stew'),
    description: requiredText(1000, 'Description'),
    author: requiredText(100, 'Author'),
    publishedAt: z.string().optional(),
    imageUrl: imagePathField('Picture', '/images/recipes/elote.svg'),
    cuisine: requiredText(60, 'Cuisine'),
    category: z.enum(RECIPE_CATEGORIES, { errorMap: () => ({ message: 'Choose a course' }) }),
    difficulty: z.enum(DIFFICULTIES, { errorMap: () => ({ message: 'Choose easy, medium or hard' }) }),
    servings: z.coerce
      .number({ required_error: 'Servings is required', invalid_type_error: 'Servings must be a number' })
      .int('Servings must be a whole number')
      .min(1, 'Servings must be 1 to 48')
      .max(48, 'Servings must be 1 to 48'),
    prepTime: minutes('Prep time'),
    cookingTime: minutes('Cooking time'),
    keywords: optionalText(600, 'Keywords'),
    ingredients: requiredText(8000, 'Ingredients'),
    steps: requiredText(12_000, 'Steps'),
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
      keywords: lineList(form.keywords?.replace(/,/g, '\n')),
      ingredients: parseIngredientLines(form.ingredients).ingredients,
      steps: lineList(form.steps),
    })
  );

export function parseRecipeForm(formData: FormData) {
  return parseWithZod(formData, { schema: RecipeFormSchema });
}

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
