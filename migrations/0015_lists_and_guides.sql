CREATE TABLE `list_entries` (
	`user_id` integer NOT NULL,
	`list` text NOT NULL,
	`restaurant_id` integer NOT NULL,
	`visited_on` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `list`, `restaurant_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `list_entries_restaurant_idx` ON `list_entries` (`restaurant_id`,`list`);--> statement-breakpoint
CREATE TABLE `list_shares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`list` text NOT NULL,
	`token` text NOT NULL,
	`title` text NOT NULL,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_shares_token_unique` ON `list_shares` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `list_shares_user_list_unique` ON `list_shares` (`user_id`,`list`);--> statement-breakpoint
CREATE TABLE `guide_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guide_id` integer NOT NULL,
	`kind` text NOT NULL,
	`restaurant_name` text,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`guide_id`) REFERENCES `guides`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guide_log_guide_idx` ON `guide_log` (`guide_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `guide_places` (
	`guide_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`position` integer NOT NULL,
	`note` text NOT NULL,
	PRIMARY KEY(`guide_id`, `restaurant_id`),
	FOREIGN KEY (`guide_id`) REFERENCES `guides`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guide_places_restaurant_idx` ON `guide_places` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `guides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`intro` text NOT NULL,
	`image_url` text,
	`image_alt` text,
	`author` text NOT NULL,
	`published_at` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guides_slug_unique` ON `guides` (`slug`);--> statement-breakpoint
CREATE INDEX `guides_published_idx` ON `guides` (`published_at`);