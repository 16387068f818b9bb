ALTER TABLE `restaurant_suggestions` ADD `location_status` text;--> statement-breakpoint
ALTER TABLE `restaurant_suggestions` ADD `location_matched` text;--> statement-breakpoint
ALTER TABLE `restaurant_suggestions` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `restaurant_suggestions` ADD `longitude` real;