import type { HoursRow, SpecialHoursRow } from './hours';

/**
 * What followers see of a place, as the view `place_state_now` spells it (migration
 * 0026), and the changes between two such states that a diner would call news.
 */
export type PlaceState = {
  listed: boolean;
  closed: boolean;
  /** "weekday:opens-closes" ranges, comma-separated, in order. */
  hours: string;
  /** JSON: [date, opens, closes, note] rows, in order. */
  specialDates: string;
  /** The facts that are yes, comma-separated, in order. */
  facts: string;
};

export type PlaceEventDetail =
  | { kind: 'listed' | 'reopened' | 'closed' }
  | { kind: 'hours'; before: HoursRow[]; after: HoursRow[] }
  /** Dates from today on that were added or changed (their new rows), and those taken away. */
  | { kind: 'special-dates'; changed: SpecialHoursRow[]; removed: string[] }
  | { kind: 'facts'; gained: string[]; lost: string[] };

export function parseHours(hours: string): HoursRow[] {
  if (!hours) return [];
  return hours.split(',').map((range) => {
    const [weekday, span] = range.split(':');
    const [opens, closes] = span.split('-');
    return {
      weekday: Number(weekday),
      opensMinute: Number(opens),
      closesMinute: Number(closes),
    };
  });
}

export function parseSpecialDates(json: string): SpecialHoursRow[] {
  const rows = JSON.parse(json || '[]') as Array<[string, number | null, number | null, string]>;
  return rows.map(([date, opensMinute, closesMinute, note]) => ({
    date,
    opensMinute,
    closesMinute,
    note,
  }));
}

const factList = (facts: string) => (facts ? facts.split(',') : []);

/** A date's rows as one comparable string. */
function datesFrom(rows: SpecialHoursRow[], today: string) {
  const byDate = new Map<string, SpecialHoursRow[]>();
  for (const row of rows) if (row.date >= today) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  return new Map([...byDate].map(([date, list]) => [date, { rows: list, key: JSON.stringify(list) }]));
}

/**
 * The changes from `before` (null: never seen) to `after`, on `today` (YYYY-MM-DD in
 * Fort Worth). A place that first appears is news once, as "listed"; a draft or a
 * closed place has no hours news; special dates already past are not news.
 */
export function placeChanges(before: PlaceState | null, after: PlaceState, today: string): PlaceEventDetail[] {
  if (!after.listed) return [];
  if (!before || !before.listed) return after.closed ? [] : [{ kind: 'listed' }];
  if (before.closed !== after.closed) return [{ kind: after.closed ? 'closed' : 'reopened' }];
  if (after.closed) return [];

  const changes: PlaceEventDetail[] = [];
  if (before.hours !== after.hours)
    changes.push({
      kind: 'hours',
      before: parseHours(before.hours),
      after: parseHours(after.hours),
    });

  const beforeDates = datesFrom(parseSpecialDates(before.specialDates), today);
  const afterDates = datesFrom(parseSpecialDates(after.specialDates), today);
  const changed = [...afterDates].filter(([date, now]) => beforeDates.get(date)?.key !== now.key).flatMap(([, now]) => now.rows);
  const removed = [...beforeDates.keys()].filter((date) => !afterDates.has(date));
  if (changed.length || removed.length) changes.push({ kind: 'special-dates', changed, removed });

  const [was, is] = [factList(before.facts), factList(after.facts)];
  const gained = is.filter((fact) => !was.includes(fact));
  const lost = was.filter((fact) => !is.includes(fact));
  if (gained.length || lost.length) changes.push({ kind: 'facts', gained, lost });
  return changes;
}
