import { factStates, type Fact, type FactKey, type Facts } from './facts';

/**
 * The noes a diner reads, part of the facts catalog: only the questions diners ask before
 * they go (can I eat here, can I get in) are answered with a no; every other checked no is
 * left unsaid, on the restaurant page and in its structured data alike (decision 044). Apart
 * from facts.ts because only the restaurant page needs these words, and the home page's
 * filters, which share facts.ts, should not carry them.
 */
const SAID_NO: Partial<Record<FactKey, string>> = {
  'vegetarian': 'No vegetarian dishes',
  'vegan': 'No vegan dishes',
  'gluten-free': 'No gluten-free dishes',
  'step-free': 'Steps at the entrance',
  'accessible-restroom': 'No accessible restroom',
  'accessible-parking': 'No accessible parking',
};

/** The words of a checked no the page says, or null for a no it leaves unsaid. */
export const saidNo = (fact: Fact): string | null => SAID_NO[fact.key] ?? null;

/** The facts a diner reads: each yes, each no said above, never an unknown one. */
export function factsToShow(facts: Facts) {
  return factStates(facts).flatMap(({ fact, state, checkedOn }) =>
    state === 'unknown' || !checkedOn || (state === 'no' && saidNo(fact) === null) ? [] : [{ fact, state, checkedOn }],
  );
}
