import type { FollowedPlace, PlaceChange } from '~/models/place-events.server';
import { cuisineName } from './cuisine-names';
import { factLabel, isFactKey } from './facts';
import { priceSigns, SEPARATOR } from './follow-words';
import { compactSchedule, formatShortDate, specialHoursText, specialRowsOn, type HoursWords } from './hours';
import type { Translate } from './i18n';

/*
 * A place's change as a feed entry says it (issue 44): its title, the detail a diner acts
 * on, and where it leads. Server only in practice (the feeds), apart from the pages'
 * words in follow-words.ts: the hours' helpers stay out of the listings' scripts.
 */

/** "Barbeque · $$ · Near Southside": a place as an entry introduces it. */
function placeAbout(place: FollowedPlace, t: Translate) {
  return [cuisineName(place.cuisineKey, place.cuisineKey.replace(/-/g, ' '), t), priceSigns(place.priceLevel), place.neighborhood].join(SEPARATOR);
}

/** A fact's name inside a sentence: "vegan dishes", but "BYOB" stays as it is. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);
const factsSaid = (keys: string[], t: Translate) =>
  keys
    .filter(isFactKey)
    .map((key) => inSentence(factLabel(key, t)))
    .join(', ');

/** "New: Green Leaf", "Hours changed: Panther City BBQ", "Reviewed: <the review's title>". */
export function changeTitle({ place, change }: PlaceChange, t: Translate): string {
  const name = place.name;
  switch (change.kind) {
    case 'listed':
      return t('followFeed.entry.listed', { name });
    case 'reopened':
      return t('followFeed.entry.reopened', { name });
    case 'closed':
      return t('followFeed.entry.closed', { name });
    case 'hours':
      return t('followFeed.entry.hours', { name });
    case 'special-dates':
      return t('followFeed.entry.specialDates', { name });
    case 'facts':
      return change.gained.length
        ? t('followFeed.entry.facts', { name, facts: factsSaid(change.gained, t) })
        : t('followFeed.entry.factsLost', { name, facts: factsSaid(change.lost, t) });
    case 'review':
      return t('followFeed.entry.review', { title: change.title });
    case 'guide':
      return t('followFeed.entry.guide', { title: change.title });
  }
}

/** The detail a diner acts on: the new week, the special dates with their hours and notes, the facts. */
export function changeSummary({ place, change }: PlaceChange, words: HoursWords): string {
  const { t, locale } = words;
  const name = place.name;
  switch (change.kind) {
    case 'listed':
      return t('followFeed.summary.listed', { about: placeAbout(place, t) });
    case 'reopened':
      return t('followFeed.summary.reopened', { name, about: placeAbout(place, t) });
    case 'closed':
      return t('followFeed.summary.closed', { name });
    case 'hours': {
      if (!change.after.length) return t('followFeed.summary.hoursGone');
      const week = compactSchedule(change.after, words).map((line) => `${line.days} ${line.text}`);
      return t('followFeed.summary.hours', { hours: week.join('; ') });
    }
    case 'special-dates': {
      const dates = [...new Set(change.changed.map((row) => row.date))].sort();
      const lines = dates.map((date) => `${formatShortDate(date, locale)}: ${specialHoursText(specialRowsOn(change.changed, date), words)}`);
      const usual = change.removed.length
        ? [t('followFeed.summary.usualHours', { dates: change.removed.map((date) => formatShortDate(date, locale)).join(', ') })]
        : [];
      return [...lines, ...usual].join('\n');
    }
    case 'facts':
      return [
        change.gained.length ? t('followFeed.summary.factsGained', { facts: factsSaid(change.gained, t) }) : null,
        change.lost.length ? t('followFeed.summary.factsLost', { facts: factsSaid(change.lost, t) }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'review':
      return t('followFeed.summary.review', { name, title: change.title });
    case 'guide':
      return t('followFeed.summary.guide', { name, title: change.title });
  }
}

/** Where an entry leads: the review or the guide it names, else the place's page. */
export function changePath({ place, change }: PlaceChange): string {
  if (change.kind === 'review') return `/review/${change.slug}`;
  if (change.kind === 'guide') return `/guides/${change.slug}`;
  return `/restaurant/${place.slug}`;
}
