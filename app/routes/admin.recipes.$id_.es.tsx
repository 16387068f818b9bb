import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { DeskActionData } from '~/components/desk/desk-editor';
import { SpanishEditor } from '~/components/desk/spanish-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { RecipeView } from '~/components/recipe-view';
import type { RecipeDetail } from '~/models/recipes.server';
import type { ScaledIngredient } from '~/utils/recipe-scale';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { recipeSpanish, recipeSpanishDesk } from './admin.recipes.$id/recipe-spanish.server';
import { loadTranslationPage, translationAction } from '~/modules/translation-desk.server';

/** A recipe's Spanish version at the desk (issue 43): its own draft, preview, publication and history. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Spanish: ${data.title}` : 'Recipe'} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ params, request, context }: LoaderFunctionArgs) => loadTranslationPage(context, request, params.id, recipeSpanishDesk, recipeSpanish);

export const headers = () => PRIVATE_PAGE;

export const action = ({ params, request, context }: ActionFunctionArgs) => translationAction(context, request, params.id, recipeSpanishDesk);

export default function SpanishRecipe() {
  const data = useLoaderData<typeof loader>();
  return (
    <SpanishEditor
      {...data}
      actionData={useActionData<
        DeskActionData<{
          recipe: RecipeDetail;
          servings: number;
          ingredients: ScaledIngredient[];
        }>
      >()}
      preview={(shown) => <RecipeView recipe={shown.recipe} servings={shown.servings} ingredients={shown.ingredients} scalable={false} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
