DROP INDEX `listing_reports_open_unique`;--> statement-breakpoint
ALTER TABLE `listing_reports` ADD `reporter_key` text;--> statement-breakpoint
ALTER TABLE `listing_reports` ADD `report_count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_open_reporter_unique` ON `listing_reports` (`restaurant_id`,`reporter_key`,`reason`) WHERE status = 'open';