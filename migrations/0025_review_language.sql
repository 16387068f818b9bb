ALTER TABLE `reviews` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `owner_replies` ADD `language` text DEFAULT 'en' NOT NULL;