import { describe, expect, it } from 'vitest';
import { runsWithinD1Limit } from './bound-parameters';

describe('runsWithinD1Limit', () => {
  const ids = Array.from({ length: 250 }, (_, i) => i + 1);

  it('keeps every item, in order, with no run past 100 parameters', () => {
    const runs = runsWithinD1Limit(ids, { others: 2 });
    expect(runs.flat()).toEqual(ids);
    expect(runs.map((run) => run.length)).toEqual([98, 98, 54]);
  });

  it('counts the parameters of each row of an insert', () => {
    const runs = runsWithinD1Limit(ids, { perItem: 3, others: 0 });
    expect(runs.flat()).toEqual(ids);
    expect(Math.max(...runs.map((run) => run.length * 3))).toBeLessThanOrEqual(100);
    expect(runs).toHaveLength(8);
  });

  it('makes no run of nothing, and refuses a statement that could hold no item', () => {
    expect(runsWithinD1Limit([])).toEqual([]);
    expect(() => runsWithinD1Limit(ids, { perItem: 60, others: 50 })).toThrow(RangeError);
  });
});
