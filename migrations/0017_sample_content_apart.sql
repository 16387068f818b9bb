CREATE TABLE `lost_places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`restaurant_name` text NOT NULL,
	`entity_version` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lost_places_entity_idx` ON `lost_places` (`entity`,`entity_id`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `takes_slug` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `is_sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `guides` ADD `is_sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- What the demo seed wrote before the flag existed: articles that cover sample listings
-- and no real one, and guides made of sample listings only, that no editor created in
-- the desk (the seed writes no 'created' line in the history).
UPDATE `articles` SET `is_sample` = 1
WHERE EXISTS (SELECT 1 FROM article_restaurants ar JOIN restaurants r ON r.id = ar.restaurant_id WHERE ar.article_id = articles.id AND r.is_sample = 1)
  AND NOT EXISTS (SELECT 1 FROM article_restaurants ar JOIN restaurants r ON r.id = ar.restaurant_id WHERE ar.article_id = articles.id AND r.is_sample = 0)
  AND NOT EXISTS (SELECT 1 FROM changes c WHERE c.entity = 'article' AND c.entity_id = articles.id AND c.action LIKE 'created%');--> statement-breakpoint
UPDATE `guides` SET `is_sample` = 1
WHERE EXISTS (SELECT 1 FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = guides.id AND r.is_sample = 1)
  AND NOT EXISTS (SELECT 1 FROM guide_places gp JOIN restaurants r ON r.id = gp.restaurant_id WHERE gp.guide_id = guides.id AND r.is_sample = 0)
  AND NOT EXISTS (SELECT 1 FROM changes c WHERE c.entity = 'guide' AND c.entity_id = guides.id AND c.action LIKE 'created%');
