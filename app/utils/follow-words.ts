import type { FollowedPlace, PlaceChange } from '~/models/place-events.server';
import { cuisineName } from './cuisine-names';
import { factBadge, factLabel, isFactKey, pricePerPersonBandLabel } from './facts';
import { followedSearchQuery, type FollowedSearch } from './followed-search';
import { compactSchedule, formatShortDate, specialHoursText, specialRowsOn, type HoursWords } from './hours';
import type { Translate } from './i18n';

/*
 * A followed search and its changes in a diner's words (issue 44): what the search
 * holds ("Vegan · $$ · Near Southside"), its addresses, and each change's title and
 * summary as its feed entry says them.
 */

const SEPARATOR = ' · ';

/** The page that tells what a search's followers get, its feed, and a diner's own places' feed. */
export const FOLLOW_PAGE = '/follow';
export const SEARCH_FEED = '/feeds/follow.xml';
export const placesFeedPath = (token: string) => `/feeds/places/${token}.xml`;

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
export const followPagePath = (search: FollowedSearch) => withQuery(FOLLOW_PAGE, followedSearchQuery(search));
export const searchFeedPath = (search: FollowedSearch) => withQuery(SEARCH_FEED, followedSearchQuery(search));

/**
 * The listing a search was followed from: the search page for words, else the home
 * listing's results (its parameters are the followed search's, in the same order).
 */
export function listingPathOf(search: FollowedSearch): string {
  if (search.q) return withQuery('/search', followedSearchQuery({ ...search, cuisine: null, priceLevel: null, rating: null, neighborhood: null }));
  return `${withQuery('/', followedSearchQuery(search))}#results`;
}

const priceSigns = (level: number) => '$'.repeat(level);

/** "Vegan · $$ · Near Southside", or "Everything in the guide": the search, in the page's words. */
export function describeFollowedSearch(search: FollowedSearch, t: Translate, storedCuisineName?: string): string {
  const parts = [
    search.q ? t('follow.words', { q: search.q }) : null,
    search.cuisine ? cuisineName(search.cuisine, storedCuisineName ?? search.cuisine, t) : null,
    ...search.facts.map((fact) => factBadge(fact, t)),
    search.priceLevel ? priceSigns(search.priceLevel) : null,
    search.pricePerPerson ? t('follow.perPerson', { band: pricePerPersonBandLabel(search.pricePerPerson, t) }) : null,
    search.rating ? t('follow.rating', { stars: search.rating }) : null,
    search.neighborhood,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(SEPARATOR) : t('follow.everything');
}

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
      return t('follow.entry.listed', { name });
    case 'reopened':
      return t('follow.entry.reopened', { name });
    case 'closed':
      return t('follow.entry.closed', { name });
    case 'hours':
      return t('follow.entry.hours', { name });
    case 'special-dates':
      return t('follow.entry.specialDates', { name });
    case 'facts':
      return change.gained.length
        ? t('follow.entry.facts', { name, facts: factsSaid(change.gained, t) })
        : t('follow.entry.factsLost', { name, facts: factsSaid(change.lost, t) });
    case 'review':
      return t('follow.entry.review', { title: change.title });
    case 'guide':
      return t('follow.entry.guide', { title: change.title });
  }
}

/** The detail a diner acts on: the new week, the special dates with their hours and notes, the facts. */
export function changeSummary({ place, change }: PlaceChange, words: HoursWords): string {
  const { t, locale } = words;
  const name = place.name;
  switch (change.kind) {
    case 'listed':
      return t('follow.summary.listed', { about: placeAbout(place, t) });
    case 'reopened':
      return t('follow.summary.reopened', { name, about: placeAbout(place, t) });
    case 'closed':
      return t('follow.summary.closed', { name });
    case 'hours': {
      if (!change.after.length) return t('follow.summary.hoursGone');
      const week = compactSchedule(change.after, words).map((line) => `${line.days} ${line.text}`);
      return t('follow.summary.hours', { hours: week.join('; ') });
    }
    case 'special-dates': {
      const dates = [...new Set(change.changed.map((row) => row.date))].sort();
      const lines = dates.map((date) => `${formatShortDate(date, locale)}: ${specialHoursText(specialRowsOn(change.changed, date), words)}`);
      const usual = change.removed.length
        ? [t('follow.summary.usualHours', { dates: change.removed.map((date) => formatShortDate(date, locale)).join(', ') })]
        : [];
      return [...lines, ...usual].join('\n');
    }
    case 'facts':
      return [
        change.gained.length ? t('follow.summary.factsGained', { facts: factsSaid(change.gained, t) }) : null,
        change.lost.length ? t('follow.summary.factsLost', { facts: factsSaid(change.lost, t) }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'review':
      return t('follow.summary.review', { name, title: change.title });
    case 'guide':
      return t('follow.summary.guide', { name, title: change.title });
  }
}

/** Where an entry leads: the review or the guide it names, else the place's page. */
export function changePath({ place, change }: PlaceChange): string {
  if (change.kind === 'review') return `/review/${change.slug}`;
  if (change.kind === 'guide') return `/guides/${change.slug}`;
  return `/restaurant/${place.slug}`;
}
