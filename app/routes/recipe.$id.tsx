import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { BackLink, Breadcrumb } from '~/components/article-body';
import { GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { RecipeSummary } from '~/components/recipe-card';
import { getRecipe, type RecipeDetail } from '~/models/recipes.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate } from '~/utils/format';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { MAX_SERVINGS, MIN_SERVINGS, parseServings, scaleIngredients, type ScaledIngredient } from '~/utils/recipe-scale';
import { absoluteUrl, errorMeta, seoMeta, truncateDescription } from '~/utils/seo';
import { shareImagePath } from '~/utils/share-image';
import { isoDuration, publisherJsonLd } from '~/utils/structured-data';
import { NO_HYDRATION } from '~/utils/hydration';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const recipe = await getRecipe(context.db, routeParam(params.id, 'id', 'Recipe not found'));
  if (!recipe) notFound('Recipe not found');
  const servings = parseServings(new URL(request.url).searchParams.get('servings'), recipe.servings);
  const origin = context.origin;
  // The recipe as written (not the scaled amounts) is what search engines index.
  const baseIngredients = scaleIngredients(recipe.ingredients, recipe.servings, recipe.servings ?? 1);
  return json(
    {
      recipe,
      servings,
      ingredients: scaleIngredients(recipe.ingredients, recipe.servings, servings),
      structuredData: [
        recipeJsonLd(recipe, baseIngredients, origin),
        breadcrumbList([
          { name: 'Home', url: absoluteUrl(origin, '/') },
          { name: 'Recipes', url: absoluteUrl(origin, '/recipes') },
          { name: recipe.title, url: absoluteUrl(origin, `/recipe/${recipe.id}`) },
        ]),
      ],
    },
    { headers: { 'Cache-Control': publicCache(600, 3600) } },
  );
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts).
export const handle = NO_HYDRATION;

function recipeJsonLd(r: RecipeDetail, ingredients: ScaledIngredient[], origin: string): JsonLdObject {
  const total = r.cookingTime === null && r.prepTime === null ? null : (r.cookingTime ?? 0) + (r.prepTime ?? 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.title,
    image: [absoluteUrl(origin, shareImagePath('recipes', r.slug))],
    description: r.description,
    url: absoluteUrl(origin, `/recipe/${r.id}`),
    author: { '@type': 'Person', name: r.author, url: absoluteUrl(origin, '/about') },
    publisher: publisherJsonLd(origin),
    datePublished: r.publishedAt,
    prepTime: r.prepTime !== null ? isoDuration(r.prepTime) : undefined,
    // A recipe without a cooking time is a no-cook one (pico de gallo): zero minutes.
    cookTime: isoDuration(r.cookingTime ?? 0),
    totalTime: total !== null ? isoDuration(total) : undefined,
    recipeYield: r.servings ? [String(r.servings), `${r.servings} servings`] : undefined,
    recipeCuisine: r.cuisine ?? undefined,
    recipeCategory: r.category ?? undefined,
    keywords: r.keywords.length ? r.keywords.join(', ') : undefined,
    // No aggregateRating: recipes take no ratings, and search engines ask for real ones only.
    recipeIngredient: ingredients.map((i) => i.text),
    recipeInstructions: r.steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
      url: absoluteUrl(origin, `/recipe/${r.id}#step-${index + 1}`),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Recipe Not Found');
  const r = data.recipe;
  return seoMeta(matches, {
    title: `${r.title} Recipe`,
    description: truncateDescription(r.description),
    path: `/recipe/${r.id}`,
    image: shareImagePath('recipes', r.slug),
    imageAlt: `${r.title}: an illustration of the dish`,
    type: 'article',
    publishedTime: r.publishedAt,
    author: r.author,
  });
};

export default function RecipePage() {
  const { recipe, servings, ingredients, structuredData } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const scaling = navigation.state === 'loading' && navigation.location.pathname === `/recipe/${recipe.id}`;
  const scaled = servings !== recipe.servings;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name: 'Recipes', to: '/recipes' }, { name: recipe.title }]} />
      <BackLink to="/recipes">Back to Recipes</BackLink>
      <div className="mt-4">
        <RecipeSummary
          recipe={recipe}
          prepTime={recipe.prepTime}
          author={recipe.author}
          publishedOn={<time dateTime={recipe.publishedAt}>{formatLongDate(recipe.publishedAt)}</time>}
        />
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-1">
        <section aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className="text-2xl font-bold text-stone-900">
            Ingredients
          </h2>
          <p className="mt-1 text-stone-700" aria-live="polite">
            {`For ${servings} ${servings === 1 ? 'serving' : 'servings'}${scaled ? ` (scaled from ${recipe.servings})` : ''}`}
          </p>
          <Form method="get" preventScrollReset replace className="mt-3 flex flex-wrap items-end gap-2 print:hidden">
            <div>
              <label htmlFor="servings" className="block text-sm font-medium text-stone-900">
                Servings
              </label>
              <input
                id="servings"
                name="servings"
                type="number"
                inputMode="numeric"
                min={MIN_SERVINGS}
                max={MAX_SERVINGS}
                step={1}
                required
                defaultValue={servings}
                key={servings}
                className="field-input w-24"
              />
            </div>
            <button type="submit" className="btn-secondary" disabled={scaling}>
              {scaling ? 'Scaling...' : 'Scale recipe'}
            </button>
            {scaled ? (
              <a href={`/recipe/${recipe.id}`} className="inline-flex min-h-[44px] items-center px-2 text-sm font-medium text-brand-800 underline">
                {`Reset to ${recipe.servings}`}
              </a>
            ) : null}
          </Form>
          <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
            {ingredients.map((ingredient, i) => (
              <li key={i} className="py-2 text-stone-900">
                {ingredient.amount || ingredient.unit ? (
                  <strong className="font-semibold">{`${[ingredient.amount, ingredient.unit].filter(Boolean).join(' ')} `}</strong>
                ) : null}
                {ingredient.item}
                {ingredient.note ? <span className="text-stone-700">, {ingredient.note}</span> : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-bold text-stone-900">
            Steps
          </h2>
          <ol className="mt-4 space-y-4">
            {recipe.steps.map((step, i) => (
              <li key={i} id={`step-${i + 1}`} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white print:border print:border-stone-900 print:bg-white print:text-stone-900"
                >
                  {i + 1}
                </span>
                <p className="pt-1 leading-relaxed text-stone-800">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="mt-10 flex flex-wrap gap-3 print:hidden">
        <BackLink to="/recipes">Back to Recipes</BackLink>
      </div>
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data as JsonLdObject} />
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Recipes" defaultMessage="Error loading recipes. Please try again later." />;
}
