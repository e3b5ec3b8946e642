-- The product summary by year (decision 0018): the same figures as
-- trade_product_months, one row per shop, side, year (its first day) and product. A product
-- report reads the whole years of its period here and only the other months from
-- trade_product_months: a year to today is a month row and a year row per product instead of 12
-- month rows, three years 4 instead of 36. Kept in the same statement as the day and month rows
-- (modules/trade/summaries.ts), rebuilt from the month rows; filled right after this migration.
CREATE TABLE trade_product_years (
  shop_id          text NOT NULL REFERENCES shops (id),
  side             text NOT NULL CHECK (side IN ('sale', 'purchase')),
  year             date NOT NULL CHECK (extract(month FROM year) = 1 AND extract(day FROM year) = 1),
  product_id       text NOT NULL,
  quantity         bigint NOT NULL DEFAULT 0,
  amount           bigint NOT NULL DEFAULT 0,
  vat              bigint NOT NULL DEFAULT 0,
  cost             bigint NOT NULL DEFAULT 0,
  return_quantity  bigint NOT NULL DEFAULT 0,
  return_amount    bigint NOT NULL DEFAULT 0,
  return_vat       bigint NOT NULL DEFAULT 0,
  return_cost      bigint NOT NULL DEFAULT 0,
  void_quantity    bigint NOT NULL DEFAULT 0,
  void_amount      bigint NOT NULL DEFAULT 0,
  void_vat         bigint NOT NULL DEFAULT 0,
  void_cost        bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, side, year, product_id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);
