CREATE TABLE `digest_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`window_start` text NOT NULL,
	`window_end` text NOT NULL,
	`status` text NOT NULL,
	`changes` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `digest_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `digest_sends_window_unique` ON `digest_sends` (`subscription_id`,`window_start`);--> statement-breakpoint
CREATE INDEX `digest_sends_status_idx` ON `digest_sends` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `digest_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`search_id` integer,
	`email` text NOT NULL,
	`frequency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token` text NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`covered_until` text,
	`next_due_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`search_id`) REFERENCES `followed_searches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `digest_subscriptions_confirm_unique` ON `digest_subscriptions` (`confirm_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `digest_subscriptions_unsubscribe_unique` ON `digest_subscriptions` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `digest_subscriptions_due_idx` ON `digest_subscriptions` (`status`,`next_due_at`);--> statement-breakpoint
CREATE INDEX `digest_subscriptions_user_idx` ON `digest_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `digest_subscriptions_search_idx` ON `digest_subscriptions` (`search_id`,`status`);--> statement-breakpoint
CREATE TABLE `followed_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`query` text NOT NULL,
	`follows` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `followed_searches_query_unique` ON `followed_searches` (`query`);--> statement-breakpoint
CREATE TABLE `place_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text,
	`at` text NOT NULL,
	`mark` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `place_events_once` ON `place_events` (`restaurant_id`,`kind`,`mark`);--> statement-breakpoint
CREATE INDEX `place_events_at_idx` ON `place_events` (`at`);--> statement-breakpoint
CREATE INDEX `place_events_place_idx` ON `place_events` (`restaurant_id`,`at`);--> statement-breakpoint
CREATE TABLE `place_feeds` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `place_feeds_token_unique` ON `place_feeds` (`token`);--> statement-breakpoint
CREATE TABLE `place_marks` (
	`restaurant_id` integer PRIMARY KEY NOT NULL,
	`touched_at` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `place_states` (
	`restaurant_id` integer PRIMARY KEY NOT NULL,
	`listed` integer NOT NULL,
	`closed` integer NOT NULL,
	`hours` text NOT NULL,
	`special_dates` text NOT NULL,
	`facts` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- What followers see of a place, computed the same way whenever it is read (app/models/place-events.server.ts).
CREATE VIEW `place_state_now` AS SELECT
	r.`id` AS `restaurant_id`,
	CASE WHEN r.`is_draft` = 0 THEN 1 ELSE 0 END AS `listed`,
	CASE WHEN r.`closed_at` IS NULL THEN 0 ELSE 1 END AS `closed`,
	coalesce((SELECT group_concat(x, ',') FROM (SELECT h.`weekday` || ':' || h.`opens_minute` || '-' || h.`closes_minute` AS x FROM `opening_hours` h WHERE h.`restaurant_id` = r.`id` ORDER BY h.`weekday`, h.`opens_minute`, h.`closes_minute`)), '') AS `hours`,
	coalesce((SELECT json_group_array(json(x)) FROM (SELECT json_array(s.`on_date`, s.`opens_minute`, s.`closes_minute`, s.`note`) AS x FROM `special_hours` s WHERE s.`restaurant_id` = r.`id` ORDER BY s.`on_date`, s.`opens_minute`)), '[]') AS `special_dates`,
	coalesce((SELECT group_concat(x, ',') FROM (SELECT f.`fact` AS x FROM `restaurant_facts` f WHERE f.`restaurant_id` = r.`id` AND f.`value` = 'yes' ORDER BY f.`fact`)), '') AS `facts`
FROM `restaurants` r;
--> statement-breakpoint
-- Places as they stand today are the baseline: following starts with what changes from now on.
INSERT INTO `place_states` (`restaurant_id`, `listed`, `closed`, `hours`, `special_dates`, `facts`) SELECT `restaurant_id`, `listed`, `closed`, `hours`, `special_dates`, `facts` FROM `place_state_now`;
--> statement-breakpoint
-- Every write that can change what followers see marks the place, whichever path made it
-- (desk, owner, import, seed). A child row's trigger checks the place still exists: a
-- place being deleted takes its rows with it and needs no mark.
CREATE TRIGGER `restaurants_mark_insert` AFTER INSERT ON `restaurants` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) VALUES (new.`id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `restaurants_mark_update` AFTER UPDATE OF `is_draft`, `closed_at` ON `restaurants` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) VALUES (new.`id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `opening_hours_mark_insert` AFTER INSERT ON `opening_hours` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT new.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = new.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `opening_hours_mark_update` AFTER UPDATE ON `opening_hours` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT new.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = new.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `opening_hours_mark_delete` AFTER DELETE ON `opening_hours` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT old.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = old.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `special_hours_mark_insert` AFTER INSERT ON `special_hours` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT new.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = new.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `special_hours_mark_update` AFTER UPDATE ON `special_hours` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT new.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = new.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `special_hours_mark_delete` AFTER DELETE ON `special_hours` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT old.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = old.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_facts_mark_insert` AFTER INSERT ON `restaurant_facts` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT new.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = new.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_facts_mark_update` AFTER UPDATE ON `restaurant_facts` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT new.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = new.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_facts_mark_delete` AFTER DELETE ON `restaurant_facts` BEGIN INSERT INTO `place_marks` (`restaurant_id`, `touched_at`) SELECT old.`restaurant_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `restaurants` WHERE `id` = old.`restaurant_id`) ON CONFLICT (`restaurant_id`) DO UPDATE SET `touched_at` = excluded.`touched_at`; END;
