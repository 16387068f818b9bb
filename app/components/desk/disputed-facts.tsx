import { Link } from '@remix-run/react';
import { factOf, isFactKey } from '~/utils/facts';

type Disputed = { restaurantId: number; restaurantName: string; fact: string; yes: number; no: number };

const counts = (d: Disputed) => `${d.no} said no, ${d.yes} confirmed since it was last checked`;
const label = (fact: string) => (isFactKey(fact) ? factOf(fact).label : fact);

/**
 * Facts several diners said were wrong (utils/fact-votes isDisputed): on the overview, each
 * with its listing; on a listing's editor, its own. Checking the fact again (a later check
 * day, or "Confirm details") starts its count afresh.
 */
export function DisputedFacts({ facts, onListing = false }: { facts: Disputed[]; onListing?: boolean }) {
  if (facts.length === 0) return null;
  if (onListing) {
    return (
      <div role="status" className="w-full rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p className="font-medium">Diners dispute {facts.length === 1 ? 'a fact' : 'facts'} here. Check with the place, then save its check day or confirm the details.</p>
        <ul className="mt-1 list-disc pl-5">
          {facts.map((d) => (
            <li key={d.fact}>{`${label(d.fact)}: ${counts(d)}`}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <section aria-labelledby="disputed-facts">
      <h2 id="disputed-facts" className="text-xl font-bold text-stone-900">Facts diners dispute</h2>
      <ul className="mt-2 space-y-1">
        {facts.map((d) => (
          <li key={`${d.restaurantId}-${d.fact}`}>
            <Link to={`/admin/restaurants/${d.restaurantId}`} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
              {`${d.restaurantName}: ${label(d.fact)}`}
            </Link>{' '}
            <span className="text-sm text-stone-700">{counts(d)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
