import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { restaurantChoices } from '~/models/desk-guides.server';
import { requireEditor } from '~/modules/auth.server';
import { deskAction } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { EMPTY_GUIDE, guideToFormValues } from '~/utils/desk-guide';
import { guideDesk } from './admin.guides.$id/guide-desk.server';
import { GuideEditor, type GuideActionData } from './admin.guides.$id/guide-editor';

export const meta: MetaFunction = () => [{ title: "New guide · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(context, request);
  const choices = await restaurantChoices(context.db);
  return json({ values: guideToFormValues({ ...EMPTY_GUIDE, author: editor.name }), choices }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export async function action({ request, context }: ActionFunctionArgs) {
  return deskAction(guideDesk, context, request, null);
}

export default function NewGuide() {
  const { values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<GuideActionData>();
  return (
    <GuideEditor
      heading={<h1 className="mb-6 text-2xl font-bold text-stone-900">New guide</h1>}
      defaultValue={values}
      version={0}
      status="new"
      choices={choices}
      closed={[]}
      actionData={actionData}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
