import { describe, expect, it } from 'vitest';
import { readableHours } from './shapes.server';

describe('readableHours', () => {
  it('gives one line per weekday from Monday, or null when no hours are listed', () => {
    expect(readableHours([])).toBeNull();
    const lines = readableHours([{ weekday: 5, opensMinute: 660, closesMinute: 1560 }])!;
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('Monday: Closed');
    expect(lines[4]).toBe('Friday: 11 AM – 2 AM');
  });
});
