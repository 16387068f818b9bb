ALTER TABLE `restaurants` DROP COLUMN `base_rating`;--> statement-breakpoint
ALTER TABLE `restaurants` DROP COLUMN `base_review_count`;--> statement-breakpoint
-- Ratings and counts come from our diners' reviews alone (app/db/rating-sql.ts).
UPDATE `restaurants` SET
  `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`restaurant_id` = `restaurants`.`id`),
  `average_rating` = (SELECT CAST(ROUND(AVG(r.`rating`) * 10) AS INTEGER) FROM `reviews` r WHERE r.`restaurant_id` = `restaurants`.`id`);
