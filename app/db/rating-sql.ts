/**
 * Recompute a restaurant's shown rating and review count: the rating it was
 * listed with (base, in tenths, over baseReviewCount reviews) blended with our
 * diners' 1-5 star reviews. Used by the seed and after every review change.
 */
export const RECOMPUTE_RATINGS_SQL = `
UPDATE restaurants SET
  review_count = base_review_count + (SELECT count(*) FROM reviews r WHERE r.restaurant_id = restaurants.id),
  average_rating = CASE
    WHEN base_review_count + (SELECT count(*) FROM reviews r WHERE r.restaurant_id = restaurants.id) = 0 THEN base_rating
    ELSE CAST(ROUND(
      (COALESCE(base_rating, 0) * base_review_count
        + (SELECT COALESCE(SUM(r.rating * 10), 0) FROM reviews r WHERE r.restaurant_id = restaurants.id)) * 1.0
      / (base_review_count + (SELECT count(*) FROM reviews r WHERE r.restaurant_id = restaurants.id))
    ) AS INTEGER)
  END`;
