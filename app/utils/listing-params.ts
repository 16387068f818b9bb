import { FACT_KEYS, type FactKey, type PricePerPersonBand } from './facts';

/**
 * The listing's state lives in the URL, with the spec's filter names. Each state
 * has one canonical spelling, the one listingSearch writes: any other (an unknown
 * value, a repeated or reordered fact) is redirected to it (listing-filters.server.ts).
 */
/** The listing's orders; their names are the catalog's home.sort.* messages. */
export const SORTS = ['rating', 'friends', 'reviews', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const ALL_CUISINES = 'all_cuisines';
export const ANY_PRICE = 'any_price';
export const ALL_AREAS = 'all_areas';
export const PAGE_SIZE = 6;
/** The listing's page is cumulative (page 3 shows 18 cards): one answer holds at most this many pages' cards. */
export const MAX_LISTING_PAGES = 50;

/**
 * The filters every listing shares (home, cuisine pages, search): facts that must be
 * yes (`?has=patio&has=vegan`, all of them), open now (`open=1`), happy hour now
 * (`happy=1`) and a price-per-person band (`pp=15-30`).
 */
export type FilterParams = {
  facts: FactKey[];
  openNow: boolean;
  happyHourNow: boolean;
  pricePerPerson: PricePerPersonBand | null;
};

export const NO_FILTERS: FilterParams = { facts: [], openNow: false, happyHourNow: false, pricePerPerson: null };

/** The query parameters of FilterParams. */
export const FILTER_PARAMS = ['has', 'open', 'happy', 'pp'] as const;

export const hasFilters = (f: FilterParams) => f.facts.length > 0 || f.openNow || f.happyHourNow || f.pricePerPerson !== null;

/** Writes the filters in their canonical form: facts once each, in the catalog's order; defaults left out. */
export function writeFilters(search: URLSearchParams, f: FilterParams) {
  for (const key of FACT_KEYS) if (f.facts.includes(key)) search.append('has', key);
  if (f.openNow) search.set('open', '1');
  if (f.happyHourNow) search.set('happy', '1');
  if (f.pricePerPerson) search.set('pp', f.pricePerPerson);
}

/** The query of a paged list with filters (cuisine pages, search), after any parameters of its own in `search`. */
export function filteredSearch(f: FilterParams, page = 1, search = new URLSearchParams()): string {
  writeFilters(search, f);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `?${query}` : '';
}

export type ListingParams = FilterParams & {
  cuisine: string | null;
  priceLevel: number | null;
  rating: number | null;
  neighborhood: string | null;
  sort: Sort;
  view: 'grid' | 'list';
  page: number;
  /**
   * The signed-in diner's own filters (`want=1`, `notbeen=1`): on their Want to go,
   * not on their Been. Private: a page with them is never shared (the edge keeps
   * no signed-in page), and an anonymous request with them is sent to the URL without.
   */
  wantToGo: boolean;
  notBeen: boolean;
};

/** The listing's private filters' parameters. */
export const PRIVATE_LISTING_PARAMS = ['want', 'notbeen'] as const;

export const hasPrivateFilters = (p: Pick<ListingParams, 'wantToGo' | 'notBeen'>) => p.wantToGo || p.notBeen;

/** The URL of a listing state, leaving out every default so links stay short and cacheable. */
export function listingSearch(params: ListingParams, change: Partial<ListingParams> = {}): string {
  const p = { ...params, ...change };
  const search = new URLSearchParams();
  if (p.cuisine) search.set('cuisine', p.cuisine);
  if (p.priceLevel) search.set('priceLevel', String(p.priceLevel));
  if (p.rating) search.set('rating', String(p.rating));
  if (p.neighborhood) search.set('neighborhood', p.neighborhood);
  writeFilters(search, p);
  if (p.wantToGo) search.set('want', '1');
  if (p.notBeen) search.set('notbeen', '1');
  if (p.sort !== 'rating') search.set('sort', p.sort);
  if (p.view !== 'grid') search.set('view', p.view);
  if (p.page > 1) search.set('page', String(p.page));
  const query = search.toString();
  return query ? `?${query}` : '';
}
