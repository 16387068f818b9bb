import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { DeskHistory, DeskItemHeading, SpanishVersionLink } from '~/components/desk/desk-editor';
import { DisputedFacts } from '~/components/desk/disputed-facts';
import { SampleListingNote } from '~/components/desk/sample-notices';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listCuisines } from '~/models/cuisines.server';
import { listProposals } from '~/models/owner-proposals.server';
import { OwnerProposals } from '~/components/desk/owner-proposals';
import { disputedFacts, type DisputedFact } from '~/models/fact-votes.server';
import { deskAction, deskItemId, loadDeskItem } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { restaurantSpanish } from './restaurant-spanish.server';
import { spanishStateOf } from '~/modules/translation-desk.server';
import { formatDateTime } from '~/utils/format';
import { restaurantDesk } from './restaurant-desk.server';
import { RestaurantEditor, type RestaurantActionData } from './restaurant-form';
import { EMPTY_RESTAURANT, restaurantToFormValues } from '~/utils/desk-restaurant';
import { DESCRIPTION_MIN_LENGTH } from '~/utils/listing-draft';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${!data ? 'Restaurant' : data.name === null ? 'New restaurant' : `Edit: ${data.name}`} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const [{ item: restaurant, history }, cuisines] = await Promise.all([
    loadDeskItem(context, request, params.id, restaurantDesk),
    listCuisines(context.db),
  ]);
  const proposals = restaurant ? await listProposals(context.db, restaurant.id, { openOnly: true }) : [];
  const choices = cuisines.map((c) => ({ id: c.id, name: c.name }));
  if (!restaurant) {
    const values = restaurantToFormValues(EMPTY_RESTAURANT);
    const fresh = { name: null, slug: '', closed: false, isSample: false, isDraft: false, detailsCheckedAt: null, version: 0 };
    return json({ ...fresh, values, cuisines: choices, history, proposals, disputed: [] as DisputedFact[], spanish: null }, { headers: PRIVATE_PAGE });
  }
  return json(
    {
      name: restaurant.input.name,
      slug: restaurant.input.slug,
      closed: restaurant.input.closed,
      isSample: restaurant.isSample,
      isDraft: restaurant.isDraft,
      detailsCheckedAt: restaurant.detailsCheckedAt,
      version: restaurant.version,
      values: restaurantToFormValues(restaurant.input),
      cuisines: choices,
      history,
      proposals,
      disputed: await disputedFacts(context.db, restaurant.id),
      spanish: { to: `/admin/restaurants/${restaurant.id}/es`, state: await spanishStateOf(context.db, restaurantSpanish, restaurant) },
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return deskAction(restaurantDesk, context, request, deskItemId(restaurantDesk, params.id));
}

export default function EditRestaurant() {
  const { name, slug, closed, isSample, isDraft, detailsCheckedAt, version, values, cuisines, history, proposals, disputed, spanish } = useLoaderData<typeof loader>();
  return (
    <>
      <RestaurantEditor
        heading={
          <DeskItemHeading
            fresh="New restaurant"
            title={
              name !== null && (
                <>
                  {`Edit: ${name}`}
                  {closed ? <span className="ml-2 text-base font-semibold text-red-800">(permanently closed)</span> : null}
                </>
              )
            }
            livePath={isDraft ? null : `/restaurant/${slug}`}
          >
            {spanish ? <SpanishVersionLink {...spanish} /> : null}
            {isDraft ? <DraftNotice /> : null}
            <DisputedFacts facts={disputed} onListing />
            <ConfirmDetails detailsCheckedAt={detailsCheckedAt} />
            {isSample ? <SampleListingNote /> : null}
            <OwnerProposals proposals={proposals} />
          </DeskItemHeading>
        }
        defaultValue={values}
        version={version}
        cuisines={cuisines}
        actionData={useActionData<RestaurantActionData>()}
      />
      <DeskHistory entries={history} fresh={name === null} />
    </>
  );
}

/** A draft has no public page to view (decision 040): what it lacks, and what publishes it. */
function DraftNotice() {
  return (
    <p role="status" className="w-full rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
      {`Draft — not public. It was imported without a description: write one (${DESCRIPTION_MIN_LENGTH} characters or more) and save to publish it.`}
    </p>
  );
}

/**
 * Its own form beside the editor's: an editor who has checked the listing against
 * the place and found it right dates it without saving (or re-checking) the form.
 */
function ConfirmDetails({ detailsCheckedAt }: { detailsCheckedAt: string | null }) {
  return (
    <Form method="post" className="flex w-full flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <p className="text-sm text-stone-800">
        {detailsCheckedAt ? `Details checked ${formatDateTime(detailsCheckedAt)}.` : 'Details never checked.'} Called the restaurant or checked its own
        site and everything here is right?
      </p>
      <button type="submit" name="intent" value="confirm" className="btn-secondary">
        Confirm details
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
