import { z } from 'zod';
import { fieldErrors, type FieldErrors } from './field-errors';
import { FACT_KEYS, isFactKey, PRICE_PER_PERSON_BANDS, type FactKey, type PricePerPersonBand } from './facts';
import {
  ALL_AREAS,
  ALL_CUISINES,
  ANY_PRICE,
  FILTER_PARAMS,
  MAX_LISTING_PAGES,
  PRIVATE_LISTING_PARAMS,
  SORTS,
  type FilterParams,
  type ListingParams,
  type Sort,
} from './listing-params';
import { pageOrFirst } from './page-number';

/**
 * The restaurant listing's filters, described once (the spec's names, allowed
 * values and messages). Two readings derive from it: the pages', where a bad
 * value is left out and the page redirects to the URL without it
 * (canonicalRedirect), and GET /api/restaurants', where a bad value is a 400
 * naming the parameter (docs/api.md). Server only, so pages do not ship zod to
 * the browser.
 */

const SORT_VALUES = [...SORTS] as [Sort, ...Sort[]];

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
});

const isBand = (value: string): value is PricePerPersonBand => PRICE_PER_PERSON_BANDS.some((b) => b.key === value);

/** The filters every listing page shares; what does not read is left out. */
export function parseFilterParams(search: URLSearchParams): FilterParams {
  const pp = search.get('pp') ?? '';
  return {
    facts: FACT_KEYS.filter((key) => search.getAll('has').includes(key)),
    openNow: search.get('open') === '1',
    happyHourNow: search.get('happy') === '1',
    pricePerPerson: isBand(pp) ? pp : null,
  };
}

/** How the home listing reads its URL: what does not read is left out (and canonicalRedirect sends the diner on). */
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
    ...parseFilterParams(search),
    page: page <= MAX_LISTING_PAGES ? page : 1,
    wantToGo: search.get('want') === '1',
    notBeen: search.get('notbeen') === '1',
  };
}

/**
 * The listing with only a cuisine and a neighbourhood the site has: an unknown one is
 * no filter, and a neighbourhood takes the site's own spelling (the listing matches it
 * without regard to case).
 */
export function withKnownPlaces(params: ListingParams, known: { cuisines: readonly string[]; neighborhoods: readonly string[] }): ListingParams {
  const wanted = params.neighborhood?.toLowerCase();
  return {
    ...params,
    cuisine: params.cuisine && known.cuisines.includes(params.cuisine) ? params.cuisine : null,
    neighborhood: (wanted && known.neighborhoods.find((n) => n.toLowerCase() === wanted)) || null,
  };
}

/** The home listing's parameters (its filters form sends each, blank or "all" when unused). */
export const LISTING_PARAMS = ['cuisine', 'priceLevel', 'rating', 'neighborhood', 'sort', 'view', 'page', ...FILTER_PARAMS, ...PRIVATE_LISTING_PARAMS];
/** What the filters forms send for "no filter": blank, or a select's all-value. */
const NO_FILTER_VALUES = new Set(['', ALL_CUISINES, ANY_PRICE, ALL_AREAS]);

/** Whether `search` carries a filter the form sent blank or "all" (unused), of those in `read`. */
export function hasUnusedFilters(search: URLSearchParams, read: readonly string[]): boolean {
  return [...search].some(([key, value]) => read.includes(key) && NO_FILTER_VALUES.has(value));
}

/**
 * Whether `search` is not the canonical spelling of what a page shows, which is
 * `canonical` (listingSearch's or filteredSearch's output). Of the parameters the page
 * reads (`read`), blank and "all" values are what its own GET form sends for an unused
 * filter and parameter order changes nothing (the edge cache sorts it); anything else
 * that differs — a value that does not read, a repeated parameter, facts out of the
 * catalog's order, an explicit default — is redirected, so such URLs never get a
 * cache entry of their own. Parameters no page reads (fbclid, utm_*) are the Worker's
 * to redirect away before the page runs (workers/canonical-url.ts).
 */
export function isNotCanonical(search: URLSearchParams, canonical: string, read: readonly string[]): boolean {
  const given = [...search].filter(([key, value]) => read.includes(key) && !NO_FILTER_VALUES.has(value));
  const wanted = [...new URLSearchParams(canonical)].filter(([key]) => read.includes(key));
  // Array sort is stable: repeated parameters (has) keep their order.
  const spelled = (entries: [string, string][]) => JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return spelled(given) !== spelled(wanted);
}

const FACT_LIST = FACT_KEYS.join(', ');
const BAND_KEYS = PRICE_PER_PERSON_BANDS.map((b) => b.key) as [PricePerPersonBand, ...PricePerPersonBand[]];

const apiSchema = z.object({
  ...LISTING_FILTERS,
  isFeatured: optional(
    z.enum(['true', 'false'], { errorMap: () => ({ message: 'isFeatured must be true or false' }) }).transform((v) => v === 'true'),
  ),
  /** Repeated (`has=patio&has=vegan`) and/or comma-separated (`has=patio,vegan`). */
  has: z
    .array(z.string())
    .transform((values) => values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))
    .superRefine((keys, ctx) => {
      // A value is named only when it looks like a key: an answer never echoes markup.
      for (const key of keys.filter((k) => !isFactKey(k))) {
        const named = /^[a-z0-9-]{1,40}$/i.test(key) ? `"${key}" is not a fact` : 'a value is not a fact';
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `has: ${named}; facts are ${FACT_LIST}` });
      }
    })
    .transform((keys) => FACT_KEYS.filter((key) => keys.includes(key))),
  happyHourNow: optional(
    z.enum(['true', 'false'], { errorMap: () => ({ message: 'happyHourNow must be true or false' }) }).transform((v) => v === 'true'),
  ),
  pricePerPerson: optional(
    z.enum(BAND_KEYS, { errorMap: () => ({ message: `pricePerPerson must be one of ${BAND_KEYS.join(', ')}` }) }),
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
  facts: FactKey[];
  happyHourNow: boolean;
  pricePerPerson: PricePerPersonBand | null;
};

/** How GET /api/restaurants reads its query: every malformed parameter is named, nothing is guessed. */
export function parseRestaurantQuery(search: URLSearchParams): { query: RestaurantQuery } | { errors: FieldErrors } {
  const parsed = apiSchema.safeParse({ ...readKeys(search, Object.keys(apiSchema.shape)), has: search.getAll('has') });
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
      facts: q.has,
      happyHourNow: q.happyHourNow ?? false,
      pricePerPerson: q.pricePerPerson ?? null,
    },
  };
}

function readKeys(search: URLSearchParams, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, search.get(key) ?? undefined]));
}
