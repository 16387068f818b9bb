import { findCoveredRestaurants, type EditableArticle } from '~/models/desk-articles.server';
import { findGuidePlaces, type EditableGuide } from '~/models/desk-guides.server';
import type { EditableRecipe } from '~/models/desk-recipes.server';
import type { EditableRestaurant } from '~/models/desk-restaurants.server';
import { articleDesk } from '~/routes/admin.articles.$id/article-desk.server';
import { guideDesk } from '~/routes/admin.guides.$id/guide-desk.server';
import { recipeDesk } from '~/routes/admin.recipes.$id/recipe-desk.server';
import { restaurantDesk } from '~/routes/admin.restaurants.$id/restaurant-desk.server';
import { articleFields, guideFields, recipeFields, restaurantFields, textOf } from '~/utils/translation-fields';
import { translatedArticleInput, translatedGuideInput, translatedRecipeInput } from '~/utils/translation-form';
import { translationDesk, type TranslationSpec } from './translation-desk.server';

/*
 * The Spanish version of each translated kind: its fields come from the desk's own
 * editable item, its preview from the English kind's preview with the Spanish put in.
 */

export const articleSpanish: TranslationSpec<EditableArticle> = {
  entity: 'article',
  english: articleDesk,
  fieldsOf: (article) => articleFields(article.input),
  title: (article) => article.input.title,
  async preview(context, article, spanish) {
    const input = translatedArticleInput(article.input, spanish);
    const { ids } = await findCoveredRestaurants(context.db, input.restaurants);
    return articleDesk.preview!(context, { input, restaurantIds: ids }, article);
  },
};

export const recipeSpanish: TranslationSpec<EditableRecipe> = {
  entity: 'recipe',
  english: recipeDesk,
  fieldsOf: (recipe) => recipeFields(recipe.input),
  title: (recipe) => recipe.input.title,
  preview: (context, recipe, spanish) => recipeDesk.preview!(context, { input: translatedRecipeInput(recipe.input, spanish) }, recipe),
};

export const guideSpanish: TranslationSpec<EditableGuide> = {
  entity: 'guide',
  english: guideDesk,
  fieldsOf: (guide) => guideFields(guide.input),
  title: (guide) => guide.input.title,
  async preview(context, guide, spanish) {
    const input = translatedGuideInput(guide.input, spanish);
    const { found } = await findGuidePlaces(context.db, input.places.map((p) => p.restaurant));
    // A place whose listing has gone is left out, as the guide page leaves it out.
    const places = input.places.filter((p) => found.has(p.restaurant)).map((p) => ({ id: found.get(p.restaurant)!.id, note: p.note }));
    return guideDesk.preview!(context, { input, places, found, removals: [], log: [] }, guide);
  },
};

/** A listing's description, as its page's hero shows it. */
export type RestaurantPreview = { name: string; description: string };

export const restaurantSpanish: TranslationSpec<EditableRestaurant> = {
  entity: 'restaurant',
  english: restaurantDesk,
  fieldsOf: (restaurant) => restaurantFields(restaurant.input),
  title: (restaurant) => restaurant.input.name,
  preview: async (_context, restaurant, spanish): Promise<RestaurantPreview> => ({
    name: restaurant.input.name,
    description: textOf(spanish, 'description', restaurant.input.description),
  }),
};

export const articleSpanishDesk = translationDesk(articleSpanish);
export const recipeSpanishDesk = translationDesk(recipeSpanish);
export const guideSpanishDesk = translationDesk(guideSpanish);
export const restaurantSpanishDesk = translationDesk(restaurantSpanish);
