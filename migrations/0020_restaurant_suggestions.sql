CREATE TABLE `restaurant_suggestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`cuisine_id` integer NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`hours` text DEFAULT '' NOT NULL,
	`relation` text NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`reason` text,
	`restaurant_id` integer,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`cuisine_id`) REFERENCES `cuisines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `restaurant_suggestions_status_created_idx` ON `restaurant_suggestions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `restaurant_suggestions_user_idx` ON `restaurant_suggestions` (`user_id`,`created_at`);