import { describe, expect, it } from 'vitest';
import { addDays, compactSchedule, formatShortDate, upcomingSpecialDates, formatMinute, fortWorthTime, openingHoursSpecification, openStatus, openStatusText, weeklySchedule, weeklyScheduleOn, type HoursRow, type HoursWords, type SpecialHoursRow } from './hours';
import { translator } from '~/modules/messages.server';

const english = translator('en');
const spanish: HoursWords = { t: translator('es'), locale: 'es' };
/** openStatus with the words an English card shows for it. */
function said(...args: Parameters<typeof openStatus>) {
  const status = openStatus(...args);
  return { ...status, label: openStatusText(status, english, 'en') };
}
/** The same status as a Spanish card says it. */
const dicho = (...args: Parameters<typeof openStatus>) => openStatusText(openStatus(...args), spanish.t, 'es');

const FRI = 5;
const SAT = 6;
const SUN = 0;
// A bar: Friday 5 PM to Saturday 2 AM, Saturday 5 PM to Sunday 2 AM.
const bar: HoursRow[] = [
  { weekday: FRI, opensMinute: 17 * 60, closesMinute: 26 * 60 },
  { weekday: SAT, opensMinute: 17 * 60, closesMinute: 26 * 60 },
];

describe('fortWorthTime', () => {
  it('reads the wall clock in Fort Worth, including daylight saving', () => {
    // 2026-07-10 is a Friday; 03:30 UTC is 22:30 Thursday in CDT (UTC-5).
    expect(fortWorthTime(new Date('2026-07-10T03:30:00Z'))).toEqual({ date: '2026-07-09', weekday: 4, minute: 22 * 60 + 30 });
    // In January Fort Worth is UTC-6: 18:00 UTC is noon.
    expect(fortWorthTime(new Date('2026-01-14T18:00:00Z'))).toEqual({ date: '2026-01-14', weekday: 3, minute: 12 * 60 });
  });

  it('moves on with every minute, across the change to daylight saving', () => {
    // 2026-03-08 (a Sunday): at 08:00 UTC the clocks in Fort Worth jump from 1:59 to 3:00.
    expect(fortWorthTime(new Date('2026-03-08T07:59:05Z'))).toEqual({ date: '2026-03-08', weekday: 0, minute: 60 + 59 });
    expect(fortWorthTime(new Date('2026-03-08T07:59:55Z'))).toEqual({ date: '2026-03-08', weekday: 0, minute: 60 + 59 });
    expect(fortWorthTime(new Date('2026-03-08T08:00:00Z'))).toEqual({ date: '2026-03-08', weekday: 0, minute: 3 * 60 });
    expect(fortWorthTime(new Date('2026-03-08T08:01:30Z'))).toEqual({ date: '2026-03-08', weekday: 0, minute: 3 * 60 + 1 });
  });
});

/** That weekday and minute in the week of Sunday 2026-11-22, with no special dates in it. */
const at = (weekday: number, minute: number) => ({ date: `2026-11-${22 + weekday}`, weekday, minute });

describe('openStatus', () => {
  it('is open after midnight on the next day for a range that runs past midnight', () => {
    const status = said(bar, at(SAT, 30)); // Saturday 12:30 AM
    expect(status).toMatchObject({ state: 'open', closes: 2 * 60, closesSoon: false });
    expect(status.label).toBe('Open now · Closes 2 AM');
  });

  it('wraps from Saturday night into Sunday morning', () => {
    expect(said(bar, at(SUN, 90))).toMatchObject({ state: 'open', closes: 2 * 60 });
    expect(said(bar, at(SUN, 2 * 60))).toMatchObject({ state: 'closed' });
  });

  it('says when a closed place opens next', () => {
    expect(said(bar, at(FRI, 9 * 60)).label).toBe('Closed · Opens 5 PM');
    expect(said(bar, at(4, 20 * 60)).label).toBe('Closed · Opens 5 PM tomorrow');
    expect(said(bar, at(1, 12 * 60)).label).toBe('Closed · Opens 5 PM Friday');
  });

  it('closes exactly at closing time', () => {
    const lunch: HoursRow[] = [{ weekday: 1, opensMinute: 11 * 60, closesMinute: 14 * 60 + 30 }];
    expect(said(lunch, at(1, 14 * 60 + 29)).state).toBe('open');
    expect(said(lunch, at(1, 14 * 60 + 30)).state).toBe('closed');
  });

  it('says "Open 24 hours" for a place that never closes that day', () => {
    const allDay: HoursRow[] = [{ weekday: 2, opensMinute: 6 * 60, closesMinute: 30 * 60 }];
    expect(said(allDay, at(2, 23 * 60)).label).toBe('Open 24 hours');
    expect(weeklySchedule(allDay)[1]).toEqual({ weekday: 2, day: 'Tuesday', text: 'Open 24 hours' });
  });

  it('admits it does not know when no hours are listed', () => {
    expect(said([], at(1, 0))).toEqual({ state: 'unknown', label: 'Hours not listed' });
  });
});

