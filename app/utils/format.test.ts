import { describe, expect, it } from 'vitest';
import { capitalizeWords, formatLongDate, formatMinutes, formatRating, priceSymbols, ratingOutOfFive, relativeTime } from './format';

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

describe('durations', () => {
  it('writes minutes under an hour as minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
  });
  it('writes longer times in hours and minutes', () => {
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(90)).toBe('1 hr 30 min');
    expect(formatMinutes(720)).toBe('12 hr');
    expect(formatMinutes(735)).toBe('12 hr 15 min');
  });
  it('says N/A when the time is unknown', () => {
    expect(formatMinutes(null)).toBe('N/A');
    expect(formatMinutes(undefined)).toBe('N/A');
  });
});

describe('headings', () => {
  it('capitalises each word of a phrase and keeps capitals it already has', () => {
    expect(capitalizeWords('burger restaurants')).toBe('Burger Restaurants');
    expect(capitalizeWords('diners')).toBe('Diners');
    expect(capitalizeWords('Tex-Mex restaurants')).toBe('Tex-Mex Restaurants');
  });
});
