import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listRecipes } from '~/models/recipes.server';
import { apiHandler } from '~/modules/api/answers.server';
import { toApiRecipe } from '~/modules/api/shapes.server';
import { publicCache } from '~/modules/http.server';

/** GET /api/recipes: every recipe, newest first, as the recipes page lists them. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recipes = await listRecipes(context.db);
  return json(recipes.map(toApiRecipe), { headers: publicCache(300, 3600) });
});
