import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import type { EditableRestaurant, RestaurantInput } from '~/models/desk-restaurants.server';
import { DETAIL_FIELD_LABELS, detailIssues, detailsFromFields, detailsShape, detailsToFormValues, type DetailsContext } from './desk-restaurant-details';
import { NO_DETAILS } from '~/utils/listing-details-text';
import { DESK_WEEKDAYS, formatDayHours, parseDayHours } from '~/utils/hours-text';
import { slugify } from '~/utils/slug';
import { DESCRIPTION_MIN_LENGTH } from '~/utils/listing-draft';

export const hoursField = (weekday: number) => `hours${weekday}`;

/** A website or booking link: the full address, or nothing. Shared with the owner's page. */
export const optionalUrl = z
  .string()
  .trim()
  .max(300)
  .optional()
  .refine((value) => !value || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value), 'Write the full address, starting with https://');

/** A phone number as people write it, or nothing. Shared with the owner's page. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .optional()
  .refine((value) => !value || /^[0-9()+.\-\s]{7,30}$/.test(value), 'Write the phone like (817) 555-0123');

const optionalDegrees = (max: number, name: string) =>
  z.coerce
    .number({ invalid_type_error: `Write the ${name} in degrees, e.g. ${max === 90 ? '32.7555' : '-97.3308'}` })
    .min(-max, `The ${name} is between -${max} and ${max}`)
    .max(max, `The ${name} is between -${max} and ${max}`)
    .optional();

const restaurantFormSchema = (today: string) => z
  .object({
    name: z.string({ required_error: 'Give the restaurant its name' }).trim().min(1, 'Give the restaurant its name').max(120, 'Keep the name under 120 characters'),
    cuisineId: z.coerce.number({ required_error: 'Choose its cuisine', invalid_type_error: 'Choose its cuisine' }).int().positive('Choose its cuisine'),
    description: z.string({ required_error: 'Describe it in a few sentences' }).trim().min(DESCRIPTION_MIN_LENGTH, `Describe it in a few sentences (${DESCRIPTION_MIN_LENGTH} characters or more)`).max(2000, 'Keep the description under 2,000 characters'),
    priceLevel: z.coerce.number({ invalid_type_error: 'Choose a price level' }).int().min(1, 'Choose a price level').max(4, 'Choose a price level'),
    neighborhood: z.string({ required_error: 'Name its neighbourhood, e.g. Magnolia Ave' }).trim().min(2, 'Name its neighbourhood, e.g. Magnolia Ave').max(60),
    imageUrl: z
      .string()
      .trim()
      .max(200)
      .optional()
      .refine((value) => !value || /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/.test(value), 'Give a picture under /images, e.g. /images/restaurants/joes-crab-shack.svg'),
    address: z.string().trim().max(200).optional(),
    latitude: optionalDegrees(90, 'latitude'),
    longitude: optionalDegrees(180, 'longitude'),
    phone: optionalPhone,
    website: optionalUrl,
    reservationUrl: optionalUrl,
    isFeatured: z.boolean().optional(),
    closed: z.boolean().optional(),
    ...Object.fromEntries(DESK_WEEKDAYS.map(({ weekday }) => [hoursField(weekday), z.string().max(200).optional()])),
    ...detailsShape,
  })
  .superRefine((value, ctx) => {
    for (const { path, message } of detailIssues(value, today)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    for (const { weekday, name } of DESK_WEEKDAYS) {
      const parsed = parseDayHours(String((value as Record<string, unknown>)[hoursField(weekday)] ?? ''), weekday, name);
      if ('error' in parsed) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [hoursField(weekday)], message: parsed.error });
    }
    if ((value.latitude === undefined) !== (value.longitude === undefined)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['longitude'], message: 'Give both latitude and longitude, or neither' });
    }
  });

export type RestaurantFormValue = z.infer<ReturnType<typeof restaurantFormSchema>>;

// A sheet's rows are checked one by one against the same day's schema: build it once a day.
let schemaOfDay: { today: string; schema: ReturnType<typeof restaurantFormSchema> } | null = null;
function schemaFor(today: string) {
  if (schemaOfDay?.today !== today) schemaOfDay = { today, schema: restaurantFormSchema(today) };
  return schemaOfDay.schema;
}

export const RestaurantIntent = z.enum(['save', 'restore', 'confirm', 'accept-proposal', 'decline-proposal']);

/** The posted form, checked; `today` is Fort Worth's date, the latest day a fact can have been checked. */
export function parseRestaurantForm(formData: FormData, today: string) {
  return parseWithZod(formData, { schema: schemaFor(today) });
}

