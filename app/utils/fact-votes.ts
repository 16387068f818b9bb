import { FACTS, type FactKey } from './facts';

/**
 * Diners' "Was this right?" on a fact (decision 050): only the access facts, the ones a
 * diner cannot check from a menu and pays for most when they are wrong.
 */
export const VOTABLE_FACTS: readonly FactKey[] = FACTS.filter((f) => f.group === 'access').map((f) => f.key);
export const isVotableFact = (key: string): key is FactKey => (VOTABLE_FACTS as readonly string[]).includes(key);

export const FACT_VOTE_ANSWERS = ['yes', 'no'] as const;
export type FactVoteAnswer = (typeof FACT_VOTE_ANSWERS)[number];

/** The counted votes on one fact since it was last stated. */
export type FactTally = { yes: number; no: number };
export type FactTallies = Partial<Record<FactKey, FactTally>>;

/** The form field that tells the restaurant page's action a vote from its other forms. */
export const FACT_VOTE_INTENT = 'fact-vote';

/**
 * A fact the desk should look at again: at least DISPUTED_MIN_NO diners said no since it
 * was last stated, and more said no than yes. One or two noes may be a mistake or a grudge;
 * a fact most voters confirm is not in doubt however many disagree.
 */
export const DISPUTED_MIN_NO = 3;
export const isDisputed = (tally: FactTally) => tally.no >= DISPUTED_MIN_NO && tally.no > tally.yes;

/** "3 diners confirmed", "1 diner confirmed · 2 said no"; null before anyone voted. */
export function tallyText(tally: FactTally | undefined): string | null {
  if (!tally || (tally.yes === 0 && tally.no === 0)) return null;
  const parts: string[] = [];
  if (tally.yes > 0) parts.push(`${tally.yes} ${tally.yes === 1 ? 'diner' : 'diners'} confirmed`);
  if (tally.no > 0) parts.push(tally.yes > 0 ? `${tally.no} said no` : `${tally.no} ${tally.no === 1 ? 'diner' : 'diners'} said no`);
  return parts.join(' · ');
}