describe('openStatus with special dates and closing soon', () => {
  // Every day 11 AM to 9 PM.
  const daily: HoursRow[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: 11 * 60, closesMinute: 21 * 60 }));
  const thanksgiving: SpecialHoursRow = { date: '2026-11-26', opensMinute: null, closesMinute: null, note: 'Thanksgiving' };
  /** A Fort Worth moment, as the Worker reads its clock. */
  const fortWorth = (iso: string) => fortWorthTime(new Date(iso));

  it('says "Closes soon" from 45 minutes before closing, still open', () => {
    expect(said(daily, at(1, 20 * 60 + 14))).toEqual({ state: 'open', closes: 21 * 60, closesSoon: false, label: 'Open now · Closes 9 PM' });
    expect(said(daily, at(1, 20 * 60 + 15))).toEqual({ state: 'open', closes: 21 * 60, closesSoon: true, label: 'Closes soon · 9 PM' });
    expect(said(daily, at(1, 20 * 60 + 59)).label).toBe('Closes soon · 9 PM');
    expect(said(daily, at(1, 21 * 60)).label).toBe('Closed · Opens 11 AM tomorrow');
  });

  it('is closed all day on a closed holiday, with its note, and opens on the next ordinary day', () => {
    const status = said(daily, fortWorth('2026-11-26T12:00:00-06:00'), [thanksgiving]);
    expect(status).toMatchObject({ state: 'closed', label: 'Closed today · Thanksgiving · Opens 11 AM tomorrow' });
    // The day before, it says when it opens next, past the holiday.
    expect(said(daily, fortWorth('2026-11-25T22:00:00-06:00'), [thanksgiving]).label).toBe('Closed · Opens 11 AM Friday');
    // Closed Friday too: it looks further ahead.
    const long = [thanksgiving, { ...thanksgiving, date: '2026-11-27', note: '' }];
    expect(said(daily, fortWorth('2026-11-26T09:00:00-06:00'), long).label).toBe('Closed today · Thanksgiving · Opens 11 AM Saturday');
    // The ordinary Thursday a week later keeps its weekly hours.
    expect(said(daily, fortWorth('2026-12-03T12:00:00-06:00'), [thanksgiving]).state).toBe('open');
  });

  it('keeps only the short hours of a holiday, closing soon before they end', () => {
    const eve: SpecialHoursRow[] = [{ date: '2026-12-24', opensMinute: 11 * 60, closesMinute: 15 * 60, note: 'Christmas Eve' }];
    expect(said(daily, fortWorth('2026-12-24T12:00:00-06:00'), eve).label).toBe('Open now · Closes 3 PM');
    expect(said(daily, fortWorth('2026-12-24T14:20:00-06:00'), eve).label).toBe('Closes soon · 3 PM');
    expect(said(daily, fortWorth('2026-12-24T16:00:00-06:00'), eve).label).toBe('Closed · Christmas Eve · Opens 11 AM tomorrow');
    expect(said(daily, fortWorth('2026-12-24T09:00:00-06:00'), eve).label).toBe('Closed · Christmas Eve · Opens 11 AM');
  });

  it('counts a special range past midnight the next morning, over that day\'s own hours', () => {
    // New Year's Eve until 2 AM; New Year's Day closed.
    const nye: SpecialHoursRow[] = [
      { date: '2026-12-31', opensMinute: 17 * 60, closesMinute: 26 * 60, note: "New Year's Eve" },
      { date: '2027-01-01', opensMinute: null, closesMinute: null, note: "New Year's Day" },
    ];
    expect(said(daily, fortWorth('2027-01-01T00:30:00-06:00'), nye)).toMatchObject({ state: 'open', label: 'Open now · Closes 2 AM' });
    expect(said(daily, fortWorth('2027-01-01T02:00:00-06:00'), nye).label).toBe("Closed today · New Year's Day · Opens 11 AM tomorrow");
    // A weekly range past midnight still counts on the morning of a closed holiday.
    expect(said(bar, fortWorth('2026-11-28T01:00:00-06:00'), [{ ...thanksgiving, date: '2026-11-28' }]).state).toBe('open');
  });

  it('reads the clocks on daylight-saving nights', () => {
    // 2026-11-01: clocks fall back from 2 AM CDT to 1 AM CST; the bar closes at 2 AM on the clock.
    expect(said(bar, fortWorth('2026-11-01T06:30:00Z'))).toMatchObject({ state: 'open', closesSoon: true, label: 'Closes soon · 2 AM' }); // 1:30 CDT
    expect(said(bar, fortWorth('2026-11-01T07:10:00Z'))).toMatchObject({ state: 'open', closesSoon: false }); // 1:10 CST
    expect(said(bar, fortWorth('2026-11-01T08:00:00Z'))).toMatchObject({ state: 'closed', label: 'Closed · Opens 5 PM Friday' }); // 2:00 CST
    // 2026-03-08: 1:59 CST is followed by 3:00 CDT, past the 2 AM close.
    expect(said(bar, fortWorth('2026-03-08T07:59:00Z')).label).toBe('Closes soon · 2 AM');
    expect(said(bar, fortWorth('2026-03-08T08:00:00Z')).state).toBe('closed');
  });

  it('lists the coming special dates in words', () => {
    const special: SpecialHoursRow[] = [
      { date: '2026-12-24', opensMinute: 11 * 60, closesMinute: 15 * 60, note: 'Christmas Eve' },
      thanksgiving,
      { date: '2026-11-20', opensMinute: null, closesMinute: null, note: 'Past' },
      { date: '2027-02-14', opensMinute: null, closesMinute: null, note: 'Too far ahead' },
    ];
    expect(upcomingSpecialDates(special, '2026-11-25')).toEqual([
      { date: '2026-11-26', day: 'Thu, Nov 26', text: 'Closed (Thanksgiving)' },
      { date: '2026-12-24', day: 'Thu, Dec 24', text: '11 AM – 3 PM (Christmas Eve)' },
    ]);
    expect(formatShortDate(addDays('2026-12-31', 1))).toBe('Fri, Jan 1');
    // A note that says the place is closed is not told twice.
    const phrased = [{ ...thanksgiving, note: 'Closed for Thanksgiving' }];
    expect(upcomingSpecialDates(phrased, '2026-11-25')[0]!.text).toBe('Closed for Thanksgiving');
    expect(said(daily, fortWorth('2026-11-26T12:00:00-06:00'), phrased).label).toBe('Closed for Thanksgiving · Opens 11 AM tomorrow');
  });
});