/**
 * A restaurant given as the form's text fields (a row of an imported sheet),
 * checked by the desk form's own schema: the listing, or each field's first
 * message. The fields are read as the form's are (empty is absent, a ticked box
 * is "on"), without building a FormData for each of a sheet's rows.
 */
export function restaurantFromValues(
  values: Record<string, string>,
  context: DetailsContext,
): { input: RestaurantInput } | { errors: Array<{ field: string; message: string }> } {
  const fields: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === '') continue;
    fields[name] = name === 'isFeatured' || name === 'closed' ? value === 'on' : value;
  }
  const result = schemaFor(context.today).safeParse(fields);
  if (result.success) return { input: restaurantFromForm(result.data, context) };
  const errors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return { errors: [...errors].map(([field, message]) => ({ field, message })) };
}

/** The form's values read as the restaurant they describe (DetailsContext dates its facts). */
export function restaurantFromForm(value: RestaurantFormValue, context: DetailsContext): RestaurantInput {
  const fields = value as Record<string, unknown>;
  return {
    name: value.name,
    slug: slugify(value.name).slice(0, 120),
    cuisineId: value.cuisineId,
    description: value.description,
    priceLevel: value.priceLevel,
    neighborhood: value.neighborhood,
    imageUrl: value.imageUrl ?? '',
    address: value.address ?? '',
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
    phone: value.phone ?? '',
    website: value.website ?? '',
    reservationUrl: value.reservationUrl ?? '',
    isFeatured: value.isFeatured ?? false,
    closed: value.closed ?? false,
    ...detailsFromFields(fields, context),
    hours: DESK_WEEKDAYS.flatMap(({ weekday, name }) => {
      const parsed = parseDayHours(String(fields[hoursField(weekday)] ?? ''), weekday, name);
      return 'rows' in parsed ? parsed.rows : [];
    }),
  };
}

/** A restaurant as the form's text fields show it. */
export function restaurantToFormValues(input: RestaurantInput): Record<string, string> {
  return {
    name: input.name,
    cuisineId: String(input.cuisineId || ''),
    description: input.description,
    priceLevel: String(input.priceLevel || ''),
    neighborhood: input.neighborhood,
    imageUrl: input.imageUrl,
    address: input.address,
    latitude: input.latitude === null ? '' : String(input.latitude),
    longitude: input.longitude === null ? '' : String(input.longitude),
    phone: input.phone,
    website: input.website,
    reservationUrl: input.reservationUrl,
    isFeatured: input.isFeatured ? 'on' : '',
    closed: input.closed ? 'on' : '',
    ...Object.fromEntries(DESK_WEEKDAYS.map(({ weekday }) => [hoursField(weekday), formatDayHours(input.hours, weekday)])),
    ...detailsToFormValues(input),
  };
}

export const RESTAURANT_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  cuisineId: 'Cuisine',
  description: 'Description',
  priceLevel: 'Price level',
  neighborhood: 'Neighbourhood',
  imageUrl: 'Picture',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  phone: 'Phone',
  website: 'Website',
  reservationUrl: 'Reservations',
  isFeatured: 'Featured',
  closed: 'Permanently closed',
  ...Object.fromEntries(DESK_WEEKDAYS.map(({ weekday, name }) => [hoursField(weekday), `${name} hours`])),
  ...DETAIL_FIELD_LABELS,
};

export const EMPTY_RESTAURANT: RestaurantInput = {
  name: '', slug: '', cuisineId: 0, description: '', priceLevel: 2, neighborhood: '', imageUrl: '', address: '',
  latitude: null, longitude: null, phone: '', website: '', reservationUrl: '', isFeatured: false, closed: false, hours: [], pricePerPerson: null, ...NO_DETAILS,
};

export type { EditableRestaurant };
