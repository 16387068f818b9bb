CREATE TABLE `fact_votes` (
	`restaurant_id` integer NOT NULL,
	`fact` text NOT NULL,
	`voter_key` text NOT NULL,
	`answer` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`restaurant_id`, `fact`, `voter_key`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `fact_votes_answer_idx` ON `fact_votes` (`answer`,`restaurant_id`,`fact`);--> statement-breakpoint
CREATE TABLE `listing_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`claimant_name` text NOT NULL,
	`claimant_role` text NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`contact_email` text DEFAULT '' NOT NULL,
	`code_hash` text NOT NULL,
	`code_mailed_to` text,
	`status` text DEFAULT 'open' NOT NULL,
	`verified_via` text,
	`reason` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_claims_status_created_idx` ON `listing_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_claims_user_idx` ON `listing_claims` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_claims_restaurant_idx` ON `listing_claims` (`restaurant_id`,`status`);--> statement-breakpoint
CREATE TABLE `listing_owners` (
	`restaurant_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`claim_id` integer,
	`granted_by` integer,
	`granted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`restaurant_id`, `user_id`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `listing_claims`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_owners_user_idx` ON `listing_owners` (`user_id`);--> statement-breakpoint
CREATE TABLE `listing_sources` (
	`restaurant_id` integer NOT NULL,
	`topic` text NOT NULL,
	`source` text NOT NULL,
	`user_id` integer,
	`updated_on` text NOT NULL,
	PRIMARY KEY(`restaurant_id`, `topic`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `owner_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `owner_proposals_status_created_idx` ON `owner_proposals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `owner_proposals_restaurant_idx` ON `owner_proposals` (`restaurant_id`,`status`);--> statement-breakpoint
CREATE TABLE `owner_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`moderated_at` text,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_replies_review_unique` ON `owner_replies` (`review_id`);--> statement-breakpoint
CREATE INDEX `owner_replies_status_created_idx` ON `owner_replies` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `owner_note` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `owner_note_on` text;