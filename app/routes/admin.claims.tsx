import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { DeclineForm } from '~/components/desk/decline-form';
import { GeneralErrorBoundary } from '~/components/error-page';
import { claimQueue, decideClaim } from '~/modules/claim-desk.server';
import { formatDateTime, formatLongDate } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Claims · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => claimQueue(context, request);

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const action = ({ request, context }: ActionFunctionArgs) => decideClaim(context, request);

type Related = { id: number; name: string; claimantName?: string; accountName?: string; status: string; reason: string | null; createdAt: string };

function RelatedClaims({ title, claims, by }: { title: string; claims: Related[]; by: 'listing' | 'person' }) {
  return (
    <div className="text-sm text-stone-800">
      <p className="font-semibold">{title}</p>
      {claims.length ? (
        <ul className="list-disc pl-6">
          {claims.map((c) => (
            <li key={c.id}>{`${by === 'listing' ? c.name : `${c.claimantName} (account ${c.accountName})`}: ${c.status}${c.reason ? ` (${c.reason})` : ''} · ${formatLongDate(c.createdAt)}`}</li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}
    </div>
  );
}

export default function Claims() {
  const { claims, owners } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">
        Claims <span className="text-base font-normal text-stone-600">({claims.length})</span>
      </h1>
      <p className="text-sm text-stone-700">
        People asking to manage a listing. Call the phone the guide lists (never the claimant’s own) and ask for their code, then type what you
        heard to approve. A claim whose code was confirmed by e-mail to the listing’s own domain approves without a call.
      </p>
      {answer?.message ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
      {claims.length ? (
        <ul className="space-y-4">
          {claims.map((c) => (
            <li key={c.id} className="card space-y-3 p-4">
              <h2 className="text-xl font-bold text-stone-900">
                <Link to={`/restaurant/${c.listingSlug}`} className="text-brand-800 underline">
                  {c.listingName}
                </Link>
              </h2>
              <dl className="grid gap-x-4 gap-y-1 text-sm text-stone-800 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Listing’s phone</dt>
                <dd>{c.listingPhone || 'none'}</dd>
                <dt className="font-semibold">Listing’s website</dt>
                <dd className="break-all">{c.listingWebsite || 'none'}</dd>
                <dt className="font-semibold">Claimant says</dt>
                <dd>{`${c.claimantName}, ${c.claimantRole}`}</dd>
                <dt className="font-semibold">Their contact</dt>
                <dd className="break-all">{`${c.contactPhone} · ${c.contactEmail}`}</dd>
                <dt className="font-semibold">Account</dt>
                <dd>{`${c.accountName}, member since ${formatLongDate(c.memberSince)}`}</dd>
                <dt className="font-semibold">Sent</dt>
                <dd>{formatDateTime(c.createdAt)}</dd>
                <dt className="font-semibold">Code</dt>
                <dd>
                  {c.verifiedVia === 'email'
                    ? `Code confirmed by e-mail to ${c.codeMailedTo}`
                    : c.codeMailedTo
                      ? `Mailed to ${c.codeMailedTo}, not confirmed yet`
                      : 'To be heard on the listing’s phone'}
                </dd>
              </dl>
              <RelatedClaims title="Their other claims" claims={c.othersByClaimant} by="listing" />
              <RelatedClaims title="Other claims on this listing" claims={c.othersOnListing} by="person" />
              <div className="grid gap-3 sm:grid-cols-2">
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="claimId" value={c.id} />
                  {c.verifiedVia === 'email' ? null : (
                    <>
                      <label htmlFor={`code-${c.id}`} className="block text-sm font-medium text-stone-900">
                        {`Code heard on ${c.listingPhone || 'the listing’s phone'}`}
                      </label>
                      <input id={`code-${c.id}`} name="code" inputMode="numeric" autoComplete="off" required maxLength={9} className="field-input" />
                      {answer?.claimId === c.id ? <p className="text-sm font-medium text-red-800">{answer.message}</p> : null}
                    </>
                  )}
                  <button type="submit" name="intent" value="approve" className="btn-primary w-full">
                    Approve<span className="sr-only">{`: ${c.listingName}`}</span>
                  </button>
                </Form>
                <DeclineForm idField="claimId" id={c.id} itemName={c.listingName} reader="the claimant" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">No claims waiting.</p>
      )}
      <section aria-labelledby="owners-heading" className="space-y-3">
        <h2 id="owners-heading" className="text-2xl font-bold text-stone-900">
          Current owners
        </h2>
        {owners.length ? (
          <ul className="space-y-3">
            {owners.map((o) => (
              <li key={`${o.restaurantId}-${o.userId}`} className="card p-4">
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <p className="grow text-stone-900">{`${o.ownerName} manages ${o.listingName} since ${formatLongDate(o.grantedAt)}`}</p>
                  <input type="hidden" name="restaurantId" value={o.restaurantId} />
                  <input type="hidden" name="userId" value={o.userId} />
                  <label className="text-sm font-medium text-stone-900">
                    Reason (the owner reads it)
                    <input name="reason" required maxLength={300} className="field-input" />
                  </label>
                  <button type="submit" name="intent" value="revoke" className="btn-secondary">
                    Revoke<span className="sr-only">{`: ${o.ownerName}, ${o.listingName}`}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-700">No listing has an owner yet.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
