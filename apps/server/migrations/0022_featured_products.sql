-- Featured products (a tile of the online shop's dashboard): the products a store shows first on
-- its home page, in the owner's order (at most 12, kept by the service).
CREATE TABLE online_featured (
  shop_id     text NOT NULL REFERENCES shops (id),
  product_id  text NOT NULL,
  position    integer NOT NULL,
  PRIMARY KEY (shop_id, product_id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);
