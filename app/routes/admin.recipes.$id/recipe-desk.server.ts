import { getEditableRecipe, recipeSlugTakenBy, saveRecipe, type EditableRecipe } from '~/models/desk-recipes.server';
import type { RecipeDetail } from '~/models/recipes.server';
import type { DeskKind } from '~/modules/desk-entity.server';
import { recipeToFormValues, type RecipeInput } from '~/utils/desk-recipe';
import { scaleIngredients } from '~/utils/recipe-scale';
import { slugify } from '~/utils/slug';
import { parseRecipeForm, RECIPE_FIELD_LABELS } from '~/utils/desk-recipe-form';
import { PublicationIntent } from '~/utils/desk-form-fields';

/** Recipes at the desk: the shared flow, and a preview scaled as the recipe page scales it. */
export const recipeDesk: DeskKind<RecipeInput, EditableRecipe, { input: RecipeInput }, Omit<RecipeInput, 'slug'> & { slug?: string }> = {
  entity: 'recipe',
  noun: 'recipe',
  addressHolder: 'recipe',
  path: (id) => `/admin/recipes/${id}`,
  intents: PublicationIntent.options,
  published: true,
  find: getEditableRecipe,
  comparable: recipeToFormValues,
  labels: RECIPE_FIELD_LABELS,
  name: (input) => input.title,
  parse: parseRecipeForm,
  prepare: async (_context, value) => ({ input: { ...value, slug: value.slug || slugify(value.title).slice(0, 120) } }),
  address: {
    field: 'slug',
    missing: 'Give the recipe an address of letters and digits, e.g. green-chile-stew',
    taken: (holder) => `That address is taken by “${holder}”. Choose another.`,
  },
  slugTakenBy: recipeSlugTakenBy,
  preview: async (_context, { input }, current) => previewOf(input, current),
  save: (db, { input }, save) => saveRecipe(db, { ...save, input }),
  restored: async (_context, snapshot) => ({ input: snapshot as RecipeInput }),
};

/** The recipe as readers would see it, drawn by the recipe page's template (nothing saved). */
function previewOf(input: RecipeInput, current: EditableRecipe | null) {
  const recipe: RecipeDetail = {
    id: current?.id ?? 0,
    slug: input.slug,
    title: input.title,
    imageUrl: input.imageUrl || null,
    cookingTime: input.cookingTime,
    difficulty: input.difficulty,
    servings: input.servings,
    cuisine: input.cuisine,
    description: input.description,
    prepTime: input.prepTime,
    category: input.category,
    keywords: input.keywords,
    author: input.author,
    publishedAt: input.publishedAt || new Date().toISOString(),
    ingredients: input.ingredients,
    steps: input.steps,
  };
  return { recipe, servings: input.servings, ingredients: scaleIngredients(input.ingredients, input.servings, input.servings) };
}
