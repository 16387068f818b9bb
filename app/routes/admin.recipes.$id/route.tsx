import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ChangeHistory } from '~/components/desk/change-history';
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
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-2xl font-bold text-stone-900">{`Edit: ${title}`}</h1>
            {live ? (
              <Link to={`/recipe/${id}`} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
                View on the site
              </Link>
            ) : null}
          </div>
        }
        defaultValue={values}
        version={version}
        status={status}
        actionData={useActionData<RecipeActionData>()}
      />
      <div className="mx-auto max-w-3xl">
        <ChangeHistory entries={history} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