describe('formatting', () => {
  it('formats clock times the American way', () => {
    expect(formatMinute(0)).toBe('Midnight');
    expect(formatMinute(12 * 60)).toBe('Noon');
    expect(formatMinute(11 * 60 + 30)).toBe('11:30 AM');
    expect(formatMinute(26 * 60)).toBe('2 AM');
  });

  it('lists the week Monday first with closed days', () => {
    const week = weeklySchedule(bar);
    expect(week[0]).toEqual({ weekday: 1, day: 'Monday', text: 'Closed' });
    expect(week[4]).toEqual({ weekday: FRI, day: 'Friday', text: '5 PM – 2 AM' });
  });
});

describe('a week in few lines', () => {
  const week: HoursRow[] = [1, 2, 3, 4].map((weekday) => ({ weekday, opensMinute: 11 * 60, closesMinute: 22 * 60 }));
  const lateWeekend: HoursRow[] = [FRI, SAT].map((weekday) => ({ weekday, opensMinute: 17 * 60, closesMinute: 26 * 60 }));

  it('shares a line between consecutive days with the same hours', () => {
    expect(compactSchedule([...week, ...lateWeekend])).toEqual([
      { days: 'Mon–Thu', text: '11 AM – 10 PM' },
      { days: 'Fri–Sat', text: '5 PM – 2 AM' },
      { days: 'Sun', text: 'Closed' },
    ]);
  });

  it('gives schema.org one specification per range, days Monday first, past midnight as the next clock time', () => {
    expect(openingHoursSpecification([...lateWeekend, ...week])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '11:00', closes: '22:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '17:00', closes: '02:00' },
    ]);
  });
});

