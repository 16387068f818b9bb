import { describe, expect, it } from 'vitest';
import {
  formatDishes,
  formatHappyHours,
  formatSpecialHours,
  parseDishes,
  parseDollars,
  parseHappyHours,
  parseSpecialHours,
} from './listing-details-text';

const value = <T,>(parsed: { value: T } | { errors: string[] }) => {
  if ('errors' in parsed) throw new Error(parsed.errors.join('\n'));
  return parsed.value;
};
const errors = (parsed: { value: unknown } | { errors: string[] }) => ('errors' in parsed ? parsed.errors : []);

describe('happy hour text', () => {
  it('reads days and times as an editor writes them', () => {
    expect(value(parseHappyHours('Mon–Fri 3 PM – 6 PM\nSat 2 PM – 5 PM'))).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensMinute: 900, closesMinute: 1080 })),
      { weekday: 6, opensMinute: 840, closesMinute: 1020 },
    ]);
    // Hyphens, shorthand, a day list, 24-hour clocks, and a range past midnight.
    expect(value(parseHappyHours('tue-wed 3-6pm; Thu & Sun 15:00-18:00, 22:00-01:00'))).toEqual([
      { weekday: 2, opensMinute: 900, closesMinute: 1080 },
      { weekday: 3, opensMinute: 900, closesMinute: 1080 },
      { weekday: 4, opensMinute: 900, closesMinute: 1080 },
      { weekday: 4, opensMinute: 1320, closesMinute: 1500 },
      { weekday: 0, opensMinute: 900, closesMinute: 1080 },
      { weekday: 0, opensMinute: 1320, closesMinute: 1500 },
    ]);
    expect(value(parseHappyHours('Daily 4 PM – 6 PM'))).toHaveLength(7);
    expect(value(parseHappyHours('Fri–Mon: 4 PM – 6 PM')).map((row) => row.weekday)).toEqual([1, 5, 6, 0]);
    expect(value(parseHappyHours('  \n'))).toEqual([]);
  });

  it('names each bad line, and overlapping days', () => {
    expect(errors(parseHappyHours('Mon–Fri 3 PM – 6 PM\nSaturday afternoons\nFunday 2 PM – 5 PM'))).toEqual([
      expect.stringContaining('“Saturday afternoons”: write the days, then the times'),
      expect.stringContaining('“Funday 2 PM – 5 PM”'),
    ]);
    expect(errors(parseHappyHours('Mon 3 PM – 6 PM\nMon–Tue 5 PM – 7 PM'))).toEqual(['Happy hour on Mon is given twice: its times overlap']);
    expect(errors(parseHappyHours('Mon 13 PM – 6 PM'))).toHaveLength(1);
  });

  it('writes consecutive days with the same times on one line, and reads its own text back', () => {
    const rows = value(parseHappyHours('Mon–Wed 3 PM – 6 PM\nFri 3 PM – 6 PM, 10 PM – Midnight\nSun Noon – 2:30 PM'));
    const lines = formatHappyHours(rows);
    expect(lines).toEqual(['Mon–Wed 3 PM – 6 PM', 'Fri 3 PM – 6 PM, 10 PM – Midnight', 'Sun Noon – 2:30 PM']);
    expect(value(parseHappyHours(lines.join('; ')))).toEqual(rows);
  });
});

describe('special dates text', () => {
  it('reads a closed day and a day of short hours, each with its note', () => {
    expect(value(parseSpecialHours('2026-12-24 11 AM – 3 PM Christmas Eve\n2026-11-26 Closed Thanksgiving'))).toEqual([
      { date: '2026-11-26', opensMinute: null, closesMinute: null, note: 'Thanksgiving' },
      { date: '2026-12-24', opensMinute: 660, closesMinute: 900, note: 'Christmas Eve' },
    ]);
    // Two ranges, one past midnight; a note is optional.
    expect(value(parseSpecialHours('2026-12-31 11 AM – 2 PM, 6 PM – 2 AM New Year’s Eve\n2027-01-01 closed'))).toEqual([
      { date: '2026-12-31', opensMinute: 660, closesMinute: 840, note: 'New Year’s Eve' },
      { date: '2026-12-31', opensMinute: 1080, closesMinute: 1560, note: 'New Year’s Eve' },
      { date: '2027-01-01', opensMinute: null, closesMinute: null, note: '' },
    ]);
  });

  it('names the bad line: a date that is not one, no times, a date given twice, too many lines', () => {
    expect(errors(parseSpecialHours('2026-02-30 Closed'))).toEqual([expect.stringMatching(/^“2026-02-30 Closed”: start with a real date/)]);
    expect(errors(parseSpecialHours('Thanksgiving Closed'))).toEqual([expect.stringMatching(/^“Thanksgiving Closed”: start with a real date/)]);
    expect(errors(parseSpecialHours('2026-12-24 Christmas Eve'))).toEqual([expect.stringContaining('write “Closed” or its times')]);
    expect(errors(parseSpecialHours('2026-12-24 Closed\n2026-12-24 5 PM – 9 PM'))).toEqual([expect.stringContaining('2026-12-24 is on two lines')]);
    expect(errors(parseSpecialHours('2026-12-24 1 PM – 5 PM, 3 PM – 6 PM'))).toEqual([expect.stringContaining('its times overlap')]);
    const many = Array.from({ length: 31 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')} Closed`).join('\n');
    expect(errors(parseSpecialHours(many))).toEqual(['Give at most 30 special dates (one a line); these are 31']);
  });

  it('writes one line a date and reads it back unchanged', () => {
    const rows = value(parseSpecialHours('2026-12-31 11:00-14:00, 18:00-02:00 New Year’s Eve\n2026-11-26 Closed Thanksgiving\n2026-07-04 Noon – 6 PM'));
    const lines = formatSpecialHours(rows);
    expect(lines).toEqual(['2026-07-04 Noon – 6 PM', '2026-11-26 Closed Thanksgiving', '2026-12-31 11 AM – 2 PM, 6 PM – 2 AM New Year’s Eve']);
    expect(value(parseSpecialHours(lines.join('; ')))).toEqual(rows);
  });
});

describe('dishes and prices', () => {
  it('reads prices in dollars as cents', () => {
    expect(parseDollars('14')).toBe(1400);
    expect(parseDollars('$8.50')).toBe(850);
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('8.5')).toBeNaN();
    expect(parseDollars('cheap')).toBeNaN();
  });

  it('reads and writes a sheet’s dishes cell, in order', () => {
    const dishes = value(parseDishes('Brisket $24; Beef rib; Banana pudding $6.50'));
    expect(dishes).toEqual([
      { name: 'Brisket', priceCents: 2400 },
      { name: 'Beef rib', priceCents: null },
      { name: 'Banana pudding', priceCents: 650 },
    ]);
    expect(formatDishes(dishes)).toBe('Brisket $24; Beef rib; Banana pudding $6.50');
    expect(errors(parseDishes('Brisket $2.4'))).toEqual([expect.stringContaining('write its price like $14')]);
    expect(errors(parseDishes('a; b; c; d; e; f'))).toEqual(['Name at most 5 dishes; these are 6']);
  });
});
