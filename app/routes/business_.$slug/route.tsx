import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { loadOwnerPage, ownerPageAction } from '~/modules/owner-listing.server';
import { PRIVATE_PAGE, routeParam } from '~/modules/http.server';
import { sourcesOf } from '~/utils/listing-sources';
import { topicLabel } from '~/utils/source-topics';
import { ownerLiveValues, ownerProposalValues } from '~/utils/owner-listing-form';
import { formatMediumDate } from '~/utils/format';
import { LiveForm, ProposalForm, Proposals, type OwnerActionData } from './owner-forms';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Your listing: ${data.name}` : 'Your listing'} · Fort Worth Eats` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { listing, ownerNote, sources, proposals, isOwner } = await loadOwnerPage(context, request, routeParam(params.slug, 'slug'));
  return json(
    {
      name: listing.input.name,
      slug: listing.input.slug,
      version: listing.version,
      isOwner,
      live: ownerLiveValues(listing.input),
      proposed: ownerProposalValues(ownerNote, listing.input),
      sources: sourcesOf(sources),
      proposals,
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return ownerPageAction(context, request, routeParam(params.slug, 'slug'));
}

export default function OwnerPage() {
  const { name, slug, version, isOwner, live, proposed, sources, proposals } = useLoaderData<typeof loader>();
  const actionData = useActionData<OwnerActionData>();
  const owned = Object.entries(sources).filter(([, s]) => s.source === 'owner');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">{name}</h1>
        <p className="text-stone-700">
          {isOwner ? 'You keep this listing’s hours and facts. ' : 'You are an editor: changes here count as the editors’. '}
          Hours, special dates, facts, phone, website, reservations and price per person show on{' '}
          <Link to={`/restaurant/${slug}`} className="text-brand-800 underline">
            its page
          </Link>{' '}
          as soon as you save. The note and dishes wait for an editor.
        </p>
        {owned.length ? (
          <p className="text-sm text-stone-700">
            {`Updated by the owner: ${owned.map(([topic, s]) => `${topicLabel(topic)} (${formatMediumDate(s.updatedOn)})`).join(', ')}.`}
          </p>
        ) : null}
      </header>
      <LiveForm key={`live-${version}`} defaultValue={live} version={version} lastResult={actionData?.form === 'live' ? actionData.result : undefined} />
      <ProposalForm key={`propose-${version}`} defaultValue={proposed} lastResult={actionData?.form === 'propose' ? actionData.result : undefined} />
      <Proposals proposals={proposals} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ data }) => (
          <ErrorMessage title="403 Owners only">
            {(data as { message?: string } | null)?.message ?? 'Only the owners of this listing can change it here.'} A business can claim its listing from the
            restaurant’s page.
          </ErrorMessage>
        ),
      }}
    />
  );
}
