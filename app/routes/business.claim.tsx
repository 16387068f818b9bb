import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { claimSearch } from '~/modules/business-pages.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { metaTranslator, useT } from '~/utils/i18n';
import { errorMeta, seoMeta } from '~/utils/seo';

/** "Claim your business": find the listing, then claim it from its own claim page (decision 050). */

export const loader = ({ request, context }: LoaderFunctionArgs) => claimSearch(context, request);

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  // An error page's data carries no words but the layout's.
  if (!data) return errorMeta(t('layout.error.screen.claimBusiness'));
  return seoMeta(matches, { title: t('business.find.title'), description: t('business.find.description'), path: '/business/claim' });
};

export default function ClaimYourBusiness() {
  const { query, matches } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('business.find.title')}</h1>
      <p className="text-lg text-stone-800">{t('business.find.intro')}</p>
      <Form method="get" action="/business/claim" className="card flex flex-wrap items-end gap-3 p-6" role="search">
        <label className="grow font-medium text-stone-900">
          {t('business.find.label')}
          <input type="search" name="q" defaultValue={query} maxLength={80} className="field-input mt-1" />
        </label>
        <button type="submit" className="btn-primary">
          {t('business.find.search')}
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
                  {t('business.find.claim')}<span className="sr-only">{` ${m.name}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-800">
            {t('business.find.none', { query })}{' '}
            <Link to="/add-a-restaurant" className="text-brand-800 underline">
              {t('business.find.addYours')}
            </Link>{' '}
            {t('business.find.thenClaim')}
          </p>
        )
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.claimBusiness')} />;
}
