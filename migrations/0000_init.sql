CREATE TABLE `article_restaurants` (
	`article_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`article_id`, `restaurant_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `article_restaurants_restaurant_idx` ON `article_restaurants` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`author` text NOT NULL,
	`published_at` text NOT NULL,
	`excerpt` text,
	`intro` text NOT NULL,
	`content` text NOT NULL,
	`body` text NOT NULL,
	`image_url` text,
	`image_alt` text,
	`layout` text DEFAULT 'hero' NOT NULL,
	`seo` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_kind_published_idx` ON `articles` (`kind`,`published_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cuisines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`image` text NOT NULL,
	`has_page` integer DEFAULT true NOT NULL,
	`featured_style` text DEFAULT 'large' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cuisines_key_unique` ON `cuisines` (`key`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `restaurant_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorites_restaurant_idx` ON `favorites` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `friendships` (
	`user_id` integer NOT NULL,
	`friend_facebook_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `friend_facebook_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `friendships_friend_idx` ON `friendships` (`friend_facebook_id`);--> statement-breakpoint
CREATE TABLE `opening_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`opens_minute` integer NOT NULL,
	`closes_minute` integer NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `opening_hours_lookup_idx` ON `opening_hours` (`weekday`,`opens_minute`,`closes_minute`,`restaurant_id`);--> statement-breakpoint
CREATE INDEX `opening_hours_restaurant_idx` ON `opening_hours` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `recipes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`image_url` text,
	`cooking_time` integer,
	`prep_time` integer,
	`difficulty` text NOT NULL,
	`servings` integer,
	`cuisine` text,
	`description` text NOT NULL,
	`author` text NOT NULL,
	`published_at` text NOT NULL,
	`ingredients` text NOT NULL,
	`steps` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipes_slug_unique` ON `recipes` (`slug`);--> statement-breakpoint
CREATE INDEX `recipes_published_idx` ON `recipes` (`published_at`);--> statement-breakpoint
CREATE TABLE `restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`cuisine_id` integer NOT NULL,
	`price_level` integer NOT NULL,
	`neighborhood` text NOT NULL,
	`image_url` text,
	`average_rating` integer,
	`review_count` integer DEFAULT 0 NOT NULL,
	`base_rating` integer,
	`base_review_count` integer DEFAULT 0 NOT NULL,
	`address` text,
	`phone` text,
	`website` text,
	`reservation_url` text,
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`cuisine_id`) REFERENCES `cuisines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_slug_unique` ON `restaurants` (`slug`);--> statement-breakpoint
CREATE INDEX `restaurants_cuisine_name_idx` ON `restaurants` (`cuisine_id`,`name`);--> statement-breakpoint
CREATE INDEX `restaurants_rating_idx` ON `restaurants` (`average_rating`,`id`);--> statement-breakpoint
CREATE INDEX `restaurants_reviews_idx` ON `restaurants` (`review_count`,`id`);--> statement-breakpoint
CREATE INDEX `restaurants_created_idx` ON `restaurants` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `restaurants_featured_idx` ON `restaurants` (`is_featured`,`average_rating`);--> statement-breakpoint
CREATE INDEX `restaurants_neighborhood_idx` ON `restaurants` (`neighborhood`);--> statement-breakpoint
CREATE INDEX `restaurants_price_idx` ON `restaurants` (`price_level`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`content` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_restaurant_unique` ON `reviews` (`user_id`,`restaurant_id`);--> statement-breakpoint
CREATE INDEX `reviews_restaurant_created_idx` ON `reviews` (`restaurant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_created_idx` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`facebook_id` text NOT NULL,
	`name` text NOT NULL,
	`username` text NOT NULL,
	`email` text,
	`profile_picture` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_facebook_id_unique` ON `users` (`facebook_id`);