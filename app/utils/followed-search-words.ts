import { cuisineName } from './cuisine-names';
import { factBadge, pricePerPersonBandLabel } from './facts';
import type { FollowedSearch } from './followed-search';
import { priceSymbols } from './format';
import type { Translate } from './i18n';

/**
 * A followed search as a diner would say it: "Vegan · $$ · Near Southside", or
 * "“tacos” · Patio". The desk, the digests page and the digests' subjects use it.
 */
export function followedSearchWords(search: FollowedSearch, t: Translate): string {
  const fallbackCuisine = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const parts = [
    search.q ? t('digests.what.words', { words: search.q }) : null,
    search.cuisine ? cuisineName(search.cuisine, fallbackCuisine(search.cuisine), t) : null,
    search.priceLevel ? priceSymbols(search.priceLevel) : null,
    search.rating ? t('digests.what.rating', { stars: search.rating }) : null,
    search.neighborhood,
    ...search.facts.map((fact) => factBadge(fact, t)),
    search.pricePerPerson ? pricePerPersonBandLabel(search.pricePerPerson, t) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : t('digests.what.everything');
}
