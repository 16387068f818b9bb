import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { deskAttention, type DeskItem } from '~/models/desk-attention.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Editors' desk · Fort Worth Eats" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  return json(await deskAttention(context.db), { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const WRITE_LINKS = [
  { to: '/admin/articles/new', label: 'New article' },
  { to: '/admin/recipes/new', label: 'New recipe' },
  { to: '/admin/restaurants/new', label: 'New restaurant' },
];

export default function DeskOverview() {
  const { drafts, scheduled, recentChanges, community } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">What needs attention</h1>
        <ul className="flex flex-wrap gap-2">
          {WRITE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-primary">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="community">
        <h2 id="community" className="text-xl font-bold text-stone-900">
          From diners
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {community.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="card flex min-h-[44px] items-center justify-between gap-2 p-4 font-medium text-brand-800 underline">
                {item.label} <span className="text-2xl font-bold text-stone-900 no-underline">{item.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ItemList title="Drafts" empty="No drafts." items={drafts} when={(item) => `Last saved ${item.updatedAt ? formatDateTime(item.updatedAt) : 'never'}`} />
      <ItemList title="Scheduled" empty="Nothing scheduled." items={scheduled} when={(item) => `Goes live ${formatDateTime(item.publishedAt)}`} />
      <section aria-labelledby="recent-changes">
        <h2 id="recent-changes" className="text-xl font-bold text-stone-900">
          Recent changes
        </h2>
        {recentChanges.length ? (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {recentChanges.map((change) => (
              <li key={change.id} className="px-4 py-3 text-sm text-stone-800">
                <span className="font-medium">{change.by ?? 'The site'}</span> {change.action} {change.entity} #{change.entityId}
                {change.summary ? `: ${change.summary}` : ''} <span className="text-stone-600">· {formatDateTime(change.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">No changes yet.</p>
        )}
      </section>
    </div>
  );
}

function ItemList({ title, empty, items, when }: { title: string; empty: string; items: DeskItem[]; when: (item: DeskItem) => string }) {
  const id = title.toLowerCase();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title} <span className="text-base font-normal text-stone-600">({items.length})</span>
      </h2>
      {items.length ? (
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {items.map((item) => (
            <li key={item.editPath} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <Link to={item.editPath} className="font-medium text-brand-800 underline">
                {item.title}
              </Link>
              <span className="text-sm text-stone-700">{when(item)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-stone-700">{empty}</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
