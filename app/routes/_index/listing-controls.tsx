import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { SignInForm } from '~/components/account-menu';
import { listingSearch, SORTS, type ListingParams } from '~/utils/listing-params';

/** The home listing's order and view, above its cards. */
export function SortAndView({ params }: { params: ListingParams }) {
  // Sort and view apply at once: they are links to the new state of the listing.
  const pill = (active: boolean) =>
    `inline-flex min-h-[44px] items-center rounded-full border px-3 text-sm font-medium ${
      active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
    }`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <nav aria-label="Sort restaurants" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-stone-700">Sort by</span>
        {SORTS.map((s) => (
          <Fragment key={s.value}>
            {' '}
            <Link
              to={`/${listingSearch(params, { sort: s.value, page: 1 })}#results`}
              preventScrollReset
              className={pill(params.sort === s.value)}
              aria-current={params.sort === s.value ? 'true' : undefined}
            >
              {s.label}
            </Link>
          </Fragment>
        ))}
      </nav>
      <nav aria-label="View" className="flex gap-2">
        {(['grid', 'list'] as const).map((v) => (
          <Fragment key={v}>
            {' '}
            <Link
              to={`/${listingSearch(params, { view: v })}#results`}
              preventScrollReset
              className={pill(params.view === v)}
              aria-current={params.view === v ? 'true' : undefined}
            >
              {v === 'grid' ? 'Grid' : 'List'}
            </Link>
          </Fragment>
        ))}
      </nav>
    </div>
  );
}

/** Friends' Picks orders by what a diner's friends saved: signed out, there are none, so say so and offer to sign in. */
export function FriendsPicksSignIn({ params }: { params: ListingParams }) {
  return (
    <div role="note" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4">
      <p className="flex-1 text-stone-800">
        <span className="font-semibold">Friends' Picks needs you to log in</span>: it puts first the places your Facebook friends
        saved and reviewed. Until then the list is in Highest Rated order.
      </p>
      <SignInForm redirectTo={`/${listingSearch(params)}#results`} />
    </div>
  );
}
