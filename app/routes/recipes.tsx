import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { RecipeCard } from '~/components/recipe-card';
import { listRecipes } from '~/models/recipes.server';
import { recipeCardsAsShown } from '~/modules/spanish-words.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';
import { errorMeta, seoMeta } from '~/utils/seo';
import { ArticlesSkeleton, type SkeletonHandle } from '~/components/skeletons';
import { NO_HYDRATION, type HydrateHandle } from '~/utils/hydration';

export async function loader({ context }: LoaderFunctionArgs) {
  const recipes = await recipeCardsAsShown(context.db, context.locale, await listRecipes(context.db));
  return json({ recipes, messages: messagesFor(context.locale, 'recipes', 'cuisines') }, { headers: publicCache(300, 1800) });
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts); its skeleton shows while a
// navigation to it loads.
export const handle: HydrateHandle & SkeletonHandle = { ...NO_HYDRATION, pendingSkeleton: ArticlesSkeleton };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  if (!data) return errorMeta(t('layout.nav.recipes'));
  return seoMeta(matches, {
    title: t('recipes.title'),
    description: t('recipes.description'),
    path: '/recipes',
  });
};

export default function Recipes() {
  const { recipes } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('recipes.title')}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">{t('recipes.intro')}</p>
      {recipes.length === 0 ? (
        <p className="mt-10 text-stone-700">{t('recipes.empty')}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3">
          {recipes.map((recipe, i) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.recipes')} defaultMessage={t('layout.error.loading.recipes')} />;
}
