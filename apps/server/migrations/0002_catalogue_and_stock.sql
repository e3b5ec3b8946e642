-- Catalogue and stock: categories, products, photos, the stock ledger, and the sale-line
-- shape the warranty list reads (selling, migration 0008, fills sales; this fixes their columns).
-- Money: bigint poisha. Quantities: bigint thousandths. Percent: bigint hundredths of a percent.

CREATE TABLE categories (
  shop_id     text NOT NULL REFERENCES shops (id),
  id          text NOT NULL,
  parent_id   text,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, parent_id) REFERENCES categories (shop_id, id)
);
-- One name per level: "Rice" once at the top, once under each parent.
CREATE UNIQUE INDEX categories_name_uq ON categories (shop_id, coalesce(parent_id, ''), lower(name));

CREATE TABLE products (
  shop_id             text NOT NULL REFERENCES shops (id),
  id                  text NOT NULL,
  name                text NOT NULL,
  -- lower-cased name for prefix search (Bangla has no case; English does)
  search_name         text NOT NULL,
  unit                text NOT NULL,
  category_id         text,
  sub_category_id     text,
  purchase_price      bigint NOT NULL CHECK (purchase_price >= 0),
  sell_price          bigint NOT NULL CHECK (sell_price >= 0),
  details             text,
  barcode             text,
  online_sale         boolean NOT NULL DEFAULT false,
  bulk_sale           boolean NOT NULL DEFAULT false,
  bulk_price          bigint CHECK (bulk_price >= 0),
  min_order_quantity  bigint CHECK (min_order_quantity > 0),
  low_stock_alert     bigint CHECK (low_stock_alert >= 0),
  vat_applicable      boolean NOT NULL DEFAULT false,
  vat_percent         bigint CHECK (vat_percent BETWEEN 0 AND 10000),
  warranty_days       integer CHECK (warranty_days BETWEEN 0 AND 3650),
  discount_type       text CHECK (discount_type IN ('AMOUNT', 'PERCENT')),
  discount_value      bigint CHECK (discount_value >= 0),
  expiry_date         date,
  batch_number        text,
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- Kept by the stock service only, in the same transaction as the movement that changes them.
  current_stock       bigint NOT NULL DEFAULT 0,
  average_cost        bigint NOT NULL DEFAULT 0 CHECK (average_cost >= 0),
  last_cost           bigint NOT NULL DEFAULT 0 CHECK (last_cost >= 0),
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, category_id) REFERENCES categories (shop_id, id),
  FOREIGN KEY (shop_id, sub_category_id) REFERENCES categories (shop_id, id),
  CHECK ((discount_type IS NULL) = (discount_value IS NULL))
);
CREATE UNIQUE INDEX products_barcode_uq ON products (shop_id, barcode) WHERE barcode IS NOT NULL;
CREATE INDEX products_search_idx ON products (shop_id, search_name text_pattern_ops);
CREATE INDEX products_category_idx ON products (shop_id, category_id);
CREATE INDEX products_expiry_idx ON products (shop_id, expiry_date) WHERE expiry_date IS NOT NULL;

CREATE TABLE product_photos (
  shop_id     text NOT NULL,
  product_id  text NOT NULL,
  id          text NOT NULL,
  position    integer NOT NULL,
  -- file names under DATA_DIR/uploads (unguessable: id + random suffix)
  file        text NOT NULL,
  thumb_file  text NOT NULL,
  width       integer NOT NULL,
  height      integer NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);
CREATE INDEX product_photos_product_idx ON product_photos (shop_id, product_id, position);

