import { describe, expect, it } from 'vitest';
import { listingSearch } from './listing-params';
import { parseListingParams } from './listing-params.server';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('reads the spec filter names', () => {
    expect(parse('cuisine=barbeque&priceLevel=2&rating=4&neighborhood=Near%20Southside&sort=reviews&view=list&open=1&page=3')).toEqual({
      cuisine: 'barbeque',
      priceLevel: 2,
      rating: 4,
      neighborhood: 'Near Southside',
      sort: 'reviews',
      view: 'list',
      openNow: true,
      page: 3,
    });
  });

  it('treats the "all" values as no filter', () => {
    expect(parse('cuisine=all_cuisines&priceLevel=any_price&neighborhood=all_areas')).toMatchObject({
      cuisine: null,
      priceLevel: null,
      neighborhood: null,
    });
  });

  it('falls back to the defaults for malformed values', () => {
    expect(parse("priceLevel=9&rating=abc&sort=cheapest&view=map&page=-2&cuisine=<script>&open=yes")).toEqual({
      cuisine: null,
      priceLevel: null,
      rating: null,
      neighborhood: null,
      sort: 'rating',
      view: 'grid',
      openNow: false,
      page: 1,
    });
  });
});

describe('listingSearch', () => {
  it('writes only what differs from the defaults', () => {
    const params = parse('');
    expect(listingSearch(params)).toBe('');
    expect(listingSearch(params, { page: 2 })).toBe('?page=2');
    expect(listingSearch(parse('cuisine=thai&sort=newest'), { page: 2 })).toBe('?cuisine=thai&sort=newest&page=2');
  });
});
