-- A CSV import is one create with the client's id (docs/API.md "Conventions"): its answer is kept
-- so that a retry of the same request answers it again instead of importing the rows a second time.
CREATE TABLE product_imports (
  shop_id     text NOT NULL REFERENCES shops (id),
  id          text NOT NULL,
  result      jsonb NOT NULL,
  created_by  text REFERENCES users (id),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);
