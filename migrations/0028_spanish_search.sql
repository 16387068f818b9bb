-- The editors' Spanish, searchable on Spanish pages (issue 43): one full-text index per kind,
-- beside the English one, keyed by the article's or the restaurant's own id so a hit joins
-- its item directly, as in 0010. Every Spanish version is indexed whatever its state, and
-- its words follow every write to `translations` (the desk's saves, the seed's upserts, an
-- item deleted, which deletes its translations): whether it is live is asked at search
-- time, as it is of a scheduled English article, so a version is found from its minute and
-- never before. Guides are matched outside an index (a handful of titles), and recipes are
-- not searched in either language.
-- An article's title is its own column (a match there ranks first); the body is every other
-- field but the image's description, as the English index holds the article's text.
CREATE VIRTUAL TABLE article_search_es USING fts5(title, body, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE restaurant_search_es USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO article_search_es (rowid, title, body)
  SELECT t.entity_id, coalesce(json_extract(t.fields, '$.title'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(t.fields) WHERE key NOT IN ('title', 'imageAlt')), '')
  FROM translations t WHERE t.entity = 'article' AND t.locale = 'es';
--> statement-breakpoint
INSERT INTO restaurant_search_es (rowid, body)
  SELECT t.entity_id, coalesce(json_extract(t.fields, '$.description'), '')
  FROM translations t WHERE t.entity = 'restaurant' AND t.locale = 'es';
--> statement-breakpoint
-- An INSERT OR REPLACE takes the place of a row without its delete trigger: its words go first.
CREATE TRIGGER translations_search_insert AFTER INSERT ON translations WHEN new.locale = 'es' BEGIN
  DELETE FROM article_search_es WHERE rowid = new.entity_id AND new.entity = 'article';
  DELETE FROM restaurant_search_es WHERE rowid = new.entity_id AND new.entity = 'restaurant';
  INSERT INTO article_search_es (rowid, title, body)
  SELECT new.entity_id, coalesce(json_extract(new.fields, '$.title'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.fields) WHERE key NOT IN ('title', 'imageAlt')), '')
  WHERE new.entity = 'article';
  INSERT INTO restaurant_search_es (rowid, body)
  SELECT new.entity_id, coalesce(json_extract(new.fields, '$.description'), '')
  WHERE new.entity = 'restaurant';
END;
--> statement-breakpoint
-- Re-indexed only when the words or the item they belong to change: publishing, scheduling
-- or unpublishing changes the status alone, which search reads from the row itself.
CREATE TRIGGER translations_search_update AFTER UPDATE OF fields, entity, entity_id, locale ON translations
WHEN old.fields IS NOT new.fields OR old.entity IS NOT new.entity OR old.entity_id IS NOT new.entity_id OR old.locale IS NOT new.locale
BEGIN
  DELETE FROM article_search_es WHERE rowid = old.entity_id AND old.entity = 'article' AND old.locale = 'es';
  DELETE FROM restaurant_search_es WHERE rowid = old.entity_id AND old.entity = 'restaurant' AND old.locale = 'es';
  INSERT INTO article_search_es (rowid, title, body)
  SELECT new.entity_id, coalesce(json_extract(new.fields, '$.title'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.fields) WHERE key NOT IN ('title', 'imageAlt')), '')
  WHERE new.entity = 'article' AND new.locale = 'es';
  INSERT INTO restaurant_search_es (rowid, body)
  SELECT new.entity_id, coalesce(json_extract(new.fields, '$.description'), '')
  WHERE new.entity = 'restaurant' AND new.locale = 'es';
END;
--> statement-breakpoint
CREATE TRIGGER translations_search_delete AFTER DELETE ON translations WHEN old.locale = 'es' BEGIN
  DELETE FROM article_search_es WHERE rowid = old.entity_id AND old.entity = 'article';
  DELETE FROM restaurant_search_es WHERE rowid = old.entity_id AND old.entity = 'restaurant';
END;
