import type { RestaurantInput } from '~/models/desk-restaurants.server';
import { FACTS } from './facts';
import { DESK_WEEKDAYS, formatDayHours } from './hours-text';
import { formatSpecialHours } from './listing-details-text';

/**
 * Who last stated each part of a listing (decision 050): a topic is 'hours',
 * 'special-hours', 'fact:<key>', 'phone', 'website', 'reservation' or
 * 'price-per-person'. A part with no row speaks with the editors' checked date.
 */
export type SourceRow = { topic: string; source: 'editor' | 'owner'; userId: number | null; updatedOn: string };
import type { Sources } from './source-topics';

type Comparable = Pick<RestaurantInput, 'hours' | 'specialHours' | 'facts' | 'phone' | 'website' | 'reservationUrl' | 'pricePerPerson'>;

const CONTACT_TOPICS = [
  { topic: 'phone', words: 'phone', of: (l: Comparable) => l.phone },
  { topic: 'website', words: 'website', of: (l: Comparable) => l.website },
  { topic: 'reservation', words: 'reservation link', of: (l: Comparable) => l.reservationUrl },
  { topic: 'price-per-person', words: 'price per person', of: (l: Comparable) => String(l.pricePerPerson ?? '') },
] as const;

/** The topics whose stated value differs between two versions of a listing, each with the words a history line uses. */
export function changedTopics(before: Comparable, after: Comparable): Array<{ topic: string; words: string[] }> {
  const changed: Array<{ topic: string; words: string[] }> = [];
  const days = DESK_WEEKDAYS.filter(({ weekday }) => formatDayHours(before.hours, weekday) !== formatDayHours(after.hours, weekday));
  if (days.length) changed.push({ topic: 'hours', words: days.map(({ name }) => `${name} hours`) });
  if (formatSpecialHours(before.specialHours).join('\n') !== formatSpecialHours(after.specialHours).join('\n')) changed.push({ topic: 'special-hours', words: ['special dates'] });
  for (const fact of FACTS) {
    if ((before.facts[fact.key]?.value ?? 'unknown') !== (after.facts[fact.key]?.value ?? 'unknown')) changed.push({ topic: `fact:${fact.key}`, words: [fact.label.toLowerCase()] });
  }
  for (const { topic, words, of } of CONTACT_TOPICS) if (of(before) !== of(after)) changed.push({ topic, words: [words] });
  return changed;
}

/** The history's line for a change: "Owner changed Saturday hours, step-free entrance". */
export function changeSummary(who: 'Owner' | 'Editor', changed: ReturnType<typeof changedTopics>) {
  return changed.length ? `${who} changed ${changed.flatMap((c) => c.words).join(', ')}` : `${who} saved without changes`;
}

/** The rows after a change: each changed topic is now stated by `source`, on `today`; the rest keep theirs. */
export function nextSources(current: readonly SourceRow[], topics: readonly string[], stated: Omit<SourceRow, 'topic'>): SourceRow[] {
  const byTopic = new Map(current.map((row) => [row.topic, row]));
  for (const topic of topics) byTopic.set(topic, { topic, ...stated });
  return [...byTopic.values()].sort((a, b) => a.topic.localeCompare(b.topic));
}

/** The rows a recorded version carries; a version saved before sources were kept has none. */
export function sourcesOfSnapshot(snapshot: unknown): SourceRow[] {
  const rows = (snapshot as { sources?: unknown } | null)?.sources;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is SourceRow =>
      typeof row?.topic === 'string' && (row.source === 'owner' || row.source === 'editor') && typeof row.updatedOn === 'string',
  );
}

export function sourcesOf(rows: readonly SourceRow[]): Sources {
  return Object.fromEntries(rows.map((row) => [row.topic, { source: row.source, updatedOn: row.updatedOn }]));
}
