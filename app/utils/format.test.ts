import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRating, priceSymbols, ratingOutOfFive, relativeTime } from './format';

describe('ratings and prices', () => {
  it('shows a rating in tenths as one consistent 0-5 value', () => {
    expect(ratingOutOfFive(43)).toBe(4.3);
    expect(formatRating(43)).toBe('4.3');
    expect(formatRating(50)).toBe('5.0');
    expect(formatRating(null)).toBe('No rating');
  });
  it('shows price levels as dollar signs', () => {
    expect(priceSymbols(1)).toBe('$');
    expect(priceSymbols(4)).toBe('$$$$');
  });
});

describe('dates', () => {
  it('writes the long US date', () => {
    expect(formatLongDate('2019-11-03')).toBe('November 3, 2019');
  });
  it('says how long ago, or "Recently" without a date', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-22T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime(null, now)).toBe('Recently');
    expect(relativeTime('garbage', now)).toBe('Recently');
  });
});
