import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SignInForm } from '~/components/account-menu';
import { GeneralErrorBoundary } from '~/components/error-page';
import { businessHome } from '~/modules/business-pages.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate } from '~/utils/format';
import { metaTranslator, useT } from '~/utils/i18n';

/** Business login (issue 42, decision 050): the places a person manages and their claims. Private, never cached. */

export const loader = ({ context }: LoaderFunctionArgs) => businessHome(context);

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction = ({ data, matches }) => [
  // An error page's data carries no words but the layout's.
  { title: `${metaTranslator(matches)(data ? 'business.title' : 'layout.error.screen.business')} · Fort Worth Eats` },
  { name: 'robots', content: 'noindex' },
];

export default function Business() {
  const { signedIn, places, claims } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('business.title')}</h1>
      {!signedIn ? (
        <section className="card space-y-3 p-6">
          <p className="text-lg text-stone-800">{t('business.pitch')}</p>
          <SignInForm label={t('business.signIn')} redirectTo="/business" />
          <p className="text-stone-700">
            {t('business.notListed')}{' '}
            <Link to="/add-a-restaurant" className="text-brand-800 underline">
              {t('business.add')}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <section aria-labelledby="places-heading" className="space-y-2">
            <h2 id="places-heading" className="text-2xl font-bold text-stone-900">
              {t('business.yourPlaces')}
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
                {t('business.noPlaces')}{' '}
                <Link to="/business/claim" className="text-brand-800 underline">
                  {t('business.claimOne')}
                </Link>
              </p>
            )}
          </section>
          <section aria-labelledby="claims-heading" className="space-y-2">
            <h2 id="claims-heading" className="text-2xl font-bold text-stone-900">
              {t('business.yourClaims')}
            </h2>
            {claims.length ? (
              <ul className="space-y-2">
                {claims.map((c) => (
                  <li key={c.id} className="text-stone-800">
                    <Link to={`/restaurant/${c.slug}/claim`} className="font-medium text-brand-800 underline">
                      {c.name}
                    </Link>
                    {`: ${t('business.claimState', { state: c.status })}${c.reason ? ` (${c.reason})` : ''} · ${formatLongDate(c.decidedAt ?? c.createdAt)}`}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-stone-800">{t('business.noClaims')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.business')} />;
}
