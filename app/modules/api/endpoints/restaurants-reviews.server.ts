import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { getReviewedRestaurant, listRestaurantReviews } from '~/models/reviews.server';
import { apiError, apiHandler } from '~/modules/api/answers.server';
import { parseId } from '~/modules/api/request.server';
import { toApiFriendReview } from '~/modules/api/shapes.server';
import { type FieldErrors } from '~/utils/field-errors';
import { publicCache } from '~/modules/http.server';
import { PAGE_NUMBER_MESSAGE, readPageNumber } from '~/utils/page-number';
import { REVIEW_SORTS, type ReviewSort } from '~/utils/review-list';

/**
 * GET /api/restaurants/{id}/reviews?page=N&sort=newest|highest|lowest: one page
 * of the restaurant's diners' reviews and their total (what its reviewCount
 * counts), in the shape of /api/friends/reviews, each with the owner's reply once an
 * editor approved it (`ownerReply`: its text and the day it was published, or null).
 * Public and the same for everyone, so the edge may keep it; a page past the end is empty.
 */
export const loader = apiHandler(async ({ request, params, context }: LoaderFunctionArgs) => {
  const restaurantId = parseId(params.id, 'Restaurant');
  const search = new URL(request.url).searchParams;
  const page = readPageNumber(search.get('page')?.trim() || '1');
  const rawSort = search.get('sort')?.trim() || 'newest';
  const errors: FieldErrors = {};
  if (page === null) errors.page = [PAGE_NUMBER_MESSAGE];
  if (!(REVIEW_SORTS as readonly string[]).includes(rawSort)) errors.sort = [`sort must be one of ${REVIEW_SORTS.join(', ')}`];
  if (page === null || Object.keys(errors).length > 0) return apiError(400, 'Invalid query parameters', { errors });

  const restaurant = await getReviewedRestaurant(context.db, restaurantId);
  if (!restaurant) return apiError(404, 'Restaurant not found');
  const { total, reviews } = await listRestaurantReviews(context.db, { id: restaurant.id }, null, {
    sort: rawSort as ReviewSort,
    page,
    exactPage: true,
  });
  return json(
    {
      total,
      page,
      reviews: reviews.map((review) => ({
        ...toApiFriendReview({ ...review, restaurant }),
        ownerReply: review.ownerReply?.approvedOn ? { content: review.ownerReply.content, publishedAt: review.ownerReply.approvedOn } : null,
      })),
    },
    { headers: publicCache(60, 600) },
  );
});
