CREATE TABLE `translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`locale` text NOT NULL,
	`fields` text NOT NULL,
	`english` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`published_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translations_item_unique` ON `translations` (`entity`,`entity_id`,`locale`);--> statement-breakpoint
CREATE INDEX `translations_locale_idx` ON `translations` (`locale`,`entity`);--> statement-breakpoint
-- A translation follows its item: deleting the item deletes its translations.
CREATE TRIGGER `articles_translations_delete` AFTER DELETE ON `articles` BEGIN DELETE FROM `translations` WHERE `entity` = 'article' AND `entity_id` = old.`id`; END;--> statement-breakpoint
CREATE TRIGGER `recipes_translations_delete` AFTER DELETE ON `recipes` BEGIN DELETE FROM `translations` WHERE `entity` = 'recipe' AND `entity_id` = old.`id`; END;--> statement-breakpoint
CREATE TRIGGER `guides_translations_delete` AFTER DELETE ON `guides` BEGIN DELETE FROM `translations` WHERE `entity` = 'guide' AND `entity_id` = old.`id`; END;--> statement-breakpoint
CREATE TRIGGER `restaurants_translations_delete` AFTER DELETE ON `restaurants` BEGIN DELETE FROM `translations` WHERE `entity` = 'restaurant' AND `entity_id` = old.`id`; END;
