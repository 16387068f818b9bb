import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listCuisines, resolveCuisineKey } from '~/models/cuisines.server';
import { findRestaurants } from '~/models/restaurant-listing.server';
import { apiError, apiHandler } from '~/modules/api/answers.server';
import { parseRestaurantQuery } from '~/utils/listing-filters.server';
import { toApiRestaurant } from '~/modules/api/shapes.server';
import { getOptionalUser } from '~/modules/auth.server';
import { publicCache } from '~/modules/http.server';

/**
 * GET /api/restaurants: every restaurant matching the optional filters
 * (cuisine, priceLevel, rating, neighborhood, isFeatured, sort, has, happyHourNow,
 * pricePerPerson), as an array in
 * the spec's field names. Same query as the home listing (findRestaurants).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const parsed = parseRestaurantQuery(new URL(request.url).searchParams);
  if ('errors' in parsed) return apiError(400, 'Invalid query parameters', { errors: parsed.errors });
  const q = parsed.query;
  const [user, cuisines] = await Promise.all([
    getOptionalUser(context),
    q.cuisine ? listCuisines(context.db) : Promise.resolve([]),
  ]);
  const cards = await findRestaurants(
    context.db,
    {
      cuisine: q.cuisine ? resolveCuisineKey(q.cuisine, cuisines) : null,
      priceLevel: q.priceLevel,
      rating: q.rating,
      neighborhood: q.neighborhood,
      openNow: false,
      sort: q.sort,
      isFeatured: q.isFeatured,
      facts: q.facts,
      happyHourNow: q.happyHourNow,
      pricePerPerson: q.pricePerPerson,
    },
    user?.id ?? null,
    context.now,
  );
  return json(
    cards.map(toApiRestaurant),
    // The spec's freshness: featured data fresh for 10 s and kept for 5 minutes; the
    // listing alike. A signed-in request is made private by the Worker.
    { headers: publicCache(10, 300) },
  );
});
