import { Form } from '@remix-run/react';
import { formatDishPrice } from '~/utils/facts';
import { formatDateTime } from '~/utils/format';

type Proposal = {
  id: number;
  by: string;
  createdAt: string;
  payload: { note: string } | { dishes: Array<{ name: string; priceCents: number | null }> };
};

/**
 * An owner's open proposals on the listing's desk editor (decision 050): the note or
 * dishes as they would show, accept (shown at once) or decline with a reason the owner reads.
 */
export function OwnerProposals({ proposals }: { proposals: Proposal[] }) {
  if (!proposals.length) return null;
  return (
    <section className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" aria-labelledby="owner-proposals-heading">
      <h2 id="owner-proposals-heading" className="text-lg font-bold text-stone-900">{`From the owner: ${proposals.length} to decide`}</h2>
      <ul className="space-y-4">
        {proposals.map((p) => (
          <li key={p.id} className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
            <p className="text-sm text-stone-700">{`${p.by}, ${formatDateTime(p.createdAt)}`}</p>
            {'note' in p.payload ? (
              <p>
                <span className="font-semibold">“From the owner” note: </span>
                {p.payload.note || '(remove the note)'}
              </p>
            ) : (
              <div>
                <p className="font-semibold">What to order:</p>
                <ol className="list-decimal pl-6">
                  {p.payload.dishes.map((d) => (
                    <li key={d.name}>{d.priceCents === null ? d.name : `${d.name} — ${formatDishPrice(d.priceCents)}`}</li>
                  ))}
                </ol>
              </div>
            )}
            <div className="flex flex-wrap items-end gap-3">
              <Form method="post">
                <input type="hidden" name="proposalId" value={p.id} />
                <button type="submit" name="intent" value="accept-proposal" className="btn-primary">
                  Accept and show
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="proposalId" value={p.id} />
                <label className="block">
                  <span className="block text-sm font-medium text-stone-900">Why not (the owner reads this)</span>
                  <input name="reason" required maxLength={500} className="field-input" />
                </label>
                <button type="submit" name="intent" value="decline-proposal" className="btn-secondary">
                  Decline
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
