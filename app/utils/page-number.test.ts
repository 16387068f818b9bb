import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, pageOrFirst, readPageNumber } from './page-number';

describe('readPageNumber', () => {
  it('reads whole page numbers from 1 up to the cap', () => {
    expect(readPageNumber('1')).toBe(1);
    expect(readPageNumber(' 12 ')).toBe(12);
    expect(readPageNumber(String(MAX_PAGE_NUMBER))).toBe(MAX_PAGE_NUMBER);
  });

  it('reads nothing else as a page number', () => {
    for (const raw of [null, undefined, '', '0', '-2', '1.5', 'abc', '2x', String(MAX_PAGE_NUMBER + 1), '99999']) {
      expect(readPageNumber(raw), String(raw)).toBeNull();
    }
  });
});

describe('pageOrFirst', () => {
  it('gives page 1 for a missing or malformed page, and reads other parameter names', () => {
    expect(pageOrFirst(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOrFirst(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageOrFirst(new URLSearchParams(''))).toBe(1);
    expect(pageOrFirst(new URLSearchParams('reviewsPage=2'), 'reviewsPage')).toBe(2);
  });
});
