import { describe, expect, it } from 'vitest';
import { listingSearch } from './listing-params';
import { isNotCanonical, LISTING_PARAMS, parseListingParams, parseRestaurantQuery, withKnownPlaces } from './listing-filters.server';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));
const query = (search: string) => parseRestaurantQuery(new URLSearchParams(search));
const NO_API_FILTERS = { facts: [], happyHourNow: false, pricePerPerson: null };

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
      facts: [],
      happyHourNow: false,
      pricePerPerson: null,
      page: 3,
      wantToGo: false,
      notBeen: false,
    });
  });

  it("reads the signed-in diner's own filters, and writes them back in the canonical URL", () => {
    const params = parse('want=1&notbeen=1&cuisine=barbeque');
    expect(params).toMatchObject({ wantToGo: true, notBeen: true });
    expect(listingSearch(params)).toBe('?cuisine=barbeque&want=1&notbeen=1');
    expect(parse('want=yes&notbeen=0')).toMatchObject({ wantToGo: false, notBeen: false });
  });

  it('reads facts once each in the catalog order, happy hour now and a price band', () => {
    expect(parse('has=patio&has=vegan&has=patio&has=unicorn&happy=1&pp=15-30')).toMatchObject({
      facts: ['vegan', 'patio'],
      happyHourNow: true,
      pricePerPerson: '15-30',
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
    expect(parse("priceLevel=9&rating=abc&sort=cheapest&view=map&page=-2&cuisine=<script>&open=yes&has=x&happy=yes&pp=cheap")).toEqual({
      cuisine: null,
      priceLevel: null,
      rating: null,
      neighborhood: null,
      sort: 'rating',
      view: 'grid',
      openNow: false,
      facts: [],
      happyHourNow: false,
      pricePerPerson: null,
      page: 1,
      wantToGo: false,
      notBeen: false,
    });
  });
});

describe('withKnownPlaces', () => {
  const known = { cuisines: ['barbeque', 'tex-mex'], neighborhoods: ['Near Southside', 'TCU/Berry'] };
  const kept = (search: string) => listingSearch(withKnownPlaces(parse(search), known));

  it('keeps a cuisine and a neighbourhood the site has, the neighbourhood in its own spelling', () => {
    expect(kept('cuisine=barbeque&neighborhood=Near%20Southside&sort=reviews')).toBe('?cuisine=barbeque&neighborhood=Near+Southside&sort=reviews');
    expect(kept('neighborhood=tcu%2Fberry')).toBe('?neighborhood=TCU%2FBerry');
  });

  it('drops one the site does not have, and only that one', () => {
    expect(kept('cuisine=nonexistent-a&neighborhood=Near%20Southside')).toBe('?neighborhood=Near+Southside');
    expect(kept('cuisine=tex-mex&neighborhood=zzz1&page=2')).toBe('?cuisine=tex-mex&page=2');
    expect(kept('cuisine=zz&neighborhood=Near')).toBe('');
  });
});

describe('isNotCanonical', () => {
  const redirects = (query: string) => {
    const search = new URLSearchParams(query);
    return isNotCanonical(search, listingSearch(parseListingParams(search)), LISTING_PARAMS);
  };

  it('serves what the filters form sends, blanks, all-values, any order and unread parameters included', () => {
    for (const query of [
      '',
      'cuisine=all_cuisines&priceLevel=any_price&rating=&neighborhood=all_areas&pp=',
      'has=vegan&has=patio&open=1&happy=1&pp=15-30',
      'pp=15-30&has=vegan&cuisine=thai&has=patio&sort=newest&view=list&page=2',
      'fbclid=abc&utm_source=x&has=kids',
    ]) {
      expect(redirects(query), query).toBe(false);
    }
  });

  it('redirects values that do not read, repeats, facts out of order and explicit defaults', () => {
    for (const query of ['has=unicorn', 'has=patio&has=vegan', 'has=kids&has=kids', 'pp=cheap', 'happy=yes', 'open=true', 'rating=9', 'rating=4&rating=5', 'sort=rating', 'view=grid', 'page=1', 'page=x', 'cuisine=Thai']) {
      expect(redirects(query), query).toBe(true);
    }
  });
});

describe('parseRestaurantQuery', () => {
  it('reads the filters, treating blanks and the all-values as no filter', () => {
    expect(query('')).toEqual({
      query: { ...NO_API_FILTERS, cuisine: null, priceLevel: null, rating: null, neighborhood: null, isFeatured: undefined, sort: 'rating' },
    });
    expect(query('cuisine=all_cuisines&priceLevel=any_price&neighborhood=ALL_AREAS&rating=')).toEqual(query(''));
    expect(query('cuisine=Cajun%20Creole&priceLevel=2&rating=4&neighborhood=%20West%207th%20&isFeatured=false&sort=reviews')).toEqual({
      query: { ...NO_API_FILTERS, cuisine: 'Cajun Creole', priceLevel: 2, rating: 4, neighborhood: 'West 7th', isFeatured: false, sort: 'reviews' },
    });
  });

  it('reads has repeated and comma-separated, happyHourNow and pricePerPerson', () => {
    expect(query('has=patio,vegan&has=kids&happyHourNow=true&pricePerPerson=60-plus')).toMatchObject({
      query: { facts: ['vegan', 'patio', 'kids'], happyHourNow: true, pricePerPerson: '60-plus' },
    });
    expect(query('has=patio,unicorn&pricePerPerson=cheap&happyHourNow=1')).toEqual({
      errors: {
        has: [expect.stringContaining('has: "unicorn" is not a fact; facts are vegetarian, vegan,')],
        happyHourNow: ['happyHourNow must be true or false'],
        pricePerPerson: ['pricePerPerson must be one of under-15, 15-30, 30-60, 60-plus'],
      },
    });
  });

  it('names every malformed parameter instead of guessing', () => {
    const result = query('priceLevel=abc&rating=9&isFeatured=1&cuisine=%3Cb%3E');
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['cuisine', 'isFeatured', 'priceLevel', 'rating']);
  });
});

describe('the listing page number', () => {
  it('reads a page up to the cumulative bound, and page 1 past it', () => {
    expect(parse('page=50').page).toBe(50);
    expect(parse('page=51').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
  });
});

describe('one vocabulary, two readings', () => {
  it('accepts the same good values on the page and in the API', () => {
    const search = 'priceLevel=3&rating=2&neighborhood=West%207th&sort=newest&cuisine=tex-mex';
    const filters = { priceLevel: 3, rating: 2, neighborhood: 'West 7th', sort: 'newest', cuisine: 'tex-mex' };
    expect(parse(search)).toMatchObject(filters);
    expect(query(search)).toEqual({ query: { ...filters, ...NO_API_FILTERS, isFeatured: undefined } });
  });

  it('refuses in the API what the page quietly drops, with the field messages', () => {
    const search = 'priceLevel=5&rating=0&sort=cheapest';
    expect(parse(search)).toMatchObject({ priceLevel: null, rating: null, sort: 'rating' });
    expect(query(search)).toEqual({
      errors: {
        priceLevel: ['priceLevel must be a whole number from 1 to 4 (or any_price)'],
        rating: ['rating must be a whole number of stars from 1 to 5'],
        sort: ['sort must be one of rating, friends, reviews, newest'],
      },
    });
  });
});
