import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { StatusBadge } from '~/components/desk/status-badge';
import { GeneralErrorBoundary } from '~/components/error-page';
import { PUBLICATION_STATUSES } from '~/db/schema';
import { listDeskGuides } from '~/models/desk-guides.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Guides · Editors' desk" }, { name: 'robots', content: 'noindex' }];

/** The list's filters, read leniently: a value that is not one of the choices is ignored. */
const Filters = z.object({
  status: z.enum(PUBLICATION_STATUSES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const filters = Filters.parse(Object.fromEntries(new URL(request.url).searchParams));
  const guides = await listDeskGuides(context.db, filters);
  return json({ guides, filters }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskGuides() {
  const { guides, filters } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Guides</h1>
        <Link to="/admin/guides/new" className="btn-primary">
          New guide
        </Link>
      </div>
      <Form method="get" className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3 sm:items-end">
        <label className="block sm:col-span-2">
          <span className="mb-1 block font-medium text-stone-900">Search titles</span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} className="field-input" />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">Status</span>
          <select name="status" defaultValue={filters.status ?? ''} className="field-input">
            <option value="">All</option>
            {PUBLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary sm:col-span-3 sm:justify-self-start">
          Show guides
        </button>
      </Form>
      {guides.length ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {guides.map((guide) => (
            <li key={guide.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/admin/guides/${guide.id}`} className="font-medium text-brand-800 underline">
                  {guide.title}
                </Link>
                <p className="text-sm text-stone-700">{`${guide.author} · ${guide.status === 'scheduled' ? 'goes live' : 'dated'} ${formatDateTime(guide.publishedAt)}`}</p>
              </div>
              <StatusBadge status={guide.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">No guides match.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
