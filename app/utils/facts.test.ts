import { describe, expect, it } from 'vitest';
import { factsToShow, saidNo } from './fact-noes';
import { FACTS, type Facts } from './facts';

const on = '2026-11-02';
const sayingNo = () => FACTS.filter((f) => saidNo(f) !== null).map((f) => f.key);

describe('the facts catalog decides once which noes a diner reads', () => {
  it('says a no for what a diner asks before going: can I eat here, can I get in', () => {
    expect(sayingNo()).toEqual(['vegetarian', 'vegan', 'gluten-free', 'step-free', 'accessible-restroom', 'accessible-parking']);
    expect(saidNo(FACTS.find((f) => f.key === 'vegan')!)).toBe('No vegan dishes');
    expect(saidNo(FACTS.find((f) => f.key === 'step-free')!)).toBe('Steps at the entrance');
  });

  it('leaves unsaid the noes nobody goes looking for', () => {
    for (const key of ['kosher', 'halal', 'valet', 'byob', 'dog-friendly', 'full-bar', 'parking-garage'] as const)
      expect(saidNo(FACTS.find((f) => f.key === key)!), key).toBeNull();
  });

  it('shows every yes, each said no and never an unknown', () => {
    const facts: Facts = {
      kosher: { value: 'no', checkedOn: on },
      valet: { value: 'yes', checkedOn: on },
      vegan: { value: 'no', checkedOn: on },
      patio: { value: 'no', checkedOn: on },
      'step-free': { value: 'yes', checkedOn: on },
    };
    expect(factsToShow(facts).map((f) => `${f.fact.key} ${f.state}`)).toEqual(['vegan no', 'step-free yes', 'valet yes']);
    expect(factsToShow({})).toEqual([]);
  });
});
