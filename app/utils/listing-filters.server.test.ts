import { describe, expect, it } from 'vitest';
import { parseListingParams, parseRestaurantQuery } from './listing-filters.server';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));
const query = (search: string) => parseRestaurantQuery(new URLSearchParams(search));

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

describe('parseRestaurantQuery', () => {
  it('reads the filters, treating blanks and the all-values as no filter', () => {
    expect(query('')).toEqual({
      query: { cuisine: null, priceLevel: null, rating: null, neighborhood: null, isFeatured: undefined, sort: 'rating' },
    });
    expect(query('cuisine=all_cuisines&priceLevel=any_price&neighborhood=ALL_AREAS&rating=')).toEqual(query(''));
    expect(query('cuisine=Cajun%20Creole&priceLevel=2&rating=4&neighborhood=%20West%207th%20&isFeatured=false&sort=reviews')).toEqual({
      query: { cuisine: 'Cajun Creole', priceLevel: 2, rating: 4, neighborhood: 'West 7th', isFeatured: false, sort: 'reviews' },
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
    expect(query(search)).toEqual({ query: { ...filters, isFeatured: undefined } });
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