describe('hours in Spanish (es-US)', () => {
  const daily: HoursRow[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: 11 * 60, closesMinute: 21 * 60 }));
  const thanksgiving: SpecialHoursRow = { date: '2026-11-26', opensMinute: null, closesMinute: null, note: 'Thanksgiving' };

  it('says whether a place is open, and until when, as a Spanish card does', () => {
    expect(dicho(daily, at(1, 13 * 60))).toBe('Abierto ahora · Cierra a las 9 p. m.');
    expect(dicho(daily, at(1, 20 * 60 + 30))).toBe('Cierra pronto · 9 p. m.');
    expect(dicho(bar, at(SAT, 30))).toBe('Abierto ahora · Cierra a las 2 a. m.');
    const lunch: HoursRow[] = [{ weekday: 1, opensMinute: 11 * 60 + 30, closesMinute: 13 * 60 }, { weekday: 2, opensMinute: 12 * 60, closesMinute: 24 * 60 }];
    expect(dicho(lunch, at(1, 11 * 60 + 45))).toBe('Abierto ahora · Cierra a la 1 p. m.');
    expect(dicho(lunch, at(1, 9 * 60))).toBe('Cerrado · Abre a las 11:30 a. m.');
    expect(dicho(lunch, at(1, 14 * 60))).toBe('Cerrado · Abre mañana al mediodía');
    expect(dicho(lunch, at(2, 13 * 60))).toBe('Abierto ahora · Cierra a medianoche');
  });

  it('names tomorrow and the weekday of the next opening, and a closed holiday', () => {
    expect(dicho(daily, at(1, 22 * 60))).toBe('Cerrado · Abre mañana a las 11 a. m.');
    expect(dicho(bar, at(1, 12 * 60))).toBe('Cerrado · Abre el viernes a las 5 p. m.');
    const today = fortWorthTime(new Date('2026-11-26T12:00:00-06:00'));
    expect(dicho(daily, today, [thanksgiving])).toBe('Cerrado hoy · Thanksgiving · Abre mañana a las 11 a. m.');
    expect(dicho([], at(1, 0))).toBe('Horario no disponible');
    expect(dicho([{ weekday: 2, opensMinute: 6 * 60, closesMinute: 30 * 60 }], at(2, 23 * 60))).toBe('Abierto las 24 horas');
  });

  it('lists the week with Spanish weekdays and times', () => {
    const week = weeklySchedule(bar, spanish);
    expect(week[0]).toEqual({ weekday: 1, day: 'lunes', text: 'Cerrado' });
    expect(week[4]).toEqual({ weekday: FRI, day: 'viernes', text: '5 p. m. – 2 a. m.' });
    expect(compactSchedule(daily, spanish)[0]!.text).toBe('11 a. m. – 9 p. m.');
    expect(upcomingSpecialDates([thanksgiving], '2026-11-25', 30, spanish)[0]!.text).toBe('Cerrado (Thanksgiving)');
  });

  it('reads in English, given English words, exactly as the sheet and the API write it', () => {
    const englishWords: HoursWords = { t: english, locale: 'en' };
    const rows = [...bar, { weekday: 2, opensMinute: 6 * 60, closesMinute: 30 * 60 }, { weekday: 3, opensMinute: 12 * 60, closesMinute: 24 * 60 }];
    expect(weeklySchedule(rows, englishWords)).toEqual(weeklySchedule(rows));
    expect(compactSchedule(rows, englishWords)).toEqual(compactSchedule(rows));
    expect(weeklyScheduleOn(rows, [{ date: '2026-11-24', opensMinute: null, closesMinute: null, note: '' }], at(2, 0), englishWords)[1]!.text).toBe('Closed');
  });
});

describe('Fort Worth local date-times (the desk\'s publish and event times)', () => {
  it('reads a datetime-local value as Fort Worth time, summer and winter', async () => {
    const { fromFortWorthLocal, toFortWorthLocal, fortWorthOffset } = await import('./hours');
    expect(fromFortWorthLocal('2026-07-04T18:30')!.toISOString()).toBe('2026-07-04T23:30:00.000Z');
    expect(fromFortWorthLocal('2026-12-01T09:00')!.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(toFortWorthLocal(new Date('2026-12-01T15:00:00Z'))).toBe('2026-12-01T09:00');
    expect(fortWorthOffset(new Date('2026-07-04T23:30:00Z'))).toBe('-05:00');
    expect(fortWorthOffset(new Date('2026-12-01T15:00:00Z'))).toBe('-06:00');
    expect(fromFortWorthLocal('next tuesday')).toBeNull();
    expect(fromFortWorthLocal('2026-02-30T10:00')).toBeNull();
  });
});
