import { z } from 'zod';
import { fieldErrors, type FieldErrors } from './field-errors';
import { ALL_AREAS, ALL_CUISINES, ANY_PRICE, MAX_LISTING_PAGES, SORTS, type ListingParams, type Sort } from './listing-params';
import { pageOrFirst } from './page-number';

/**
 * The restaurant listing's filters, described once (the spec's names, allowed
 * values and messages). Two readings derive from it: the home page's, where a
 * bad value falls back to its default so a link never breaks the page, and
 * GET /api/restaurants', where a bad value is a 400 naming the parameter
 * (docs/api.md). Server only, so pages do not ship zod to the browser.
 */

const SORT_VALUES = SORTS.map((s) => s.value) as [Sort, ...Sort[]];

/** Blank means "not given"; a filter's all-value ("all_cuisines") means "no filter". */
const optional = <T extends z.ZodTypeAny>(schema: T, allValue?: string) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed === '' || (allValue !== undefined && trimmed.toLowerCase() === allValue) ? undefined : trimmed;
  }, schema.optional());

const LISTING_FILTERS = {
  /** A display name ("Cajun Creole") or key ("tex-mex"). */
  cuisine: optional(
    z
      .string()
      .max(60, 'cuisine is at most 60 characters')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'’./-]*$/u, 'cuisine must be a cuisine name or key, e.g. "Cajun Creole" or "tex-mex"'),
    ALL_CUISINES,
  ),
  priceLevel: optional(
    z.string().regex(/^[1-4]$/, 'priceLevel must be a whole number from 1 to 4 (or any_price)').transform(Number),
    ANY_PRICE,
  ),
  rating: optional(z.string().regex(/^[1-5]$/, 'rating must be a whole number of stars from 1 to 5').transform(Number)),
  neighborhood: optional(z.string().max(60, 'neighborhood is at most 60 characters'), ALL_AREAS),
  sort: optional(z.enum(SORT_VALUES, { errorMap: () => ({ message: `sort must be one of ${SORT_VALUES.join(', ')}` }) })),
};

const DEFAULT_SORT: Sort = 'rating';

/** The page's own links name a cuisine by its key, so the page reads only keys. */
const CUISINE_KEY = /^[a-z-]{2,40}$/;

/** On a page a filter that does not read is simply not applied. */
const orNoFilter = <T extends z.ZodTypeAny>(schema: T) => schema.catch(undefined as z.infer<T>);

const pageSchema = z.object({
  cuisine: orNoFilter(LISTING_FILTERS.cuisine),
  priceLevel: orNoFilter(LISTING_FILTERS.priceLevel),
  rating: orNoFilter(LISTING_FILTERS.rating),
  neighborhood: orNoFilter(LISTING_FILTERS.neighborhood),
  sort: orNoFilter(LISTING_FILTERS.sort),
  view: z.enum(['grid', 'list']).catch('grid'),
  open: z.enum(['1']).optional().catch(undefined),
});

/** How the home listing reads its URL: unknown or malformed values fall back to the defaults. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const p = pageSchema.parse(readKeys(search, Object.keys(pageSchema.shape)));
  const cuisine = p.cuisine?.toLowerCase();
  const page = pageOrFirst(search);
  return {
    cuisine: cuisine && CUISINE_KEY.test(cuisine) ? cuisine : null,
    priceLevel: p.priceLevel ?? null,
    rating: p.rating ?? null,
    neighborhood: p.neighborhood ?? null,
    sort: p.sort ?? DEFAULT_SORT,
    view: p.view,
    openNow: p.open === '1',
    page: page <= MAX_LISTING_PAGES ? page : 1,
  };
}

const apiSchema = z.object({
  ...LISTING_FILTERS,
  isFeatured: optional(
    z.enum(['true', 'false'], { errorMap: () => ({ message: 'isFeatured must be true or false' }) }).transform((v) => v === 'true'),
  ),
});

type RestaurantQuery = {
  /** As given: a display name ("Middle Eastern") or key ("middle-eastern"), resolved by the route. */
  cuisine: string | null;
  priceLevel: number | null;
  rating: number | null;
  neighborhood: string | null;
  isFeatured: boolean | undefined;
  sort: Sort;
};

/** How GET /api/restaurants reads its query: every malformed parameter is named, nothing is guessed. */
export function parseRestaurantQuery(search: URLSearchParams): { query: RestaurantQuery } | { errors: FieldErrors } {
  const parsed = apiSchema.safeParse(readKeys(search, Object.keys(apiSchema.shape)));
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const q = parsed.data;
  return {
    query: {
      cuisine: q.cuisine ?? null,
      priceLevel: q.priceLevel ?? null,
      rating: q.rating ?? null,
      neighborhood: q.neighborhood ?? null,
      isFeatured: q.isFeatured,
      sort: q.sort ?? DEFAULT_SORT,
    },
  };
}

function readKeys(search: URLSearchParams, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, search.get(key) ?? undefined]));
}
