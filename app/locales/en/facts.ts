import { FACT_GROUPS, FACTS, type FactGroup, type FactKey } from '~/utils/facts';

/** Facts' names, as app/utils/facts.ts writes them once for the filters, the badges and the desk. */
const named = Object.fromEntries([
  ...FACTS.flatMap((f) => [[`facts.label.${f.key}`, f.label], [`facts.badge.${f.key}`, f.badge]]),
  ...FACT_GROUPS.map((g) => [`facts.group.${g.key}`, g.title]),
]) as Record<`facts.label.${FactKey}` | `facts.badge.${FactKey}` | `facts.group.${FactGroup}`, string>;

/**
 * The facts catalog's words (app/utils/facts.ts): each group's title, each fact's filter
 * option (also the desk's label) and its badge on a card while the filter is in use, and
 * the words of the filters that list them.
 */
export const facts = {
  ...named,
  'facts.filters.more': 'More filters',
  'facts.filters.when': 'When',
  'facts.filters.openNow': 'Open now',
  'facts.filters.happyHourNow': 'Happy hour now',
  'facts.filters.pricePerPerson': 'Price per person',
  'facts.filters.anyPrice': 'Any',
  'facts.filters.matches': 'Matches your filters: ',
} as const;
