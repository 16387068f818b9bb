CREATE TABLE `happy_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`starts_minute` integer NOT NULL,
	`ends_minute` integer NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `happy_hours_lookup_idx` ON `happy_hours` (`weekday`,`starts_minute`,`ends_minute`,`restaurant_id`);--> statement-breakpoint
CREATE INDEX `happy_hours_restaurant_idx` ON `happy_hours` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `restaurant_dishes` (
	`restaurant_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer,
	PRIMARY KEY(`restaurant_id`, `position`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `restaurant_facts` (
	`restaurant_id` integer NOT NULL,
	`fact` text NOT NULL,
	`value` text NOT NULL,
	`checked_on` text NOT NULL,
	PRIMARY KEY(`restaurant_id`, `fact`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `restaurant_facts_filter_idx` ON `restaurant_facts` (`fact`,`value`,`restaurant_id`);--> statement-breakpoint
CREATE TABLE `special_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`on_date` text NOT NULL,
	`opens_minute` integer,
	`closes_minute` integer,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `special_hours_lookup_idx` ON `special_hours` (`on_date`,`restaurant_id`);--> statement-breakpoint
CREATE INDEX `special_hours_restaurant_idx` ON `special_hours` (`restaurant_id`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `price_per_person` integer;--> statement-breakpoint
CREATE INDEX `restaurants_price_per_person_idx` ON `restaurants` (`price_per_person`);--> statement-breakpoint
-- What a restaurant lists beyond its description, for search: the dishes to order and
-- the words diners use for each fact that is yes (never for no or unknown). A search
-- for "brisket" or "patio" finds places that list it before places that only mention it.
-- One row per word, not grouped: a lookup for one restaurant reaches into each table
-- through its index instead of grouping every restaurant's words first.
CREATE VIEW restaurant_listed_words AS
  SELECT restaurant_id, name AS word FROM restaurant_dishes
  UNION ALL
  SELECT restaurant_id, CASE fact
    WHEN 'vegetarian' THEN 'vegetarian'
    WHEN 'vegan' THEN 'vegan vegetarian'
    WHEN 'gluten-free' THEN 'gluten-free'
    WHEN 'halal' THEN 'halal'
    WHEN 'kosher' THEN 'kosher'
    WHEN 'step-free' THEN 'step-free wheelchair accessible entrance'
    WHEN 'accessible-restroom' THEN 'wheelchair accessible restroom'
    WHEN 'accessible-parking' THEN 'accessible parking'
    WHEN 'patio' THEN 'patio'
    WHEN 'dog-friendly' THEN 'dog-friendly patio'
    WHEN 'kids' THEN 'kid-friendly'
    WHEN 'full-bar' THEN 'full bar'
    WHEN 'byob' THEN 'byob'
    WHEN 'parking-lot' THEN 'parking lot'
    WHEN 'parking-street' THEN 'street parking'
    WHEN 'parking-garage' THEN 'parking garage'
    WHEN 'valet' THEN 'valet parking'
    ELSE '' END
  FROM restaurant_facts WHERE value = 'yes';
--> statement-breakpoint
DROP TRIGGER restaurants_search_insert;
--> statement-breakpoint
DROP TRIGGER restaurants_search_update;
--> statement-breakpoint
DROP TRIGGER restaurants_search_delete;
--> statement-breakpoint
DROP TABLE restaurant_search;
--> statement-breakpoint
CREATE VIRTUAL TABLE restaurant_search USING fts5(title, body, extra, listed, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.closed_at IS NULL;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_insert AFTER INSERT ON restaurants WHEN new.closed_at IS NULL BEGIN
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  VALUES (new.id, new.name, new.description, (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = new.id), ''));
END;
--> statement-breakpoint
-- Re-indexed only when searchable text or being open really changed, so re-running the
-- seed (an upsert of identical rows) leaves the index untouched.
CREATE TRIGGER restaurants_search_update AFTER UPDATE OF name, description, cuisine_id, neighborhood, closed_at ON restaurants
WHEN old.name IS NOT new.name OR old.description IS NOT new.description
  OR old.cuisine_id IS NOT new.cuisine_id OR old.neighborhood IS NOT new.neighborhood
  OR (old.closed_at IS NULL) IS NOT (new.closed_at IS NULL)
BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT new.id, new.name, new.description, (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = new.id), '')
  WHERE new.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_delete AFTER DELETE ON restaurants BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.id;
END;
--> statement-breakpoint
-- A dish or fact written or removed re-indexes its restaurant, if it is still there and open.
CREATE TRIGGER restaurant_dishes_search_insert AFTER INSERT ON restaurant_dishes BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id AND r.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_dishes_search_delete AFTER DELETE ON restaurant_dishes BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = old.restaurant_id AND r.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_dishes_search_update AFTER UPDATE OF name ON restaurant_dishes WHEN old.name IS NOT new.name BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id AND r.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_facts_search_insert AFTER INSERT ON restaurant_facts WHEN new.value = 'yes' BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id AND r.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_facts_search_delete AFTER DELETE ON restaurant_facts WHEN old.value = 'yes' BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = old.restaurant_id AND r.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_facts_search_update AFTER UPDATE OF value ON restaurant_facts WHEN old.value IS NOT new.value BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id AND r.closed_at IS NULL;
END;
