/**
 * Recompute restaurants' average rating (tenths) and review count from our
 * diners' reviews, the only source of both: no reviews means no rating and a
 * count of 0. Run after every review write (scoped with `WHERE id = ?`) and by
 * the seed, so the cached columns always equal the reviews one can read.
 */
export const RECOMPUTE_RATINGS_SQL = `
UPDATE restaurants SET
  review_count = (SELECT count(*) FROM reviews r WHERE r.restaurant_id = restaurants.id),
  average_rating = (SELECT CAST(ROUND(AVG(r.rating) * 10) AS INTEGER) FROM reviews r WHERE r.restaurant_id = restaurants.id)`;
