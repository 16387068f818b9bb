CREATE TABLE `listing_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`reporter_id` integer,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_reports_status_created_idx` ON `listing_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_reports_restaurant_status_idx` ON `listing_reports` (`restaurant_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_open_unique` ON `listing_reports` (`restaurant_id`,`reporter_id`,`reason`) WHERE status = 'open';--> statement-breakpoint
ALTER TABLE `restaurants` ADD `details_checked_at` text;--> statement-breakpoint
-- A listing saved in the desk was checked then; the seed dates the untouched samples.
UPDATE `restaurants` SET `details_checked_at` = `updated_at` WHERE `updated_at` IS NOT NULL;
