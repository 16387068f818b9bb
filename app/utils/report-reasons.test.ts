import { describe, expect, it } from 'vitest';
import { translator } from '~/modules/messages.server';
import { cuisineByName, cuisineName } from './cuisine-names';
import { LISTING_REPORT_DETAILS, LISTING_REPORT_REASONS, listingDetailLabel, listingReasonLabel, listingReportReasonLabel } from './listing-report-reasons';
import { REPORT_REASON_KEYS, REPORT_REASONS, reportReasonLabel } from './report-reasons';

const en = translator('en');
const es = translator('es');

describe('report reasons in both languages', () => {
  it('gives the form the desk\'s English words, from one catalog', () => {
    for (const key of REPORT_REASON_KEYS) expect(reportReasonLabel(key, en)).toBe(REPORT_REASONS[key]);
    for (const { key, label } of LISTING_REPORT_REASONS) expect(listingReasonLabel(key, en)).toBe(label);
    for (const { key, label } of LISTING_REPORT_DETAILS) expect(listingDetailLabel(key, en)).toBe(label);
    expect(listingReportReasonLabel('detail:patio')).toBe('A detail is wrong: Patio');
  });

  it('says them in Spanish', () => {
    expect(reportReasonLabel('spam', es)).toBe('Spam o publicidad');
    expect(listingReasonLabel('hours', es)).toBe('El horario está mal');
    expect(listingDetailLabel('patio', es)).toBe('Terraza');
    expect(listingDetailLabel('dishes', es)).toBe('Qué pedir');
  });
});

describe('cuisine names', () => {
  it('reads a cuisine by its key, in the page\'s language', () => {
    expect(cuisineName('farm-to-table', 'Farm to Table', en)).toBe('Farm to Table');
    expect(cuisineName('farm-to-table', 'Farm to Table', es)).toBe('De la granja a la mesa');
    expect(cuisineName('barbeque', 'Barbeque', es)).toBe('Barbecue');
    expect(cuisineName('seafood', 'Seafood', es)).toBe('Mariscos');
  });

  it('reads a cuisine an editor typed by name, and keeps a name the directory has not', () => {
    expect(cuisineByName('Mexican', es)).toEqual({ name: 'Mexicana', known: true });
    expect(cuisineByName('Farm to Table', es)).toEqual({ name: 'De la granja a la mesa', known: true });
    expect(cuisineByName('Southern', en)).toEqual({ name: 'Southern', known: true });
    expect(cuisineByName('Czech-Texan', es)).toEqual({ name: 'Czech-Texan', known: false });
  });

  it('keeps the stored name of a cuisine the catalog does not know yet', () => {
    expect(cuisineName('peruvian', 'Peruvian', es)).toBe('Peruvian');
  });
});
