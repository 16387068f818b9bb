-- Full-text search over restaurants and articles (SQLite FTS5, available in D1).
-- Kept in sync by triggers, so the seed, the pages and any admin edit stay searchable.
CREATE VIRTUAL TABLE search_index USING fts5(kind UNINDEXED, ref_id UNINDEXED, title, body, extra, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER restaurants_search_insert AFTER INSERT ON restaurants BEGIN
  INSERT INTO search_index (kind, ref_id, title, body, extra)
  VALUES ('restaurant', new.id, new.name, new.description,
          (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood);
END;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_update AFTER UPDATE OF name, description, cuisine_id, neighborhood ON restaurants BEGIN
  DELETE FROM search_index WHERE kind = 'restaurant' AND ref_id = old.id;
  INSERT INTO search_index (kind, ref_id, title, body, extra)
  VALUES ('restaurant', new.id, new.name, new.description,
          (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood);
END;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_delete AFTER DELETE ON restaurants BEGIN
  DELETE FROM search_index WHERE kind = 'restaurant' AND ref_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER articles_search_insert AFTER INSERT ON articles BEGIN
  INSERT INTO search_index (kind, ref_id, title, body, extra)
  VALUES ('article', new.id, new.title, new.content, new.category || ' ' || new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER articles_search_update AFTER UPDATE OF title, content, category, tags ON articles BEGIN
  DELETE FROM search_index WHERE kind = 'article' AND ref_id = old.id;
  INSERT INTO search_index (kind, ref_id, title, body, extra)
  VALUES ('article', new.id, new.title, new.content, new.category || ' ' || new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER articles_search_delete AFTER DELETE ON articles BEGIN
  DELETE FROM search_index WHERE kind = 'article' AND ref_id = old.id;
END;
