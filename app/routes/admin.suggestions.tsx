import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { DeclineForm } from '~/components/desk/decline-form';
import { GeneralErrorBoundary } from '~/components/error-page';
import { SpotMap } from '~/components/spot-map';
import { decideSuggestion, suggestionQueue } from '~/modules/suggestion-decisions.server';
import { formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Suggested places · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => suggestionQueue(context, request);

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const action = ({ request, context }: ActionFunctionArgs) => decideSuggestion(context, request);

export default function Suggestions() {
  const { suggestions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">
        Suggested places <span className="text-base font-normal text-stone-600">({suggestions.length})</span>
      </h1>
      <p className="text-sm text-stone-700">
        Places suggested from “Add a restaurant”. Check it is real and not listed already (possible duplicates are shown), then accept it (a draft
        listing you complete and publish) or decline it with a reason.
      </p>
      {answer?.message ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
      {suggestions.length ? (
        <ul className="space-y-4">
          {suggestions.map((s) => (
            <li key={s.id} className="card space-y-3 p-4">
              <h2 className="text-xl font-bold text-stone-900">{s.name}</h2>
              <dl className="grid gap-x-4 gap-y-1 text-sm text-stone-800 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Address</dt>
                <dd>
                  {s.address}
                  <span className="block text-stone-700">{s.location}</span>
                </dd>
                <dt className="font-semibold">Cuisine</dt>
                <dd>{s.cuisine}</dd>
                <dt className="font-semibold">Phone</dt>
                <dd>{s.phone || 'not given'}</dd>
                <dt className="font-semibold">Website</dt>
                <dd className="break-all">{s.website || 'not given'}</dd>
                <dt className="font-semibold">Hours</dt>
                <dd className="whitespace-pre-line">{s.hours || 'not given'}</dd>
                <dt className="font-semibold">From</dt>
                <dd>{`${s.relation === 'owner' ? 'Its owner or staff' : 'A diner'}, ${s.signedIn ? 'signed in' : 'not signed in'} · ${formatDateTime(s.createdAt)}`}</dd>
              </dl>
              {s.map ? (
                <div className="max-w-sm">
                  <SpotMap drawing={s.map} />
                </div>
              ) : null}
              {s.duplicates.length ? (
                <div className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
                  <p className="font-semibold">May duplicate</p>
                  <ul className="mt-1 list-disc pl-6">
                    {s.duplicates.map((d) => (
                      <li key={d.id}>
                        <Link to={`/admin/restaurants/${d.id}`} className="text-brand-800 underline">
                          {d.name}
                        </Link>
                        {`${d.isDraft ? ' (draft)' : ''}${d.address ? `, ${d.address}` : ''} · ${d.why.join(', ') || 'close name'}`}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-stone-700">No listing with the same phone, website or a close name.</p>
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                <Form method="post" className="self-end">
                  <input type="hidden" name="suggestionId" value={s.id} />
                  <button type="submit" name="intent" value="accept" className="btn-primary w-full">
                    Accept as a draft<span className="sr-only">{`: ${s.name}`}</span>
                  </button>
                </Form>
                <DeclineForm idField="suggestionId" id={s.id} itemName={s.name} reader="its author" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">No suggestions waiting.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
