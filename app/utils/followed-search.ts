import type { ChangeKind, FollowedPlace, PlaceChange } from '~/models/place-events.server';
import { FACT_KEYS, PRICE_PER_PERSON_BANDS, type FactKey, type PricePerPersonBand } from './facts';

/**
 * A search a diner follows (issue 44): the listing's or the search page's state
 * without what only makes sense at one moment (open now, happy hour now), without
 * the order, the view and the page, and without the diner's private filters.
 * Its canonical query is its address and its key: the same search is one follow.
 */
export type FollowedSearch = {
  /** The search page's words; null on a listing. */
  q: string | null;
  cuisine: string | null;
  priceLevel: number | null;
  /** Whole stars, at least. */
  rating: number | null;
  neighborhood: string | null;
  facts: FactKey[];
  pricePerPerson: PricePerPersonBand | null;
};

export const EVERYTHING: FollowedSearch = { q: null, cuisine: null, priceLevel: null, rating: null, neighborhood: null, facts: [], pricePerPerson: null };

const CUISINE_KEY = /^[a-z-]{2,40}$/;
const MAX_WORDS = 100;

/** Reads a followed search from any query; what it does not know it leaves out. */
export function readFollowedSearch(query: URLSearchParams): FollowedSearch {
  const whole = (name: string, max: number) => {
    const n = Number(query.get(name));
    return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
  };
  const cuisine = query.get('cuisine')?.trim().toLowerCase() ?? '';
  const neighborhood = query.get('neighborhood')?.trim() ?? '';
  const pp = query.get('pp');
  const q = query.get('q')?.trim().replace(/\s+/g, ' ').slice(0, MAX_WORDS) ?? '';
  const facts = query.getAll('has');
  return {
    q: q || null,
    cuisine: CUISINE_KEY.test(cuisine) ? cuisine : null,
    priceLevel: whole('priceLevel', 4),
    rating: whole('rating', 5),
    neighborhood: neighborhood && neighborhood.length <= 60 ? neighborhood : null,
    facts: FACT_KEYS.filter((key) => facts.includes(key)),
    pricePerPerson: PRICE_PER_PERSON_BANDS.find((b) => b.key === pp)?.key ?? null,
  };
}

/** The one spelling of a followed search, in the listing's parameter names and order. */
export function followedSearchQuery(search: FollowedSearch): string {
  const query = new URLSearchParams();
  if (search.q) query.set('q', search.q);
  if (search.cuisine) query.set('cuisine', search.cuisine);
  if (search.priceLevel) query.set('priceLevel', String(search.priceLevel));
  if (search.rating) query.set('rating', String(search.rating));
  if (search.neighborhood) query.set('neighborhood', search.neighborhood);
  for (const fact of search.facts) query.append('has', fact);
  if (search.pricePerPerson) query.set('pp', search.pricePerPerson);
  return query.toString();
}

/**
 * Whether a place is one the search would list, leaving its words aside (the search
 * page's index answers those) and whether it is still open for business: a place that
 * closed is still the followers' news.
 */
export function placeMatches(search: FollowedSearch, place: FollowedPlace): boolean {
  if (search.cuisine && place.cuisineKey !== search.cuisine) return false;
  if (search.priceLevel && place.priceLevel !== search.priceLevel) return false;
  if (search.rating && (place.rating ?? 0) < search.rating * 10) return false;
  if (search.neighborhood && place.neighborhood.toLowerCase() !== search.neighborhood.toLowerCase()) return false;
  if (!search.facts.every((fact) => place.facts.includes(fact))) return false;
  if (search.pricePerPerson) {
    const band = PRICE_PER_PERSON_BANDS.find((b) => b.key === search.pricePerPerson)!;
    if (place.pricePerPerson === null || place.pricePerPerson < band.min || (band.max !== null && place.pricePerPerson >= band.max)) return false;
  }
  return true;
}

/**
 * Whether a change is news to the search's followers: a place that newly matches (new,
 * reopened, or newly has a fact they asked for), or a change to one it holds.
 */
export function concernsSearch(search: FollowedSearch, change: PlaceChange): boolean {
  if (!placeMatches(search, change.place)) return false;
  if (change.change.kind === 'facts') {
    const gained = change.change.gained;
    return search.facts.some((fact) => gained.includes(fact));
  }
  return true;
}

/** What a diner's own places' feed tells: everything but their facts, which the search feeds carry. */
export const MY_PLACES_CHANGES: readonly ChangeKind[] = ['closed', 'reopened', 'hours', 'special-dates', 'review', 'guide'];
