import { describe, expect, it } from 'vitest';
import { resolveCuisineKey } from './cuisines.server';

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
