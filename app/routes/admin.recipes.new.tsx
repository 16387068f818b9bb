import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { requireEditor } from '~/modules/auth.server';
import { deskAction } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { EMPTY_RECIPE, recipeToFormValues } from '~/utils/desk-recipe';
import { recipeDesk } from './admin.recipes.$id/recipe-desk.server';
import { RecipeEditor, type RecipeActionData } from './admin.recipes.$id/recipe-form';

export const meta: MetaFunction = () => [{ title: "New recipe · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(context, request);
  return json({ values: recipeToFormValues({ ...EMPTY_RECIPE, author: editor.name }) }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export async function action({ request, context }: ActionFunctionArgs) {
  return deskAction(recipeDesk, context, request, null);
}

export default function NewRecipe() {
  const { values } = useLoaderData<typeof loader>();
  return (
    <RecipeEditor
      heading={<h1 className="mb-6 text-2xl font-bold text-stone-900">New recipe</h1>}
      defaultValue={values}
      version={0}
      status="new"
      actionData={useActionData<RecipeActionData>()}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
