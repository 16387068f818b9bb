import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DeskHistory, DeskItemHeading, SpanishVersionLink } from '~/components/desk/desk-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { deskAction, deskItemId, isLive, loadDeskItem } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { recipeSpanish } from './recipe-spanish.server';
import { spanishStateOf } from '~/modules/translation-desk.server';
import { EMPTY_RECIPE, recipeToFormValues } from '~/utils/desk-recipe';
import { recipeDesk } from './recipe-desk.server';
import { RecipeEditor, type RecipeActionData } from './recipe-form';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${!data ? 'Recipe' : data.title === null ? 'New recipe' : `Edit: ${data.title}`} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { editor, item: recipe, history } = await loadDeskItem(context, request, params.id, recipeDesk);
  if (!recipe) {
    const values = recipeToFormValues({ ...EMPTY_RECIPE, author: editor.name });
    return json({ livePath: null, title: null, version: 0, status: 'new', values, history, spanish: null }, { headers: PRIVATE_PAGE });
  }
  return json(
    {
      livePath: isLive(recipe.status, recipe.input.publishedAt, new Date()) ? `/recipe/${recipe.id}` : null,
      title: recipe.input.title,
      version: recipe.version,
      status: recipe.status,
      values: recipeToFormValues(recipe.input),
      history,
      spanish: { to: `/admin/recipes/${recipe.id}/es`, state: await spanishStateOf(context.db, recipeSpanish, recipe) },
    },
    { headers: PRIVATE_PAGE }
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return deskAction(recipeDesk, context, request, deskItemId(recipeDesk, params.id));
}

export default function EditRecipe() {
  const { livePath, title, version, status, values, history, spanish } = useLoaderData<typeof loader>();
  return (
    <>
      <RecipeEditor
        heading={
          <DeskItemHeading title={title && `Edit: ${title}`} fresh="New recipe" livePath={livePath}>
            {spanish ? <SpanishVersionLink {...spanish} /> : null}
          </DeskItemHeading>
        }
        defaultValue={values}
        version={version}
        status={status}
        actionData={useActionData<RecipeActionData>()}
      />
      <DeskHistory entries={history} fresh={title === null} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
