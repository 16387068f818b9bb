import { PRICE_PER_PERSON_BANDS, type PricePerPersonBand } from '~/utils/facts';
import { PRICE_LABELS } from '~/utils/format';

/** Price levels and per-person bands, as app/utils/format.ts and app/utils/facts.ts write them once. */
const named = Object.fromEntries([
  ...Object.entries(PRICE_LABELS).map(([level, label]) => [`prices.level.${level}`, label]),
  ...PRICE_PER_PERSON_BANDS.map((band) => [`prices.band.${band.key}`, band.label]),
]) as Record<`prices.level.${1 | 2 | 3 | 4}` | `prices.band.${PricePerPersonBand}`, string>;

/** Price levels ($ to $$$$) and the price-per-person bands of the filters and cards. */
export const prices = {
  ...named,
  'prices.price': 'Price: {level}',
  'prices.aboutPerPerson': 'About ${amount} a person',
} as const;
