import { describe, expect, it } from 'vitest';
import { formatDayHours, parseDayHours } from './hours-text';

describe('a day of opening hours as typed in the desk', () => {
  it('reads several ranges, one running past midnight', () => {
    expect(parseDayHours('11:00-14:30, 17:00-02:00', 5, 'Friday')).toEqual({
      rows: [
        { weekday: 5, opensMinute: 660, closesMinute: 870 },
        { weekday: 5, opensMinute: 1020, closesMinute: 1560 },
      ],
    });
  });

  it('reads an empty field as closed and hours without minutes', () => {
    expect(parseDayHours('  ', 0, 'Sunday')).toEqual({ rows: [] });
    expect(parseDayHours('7-15', 1, 'Monday')).toEqual({ rows: [{ weekday: 1, opensMinute: 420, closesMinute: 900 }] });
  });

  it('names the day and the expected form when it cannot read it', () => {
    expect(parseDayHours('noon to late', 2, 'Tuesday')).toEqual({
      error: 'Tuesday: write hours like 11am-9pm, 11-2, 5-9 or 17:00-02:00, or leave it empty when closed',
    });
    expect(parseDayHours('25:00-26:00', 2, 'Tuesday')).toHaveProperty('error');
    expect(parseDayHours('11:00-15:00, 14:00-22:00', 3, 'Wednesday')).toEqual({ error: 'Wednesday: the opening times overlap' });
  });

  it('writes back what it read', () => {
    const rows = [
      { weekday: 5, opensMinute: 1020, closesMinute: 1560 },
      { weekday: 5, opensMinute: 660, closesMinute: 870 },
      { weekday: 6, opensMinute: 600, closesMinute: 1320 },
    ];
    const text = formatDayHours(rows, 5);
    expect(text).toBe('11:00-14:30, 17:00-02:00');
    expect(parseDayHours(text, 5, 'Friday')).toEqual({ rows: [rows[1], rows[0]] });
    expect(formatDayHours(rows, 0)).toBe('');
  });
});
