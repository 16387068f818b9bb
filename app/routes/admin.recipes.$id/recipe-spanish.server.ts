import { recipeWordSource, recipeWordsOf, type EditableRecipe } from '~/models/desk-recipes.server';
import { listedTranslations, translationDesk, type TranslationSpec } from '~/modules/translation-desk.server';
import { recipeFields } from '~/utils/translation-fields';
import { translatedRecipeInput } from '~/utils/translation-form';
import { recipeDesk } from './recipe-desk.server';

/** A recipe's Spanish version: names, notes and steps; amounts stay. Previewed with the recipe template. */
export const recipeSpanish: TranslationSpec<EditableRecipe> = {
  entity: 'recipe',
  english: recipeDesk,
  fieldsOf: (recipe) => recipeFields(recipe.input),
  listed: listedTranslations('recipe', recipeWordSource, (row) => recipeFields(recipeWordsOf(row))),
  title: (recipe) => recipe.input.title,
  preview: (context, recipe, spanish) => recipeDesk.preview!(context, { input: translatedRecipeInput(recipe.input, spanish) }, recipe),
};

export const recipeSpanishDesk = translationDesk(recipeSpanish);
