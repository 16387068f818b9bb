import { cuisineName } from './cuisine-names';
import { factBadge, pricePerPersonBandLabel } from './facts';
import { followedSearchQuery, type FollowedSearch } from './followed-search';
import type { Translate } from './i18n';

/*
 * A followed search in a diner's words (issue 44): what it holds ("Vegan · $$ · Near
 * Southside") and its addresses. The listings' pages carry it; how its changes read is
 * change-words.ts, which only the feeds (the server) need.
 */

export const SEPARATOR = ' · ';

/** The page that tells what a search's followers get, its feed, and a diner's own places' feed. */
export const FOLLOW_PAGE = '/follow';
export const SEARCH_FEED = '/feeds/follow.xml';
export const placesFeedPath = (token: string) => `/feeds/places/${token}.xml`;

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
export const followPagePath = (search: FollowedSearch) => withQuery(FOLLOW_PAGE, followedSearchQuery(search));
export const searchFeedPath = (search: FollowedSearch) => withQuery(SEARCH_FEED, followedSearchQuery(search));

/**
 * The listing a search was followed from: the search page for words, else the home
 * listing's results (its parameters are the followed search's, in the same order).
 */
export function listingPathOf(search: FollowedSearch): string {
  if (search.q) return withQuery('/search', followedSearchQuery({ ...search, cuisine: null, priceLevel: null, rating: null, neighborhood: null }));
  return `${withQuery('/', followedSearchQuery(search))}#results`;
}

export const priceSigns = (level: number) => '$'.repeat(level);

/** "Vegan · $$ · Near Southside", or "Everything in the guide": the search, in the page's words. */
export function describeFollowedSearch(search: FollowedSearch, t: Translate, storedCuisineName?: string): string {
  const parts = [
    search.q ? t('follow.words', { q: search.q }) : null,
    search.cuisine ? cuisineName(search.cuisine, storedCuisineName ?? search.cuisine, t) : null,
    ...search.facts.map((fact) => factBadge(fact, t)),
    search.priceLevel ? priceSigns(search.priceLevel) : null,
    search.pricePerPerson ? t('follow.perPerson', { band: pricePerPersonBandLabel(search.pricePerPerson, t) }) : null,
    search.rating ? t('follow.rating', { stars: search.rating }) : null,
    search.neighborhood,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(SEPARATOR) : t('follow.everything');
}
