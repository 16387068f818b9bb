import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DeskHistory, DeskItemHeading, SpanishVersionLink } from '~/components/desk/desk-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { restaurantChoices } from '~/models/desk-guides.server';
import { guideChanges, guidePath } from '~/models/guides.server';
import { listingTruths } from '~/models/listing-truths.server';
import { deskAction, deskItemId, isLive, loadDeskItem } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { guideSpanish } from './guide-spanish.server';
import { spanishStateOf } from '~/modules/translation-desk.server';
import { EMPTY_GUIDE, guideToFormValues } from '~/utils/desk-guide';
import { formatMediumDate } from '~/utils/format';
import { listingWarnings, type ListingWarning } from '~/utils/hours-claims';
import { guideDesk } from './guide-desk.server';
import { GuideEditor, type GuideActionData } from './guide-editor';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${!data ? 'Guide' : data.title === null ? 'New guide' : `Edit: ${data.title}`} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { editor, item: guide, history } = await loadDeskItem(context, request, params.id, guideDesk);
  if (!guide) {
    const values = guideToFormValues({ ...EMPTY_GUIDE, author: editor.name });
    const choices = await restaurantChoices(context.db);
    return json({ title: null, version: 0, status: 'new', values, closed: [] as string[], choices, livePath: null, history, warnings: [] as ListingWarning[], spanish: null }, { headers: PRIVATE_PAGE });
  }
  const [choices, changes] = await Promise.all([restaurantChoices(context.db), guideChanges(context.db, guide.id)]);
  // Its notes and Changes lines read against the listings they name (decision 044).
  const truths = await listingTruths(context.db, {
    slugs: guide.input.places.map((p) => p.restaurant),
    names: changes.flatMap((line) => (line.restaurantName ? [line.restaurantName] : [])),
  });
  const warnings = listingWarnings([
    ...guide.input.places.map((p) => ({ where: 'its note in this guide', text: p.note, listing: truths.bySlug.get(p.restaurant) })),
    ...changes.map((line) => ({
      where: `the Changes line of ${formatMediumDate(line.createdAt)}`,
      text: line.reason ?? '',
      listing: line.restaurantName ? truths.byName.get(line.restaurantName) : undefined,
      removal: line.kind === 'removed',
    })),
  ]);
  return json(
    {
      title: guide.input.title,
      version: guide.version,
      status: guide.status,
      values: guideToFormValues(guide.input),
      closed: guide.closed,
      choices,
      livePath: isLive(guide.status, guide.input.publishedAt, new Date()) ? guidePath(guide.input.slug) : null,
      history,
      warnings,
      spanish: { to: `/admin/guides/${guide.id}/es`, state: await spanishStateOf(context.db, guideSpanish, guide) },
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return deskAction(guideDesk, context, request, deskItemId(guideDesk, params.id));
}

export default function EditGuide() {
  const { title, version, status, values, closed, choices, livePath, history, warnings, spanish } = useLoaderData<typeof loader>();
  const actionData = useActionData<GuideActionData>();
  return (
    <>
      <GuideEditor
        heading={
          <DeskItemHeading title={title && `Edit: ${title}`} fresh="New guide" livePath={livePath} warnings={warnings}>
            {spanish ? <SpanishVersionLink {...spanish} /> : null}
          </DeskItemHeading>
        }
        defaultValue={values}
        version={version}
        status={status}
        choices={choices}
        closed={closed}
        actionData={actionData}
      />
      <DeskHistory entries={history} fresh={title === null} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
