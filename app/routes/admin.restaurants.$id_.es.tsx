import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { DeskActionData } from '~/components/desk/desk-editor';
import { SpanishEditor, DescriptionPreview } from '~/components/desk/spanish-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { restaurantSpanish, restaurantSpanishDesk, type RestaurantPreview } from './admin.restaurants.$id/restaurant-spanish.server';
import { loadTranslationPage, translationAction } from '~/modules/translation-desk.server';

/** A restaurant's Spanish version at the desk (issue 43): its own draft, preview, publication and history. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? `Spanish: ${data.title}` : 'Restaurant'} · Editors' desk`,
  },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadTranslationPage(context, request, params.id, restaurantSpanishDesk, restaurantSpanish);

export const headers = () => PRIVATE_PAGE;

export const action = ({ params, request, context }: ActionFunctionArgs) => translationAction(context, request, params.id, restaurantSpanishDesk);

export default function SpanishRestaurant() {
  const data = useLoaderData<typeof loader>();
  return (
    <SpanishEditor
      {...data}
      actionData={useActionData<DeskActionData<RestaurantPreview>>()}
      preview={(shown) => <DescriptionPreview name={shown.name} description={shown.description} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
