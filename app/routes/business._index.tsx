import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SignInForm } from '~/components/account-menu';
import { GeneralErrorBoundary } from '~/components/error-page';
import { businessHome } from '~/modules/business-pages.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate } from '~/utils/format';

/** Business login (issue 42, decision 050): the places a person manages and their claims. Private, never cached. */

export const loader = ({ context }: LoaderFunctionArgs) => businessHome(context);

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction = () => [{ title: 'For businesses · Fort Worth Eats' }, { name: 'robots', content: 'noindex' }];

const STATE: Record<string, string> = { open: 'waiting for the editors', approved: 'approved', declined: 'declined', revoked: 'revoked', withdrawn: 'withdrawn' };

export default function Business() {
  const { signedIn, places, claims } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">For businesses</h1>
      {!signedIn ? (
        <section className="card space-y-3 p-6">
          <p className="text-lg text-stone-800">
            Own or run a Fort Worth restaurant? Claim its listing, then keep its hours, special dates and facts true yourself: they show at once,
            marked as updated by the owner. Listings are free; reviews, ratings and the editors’ words stay independent.
          </p>
          <SignInForm label="Continue with Facebook" redirectTo="/business" />
          <p className="text-stone-700">
            Not listed yet?{' '}
            <Link to="/add-a-restaurant" className="text-brand-800 underline">
              Add a restaurant
            </Link>
          </p>
        </section>
      ) : (
        <>
          <section aria-labelledby="places-heading" className="space-y-2">
            <h2 id="places-heading" className="text-2xl font-bold text-stone-900">
              Your places
            </h2>
            {places.length ? (
              <ul className="space-y-1">
                {places.map((p) => (
                  <li key={p.id}>
                    <Link to={`/business/${p.slug}`} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
                      {p.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-stone-800">
                You do not manage a listing yet.{' '}
                <Link to="/business/claim" className="text-brand-800 underline">
                  Find your restaurant and claim it
                </Link>
              </p>
            )}
          </section>
          <section aria-labelledby="claims-heading" className="space-y-2">
            <h2 id="claims-heading" className="text-2xl font-bold text-stone-900">
              Your claims
            </h2>
            {claims.length ? (
              <ul className="space-y-2">
                {claims.map((c) => (
                  <li key={c.id} className="text-stone-800">
                    <Link to={`/restaurant/${c.slug}/claim`} className="font-medium text-brand-800 underline">
                      {c.name}
                    </Link>
                    {`: ${STATE[c.status] ?? c.status}${c.reason ? ` (${c.reason})` : ''} · ${formatLongDate(c.decidedAt ?? c.createdAt)}`}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-stone-800">No claims.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="For businesses" />;
}
