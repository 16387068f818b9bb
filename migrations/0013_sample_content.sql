ALTER TABLE `restaurants` ADD `real_average_rating` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `real_review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `is_sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `restaurants_real_rating_idx` ON `restaurants` (`real_average_rating`,`id`);--> statement-breakpoint
CREATE INDEX `restaurants_real_reviews_idx` ON `restaurants` (`real_review_count`,`id`);--> statement-breakpoint
CREATE INDEX `restaurants_real_featured_idx` ON `restaurants` (`is_featured`,`real_average_rating`);--> statement-breakpoint
-- Listings the demo seed wrote before the flag existed carry the content's fictional
-- (817) 555-01xx phone numbers or its example.com websites (decision 023).
UPDATE `restaurants` SET `is_sample` = 1 WHERE `phone` LIKE '(817) 555-01__' OR `website` LIKE 'https://example.com%';--> statement-breakpoint
-- Ratings from real diners alone, as app/db/rating-sql.ts keeps them from now on.
UPDATE `restaurants` SET
  `real_review_count` = (SELECT count(*) FROM reviews r WHERE r.restaurant_id = restaurants.id AND r.hidden_reason IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.facebook_id LIKE 'sample:%')),
  `real_average_rating` = (SELECT CAST(ROUND(AVG(r.rating) * 10) AS INTEGER) FROM reviews r WHERE r.restaurant_id = restaurants.id AND r.hidden_reason IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.facebook_id LIKE 'sample:%'));
