-- Search across scripts: "dal" finds ডাল, "লাক্স" finds Lux. Each product and contact
-- keeps the sound key of its name (packages/core phoneticKey: a rough Latin consonant skeleton of
-- Bangla and Latin alike), written by the module that writes the name and filled for existing rows
-- right after this migration (src/migration-fills.ts). A product's sound terms go into
-- product_search_terms beside its name terms, marked by a leading '~' (a character no name key can
-- hold), so one btree serves both and a sound match costs one more range scan.
ALTER TABLE products ADD COLUMN search_phonetic text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE contacts ADD COLUMN search_phonetic text NOT NULL DEFAULT '';

-- The terms of a product: every suffix of its name's word list, and '~' + every suffix of its
-- sound key's word list.
CREATE FUNCTION product_search_terms_all(search_name text, search_phonetic text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT t FROM product_search_terms_of($1) AS t
  UNION
  SELECT '~' || t FROM product_search_terms_of($2) AS t
$$;

CREATE OR REPLACE FUNCTION products_search_terms_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_terms (shop_id, product_id, term, search_name)
  SELECT n.shop_id, n.id, t, n.search_name FROM new_rows n, product_search_terms_all(n.search_name, n.search_phonetic) AS t;
  RETURN NULL;
END $$;

DROP TRIGGER products_search_terms_rename ON products;
CREATE OR REPLACE FUNCTION products_search_terms_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search_name IS DISTINCT FROM OLD.search_name OR NEW.search_phonetic IS DISTINCT FROM OLD.search_phonetic THEN
    DELETE FROM product_search_terms WHERE shop_id = OLD.shop_id AND product_id = OLD.id;
    INSERT INTO product_search_terms (shop_id, product_id, term, search_name)
    SELECT NEW.shop_id, NEW.id, t, NEW.search_name FROM product_search_terms_all(NEW.search_name, NEW.search_phonetic) AS t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_terms_rename AFTER UPDATE OF search_name, search_phonetic ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_terms_rename();
