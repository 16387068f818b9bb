import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { SignInForm } from '~/components/account-menu';
import { useT } from '~/utils/i18n';
import { listingSearch, SORTS, type ListingParams } from '~/utils/listing-params';

/** The home listing's order and view, above its cards. */
export function SortAndView({ params }: { params: ListingParams }) {
  const t = useT();
  // Sort and view apply at once: they are links to the new state of the listing (.listing-pill, lit by aria-current).
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <nav aria-label={t('home.sort.label')} className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-stone-700">{t('home.sort.by')}</span>
        {SORTS.map((sort) => (
          <Fragment key={sort}>
            {' '}
            <Link
              to={`/${listingSearch(params, { sort, page: 1 })}#results`}
              preventScrollReset
              className="listing-pill"
              aria-current={params.sort === sort ? 'true' : undefined}
            >
              {t(`home.sort.${sort}`)}
            </Link>
          </Fragment>
        ))}
      </nav>
      <nav aria-label={t('home.view.label')} className="flex gap-2">
        {(['grid', 'list'] as const).map((v) => (
          <Fragment key={v}>
            {' '}
            <Link
              to={`/${listingSearch(params, { view: v })}#results`}
              preventScrollReset
              className="listing-pill"
              aria-current={params.view === v ? 'true' : undefined}
            >
              {t(`home.view.${v}`)}
            </Link>
          </Fragment>
        ))}
      </nav>
    </div>
  );
}

/** Friends' Picks orders by what a diner's friends saved: signed out, there are none, so say so and offer to sign in. */
export function FriendsPicksSignIn({ params }: { params: ListingParams }) {
  const t = useT();
  return (
    <div role="note" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4">
      <p className="flex-1 text-stone-800">
        <span className="font-semibold">{t('home.friends.needsLogin')}</span>
        {t('home.friends.explain')}
      </p>
      <SignInForm redirectTo={`/${listingSearch(params)}#results`} />
    </div>
  );
}
