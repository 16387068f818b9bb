import type { Translate } from './i18n';

/**
 * The facts an editor checks at a place and diners filter by: what they can eat,
 * how they get in, what is there. Each is yes, no or unknown; unknown is the
 * default (no row in `restaurant_facts`) and is never shown or read as no. The
 * key is the fact's name everywhere: the URL (`?has=patio`), the API, the desk's
 * field (`fact-patio`) and the sheet's column (`fact:patio`).
 */
export const FACT_GROUPS = [
  { key: 'dietary', title: 'Dietary' },
  { key: 'access', title: 'Access' },
  { key: 'amenities', title: 'Amenities' },
] as const;
export type FactGroup = (typeof FACT_GROUPS)[number]['key'];

type FactDefinition = {
  key: string;
  group: FactGroup;
  /** The filter's option and the desk's label (English: the desk's; pages read factLabel). */
  label: string;
  /** The word on a card's badge while the filter is in use (pages read factBadge). */
  badge: string;
};
// What the restaurant page says for yes is in components/good-to-know.tsx, which noes it says
// (and in what words) in utils/fact-noes.ts, and the schema.org name in utils/structured-data.ts:
// the filters and cards, on pages with scripts, carry only the words they show.

export const FACTS = [
  { key: 'vegetarian', group: 'dietary', label: 'Vegetarian dishes', badge: 'Vegetarian' },
  { key: 'vegan', group: 'dietary', label: 'Vegan dishes', badge: 'Vegan' },
  { key: 'gluten-free', group: 'dietary', label: 'Gluten-free dishes', badge: 'Gluten-free' },
  { key: 'halal', group: 'dietary', label: 'Halal', badge: 'Halal' },
  { key: 'kosher', group: 'dietary', label: 'Kosher', badge: 'Kosher' },
  { key: 'step-free', group: 'access', label: 'Step-free entrance', badge: 'Step-free' },
  { key: 'accessible-restroom', group: 'access', label: 'Accessible restroom', badge: 'Accessible restroom' },
  { key: 'accessible-parking', group: 'access', label: 'Accessible parking', badge: 'Accessible parking' },
  { key: 'patio', group: 'amenities', label: 'Patio', badge: 'Patio' },
  { key: 'dog-friendly', group: 'amenities', label: 'Dog-friendly patio', badge: 'Dog-friendly' },
  { key: 'kids', group: 'amenities', label: 'Good for kids', badge: 'Kids' },
  { key: 'full-bar', group: 'amenities', label: 'Full bar', badge: 'Full bar' },
  { key: 'byob', group: 'amenities', label: 'BYOB', badge: 'BYOB' },
  { key: 'parking-lot', group: 'amenities', label: 'Parking: own lot', badge: 'Own lot' },
  { key: 'parking-street', group: 'amenities', label: 'Parking: street', badge: 'Street parking' },
  { key: 'parking-garage', group: 'amenities', label: 'Parking: garage', badge: 'Garage' },
  { key: 'valet', group: 'amenities', label: 'Parking: valet', badge: 'Valet' },
] as const satisfies readonly FactDefinition[];

export type Fact = (typeof FACTS)[number];
export type FactKey = Fact['key'];
/** What an editor found. Unknown is not a value: it is a fact nobody has checked. */
export type FactValue = 'yes' | 'no';
export type FactState = FactValue | 'unknown';
/** A checked fact: its value and the day it was checked (YYYY-MM-DD, Fort Worth). */
export type CheckedFact = { value: FactValue; checkedOn: string };
/** A place's checked facts; a fact missing here is unknown. */
export type Facts = Partial<Record<FactKey, CheckedFact>>;

export const FACT_KEYS = FACTS.map((f) => f.key) as [FactKey, ...FactKey[]];
const FACT_BY_KEY = new Map<string, Fact>(FACTS.map((f) => [f.key, f]));

/** A group's title, a fact's filter option and its badge, in the page's words ("Dietary", "Patio", "Kids"). */
export const factGroupTitle = (group: FactGroup, t: Translate) => t(`facts.group.${group}`);
export const factLabel = (key: FactKey, t: Translate) => t(`facts.label.${key}`);
export const factBadge = (key: FactKey, t: Translate) => t(`facts.badge.${key}`);

export const isFactKey = (key: string): key is FactKey => FACT_BY_KEY.has(key);
export const factOf = (key: FactKey): Fact => FACT_BY_KEY.get(key)!;

/** The facts in the catalog's order, each with its state. */
export function factStates(facts: Facts): Array<{ fact: Fact; state: FactState; checkedOn: string | null }> {
  return FACTS.map((fact) => {
    const checked = facts[fact.key];
    return { fact, state: checked?.value ?? 'unknown', checkedOn: checked?.checkedOn ?? null };
  });
}

/** A dish an editor recommends ordering; price in cents when known. */
export type Dish = { name: string; priceCents: number | null };
export const MAX_DISHES = 5;

/** "$14", "$8.50". */
export function formatDishPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/**
 * Typical spend per person, in whole dollars, as the filter groups it. A place is in
 * the band whose range holds its figure (min inclusive, max exclusive).
 */
export const PRICE_PER_PERSON_BANDS = [
  { key: 'under-15', label: 'Under $15', min: 0, max: 15 },
  { key: '15-30', label: '$15–30', min: 15, max: 30 },
  { key: '30-60', label: '$30–60', min: 30, max: 60 },
  { key: '60-plus', label: '$60 and up', min: 60, max: null },
] as const;
export type PricePerPersonBand = (typeof PRICE_PER_PERSON_BANDS)[number]['key'];

/** A band's name in the page's words: "Under $15", "Menos de $15". */
export const pricePerPersonBandLabel = (band: PricePerPersonBand, t: Translate) => t(`prices.band.${band}`);
