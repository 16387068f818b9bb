import { describe, expect, it } from 'vitest';
import { placeChanges, type PlaceState } from './place-changes';

const open: PlaceState = {
  listed: true,
  closed: false,
  hours: '1:660-1260,2:660-1260',
  specialDates: '[["2026-12-25",null,null,"Christmas"]]',
  facts: 'patio,vegan',
};
const today = '2026-11-29';

describe('placeChanges', () => {
  it('calls a place news once, when it is first listed', () => {
    expect(placeChanges(null, open, today)).toEqual([{ kind: 'listed' }]);
    expect(placeChanges({ ...open, listed: false }, open, today)).toEqual([{ kind: 'listed' }]);
    expect(placeChanges(null, { ...open, listed: false }, today)).toEqual([]);
    expect(placeChanges(open, open, today)).toEqual([]);
  });

  it('says closed and reopened, and nothing else about a closed place', () => {
    expect(placeChanges(open, { ...open, closed: true, hours: '' }, today)).toEqual([{ kind: 'closed' }]);
    expect(placeChanges({ ...open, closed: true }, open, today)).toEqual([{ kind: 'reopened' }]);
    expect(placeChanges({ ...open, closed: true }, { ...open, closed: true, hours: '' }, today)).toEqual([]);
  });

  it('gives the hours before and after', () => {
    expect(placeChanges(open, { ...open, hours: '1:660-1320,2:660-1260' }, today)).toEqual([
      {
        kind: 'hours',
        before: [
          { weekday: 1, opensMinute: 660, closesMinute: 1260 },
          { weekday: 2, opensMinute: 660, closesMinute: 1260 },
        ],
        after: [
          { weekday: 1, opensMinute: 660, closesMinute: 1320 },
          { weekday: 2, opensMinute: 660, closesMinute: 1260 },
        ],
      },
    ]);
  });

  it('names special dates added, changed and removed from today on, and ignores past ones', () => {
    const later = {
      ...open,
      specialDates: '[["2026-11-01",null,null,"Past"],["2026-12-24",600,900,"Christmas Eve"]]',
    };
    expect(placeChanges(open, later, today)).toEqual([
      {
        kind: 'special-dates',
        changed: [
          {
            date: '2026-12-24',
            opensMinute: 600,
            closesMinute: 900,
            note: 'Christmas Eve',
          },
        ],
        removed: ['2026-12-25'],
      },
    ]);
    const pastOnly = {
      ...open,
      specialDates: '[["2026-11-01",null,null,"Past"],["2026-12-25",null,null,"Christmas"]]',
    };
    expect(placeChanges(open, pastOnly, today)).toEqual([]);
  });

  it('names facts gained and lost', () => {
    expect(placeChanges(open, { ...open, facts: 'kids,vegan' }, today)).toEqual([{ kind: 'facts', gained: ['kids'], lost: ['patio'] }]);
  });
});
