import type { restaurants } from '~/db/schema';
import type { RestaurantInput } from '~/models/desk-restaurants.server';

/**
 * The columns of a restaurant's row that the desk's form writes: the desk's save,
 * the sheet import and the command line's import (which run the import's statements)
 * all write these, from this function, so a listing saved one way reads like one
 * saved another.
 */
export const RESTAURANT_ROW_FIELDS = [
  'slug',
  'name',
  'cuisineId',
  'description',
  'priceLevel',
  'neighborhood',
  'imageUrl',
  'address',
  'latitude',
  'longitude',
  'phone',
  'website',
  'reservationUrl',
  'pricePerPerson',
  'isFeatured',
  'closedAt',
  'isDraft',
] as const satisfies ReadonlyArray<keyof typeof restaurants.$inferInsert>;

export type RestaurantRow = Required<Pick<typeof restaurants.$inferInsert, (typeof RESTAURANT_ROW_FIELDS)[number]>>;

/** What the writer decides beside the form: when the place closed (kept from before), and whether it is a draft. */
export type RestaurantRowState = { closedAt: string | null; isDraft: boolean };

/** The restaurant's row from the form's listing: an empty text field is stored as no value (null). */
export function restaurantRow(input: RestaurantInput, { closedAt, isDraft }: RestaurantRowState): RestaurantRow {
  return {
    slug: input.slug,
    name: input.name,
    cuisineId: input.cuisineId,
    description: input.description,
    priceLevel: input.priceLevel,
    neighborhood: input.neighborhood,
    imageUrl: input.imageUrl || null,
    address: input.address || null,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone || null,
    website: input.website || null,
    reservationUrl: input.reservationUrl || null,
    pricePerPerson: input.pricePerPerson,
    isFeatured: input.isFeatured,
    closedAt,
    isDraft,
  };
}
