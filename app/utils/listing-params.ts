/**
 * The home listing's state lives in the URL, with the spec's filter names.
 * Unknown or malformed values fall back to the defaults instead of failing.
 */
export const SORTS = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'friends', label: "Friends' Picks" },
  { value: 'reviews', label: 'Most Reviewed' },
  { value: 'newest', label: 'Newest' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

export const ALL_CUISINES = 'all_cuisines';
export const ANY_PRICE = 'any_price';
export const ALL_AREAS = 'all_areas';
export const PAGE_SIZE = 6;
/** The listing's page is cumulative (page 3 shows 18 cards): one answer holds at most this many pages' cards. */
export const MAX_LISTING_PAGES = 50;

export type ListingParams = {
  cuisine: string | null;
  priceLevel: number | null;
  rating: number | null;
  neighborhood: string | null;
  sort: Sort;
  view: 'grid' | 'list';
  openNow: boolean;
  page: number;
};

/** The URL of a listing state, leaving out every default so links stay short and cacheable. */
export function listingSearch(params: ListingParams, change: Partial<ListingParams> = {}): string {
  const p = { ...params, ...change };
  const search = new URLSearchParams();
  if (p.cuisine) search.set('cuisine', p.cuisine);
  if (p.priceLevel) search.set('priceLevel', String(p.priceLevel));
  if (p.rating) search.set('rating', String(p.rating));
  if (p.neighborhood) search.set('neighborhood', p.neighborhood);
  if (p.openNow) search.set('open', '1');
  if (p.sort !== 'rating') search.set('sort', p.sort);
  if (p.view !== 'grid') search.set('view', p.view);
  if (p.page > 1) search.set('page', String(p.page));
  const query = search.toString();
  return query ? `?${query}` : '';
}
