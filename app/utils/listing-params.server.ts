import { z } from 'zod';
import { ALL_AREAS, ALL_CUISINES, MAX_PAGES, type ListingParams } from './listing-params';

const fallback = <T extends z.ZodTypeAny>(schema: T, value: z.infer<T>) => schema.catch(value);

/** How the home listing reads its URL (server only). Unknown or malformed values fall back to the defaults. */
const listingSchema = z.object({
  cuisine: fallback(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z-]{2,40}$/),
    ALL_CUISINES
  ),
  priceLevel: fallback(z.coerce.number().int().min(1).max(4).nullable(), null),
  rating: fallback(z.coerce.number().int().min(1).max(5).nullable(), null),
  neighborhood: fallback(z.string().trim().min(1).max(60), ALL_AREAS),
  sort: fallback(z.enum(['rating', 'friends', 'reviews', 'newest']), 'rating'),
  view: fallback(z.enum(['grid', 'list']), 'grid'),
  open: fallback(z.enum(['1']).nullable(), null),
  page: fallback(z.coerce.number().int().min(1).max(MAX_PAGES), 1),
});

export function parseListingParams(search: URLSearchParams): ListingParams {
  const raw = Object.fromEntries(
    ['cuisine', 'priceLevel', 'rating', 'neighborhood', 'sort', 'view', 'open', 'page'].map((key) => [
      key,
      search.get(key) ?? undefined,
    ])
  );
  const p = listingSchema.parse(raw);
  return {
    cuisine: p.cuisine === ALL_CUISINES ? null : p.cuisine,
    priceLevel: p.priceLevel,
    rating: p.rating,
    neighborhood: p.neighborhood === ALL_AREAS ? null : p.neighborhood,
    sort: p.sort,
    view: p.view,
    openNow: p.open === '1',
    page: p.page,
  };
}
