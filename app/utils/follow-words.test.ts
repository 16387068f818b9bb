import { describe, expect, it } from 'vitest';
import type { PlaceChange } from '~/models/place-events.server';
import { translator } from '~/modules/messages.server';
import { changePath, changeSummary, changeTitle } from './change-words';
import { describeFollowedSearch, listingPathOf, searchFeedPath } from './follow-words';
import { EVERYTHING } from './followed-search';

const en = { t: translator('en'), locale: 'en' as const };
const es = { t: translator('es'), locale: 'es' as const };

const place = {
  id: 7,
  slug: 'green-leaf',
  name: 'Green Leaf',
  cuisineKey: 'vegetarian',
  priceLevel: 2,
  neighborhood: 'Near Southside',
  rating: 45,
  pricePerPerson: 20,
  facts: ['vegan'],
  closed: false,
  isSample: false,
};
const change = (detail: PlaceChange['change']): PlaceChange => ({ key: 'event-1', at: '2026-11-20T18:00:00.000Z', place, change: detail });

describe('a followed search in words', () => {
  it('says what it holds, in the order a diner reads it, in either language', () => {
    const search = { ...EVERYTHING, facts: ['vegan' as const], priceLevel: 2, neighborhood: 'Near Southside' };
    expect(describeFollowedSearch(search, en.t)).toBe('Vegan · $$ · Near Southside');
    expect(describeFollowedSearch(search, es.t)).toBe('Vegano · $$ · Near Southside');
    expect(describeFollowedSearch({ ...EVERYTHING, q: 'brisket', pricePerPerson: '15-30', rating: 4 }, en.t)).toBe(
      'Search: “brisket” · $15–30 a person · 4 stars and up'
    );
    expect(describeFollowedSearch(EVERYTHING, en.t)).toBe('Everything in the guide');
  });

  it('leads back to the listing it came from and to its feed', () => {
    expect(listingPathOf({ ...EVERYTHING, cuisine: 'thai', facts: ['patio'] })).toBe('/?cuisine=thai&has=patio#results');
    expect(listingPathOf({ ...EVERYTHING, q: 'ramen', pricePerPerson: 'under-15' })).toBe('/search?q=ramen&pp=under-15');
    expect(searchFeedPath(EVERYTHING)).toBe('/feeds/follow.xml');
  });
});

describe('a change as a feed entry says it', () => {
  it('names a gained fact inside the sentence, and leads a review or a guide to its page', () => {
    expect(changeTitle(change({ kind: 'facts', gained: ['vegan', 'byob'], lost: [] }), en.t)).toBe('Now has vegan dishes, BYOB: Green Leaf');
    expect(changeTitle(change({ kind: 'closed' }), en.t)).toBe('Closed for good: Green Leaf');
    const review = change({ kind: 'review', id: 1, slug: 'green-leaf-review', title: 'Greens worth the drive' });
    expect([changeTitle(review, en.t), changePath(review)]).toEqual(['Reviewed: Greens worth the drive', '/review/green-leaf-review']);
    const guide = change({ kind: 'guide', id: 1, slug: 'plant-based', title: 'Plant-based Fort Worth' });
    expect([changeTitle(guide, es.t), changePath(guide)]).toEqual(['En una guía: Plant-based Fort Worth', '/guides/plant-based']);
    expect(changePath(change({ kind: 'listed' }))).toBe('/restaurant/green-leaf');
  });

  it('gives the new week, and the special dates with their hours and notes', () => {
    const after = [0, 6].map((weekday) => ({ weekday, opensMinute: 600, closesMinute: 1320 }));
    expect(changeSummary(change({ kind: 'hours', before: [], after }), en)).toBe('New hours: Mon–Fri Closed; Sat–Sun 10 AM – 10 PM.');
    expect(changeSummary(change({ kind: 'hours', before: after, after: [] }), en)).toBe('Its hours are no longer listed.');
    const dates = change({
      kind: 'special-dates',
      changed: [
        { date: '2026-11-26', opensMinute: null, closesMinute: null, note: 'Thanksgiving' },
        { date: '2026-12-24', opensMinute: 660, closesMinute: 900, note: 'Christmas Eve' },
      ],
      removed: ['2026-12-31'],
    });
    expect(changeSummary(dates, en)).toBe('Thu, Nov 26: Closed (Thanksgiving)\nThu, Dec 24: 11 AM – 3 PM (Christmas Eve)\nUsual hours again on Thu, Dec 31.');
  });
});
