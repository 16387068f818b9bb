import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { claimSearch } from '~/modules/business-pages.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { seoMeta } from '~/utils/seo';

/** "Claim your business": find the listing, then claim it from its own claim page (decision 050). */

export const loader = ({ request, context }: LoaderFunctionArgs) => claimSearch(context, request);

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Claim your business',
    description: 'Find your Fort Worth restaurant in the guide and claim its listing to keep its hours and facts true.',
    path: '/business/claim',
  });

export default function ClaimYourBusiness() {
  const { query, matches } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Claim your business</h1>
      <p className="text-lg text-stone-800">
        Find your restaurant, then claim it. An editor checks every claim through the listing’s own phone or website domain before you can change
        anything.
      </p>
      <Form method="get" action="/business/claim" className="card flex flex-wrap items-end gap-3 p-6" role="search">
        <label className="grow font-medium text-stone-900">
          Find your restaurant
          <input type="search" name="q" defaultValue={query} maxLength={80} className="field-input mt-1" />
        </label>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {query ? (
        matches.length ? (
          <ul className="space-y-2">
            {matches.map((m) => (
              <li key={m.id} className="card flex flex-wrap items-center justify-between gap-2 p-4">
                <span>
                  <span className="font-medium text-stone-900">{m.name}</span>
                  {m.address ? <span className="block text-sm text-stone-700">{m.address}</span> : null}
                </span>
                <Link to={`/restaurant/${m.slug}/claim`} className="btn-secondary">
                  Claim<span className="sr-only">{` ${m.name}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-800">
            {`No listing is named like “${query}”. `}
            <Link to="/add-a-restaurant" className="text-brand-800 underline">
              Add your restaurant
            </Link>{' '}
            and claim it once it is listed.
          </p>
        )
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Claim your business" />;
}
