-- One full-text index per kind, keyed by the row's own id, in place of one shared index.
-- In the shared index every search for restaurants also stepped over the matching
-- articles, and every search for articles over the matching restaurants (the kind was an
-- unindexed column, read from each hit's stored row), so an article search grew with the
-- city. Keyed by rowid, a hit joins its restaurant or article directly, and a re-index
-- deletes one row instead of scanning the index for its ref_id.
-- Only restaurants still open are indexed: a permanently closed restaurant keeps its
-- page but is no longer found, and the count of matches needs no join to know that.
CREATE VIRTUAL TABLE restaurant_search USING fts5(title, body, extra, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE article_search USING fts5(title, body, extra, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO restaurant_search (rowid, title, body, extra)
  SELECT r.id, r.name, r.description, (SELECT name FROM cuisines WHERE id = r.cuisine_id) || ' ' || r.neighborhood
  FROM restaurants r WHERE r.closed_at IS NULL;
--> statement-breakpoint
INSERT INTO article_search (rowid, title, body, extra)
  SELECT a.id, a.title, a.content, a.category || ' ' || a.tags FROM articles a;
--> statement-breakpoint
DROP TRIGGER restaurants_search_insert;
--> statement-breakpoint
DROP TRIGGER restaurants_search_update;
--> statement-breakpoint
DROP TRIGGER restaurants_search_delete;
--> statement-breakpoint
DROP TRIGGER articles_search_insert;
--> statement-breakpoint
DROP TRIGGER articles_search_update;
--> statement-breakpoint
DROP TRIGGER articles_search_delete;
--> statement-breakpoint
DROP TABLE search_index;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_insert AFTER INSERT ON restaurants WHEN new.closed_at IS NULL BEGIN
  INSERT INTO restaurant_search (rowid, title, body, extra)
  VALUES (new.id, new.name, new.description, (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood);
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
  INSERT INTO restaurant_search (rowid, title, body, extra)
  SELECT new.id, new.name, new.description, (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood
  WHERE new.closed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_delete AFTER DELETE ON restaurants BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER articles_search_insert AFTER INSERT ON articles BEGIN
  INSERT INTO article_search (rowid, title, body, extra)
  VALUES (new.id, new.title, new.content, new.category || ' ' || new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER articles_search_update AFTER UPDATE OF title, content, category, tags ON articles
WHEN old.title IS NOT new.title OR old.content IS NOT new.content
  OR old.category IS NOT new.category OR old.tags IS NOT new.tags
BEGIN
  DELETE FROM article_search WHERE rowid = old.id;
  INSERT INTO article_search (rowid, title, body, extra)
  VALUES (new.id, new.title, new.content, new.category || ' ' || new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER articles_search_delete AFTER DELETE ON articles BEGIN
  DELETE FROM article_search WHERE rowid = old.id;
END;
