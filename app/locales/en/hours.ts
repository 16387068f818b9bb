/**
 * Opening hours as diners read them (app/utils/hours.ts): the open-now line, the week,
 * special dates. `hours.at` is a time as a sentence says it ("Closes 9 PM"; Spanish
 * needs "a las 9 p. m.", "a la 1 p. m.", "a medianoche"), chosen by `hour`.
 */
export const hours = {
  'hours.notListed': 'Hours not listed',
  'hours.open24': 'Open 24 hours',
  'hours.closed': 'Closed',
  'hours.closedToday': 'Closed today',
  'hours.permanentlyClosed': 'Permanently closed',
  'hours.midnight': 'Midnight',
  'hours.noon': 'Noon',
  'hours.at': '{hour, select, other {{time}}}',
  'hours.openNow': 'Open now · Closes {at}',
  'hours.closesSoon': 'Closes soon · {time}',
  'hours.opens': 'Opens {at}',
  'hours.opensTomorrow': 'Opens {at} tomorrow',
  'hours.opensOn': 'Opens {at} {day}',
  'hours.caption': 'Opening hours, Fort Worth time',
  'hours.today': '{day} (today)',
  'hours.specialDates': 'Special dates',
} as const;
