import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { ChoiceFilter, DeskItemList, DeskListFilters, DeskListHeading } from '~/components/desk/desk-list';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listDeskGuides } from '~/models/desk-guides.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { guideSpanish } from '~/routes/admin.guides.$id/guide-spanish.server';
import { spanishStatesOf } from '~/modules/translation-desk.server';
import { PUBLICATION_CHOICES, publicationState, readListFilters, searchWords } from '~/utils/desk-list-filters';
import { publicationLine } from '~/utils/desk-publishing';

export const meta: MetaFunction = () => [{ title: "Guides · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const filters = readListFilters({ status: publicationState, q: searchWords }, request);
  const guides = await listDeskGuides(context.db, filters);
  const spanish = await spanishStatesOf(context.db, guideSpanish, guides.map((guide) => guide.id));
  return json({ guides, filters, spanish }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskGuides() {
  const { guides, filters, spanish } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <DeskListHeading title="Guides">
        <Link to="/admin/guides/new" className="btn-primary">
          New guide
        </Link>
      </DeskListHeading>
      <DeskListFilters columns={3} search={{ label: 'Search titles', value: filters.q }} submit="Show guides">
        <ChoiceFilter label="Status" name="status" value={filters.status} options={PUBLICATION_CHOICES} />
      </DeskListFilters>
      <DeskItemList
        items={guides.map((guide) => ({
          id: guide.id,
          to: `/admin/guides/${guide.id}`,
          title: guide.title,
          line: `${guide.author} · ${publicationLine(guide.status, guide.publishedAt)}`,
          status: guide.status,
          spanish: spanish[guide.id],
        }))}
        empty="No guides match."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
