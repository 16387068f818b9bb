import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { ChoiceFilter, DeskListFilters, DeskListHeading } from '~/components/desk/desk-list';
import { SpanishBadge } from '~/components/desk/status-badge';
import { GeneralErrorBoundary } from '~/components/error-page';
import { Pagination } from '~/components/pagination';
import { DESK_RESTAURANTS_PAGE_SIZE, listDeskRestaurants } from '~/models/desk-restaurants.server';
import { DETAILS_STALE_AFTER_DAYS } from '~/utils/details-freshness';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { restaurantSpanish } from '~/routes/admin.restaurants.$id/restaurant-spanish.server';
import { spanishStatesOf } from '~/modules/translation-desk.server';
import { formatLongDate } from '~/utils/format';
import { pageOrFirst } from '~/utils/page-number';

export const meta: MetaFunction = () => [{ title: "Restaurants · Editors' desk" }, { name: 'robots', content: 'noindex' }];

const LISTING_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Permanently closed' },
  { value: 'draft', label: 'Drafts (no description)' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const search = new URL(request.url).searchParams;
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const rawState = search.get('state');
  const state = rawState === 'open' || rawState === 'closed' || rawState === 'draft' ? rawState : undefined;
  const page = pageOrFirst(search);
  const { rows, total } = await listDeskRestaurants(context.db, { q, state, page });
  const spanish = await spanishStatesOf(context.db, restaurantSpanish, rows.map((row) => row.id));
  return json({ rows, total, q, state: state ?? '', page, pageCount: Math.ceil(total / DESK_RESTAURANTS_PAGE_SIZE), spanish }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskRestaurants() {
  const { rows, total, q, state, page, pageCount, spanish } = useLoaderData<typeof loader>();
  const basePath = `/admin/restaurants?${new URLSearchParams({ ...(q ? { q } : {}), ...(state ? { state } : {}) })}`;
  return (
    <div className="space-y-6">
      <DeskListHeading title="Restaurants">
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/restaurants/import" className="btn-secondary">
            Import from a spreadsheet
          </Link>
          <Link to="/admin/restaurants/new" className="btn-primary">
            New restaurant
          </Link>
        </div>
      </DeskListHeading>
      <DeskListFilters columns={3} search={{ label: 'Search names', value: q }} submit="Show restaurants">
        <ChoiceFilter label="Listing" name="state" value={state} options={LISTING_STATES} />
      </DeskListFilters>
      <p className="text-stone-700">
        {`${total} ${total === 1 ? 'restaurant' : 'restaurants'}: drafts to complete first, then those with diners' reports, then those not checked for ${DETAILS_STALE_AFTER_DAYS} days.`}
      </p>
      {rows.length ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/admin/restaurants/${row.id}`} className="font-medium text-brand-800 underline">
                  {row.name}
                </Link>
                <p className="text-sm text-stone-700">{`${row.cuisine} · ${row.neighborhood}${row.isFeatured ? ' · featured' : ''}`}</p>
                <p className="text-sm text-stone-700">{row.detailsCheckedAt ? `Details checked ${formatLongDate(row.detailsCheckedAt)}` : 'Details never checked'}</p>
              </div>
              {/* Each badge brings its own leading space, so a text browser reads them apart (and none stands alone). */}
              <div className="flex flex-wrap gap-2">
                {row.openReports > 0 ? (
                  <>
                    {' '}
                    <Link to="/admin/moderation#listing-reports" className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 underline">
                      {row.openReports === 1 ? '1 open report' : `${row.openReports} open reports`}
                    </Link>
                  </>
                ) : null}
                {row.stale ? <> <span className="rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-900">{`Not checked in ${DETAILS_STALE_AFTER_DAYS} days`}</span></> : null}
                {row.isDraft ? <> <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">Draft</span></> : null}
                {row.closedAt ? <> <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">Permanently closed</span></> : null}
                {spanish[row.id] ? <> <SpanishBadge state={spanish[row.id]!} /></> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">No restaurants match.</p>
      )}
      <Pagination page={page} pageCount={pageCount} basePath={basePath} label="Restaurant pages" />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
