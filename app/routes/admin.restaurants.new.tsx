import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listCuisines } from '~/models/cuisines.server';
import { requireEditor } from '~/modules/auth.server';
import { deskAction } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { restaurantDesk } from './admin.restaurants.$id/restaurant-desk.server';
import { RestaurantEditor, type RestaurantActionData } from './admin.restaurants.$id/restaurant-form';
import { EMPTY_RESTAURANT, restaurantToFormValues } from '~/utils/desk-restaurant';

export const meta: MetaFunction = () => [{ title: "New restaurant · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const cuisines = await listCuisines(context.db);
  return json({ values: restaurantToFormValues(EMPTY_RESTAURANT), cuisines: cuisines.map((c) => ({ id: c.id, name: c.name })) }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export async function action({ request, context }: ActionFunctionArgs) {
  return deskAction(restaurantDesk, context, request, null);
}

export default function NewRestaurant() {
  const { values, cuisines } = useLoaderData<typeof loader>();
  return (
    <RestaurantEditor
      heading={<h1 className="mb-6 text-2xl font-bold text-stone-900">New restaurant</h1>}
      defaultValue={values}
      version={0}
      cuisines={cuisines}
      actionData={useActionData<RestaurantActionData>()}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
