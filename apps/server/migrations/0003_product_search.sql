-- Product search (products module). 0002 indexed search_name with text_pattern_ops, which serves a
-- prefix of the WHOLE name only. The product list must also find a prefix of ANY word of the name
-- ("rice" finds "Miniket Rice 5kg") and page through the name order by keyset, fast at 20,000
-- products in one shop. So:
-- 1. search_name compares byte-wise (COLLATE "C") on every server, whatever its locale: one btree
--    (shop_id, search_name, id) serves the prefix range AND `ORDER BY search_name, id` + keyset.
-- 2. product_search_terms holds one row per word start of search_name ("miniket rice 5kg" →
--    "miniket rice 5kg", "rice 5kg", "5kg"); a prefix of any word is a range scan of its btree.
--    The btree also carries the product's search_name, so the matches come sorted by name from
--    an index-only scan, and only the page's products are fetched (not every match).
--    Triggers keep it, so every writer (service, import, seed, bench) keeps it right.
-- search_name is written by the products module: NFC, lower-cased, ASCII digits, words separated
-- by one space (modules/products/search.ts).

ALTER TABLE products ALTER COLUMN search_name TYPE text COLLATE "C";
DROP INDEX products_search_idx;
CREATE INDEX products_name_idx ON products (shop_id, search_name, id);
CREATE INDEX products_created_idx ON products (shop_id, created_at, id);

CREATE TABLE product_search_terms (
  shop_id     text NOT NULL,
  product_id  text NOT NULL,
  term        text COLLATE "C" NOT NULL,
  -- the product's search_name (its sort key by name)
  search_name text COLLATE "C" NOT NULL,
  PRIMARY KEY (shop_id, term, product_id) INCLUDE (search_name),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX product_search_terms_product_idx ON product_search_terms (shop_id, product_id);

-- Every suffix of the word list, from each word on.
CREATE FUNCTION product_search_terms_of(search_name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT array_to_string(w[i:], ' ')
  FROM (SELECT regexp_split_to_array(btrim($1), '\s+') AS w) s, generate_subscripts(s.w, 1) AS i
  WHERE w[i] <> ''
$$;

-- Inserts: one statement-level trigger, so a batch insert fills the terms in one go.
CREATE FUNCTION products_search_terms_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_terms (shop_id, product_id, term, search_name)
  SELECT n.shop_id, n.id, t, n.search_name FROM new_rows n, product_search_terms_of(n.search_name) AS t;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_terms_insert();

-- Renames: row-level and only when search_name is in the SET list (stock updates never fire it).
CREATE FUNCTION products_search_terms_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search_name IS DISTINCT FROM OLD.search_name THEN
    DELETE FROM product_search_terms WHERE shop_id = OLD.shop_id AND product_id = OLD.id;
    INSERT INTO product_search_terms (shop_id, product_id, term, search_name)
    SELECT NEW.shop_id, NEW.id, t, NEW.search_name FROM product_search_terms_of(NEW.search_name) AS t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_terms_rename AFTER UPDATE OF search_name ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_terms_rename();
