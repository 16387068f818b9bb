ALTER TABLE `recipes` ADD `category` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `keywords` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `longitude` real;