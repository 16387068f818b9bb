import { describe, expect, it } from 'vitest';
import { changedTopics, changeSummary, nextSources, sourcesOfSnapshot } from './listing-sources';

const listing = {
  hours: [
    { weekday: 6, opensMinute: 660, closesMinute: 1320 },
    { weekday: 1, opensMinute: 660, closesMinute: 1260 },
  ],
  specialHours: [],
  facts: { patio: { value: 'yes' as const, checkedOn: '2026-01-01' } },
  phone: '(817) 555-0100',
  website: '',
  reservationUrl: '',
  pricePerPerson: 20,
};

describe('who stated what', () => {
  it('names each changed weekday and fact, and nothing unchanged', () => {
    const after = {
      ...listing,
      hours: [{ weekday: 1, opensMinute: 660, closesMinute: 1260 }, { weekday: 6, opensMinute: 600, closesMinute: 1380 }],
      facts: { patio: { value: 'yes' as const, checkedOn: '2026-11-26' }, 'step-free': { value: 'yes' as const, checkedOn: '2026-11-26' } },
    };
    const changed = changedTopics(listing, after);
    expect(changed.map((c) => c.topic)).toEqual(['hours', 'fact:step-free']);
    expect(changeSummary('Owner', changed)).toBe('Owner changed Saturday hours, step-free entrance');
    expect(changedTopics(listing, { ...listing, facts: { patio: { value: 'yes', checkedOn: '2026-11-26' } } })).toEqual([]);
  });

  it('sees a fact turned unknown, a phone and a price change', () => {
    const changed = changedTopics(listing, { ...listing, facts: {}, phone: '', pricePerPerson: null });
    expect(changed.map((c) => c.topic)).toEqual(['fact:patio', 'phone', 'price-per-person']);
  });

  it('restates only the changed topics and keeps the rest', () => {
    const current = [{ topic: 'phone', source: 'owner' as const, userId: 3, updatedOn: '2026-10-01' }, { topic: 'hours', source: 'owner' as const, userId: 3, updatedOn: '2026-10-01' }];
    expect(nextSources(current, ['hours'], { source: 'editor', userId: 1, updatedOn: '2026-11-26' })).toEqual([
      { topic: 'hours', source: 'editor', userId: 1, updatedOn: '2026-11-26' },
      { topic: 'phone', source: 'owner', userId: 3, updatedOn: '2026-10-01' },
    ]);
  });

  it('reads a version saved before sources were kept as having none, and drops odd rows', () => {
    expect(sourcesOfSnapshot({ name: 'Old' })).toEqual([]);
    expect(sourcesOfSnapshot({ sources: [{ topic: 'hours', source: 'owner', userId: 2, updatedOn: '2026-11-26' }, { topic: 'x', source: 'diner' }] })).toEqual([
      { topic: 'hours', source: 'owner', userId: 2, updatedOn: '2026-11-26' },
    ]);
  });
});
