-- Online orders: a storefront customer's cash-on-delivery order, its lines at the
-- server's prices, and the history of its status changes. Stock is reserved on accept
-- (products.reserved; available = current_stock − reserved), moved out through the stock ledger
-- on ship, released on cancel and brought back through the ledger on return.

ALTER TABLE products ADD COLUMN reserved bigint NOT NULL DEFAULT 0 CHECK (reserved >= 0);

CREATE TABLE online_orders (
  shop_id              text NOT NULL REFERENCES shops (id),
  id                   text NOT NULL,
  number               bigint NOT NULL,
  status               text NOT NULL CHECK (status IN ('placed', 'accepted', 'processing', 'shipped', 'delivered', 'completed', 'cancelled', 'returned')),
  payment_status       text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid', 'refunded')),
  customer_name        text NOT NULL,
  customer_mobile      text NOT NULL CHECK (customer_mobile ~ '^\+8801[3-9][0-9]{8}$'),
  customer_address     text NOT NULL,
  division_id          text,
  district_id          text,
  area_id              text,
  note                 text,
  shipping_package_id  text,
  shipping_name        text NOT NULL,
  delivery_fee         bigint NOT NULL CHECK (delivery_fee >= 0),
  subtotal             bigint NOT NULL CHECK (subtotal >= 0),
  total                bigint NOT NULL CHECK (total >= 0),
  -- The customer's tracking link carries this token (it shows the order's status, nothing more).
  tracking_token       text NOT NULL,
  -- The sale the completed order became.
  sale_id              text,
  created_ip           text,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, number)
);
CREATE INDEX online_orders_list_idx ON online_orders (shop_id, status, created_at DESC, id DESC);
CREATE INDEX online_orders_all_idx ON online_orders (shop_id, created_at DESC, id DESC);
-- The fraud check counts a number's orders across the platform; checkout limits orders per number.
CREATE INDEX online_orders_mobile_idx ON online_orders (customer_mobile, created_at);

CREATE TABLE online_order_lines (
  shop_id       text NOT NULL,
  order_id      text NOT NULL,
  line_no       integer NOT NULL,
  product_id    text NOT NULL,
  product_name  text NOT NULL,
  unit          text NOT NULL,
  quantity      bigint NOT NULL CHECK (quantity > 0),
  unit_price    bigint NOT NULL CHECK (unit_price >= 0),
  total         bigint NOT NULL CHECK (total >= 0),
  PRIMARY KEY (shop_id, order_id, line_no),
  FOREIGN KEY (shop_id, order_id) REFERENCES online_orders (shop_id, id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);

CREATE TABLE online_order_events (
  shop_id     text NOT NULL,
  order_id    text NOT NULL,
  seq         integer NOT NULL,
  status      text NOT NULL,
  -- Null: the customer (placing the order).
  user_id     text REFERENCES users (id),
  at          timestamptz NOT NULL,
  PRIMARY KEY (shop_id, order_id, seq),
  FOREIGN KEY (shop_id, order_id) REFERENCES online_orders (shop_id, id)
);
