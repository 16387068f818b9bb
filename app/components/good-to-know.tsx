import { Form } from '@remix-run/react';
import { factsToShow, saidNo, saidYes } from '~/utils/fact-noes';
import { FACT_VOTE_INTENT, isVotableFact, tallyText, type FactTallies } from '~/utils/fact-votes';
import { FACT_GROUPS, factGroupTitle, type FactGroup, type FactKey, type Facts } from '~/utils/facts';
import { formatMediumDate } from '~/utils/format';
import { useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';
import type { HoursRow } from '~/utils/hours';
import { formatHappyHours } from '~/utils/listing-details-text';
import { OwnerUpdated, ownerSaid } from './owner-updated';
import type { Sources } from '~/utils/source-topics';
import { AccessibleIcon, ArmchairIcon, CheckIcon, CrossIcon, LeafIcon, WalletIcon, WineIcon } from './icons';

const GROUP_ICONS: Record<FactGroup, typeof LeafIcon> = { dietary: LeafIcon, access: AccessibleIcon, amenities: ArmchairIcon };

/**
 * The day most of the facts were checked (the later on a tie), or null for none. The
 * section says the day of most of its facts once; a group checked mostly on another day
 * says its own under its title, a fact checked on another day than its group beside it.
 */
function mostCommonDay(days: string[]) {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || b.localeCompare(a))[0]?.[0] ?? null;
}

/** "Checked Nov 2, 2026". */
function Checked({ on }: { on: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {t('restaurant.checked')} <time dateTime={on}>{formatMediumDate(on, locale)}</time>
    </>
  );
}

/**
 * Diners' answer on an access fact, and what others answered: a plain form to the page's
 * action, the same for every diner (the page is shared at the edge), so a voter's own
 * answer is never on it; the "Thanks, noted" toast is theirs alone.
 */
function FactVote({ fact, action, tally }: { fact: FactKey; action: string; tally: FactTallies[FactKey] }) {
  const said = tallyText(tally);
  const t = useT();
  const button = 'inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded border border-stone-300 bg-white px-3 font-medium text-brand-800 hover:bg-stone-50';
  return (
    <>
      {/* Spaces between the blocks: a text browser would run the fact's words into the count's. */}
      {said ? <> <span className="block text-sm text-stone-700">{said}</span></> : null}{' '}
      <Form method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-2 text-sm">
        <input type="hidden" name="intent" value={FACT_VOTE_INTENT} />
        <input type="hidden" name="fact" value={fact} />
        <span id={`vote-${fact}`} className="text-stone-700">{t('restaurant.wasThisRight')}</span>{' '}
        {/* Inputs, not buttons: a text browser shows an input's value, and a button's value before its words. */}
        <input type="submit" name="answer" value={t('restaurant.vote.yes')} className={button} aria-describedby={`fact-${fact} vote-${fact}`} />{' '}
        <input type="submit" name="answer" value={t('restaurant.vote.no')} className={button} aria-describedby={`fact-${fact} vote-${fact}`} />
      </Form>
    </>
  );
}

type Props = { facts: Facts; happyHours: HoursRow[]; pricePerPerson: number | null; sources?: Sources; votes?: FactTallies; voteAction?: string };

/**
 * What an editor checked at the place, grouped, with the day it was checked (said once
 * for most, and again only where it differs); with
 * happy hour and the typical spend. What a place has, and a no only where the catalog says
 * one (no vegan dishes, steps at the entrance); a fact nobody checked is left out: unknown
 * is never shown, least of all as a no. Nothing at all when nothing is shown.
 */
export function GoodToKnow({ facts, happyHours, pricePerPerson, sources, votes = {}, voteAction }: Props) {
  const t = useT();
  const locale = useLocale();
  const known = factsToShow(facts);
  // A fact the owner stated says so beside it; the checked days speak for the editors' facts only.
  const byOwner = (key: FactKey) => ownerSaid(sources, `fact:${key}`) !== null;
  const groups = FACT_GROUPS.map((group) => ({ ...group, facts: known.filter((f) => f.fact.group === group.key) })).filter((g) => g.facts.length > 0);
  const happy = formatHappyHours(happyHours, { t, locale });
  if (groups.length === 0 && happy.length === 0 && pricePerPerson === null) return null;
  const day = mostCommonDay(known.filter((f) => !byOwner(f.fact.key)).map((f) => f.checkedOn));
  return (
    <section className="card p-5" aria-labelledby="good-to-know-heading">
      <h2 id="good-to-know-heading" className="text-xl font-bold">{t('restaurant.goodToKnow')}</h2>
      {pricePerPerson !== null || happy.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {pricePerPerson !== null ? (
            <li className="flex items-start gap-2">
              <WalletIcon className="mt-0.5 h-5 w-5 text-brand-800" />
              <span>
                {t('prices.aboutPerPerson', { amount: pricePerPerson })}
                <OwnerUpdated sources={sources} topic="price-per-person" />
              </span>
            </li>
          ) : null}
          {happy.length > 0 ? (
            <li className="flex items-start gap-2">
              <WineIcon className="mt-0.5 h-5 w-5 text-brand-800" />
              <span>{t('restaurant.happyHour', { times: happy.join('; ') })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {day ? (
        <p className="mt-4 text-sm text-stone-600">
          <Checked on={day} />
          {known.every((f) => f.checkedOn === day || byOwner(f.fact.key)) ? null : t('restaurant.unlessNoted')}
        </p>
      ) : null}
      {groups.length > 0 ? (
        <div className="mt-2 grid gap-5 sm:grid-cols-2">
          {groups.map((group) => {
            const Icon = GROUP_ICONS[group.key];
            const groupDay = mostCommonDay(group.facts.filter((f) => !byOwner(f.fact.key)).map((f) => f.checkedOn)) ?? day;
            return (
              <div key={group.key}>
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="h-5 w-5 text-brand-800" />
                  {factGroupTitle(group.key, t)}
                </h3>
                {groupDay === day || !groupDay ? null : (
                  <p className="text-sm text-stone-600">
                    <Checked on={groupDay} />
                  </p>
                )}
                <ul className="mt-1.5 space-y-1.5">
                  {group.facts.map(({ fact, state, checkedOn }) => (
                    <li key={fact.key} className="flex items-start gap-2">
                      {state === 'yes' ? <CheckIcon className="mt-1 h-4 w-4 text-emerald-700" /> : <CrossIcon className="mt-1 h-4 w-4 text-stone-500" />}
                      <div>
                        <span id={`fact-${fact.key}`}>{state === 'yes' ? saidYes(fact, t) : saidNo(fact, t)}</span>
                        {byOwner(fact.key) ? (
                          <OwnerUpdated sources={sources} topic={`fact:${fact.key}`} />
                        ) : checkedOn === groupDay ? null : (
                          <span className="block text-sm text-stone-600">
                            <Checked on={checkedOn} />
                          </span>
                        )}
                        {voteAction && isVotableFact(fact.key) ? <FactVote fact={fact.key} action={voteAction} tally={votes[fact.key]} /> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