-- The stock ledger: append-only. products.current_stock = Σ change, always.
CREATE TABLE stock_movements (
  shop_id             text NOT NULL,
  id                  text NOT NULL,
  product_id          text NOT NULL,
  occurred_at         timestamptz NOT NULL,
  business_date       date NOT NULL,
  reason              text NOT NULL,
  change              bigint NOT NULL CHECK (change <> 0),
  previous_stock      bigint NOT NULL,
  after_stock         bigint NOT NULL,
  -- cost per unit: the given cost of an increase, the average used for a decrease
  unit_cost           bigint NOT NULL CHECK (unit_cost >= 0),
  -- signed: change × unit_cost rounded to the poisha, fixed when it happened
  cost_total          bigint NOT NULL,
  average_cost_after  bigint NOT NULL CHECK (average_cost_after >= 0),
  note                text,
  user_id             text REFERENCES users (id),
  device_name         text,
  -- what caused it: ('sale', sale id), ('purchase', id), ('stock-update', movement id) …
  ref_type            text,
  ref_id              text,
  created_at          timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id),
  CHECK (after_stock = previous_stock + change)
);
CREATE INDEX stock_movements_product_idx ON stock_movements (shop_id, product_id, id);
CREATE INDEX stock_movements_date_idx ON stock_movements (shop_id, business_date, id);
CREATE INDEX stock_movements_ref_idx ON stock_movements (shop_id, ref_type, ref_id);

-- Per-shop running numbers for human invoice numbers (S-000123, P-000045).
CREATE TABLE shop_counters (
  shop_id  text NOT NULL REFERENCES shops (id),
  name     text NOT NULL,
  value    bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, name)
);

-- Sales and their lines, as selling will post them (docs/API.md "The books"). The warranty
-- list reads sale_lines now; contact columns get their foreign keys with the contacts (0005).
CREATE TABLE sales (
  shop_id          text NOT NULL REFERENCES shops (id),
  id               text NOT NULL,
  number           text NOT NULL,
  sale_date        date NOT NULL,
  occurred_at      timestamptz NOT NULL,
  customer_id      text,
  customer_name    text,
  customer_mobile  text,
  employee_id      text,
  status           text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'void')),
  subtotal         bigint NOT NULL,
  discount_amount  bigint NOT NULL DEFAULT 0,
  vat              bigint NOT NULL DEFAULT 0,
  delivery_charge  bigint NOT NULL DEFAULT 0,
  total            bigint NOT NULL,
  paid             bigint NOT NULL DEFAULT 0,
  due              bigint NOT NULL DEFAULT 0,
  change_given     bigint NOT NULL DEFAULT 0,
  cost             bigint NOT NULL DEFAULT 0,
  note             text,
  created_by       text REFERENCES users (id),
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, number)
);
CREATE INDEX sales_date_idx ON sales (shop_id, sale_date, id);

CREATE TABLE sale_lines (
  shop_id            text NOT NULL,
  sale_id            text NOT NULL,
  line_no            integer NOT NULL,
  product_id         text NOT NULL,
  quantity           bigint NOT NULL CHECK (quantity > 0),
  returned_quantity  bigint NOT NULL DEFAULT 0 CHECK (returned_quantity >= 0),
  unit_price         bigint NOT NULL,
  discount_type      text CHECK (discount_type IN ('AMOUNT', 'PERCENT')),
  discount_value     bigint,
  discount_amount    bigint NOT NULL DEFAULT 0,
  vat_percent        bigint NOT NULL DEFAULT 0,
  vat                bigint NOT NULL DEFAULT 0,
  total              bigint NOT NULL,
  cost               bigint NOT NULL,
  warranty_days      integer,
  -- sale_date + warranty_days, fixed at sale time
  warranty_ends_on   date,
  expiry_date        date,
  batch_number       text,
  PRIMARY KEY (shop_id, sale_id, line_no),
  FOREIGN KEY (shop_id, sale_id) REFERENCES sales (shop_id, id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);
CREATE INDEX sale_lines_product_idx ON sale_lines (shop_id, product_id);
CREATE INDEX sale_lines_warranty_idx ON sale_lines (shop_id, warranty_ends_on) WHERE warranty_ends_on IS NOT NULL;
