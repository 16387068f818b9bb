import { describe, expect, it } from 'vitest';
import type { FollowedPlace, PlaceChange } from '~/models/place-events.server';
import { concernsSearch, followedSearchQuery, placeMatches, readFollowedSearch } from './followed-search';

const place: FollowedPlace = {
  id: 1,
  slug: 'green-leaf',
  name: 'Green Leaf',
  cuisineKey: 'vegan',
  priceLevel: 2,
  neighborhood: 'Near Southside',
  rating: 42,
  pricePerPerson: 18,
  facts: ['patio', 'vegan'],
  closed: false,
  isSample: false,
};
const read = (query: string) => readFollowedSearch(new URLSearchParams(query));
const change = (detail: PlaceChange['change'], at = place): PlaceChange => ({ key: 'k', at: '2026-11-29T00:00:00.000Z', place: at, change: detail });

describe('followed searches', () => {
  it('has one spelling (facts in the catalog order), whatever order, extras or defaults the listing had', () => {
    expect(followedSearchQuery(read('sort=newest&neighborhood=Near+Southside&priceLevel=2&cuisine=Vegan&page=3&open=1&has=vegan&has=patio&want=1'))).toBe(
      'cuisine=vegan&priceLevel=2&neighborhood=Near+Southside&has=vegan&has=patio'
    );
    expect(followedSearchQuery(read('priceLevel=9&rating=0&has=nonsense&pp=cheap'))).toBe('');
    expect(followedSearchQuery(read('q=  tacos   al pastor '))).toBe('q=tacos+al+pastor');
  });

  it('matches a place the listing would show, closed or not', () => {
    expect(placeMatches(read('cuisine=vegan&priceLevel=2&neighborhood=near southside'), place)).toBe(true);
    expect(placeMatches(read('cuisine=vegan&priceLevel=3'), place)).toBe(false);
    expect(placeMatches(read('rating=5'), place)).toBe(false);
    expect(placeMatches(read('pp=15-30&has=patio'), { ...place, closed: true })).toBe(true);
    expect(placeMatches(read('pp=30-60'), place)).toBe(false);
    expect(placeMatches(read('has=kids'), place)).toBe(false);
  });

  it('tells of a fact only when it is one the search asked for', () => {
    expect(concernsSearch(read('has=vegan'), change({ kind: 'facts', gained: ['vegan'], lost: [] }))).toBe(true);
    expect(concernsSearch(read('has=vegan'), change({ kind: 'facts', gained: ['patio'], lost: [] }))).toBe(false);
    expect(concernsSearch(read('cuisine=vegan'), change({ kind: 'closed' }))).toBe(true);
    expect(concernsSearch(read('cuisine=barbeque'), change({ kind: 'listed' }))).toBe(false);
  });
});
