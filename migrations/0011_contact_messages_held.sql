ALTER TABLE `contact_messages` ADD `held_reason` text;--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);