import { factOf, isFactKey } from './facts';

/** What the page, its structured data and the API are told: who last stated each topic, and which day (decision 050). */
export type Sources = Record<string, { source: 'editor' | 'owner'; updatedOn: string }>;

/** A topic's words for a reader, e.g. "Step-free entrance", "Hours". */
export function topicLabel(topic: string): string {
  const key = topic.startsWith('fact:') ? topic.slice(5) : null;
  if (key !== null) return isFactKey(key) ? factOf(key).label : key;
  return { hours: 'Hours', 'special-hours': 'Special dates', phone: 'Phone', website: 'Website', reservation: 'Reservations', 'price-per-person': 'Price per person' }[topic] ?? topic;
}
