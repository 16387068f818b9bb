import { factLabel, factOf, isFactKey } from './facts';
import type { Translate } from './i18n';

/** What the page, its structured data and the API are told: who last stated each topic, and which day (decision 050). */
export type Sources = Record<string, { source: 'editor' | 'owner'; updatedOn: string }>;

/** A topic's words for a reader, e.g. "Step-free entrance", "Hours". */
export function topicLabel(topic: string): string {
  const key = topic.startsWith('fact:') ? topic.slice(5) : null;
  if (key !== null) return isFactKey(key) ? factOf(key).label : key;
  return { hours: 'Hours', 'special-hours': 'Special dates', phone: 'Phone', website: 'Website', reservation: 'Reservations', 'price-per-person': 'Price per person' }[topic] ?? topic;
}

const TOPIC_IDS = { hours: 'ownerPage.topic.hours', 'special-hours': 'ownerPage.topic.special-hours', phone: 'ownerPage.topic.phone', website: 'ownerPage.topic.website', reservation: 'ownerPage.topic.reservation', 'price-per-person': 'ownerPage.topic.price-per-person' } as const;

/** A topic in the page's words (the owner's page), where topicLabel is the data's English. */
export function topicLabelIn(topic: string, t: Translate): string {
  const key = topic.startsWith('fact:') ? topic.slice(5) : null;
  if (key !== null) return isFactKey(key) ? factLabel(key, t) : key;
  return topic in TOPIC_IDS ? t(TOPIC_IDS[topic as keyof typeof TOPIC_IDS]) : topic;
}
