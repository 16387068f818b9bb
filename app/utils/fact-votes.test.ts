import { describe, expect, it } from 'vitest';
import { isDisputed, isVotableFact, tallyText } from './fact-votes';

describe('fact votes', () => {
  it('asks only about the access facts', () => {
    expect(['step-free', 'accessible-restroom', 'accessible-parking'].every(isVotableFact)).toBe(true);
    expect(isVotableFact('patio')).toBe(false);
    expect(isVotableFact('vegan')).toBe(false);
  });

  it('calls a fact disputed at three noes that outnumber the yeses', () => {
    expect(isDisputed({ yes: 0, no: 2 })).toBe(false);
    expect(isDisputed({ yes: 3, no: 3 })).toBe(false);
    expect(isDisputed({ yes: 0, no: 3 })).toBe(true);
    expect(isDisputed({ yes: 3, no: 4 })).toBe(true);
  });

  it('says the counts as a diner reads them, and nothing before anyone answered', () => {
    expect(tallyText(undefined)).toBeNull();
    expect(tallyText({ yes: 0, no: 0 })).toBeNull();
    expect(tallyText({ yes: 1, no: 0 })).toBe('1 diner confirmed');
    expect(tallyText({ yes: 3, no: 0 })).toBe('3 diners confirmed');
    expect(tallyText({ yes: 0, no: 2 })).toBe('2 diners said no');
    expect(tallyText({ yes: 2, no: 1 })).toBe('2 diners confirmed · 1 said no');
  });
});
