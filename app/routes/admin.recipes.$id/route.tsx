import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DeskHistory, DeskItemHeading } from '~/components/desk/desk-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { deskAction, deskItemId, isLive, loadDeskItem } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { recipeToFormValues } from '~/utils/desk-recipe';
import { recipeDesk } from './recipe-desk.server';
import { RecipeEditor, type RecipeActionData } from './recipe-form';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Edit: ${data.title}` : 'Recipe'} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { item: recipe, history } = await loadDeskItem(context, request, params.id, recipeDesk);
  return json(
    {
      id: recipe.id,
      title: recipe.input.title,
      version: recipe.version,
      status: recipe.status,
      values: recipeToFormValues(recipe.input),
      live: isLive(recipe.status, recipe.input.publishedAt, new Date()),
      history,
    },
    { headers: PRIVATE_PAGE }
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return deskAction(recipeDesk, context, request, deskItemId(recipeDesk, params.id));
}

export default function EditRecipe() {
  const { id, title, version, status, values, live, history } = useLoaderData<typeof loader>();
  return (
    <>
      <RecipeEditor
        heading={
          <DeskItemHeading title={`Edit: ${title}`} livePath={live ? `/recipe/${id}` : null} />
        }
        defaultValue={values}
        version={version}
        status={status}
        actionData={useActionData<RecipeActionData>()}
      />
      <DeskHistory entries={history} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
