/**
 * Recompute restaurants' average rating (tenths) and review count from our
 * diners' reviews, the only source of both: no reviews means no rating and a
 * count of 0. Run after every review write (scoped with `WHERE id = ?`) and by
 * the seed, so the cached columns always equal the reviews one can read.
 *
 * Two pairs are kept: `average_rating` / `review_count` count every diner, sample
 * ones too (what a demo shows); `real_average_rating` / `real_review_count` leave
 * sample diners out (what a real site shows). A deployment reads the pair its
 * DEMO_CONTENT names, so neither needs a recomputation when the other is shown
 * (decision 022).
 */

/** A sample diner (app/content/diners.ts): a Facebook id Facebook never issues. */
export const SAMPLE_FACEBOOK_PREFIX = 'sample:';

/** True for a users row `alias` of a sample diner. */
export const isSampleDinerSql = (alias: string) => `${alias}.facebook_id LIKE '${SAMPLE_FACEBOOK_PREFIX}%'`;

// A review an editor hid after a report is read by its author alone: it counts for no one.
const READABLE_REVIEWS = 'FROM reviews r WHERE r.restaurant_id = restaurants.id AND r.hidden_reason IS NULL';
const REAL_REVIEWS = `${READABLE_REVIEWS} AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND ${isSampleDinerSql('u')})`;

export const REVIEW_COUNT_SQL = `(SELECT count(*) ${READABLE_REVIEWS})`;
export const AVERAGE_RATING_SQL = `(SELECT CAST(ROUND(AVG(r.rating) * 10) AS INTEGER) ${READABLE_REVIEWS})`;
export const REAL_REVIEW_COUNT_SQL = `(SELECT count(*) ${REAL_REVIEWS})`;
export const REAL_AVERAGE_RATING_SQL = `(SELECT CAST(ROUND(AVG(r.rating) * 10) AS INTEGER) ${REAL_REVIEWS})`;

export const RECOMPUTE_RATINGS_SQL = `
UPDATE restaurants SET
  review_count = ${REVIEW_COUNT_SQL},
  average_rating = ${AVERAGE_RATING_SQL},
  real_review_count = ${REAL_REVIEW_COUNT_SQL},
  real_average_rating = ${REAL_AVERAGE_RATING_SQL}`;
