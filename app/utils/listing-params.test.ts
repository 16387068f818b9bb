import { describe, expect, it } from 'vitest';
import { listingSearch } from './listing-params';
import { parseListingParams } from './listing-filters.server';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('listingSearch', () => {
  it('writes only what differs from the defaults', () => {
    const params = parse('');
    expect(listingSearch(params)).toBe('');
    expect(listingSearch(params, { page: 2 })).toBe('?page=2');
    expect(listingSearch(parse('cuisine=thai&sort=newest'), { page: 2 })).toBe('?cuisine=thai&sort=newest&page=2');
  });

  it('writes facts once each in the catalog order, then happy hour and the price band', () => {
    expect(listingSearch(parse('pp=30-60&has=kids&has=vegan&happy=1&has=kids&open=1'))).toBe('?has=vegan&has=kids&open=1&happy=1&pp=30-60');
  });
});
