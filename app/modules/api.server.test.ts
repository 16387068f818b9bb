import { describe, expect, it } from 'vitest';
import { parseRestaurantQuery, readableHours, resolveCuisineKey } from './api.server';

const query = (search: string) => parseRestaurantQuery(new URLSearchParams(search));

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

describe('resolveCuisineKey', () => {
  const cuisines = [
    { key: 'cajun', name: 'Cajun Creole' },
    { key: 'farm-to-table', name: 'Farm to Table' },
    { key: 'tex-mex', name: 'Tex-Mex' },
  ];
  it('accepts the display name or the key, in any case', () => {
    expect(resolveCuisineKey('Cajun Creole', cuisines)).toBe('cajun');
    expect(resolveCuisineKey('CAJUN', cuisines)).toBe('cajun');
    expect(resolveCuisineKey('farm to table', cuisines)).toBe('farm-to-table');
    expect(resolveCuisineKey('Farm-to-Table', cuisines)).toBe('farm-to-table');
    expect(resolveCuisineKey('tex mex', cuisines)).toBe('tex-mex');
  });
  it('keeps an unknown cuisine as a key that matches nothing', () => {
    expect(cuisines.map((c) => c.key)).not.toContain(resolveCuisineKey('Dessert', cuisines));
  });
});

describe('readableHours', () => {
  it('gives one line per weekday from Monday, or null when no hours are listed', () => {
    expect(readableHours([])).toBeNull();
    const lines = readableHours([{ weekday: 5, opensMinute: 660, closesMinute: 1560 }])!;
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('Monday: Closed');
    expect(lines[4]).toBe('Friday: 11 AM – 2 AM');
  });
});
