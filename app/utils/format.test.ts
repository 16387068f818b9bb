import { describe, expect, it } from 'vitest';
import { capitalizeWords, formatCount, formatDateTime, formatLongDate, formatMinutes, formatMonthYear, formatRating, formatMediumDate, priceLabel, priceSymbols, ratingOutOfFive, relativeTime } from './format';
import { translator } from '~/modules/messages.server';

const en = translator('en');
const es = translator('es');

describe('ratings and prices', () => {
  it('shows a rating in tenths as one consistent 0-5 value', () => {
    expect(ratingOutOfFive(43)).toBe(4.3);
    expect(formatRating(43, en)).toBe('4.3');
    expect(formatRating(50, en)).toBe('5.0');
    expect(formatRating(null, en)).toBe('No rating');
    expect(formatRating(null, es)).toBe('Sin calificación');
    expect(formatRating(45, es)).toBe('4.5');
  });
  it('shows price levels as dollar signs', () => {
    expect(priceSymbols(1)).toBe('$');
    expect(priceSymbols(4)).toBe('$$$$');
  });
  it('names price levels in the page\'s language', () => {
    expect([1, 2, 3, 4].map((level) => priceLabel(level, en))).toEqual(['Inexpensive', 'Moderate', 'Pricey', 'Ultra high-end']);
    expect([1, 2, 3, 4].map((level) => priceLabel(level, es))).toEqual(['Económico', 'Moderado', 'Caro', 'De lujo']);
  });
});

describe('dates', () => {
  it('writes the long US date', () => {
    expect(formatLongDate('2019-11-03')).toBe('November 3, 2019');
    // A moment is dated where Fort Worth is: 3 AM in London is still the evening before there.
    expect(formatLongDate('2026-03-01T03:00:00.000Z')).toBe('February 28, 2026');
    expect(formatDateTime('2026-11-03T23:30:00.000Z')).toBe('Nov 3, 2026, 5:30 PM');
    expect(formatMonthYear(new Date('2026-12-01T02:00:00.000Z'))).toBe('November 2026');
  });
  it('says how long ago, or "Recently" without a date', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-19T12:00:00Z', en, 'en', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-22T11:00:00Z', en, 'en', now)).toBe('1 hour ago');
    expect(relativeTime(null, en, 'en', now)).toBe('Recently');
    expect(relativeTime('garbage', en, 'en', now)).toBe('Recently');
    expect(relativeTime('2026-11-22T11:59:30Z', en, 'en', now)).toBe('just now');
    expect(relativeTime('2025-11-01T12:00:00Z', en, 'en', now)).toBe('1 year ago');
  });
  it('says how long ago in Spanish', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-19T12:00:00Z', es, 'es', now)).toBe('hace 3 días');
    expect(relativeTime('2026-11-22T11:00:00Z', es, 'es', now)).toBe('hace 1 hora');
    expect(relativeTime('2026-11-22T11:59:30Z', es, 'es', now)).toBe('hace un momento');
    expect(relativeTime(null, es, 'es', now)).toBe('Hace poco');
  });
  it('writes Spanish dates as es-US does', () => {
    expect(formatLongDate('2026-11-28', 'es')).toBe('28 de noviembre de 2026');
    expect(formatMonthYear(new Date('2026-12-01T02:00:00.000Z'), 'es')).toBe('noviembre de 2026');
    expect(formatMediumDate('2026-11-03', 'en')).toBe('Nov 3, 2026');
  });
});

describe('counts', () => {
  it('groups thousands as US readers do', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12804)).toBe('12,804');
    expect(formatCount(12804, 'es')).toBe('12,804');
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
