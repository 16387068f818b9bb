import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { cuisineHref, listCuisines } from '~/models/cuisines.server';
import { apiHandler } from '~/modules/api/answers.server';
import { toApiCuisineCategory } from '~/modules/api/shapes.server';
import { publicCache } from '~/modules/http.server';

/** GET /api/cuisine-categories: the directory's tiles (id, name, image, href or null). */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const cuisines = await listCuisines(context.db);
  return json(
    cuisines.map((c) => toApiCuisineCategory(c, cuisineHref(c))),
    { headers: publicCache(300, 3600) },
  );
});
