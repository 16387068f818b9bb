import { describe, expect, it } from 'vitest';
import type { HoursRow } from './hours';
import { disagreements, readClaims } from './hours-claims';

const H = 60;
const DAY = 24 * H;
/** Sun–Thu 11 AM – 11 PM, Fri–Sat 11 AM – 3 AM: the slice house of the issue. */
const late: HoursRow[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: 11 * H, closesMinute: weekday >= 5 ? DAY + 3 * H : 23 * H }));
const listing = (hours: HoursRow[], closed = false) => ({ name: 'Slice House', hours, closed });
const said = (text: string, hours: HoursRow[], options = {}) => disagreements(text, listing(hours), options).map((d) => d.said);

describe('reading what a sentence says about hours', () => {
  it('finds the shapes editors write and leaves other sentences alone', () => {
    expect(readClaims('Smash burgers until 3 a.m. Thursday through Saturday, elbow to elbow.').map((c) => c.said)).toEqual(['until 3 a.m. Thursday through Saturday']);
    expect(readClaims('Puffy tacos, fried until the masa balloons.')).toEqual([]);
    expect(readClaims('The carts start rolling at half past 9.')).toEqual([]);
    expect(readClaims('Since 2019, until 2026 at least.')).toEqual([]);
    // A service rather than the doors: the kitchen, breakfast.
    expect(readClaims('The kitchen cooks until 1:30 and the bar runs until 2.').map((c) => c.said)).toEqual(['until 2']);
    expect(readClaims('Breakfast tacos until 11.')).toEqual([]);
  });
});

describe('checking a sentence against the listing', () => {
  it('flags "now closes at midnight" when the listing closes at 3 AM on Fridays and Saturdays, naming both', () => {
    expect(disagreements('now closes at midnight', listing(late), { removal: true })).toEqual([
      { said: 'closes at midnight', listing: 'Mon–Thu 11 AM – 11 PM; Fri–Sat 11 AM – 3 AM; Sun 11 AM – 11 PM' },
    ]);
  });

  it('agrees with closing times said for the days they name, or for the latest night', () => {
    expect(said('Open until 3 a.m. on Fridays and Saturdays.', late)).toEqual([]);
    expect(said('until 3 on weekends', late)).toEqual([]);
    expect(said('until 11 PM Sunday through Thursday', late)).toEqual([]);
    expect(said('until 3 a.m.', late)).toEqual([]);
    expect(said('serves past 1 a.m. on weekends', late)).toEqual([]);
    expect(said('until 2 on weekends', late)).toEqual(['until 2 on weekends']);
    expect(said('until 3 a.m. Thursday through Saturday', late)).toEqual(['until 3 a.m. Thursday through Saturday']);
    expect(said('serves past midnight on Mondays', late)).toEqual(['past midnight on Mondays']);
  });

  it('reads a bare hour either side of noon: a lunch counter "closes at 3"', () => {
    const lunch: HoursRow[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensMinute: 10 * H, closesMinute: 15 * H }));
    expect(said('It closes at 3 on weekdays.', lunch)).toEqual([]);
    expect(said('closes at 3 a.m.', lunch)).toEqual(['closes at 3 a.m.']);
  });

  it('checks openings, days closed and round-the-clock', () => {
    expect(said('Opens at 11 AM daily.', late)).toEqual([]);
    expect(said('opens at 7 AM', late)).toEqual(['opens at 7 AM']);
    const noMondays = late.filter((r) => r.weekday !== 1);
    expect(said('Closed Mondays.', noMondays)).toEqual([]);
    expect(said('Closed Mondays.', late)).toEqual(['Closed Mondays']);
    expect(said('closed Sunday and Monday', noMondays)).toEqual(['closed Sunday and Monday']);
    const always = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: 6 * H, closesMinute: DAY + 6 * H }));
    expect(said('Open around the clock.', always)).toEqual([]);
    expect(said('Open around the clock.', late)).toEqual(['around the clock']);
  });

  it('checks a status: closed for good, or a place removed with the reason "closed"', () => {
    expect(disagreements('closed', listing(late), { removal: true })).toEqual([{ said: 'closed', listing: 'still open (not closed for good)' }]);
    expect(disagreements('closed', listing(late, true), { removal: true })).toEqual([]);
    expect(disagreements('It has closed for good.', listing(late, true))).toEqual([]);
    // In a note, "closed" alone is no status.
    expect(disagreements('closed', listing(late))).toEqual([]);
  });

  it('says nothing about hours a listing does not have', () => {
    expect(said('until 2 on weekends', [])).toEqual([]);
  });
});
