import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { RecipeCard } from '~/components/recipe-card';
import { listRecipes } from '~/models/recipes.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { errorMeta, seoMeta } from '~/utils/seo';
import { ArticlesSkeleton, type SkeletonHandle } from '~/components/skeletons';
import { NO_HYDRATION, type HydrateHandle } from '~/utils/hydration';

export async function loader({ context }: LoaderFunctionArgs) {
  const recipes = await listRecipes(context.db);
  return json({ recipes }, { headers: publicCache(300, 1800) });
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts); its skeleton shows while a
// navigation to it loads.
export const handle: HydrateHandle & SkeletonHandle = { ...NO_HYDRATION, pendingSkeleton: ArticlesSkeleton };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return errorMeta('Recipes');
  return seoMeta(matches, {
    title: 'Recipes',
    description: 'Texas and Fort Worth favourites to cook at home: brisket, kolaches, King Ranch chicken, queso, fajitas and more.',
    path: '/recipes',
  });
};

export default function Recipes() {
  const { recipes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Recipes</h1>
      <p className="mt-3 max-w-3xl text-stone-700">Fort Worth favourites to cook at home, tested in our own kitchens.</p>
      {recipes.length === 0 ? (
        <p className="mt-10 text-stone-700">No recipes yet. Check back soon.</p>
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
  return <GeneralErrorBoundary title="Recipes" defaultMessage="Error loading recipes. Please try again later." />;
}
