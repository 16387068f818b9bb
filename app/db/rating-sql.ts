/**
 * Recompute restaurants' average rating (tenths) and review count from our
 * diners' reviews, the only source of both: no reviews means no rating and a
 * count of 0. Run after every review write (scoped with `WHERE id = ?`) and by
 * the seed, so the cached columns always equal the reviews one can read.
 */
// A review an editor hid after a report is read by its author alone: it counts for no one.
const READABLE_REVIEWS = 'FROM reviews r WHERE r.restaurant_id = restaurants.id AND r.hidden_reason IS NULL';
export const REVIEW_COUNT_SQL = `(SELECT count(*) ${READABLE_REVIEWS})`;
export const AVERAGE_RATING_SQL = `(SELECT CAST(ROUND(AVG(r.rating) * 10) AS INTEGER) ${READABLE_REVIEWS})`;

export const RECOMPUTE_RATINGS_SQL = `
UPDATE restaurants SET
  review_count = ${REVIEW_COUNT_SQL},
  average_rating = ${AVERAGE_RATING_SQL}`;
