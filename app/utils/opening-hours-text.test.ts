import { describe, expect, it } from 'vitest';
import { weeklySchedule } from './hours';
import { parseDayHours } from './hours-text';
import { readWeekHours, weekHoursText } from './opening-hours-text';

/** How the listing page would show a day the desk's field was given as `text`. */
function day(text: string, weekday = 1) {
  const parsed = parseDayHours(text, weekday, 'Monday');
  if ('error' in parsed) return parsed.error;
  return weeklySchedule(parsed.rows).find((line) => line.weekday === weekday)!.text;
}
function week(text: string) {
  const read = readWeekHours(text);
  if (!read || typeof read === 'string') return read;
  return { text: weekHoursText([...read.days.values()].flat()), named: [...read.days.keys()].sort(), doubts: Object.fromEntries(read.doubts) };
}

describe('a day of opening hours, as people write it', () => {
  it.each([
    ['11am-9pm', '11 AM – 9 PM'],
    ['11 AM – 9 PM', '11 AM – 9 PM'],
    ['11 a.m. to 9 p.m.', '11 AM – 9 PM'],
    ['11a-9p', '11 AM – 9 PM'],
    ['11:30am-9:30pm', '11:30 AM – 9:30 PM'],
    ['noon-8', 'Noon – 8 PM'],
    ['Noon – Midnight', 'Noon – Midnight'],
    ['6pm-midnight', '6 PM – Midnight'],
    ['5pm-2am', '5 PM – 2 AM'],
    ['Closed', 'Closed'],
    ['closed', 'Closed'],
    ['Open 24 hours', 'Open 24 hours'],
    ['24/7', 'Open 24 hours'],
  ])('reads “%s” as %s', (text, shown) => {
    expect(day(text)).toBe(shown);
  });

  it.each([
    // An end at or before the start, both under 12, closes in the afternoon or evening.
    ['11-9', '11 AM – 9 PM'],
    ['10-10', '10 AM – 10 PM'],
    ['9-5', '9 AM – 5 PM'],
    ['11-2', '11 AM – 2 PM'],
    ['11:30-9', '11:30 AM – 9 PM'],
    // Each later time is the first one after the time before it.
    ['11-2, 5-9', '11 AM – 2 PM, 5 PM – 9 PM'],
    ['5-9', '5 PM – 9 PM'],
    ['5-2', '5 PM – 2 AM'],
    ['12-12', 'Noon – Midnight'],
    ['7-11', '7 AM – 11 AM'],
    ['6-2', '6 AM – 2 PM'],
    // The closing time's half of the day, unless that would end before it starts.
    ['8-10pm', '8 PM – 10 PM'],
    ['11-2pm', '11 AM – 2 PM'],
    ['11am-9', '11 AM – 9 PM'],
  ])('reads the short form “%s” as %s', (text, shown) => {
    expect(day(text)).toBe(shown);
  });

  it.each([
    ['17:00-02:00', '5 PM – 2 AM'],
    ['11:00-14:30, 17:00-02:00', '11 AM – 2:30 PM, 5 PM – 2 AM'],
    ['7-15', '7 AM – 3 PM'],
    ['09:00-17:00', '9 AM – 5 PM'],
    ['10:00-22:00', '10 AM – 10 PM'],
    ['00:00-24:00', 'Open 24 hours'],
    ['00:00-00:00', 'Open 24 hours'],
    ['10:00-10:00', 'Open 24 hours'],
  ])('reads 24-hour times “%s” as %s, past midnight kept', (text, shown) => {
    expect(day(text)).toBe(shown);
  });

  it('names the day and shows what it accepts when it cannot read a field', () => {
    expect(day('noon to late')).toBe('Monday: write hours like 11am-9pm, 11-2, 5-9 or 17:00-02:00, or leave it empty when closed');
    expect(day('25:00-26:00')).toMatch(/^Monday: write hours like/);
    expect(day('13pm-9')).toMatch(/^Monday: write hours like/);
    expect(day('11:00-15:00, 14:00-22:00')).toBe('Monday: the opening times overlap');
    // A day cell naming only other days does not give this day.
    expect(day('Closed Sundays', 1)).toMatch(/^Monday: write hours like/);
    expect(day('Closed Sundays', 0)).toBe('Closed');
  });
});

describe('a week of opening hours in one cell', () => {
  it('reads day ranges and lists, later clauses overriding earlier ones', () => {
    expect(week('Mon–Fri 11-9, Sat 10-10, Sun closed')).toEqual({ text: 'Mon–Fri 11 AM – 9 PM; Sat 10 AM – 10 PM; Sun Closed', named: [0, 1, 2, 3, 4, 5, 6], doubts: {} });
    expect(week('Daily 11-10, closed Sundays')).toMatchObject({ text: 'Mon–Sat 11 AM – 10 PM; Sun Closed' });
    expect(week('Tue-Sun 11-2, 5-9; closed Mondays')).toMatchObject({ text: 'Mon Closed; Tue–Sun 11 AM – 2 PM, 5 PM – 9 PM' });
    expect(week('Monday-Thursday: 11am-9pm, Friday & Saturday: 11am-11pm')).toMatchObject({ text: 'Mon–Thu 11 AM – 9 PM; Fri–Sat 11 AM – 11 PM; Sun Closed', named: [1, 2, 3, 4, 5, 6] });
    expect(week('Closed Sun, Mon-Sat 7-3')).toMatchObject({ text: 'Mon–Sat 7 AM – 3 PM; Sun Closed', named: [0, 1, 2, 3, 4, 5, 6] });
    expect(week('Fri-Mon 5-2')).toMatchObject({ text: 'Mon 5 PM – 2 AM; Tue–Thu Closed; Fri–Sun 5 PM – 2 AM', named: [0, 1, 5, 6] });
    expect(week('Every day 11am-10pm')).toMatchObject({ text: 'Daily 11 AM – 10 PM' });
    expect(week('11-9')).toMatchObject({ text: 'Daily 11 AM – 9 PM' });
    expect(week('Closed Sundays')).toMatchObject({ named: [0] });
  });

  it('marks what looks like a slip of the pen, by weekday', () => {
    expect(week('Mon-Sat 10:00-10:00')).toMatchObject({ doubts: { 1: 'open 24 hours, read from a range', 6: 'open 24 hours, read from a range' } });
    expect(week('Fri 6am-11pm')).toMatchObject({ doubts: { 5: 'open 17 hours in a day' } });
    expect(week('Fri 11:00-09:00')).toMatchObject({ doubts: { 5: 'open 22 hours in a day' } });
    expect(week('Fri 10pm-9am')).toMatchObject({ doubts: { 5: 'closes the next morning, after 6 AM' } });
    expect(week('Mon-Sun 11-2, 5-2')).toMatchObject({ doubts: {} });
    expect(week('Daily 24 hours')).toMatchObject({ doubts: {} });
  });

  it('cannot read words it does not know', () => {
    expect(week('Mon–Fri lunch and dinner')).toBeNull();
    expect(week('Sat')).toBeNull();
  });
});
