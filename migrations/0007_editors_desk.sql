CREATE TABLE `changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`user_id` integer,
	`action` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`snapshot` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `changes_entity_idx` ON `changes` (`entity`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `changes_created_idx` ON `changes` (`created_at`);--> statement-breakpoint
CREATE TABLE `site_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`content_generation` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `slug_redirects` (
	`entity` text NOT NULL,
	`old_slug` text NOT NULL,
	`entity_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`entity`, `old_slug`)
);
--> statement-breakpoint
ALTER TABLE `articles` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `recipes` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `recipes` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `recipes` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'diner' NOT NULL;--> statement-breakpoint
INSERT INTO `site_state` (`id`, `content_generation`) VALUES (1, 0);
