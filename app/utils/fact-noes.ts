import { factStates, type Fact, type FactKey, type Facts } from './facts';
import type { Translate } from './i18n';

/**
 * The noes a diner reads, part of the facts catalog: only the questions diners ask before
 * they go (can I eat here, can I get in) are answered with a no; every other checked no is
 * left unsaid, on the restaurant page and in its structured data alike (decision 044). Apart
 * from facts.ts because only the restaurant page needs these words, and the home page's
 * filters, which share facts.ts, should not carry them.
 */
const SAID_NO = ['vegetarian', 'vegan', 'gluten-free', 'step-free', 'accessible-restroom', 'accessible-parking'] as const satisfies readonly FactKey[];
type SaidNo = (typeof SAID_NO)[number];

/** Whether the page says a checked no of `fact` (their words: the catalog's factAnswers.no). */
export const saysNo = (fact: Fact): boolean => (SAID_NO as readonly FactKey[]).includes(fact.key);

/** The words of a checked no the page says ("No vegan dishes"), or null for a no it leaves unsaid. */
export const saidNo = (fact: Fact, t: Translate): string | null => (saysNo(fact) ? t(`factAnswers.no.${fact.key as SaidNo}`) : null);

/** What the page says for a checked yes: "Patio seating". */
export const saidYes = (fact: Fact, t: Translate): string => t(`factAnswers.yes.${fact.key}`);

/** The facts a diner reads: each yes, each no said above, never an unknown one. */
export function factsToShow(facts: Facts) {
  return factStates(facts).flatMap(({ fact, state, checkedOn }) =>
    state === 'unknown' || !checkedOn || (state === 'no' && !saysNo(fact)) ? [] : [{ fact, state, checkedOn }],
  );
}
