-- Re-index only when searchable text really changed, so re-running the seed
-- (an upsert of identical rows) leaves the search index untouched.
DROP TRIGGER restaurants_search_update;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_update AFTER UPDATE OF name, description, cuisine_id, neighborhood ON restaurants
WHEN old.name IS NOT new.name OR old.description IS NOT new.description
  OR old.cuisine_id IS NOT new.cuisine_id OR old.neighborhood IS NOT new.neighborhood
BEGIN
  DELETE FROM search_index WHERE kind = 'restaurant' AND ref_id = old.id;
  INSERT INTO search_index (kind, ref_id, title, body, extra)
  VALUES ('restaurant', new.id, new.name, new.description,
          (SELECT name FROM cuisines WHERE id = new.cuisine_id) || ' ' || new.neighborhood);
END;
--> statement-breakpoint
DROP TRIGGER articles_search_update;
--> statement-breakpoint
CREATE TRIGGER articles_search_update AFTER UPDATE OF title, content, category, tags ON articles
WHEN old.title IS NOT new.title OR old.content IS NOT new.content
  OR old.category IS NOT new.category OR old.tags IS NOT new.tags
BEGIN
  DELETE FROM search_index WHERE kind = 'article' AND ref_id = old.id;
  INSERT INTO search_index (kind, ref_id, title, body, extra)
  VALUES ('article', new.id, new.title, new.content, new.category || ' ' || new.tags);
END;
