-- A followed search by words (issue 44) must still hold a place on the day it closes for
-- good, so its followers hear of it. The restaurants' index now keeps every place, closed
-- ones too, as the Spanish index (0028) already does; the search page leaves out closed
-- places where it joins the restaurant, as it leaves out drafts. Only the triggers that
-- wrote "if still open" change: their words and columns are those of 0014.
DROP TRIGGER restaurants_search_insert;
--> statement-breakpoint
DROP TRIGGER restaurants_search_update;
--> statement-breakpoint
DROP TRIGGER restaurant_dishes_search_insert;
--> statement-breakpoint
DROP TRIGGER restaurant_dishes_search_delete;
--> statement-breakpoint
DROP TRIGGER restaurant_dishes_search_update;
--> statement-breakpoint
DROP TRIGGER restaurant_facts_search_insert;
--> statement-breakpoint
DROP TRIGGER restaurant_facts_search_delete;
--> statement-breakpoint
DROP TRIGGER restaurant_facts_search_update;
--> statement-breakpoint
INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.closed_at IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_insert AFTER INSERT ON restaurants BEGIN
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  VALUES (new.id, new.name, new.description, (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = new.id), ''));
END;
--> statement-breakpoint
-- Re-indexed only when searchable text really changed, so re-running the seed (an upsert
-- of identical rows) and closing or reopening a place leave the index untouched.
CREATE TRIGGER restaurants_search_update AFTER UPDATE OF name, description, cuisine_id, neighborhood ON restaurants
WHEN old.name IS NOT new.name OR old.description IS NOT new.description
  OR old.cuisine_id IS NOT new.cuisine_id OR old.neighborhood IS NOT new.neighborhood
BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  VALUES (new.id, new.name, new.description, (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = new.id), ''));
END;
--> statement-breakpoint
-- A dish or fact written or removed re-indexes its restaurant, if it is still there.
CREATE TRIGGER restaurant_dishes_search_insert AFTER INSERT ON restaurant_dishes BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_dishes_search_delete AFTER DELETE ON restaurant_dishes BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = old.restaurant_id;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_dishes_search_update AFTER UPDATE OF name ON restaurant_dishes WHEN old.name IS NOT new.name BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_facts_search_insert AFTER INSERT ON restaurant_facts WHEN new.value = 'yes' BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_facts_search_delete AFTER DELETE ON restaurant_facts WHEN old.value = 'yes' BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = old.restaurant_id;
END;
--> statement-breakpoint
CREATE TRIGGER restaurant_facts_search_update AFTER UPDATE OF value ON restaurant_facts WHEN old.value IS NOT new.value BEGIN
  DELETE FROM restaurant_search WHERE rowid = new.restaurant_id;
  INSERT INTO restaurant_search (rowid, title, body, extra, listed)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood,
    coalesce((SELECT group_concat(word, ' ') FROM restaurant_listed_words WHERE restaurant_id = r.id), '')
  FROM restaurants r WHERE r.id = new.restaurant_id;
END;
