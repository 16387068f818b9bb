import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { loadOwnerPage, ownerPageAction } from '~/modules/owner-listing.server';
import { PRIVATE_PAGE, routeParam } from '~/modules/http.server';
import { sourcesOf } from '~/utils/listing-sources';
import { topicLabelIn } from '~/utils/source-topics';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';
import { ownerLiveValues, ownerProposalValues } from '~/utils/owner-listing-form';
import { formatMediumDate } from '~/utils/format';
import { LiveForm, ProposalForm, Proposals, type OwnerActionData } from './owner-forms';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  // An error page's data carries no words but the layout's.
  { title: `${data ? metaTranslator(matches)('ownerPage.metaTitle', { name: data.name }) : metaTranslator(matches)('layout.error.screen.ownerPage')} · Fort Worth Eats` },
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
      messages: messagesFor(context.locale, 'ownerPage', 'facts', 'hours'),
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
  const t = useT();
  const locale = useLocale();
  const updated = owned.map(([topic, s]) => `${topicLabelIn(topic, t)} (${formatMediumDate(s.updatedOn, locale)})`);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">{name}</h1>
        <p className="text-stone-700">
          {`${t(isOwner ? 'ownerPage.youKeep' : 'ownerPage.youEdit')} ${t('ownerPage.showsOn')} `}
          <Link to={`/restaurant/${slug}`} className="text-brand-800 underline">
            {t('ownerPage.itsPage')}
          </Link>
          {` ${t('ownerPage.asSoon')}`}
        </p>
        {owned.length ? (
          <p className="text-sm text-stone-700">
            {t('ownerPage.updatedByOwner', { topics: updated.join(', ') })}
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
  const t = useT();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => <ErrorMessage title={t('layout.error.screen.ownersOnly')}>{t('layout.error.ownersOnly')}</ErrorMessage>,
      }}
    />
  );
}
