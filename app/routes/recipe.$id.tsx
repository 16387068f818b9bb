import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { breadcrumbList, JsonLd, type JsonLdObject } from '~/components/json-ld';
import { RecipeView } from '~/components/recipe-view';
import { getRecipe, type RecipeDetail } from '~/models/recipes.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { notFound, publicCache, routeParam } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { pathInLocale } from '~/utils/locale';
import { parseServings, scaleIngredients, type ScaledIngredient } from '~/utils/recipe-scale';
import { absoluteUrl, errorMeta, seoMeta, truncateDescription } from '~/utils/seo';
import { shareImagePath } from '~/utils/share-image';
import { inLanguage, isoDuration, publisherJsonLd } from '~/utils/structured-data';
import { recipeAsShown, spanishUnits, textLanguage } from '~/modules/spanish-words.server';
import { NO_HYDRATION } from '~/utils/hydration';
import { metaTranslator, useT } from '~/utils/i18n';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const found = await getRecipe(context.db, routeParam(params.id, 'id', 'Recipe not found'));
  if (!found) notFound('Recipe not found');
  const recipe = await recipeAsShown(context.db, context.locale, found);
  // A Spanish recipe reads its units in Spanish; an English one (or one not translated) as written.
  const units = 'spanish' in recipe ? spanishUnits() : undefined;
  const servings = parseServings(new URL(request.url).searchParams.get('servings'), recipe.servings);
  const origin = context.origin;
  // The page's own address and breadcrumb, in its language.
  const at = (path: string) => absoluteUrl(origin, pathInLocale(path, context.locale));
  const t = translator(context.locale);
  // The recipe as written (not the scaled amounts) is what search engines index.
  const baseIngredients = scaleIngredients(recipe.ingredients, recipe.servings, recipe.servings ?? 1, units);
  return json(
    {
      recipe,
      servings,
      messages: messagesFor(context.locale, 'recipes', 'cuisines'),
      ingredients: scaleIngredients(recipe.ingredients, recipe.servings, servings, units),
      structuredData: inLanguage([
        recipeJsonLd(recipe, baseIngredients, origin, at),
        breadcrumbList([
          { name: t('layout.nav.home'), url: at('/') },
          { name: t('layout.nav.recipes'), url: at('/recipes') },
          { name: recipe.title, url: at(`/recipe/${recipe.id}`) },
        ]),
      ], textLanguage(recipe)),
    },
    { headers: publicCache(600, 3600) },
  );
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts).
export const handle = NO_HYDRATION;

function recipeJsonLd(r: RecipeDetail, ingredients: ScaledIngredient[], origin: string, at: (path: string) => string): JsonLdObject {
  const total = r.cookingTime === null && r.prepTime === null ? null : (r.cookingTime ?? 0) + (r.prepTime ?? 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.title,
    image: [absoluteUrl(origin, shareImagePath('recipes', r.slug, Boolean(r.spanish)))],
    description: r.description,
    url: at(`/recipe/${r.id}`),
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
      url: at(`/recipe/${r.id}#step-${index + 1}`),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Recipe Not Found');
  const t = metaTranslator(matches);
  const r = data.recipe;
  return seoMeta(matches, {
    title: t('recipes.pageTitle', { title: r.title }),
    description: truncateDescription(r.description),
    path: `/recipe/${r.id}`,
    image: shareImagePath('recipes', r.slug, Boolean(r.spanish)),
    imageAlt: t('recipes.imageAlt', { title: r.title }),
    type: 'article',
    publishedTime: r.publishedAt,
    author: r.author,
  });
};

export default function RecipePage() {
  const { recipe, servings, ingredients, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <RecipeView recipe={recipe as RecipeDetail} servings={servings} ingredients={ingredients} />
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data as JsonLdObject} />
      ))}
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.recipes')} defaultMessage={t('layout.error.loading.recipes')} />;
}
