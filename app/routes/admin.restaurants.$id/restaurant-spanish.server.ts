import { restaurantWordSource, type EditableRestaurant } from '~/models/desk-restaurants.server';
import { listedTranslations, translationDesk, type TranslationSpec } from '~/modules/translation-desk.server';
import { restaurantFields, textOf } from '~/utils/translation-fields';
import { restaurantDesk } from './restaurant-desk.server';

/** A listing's description, as its page's hero shows it. */
export type RestaurantPreview = { name: string; description: string };

/** A listing's Spanish version: its description, previewed as the listing's hero draws it. */
export const restaurantSpanish: TranslationSpec<EditableRestaurant> = {
  entity: 'restaurant',
  english: restaurantDesk,
  fieldsOf: (restaurant) => restaurantFields(restaurant.input),
  listed: listedTranslations('restaurant', restaurantWordSource, restaurantFields),
  title: (restaurant) => restaurant.input.name,
  preview: async (_context, restaurant, spanish): Promise<RestaurantPreview> => ({
    name: restaurant.input.name,
    description: textOf(spanish, 'description', restaurant.input.description),
  }),
};

export const restaurantSpanishDesk = translationDesk(restaurantSpanish);
