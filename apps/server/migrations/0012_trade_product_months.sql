-- The product summary by month (decision 0006): the same figures as
-- trade_product_days, one row per shop, side, month (its first day) and product. A year's product
-- report reads ≤ 12 × products month rows plus the days of the months it only partly covers,
-- instead of ~200,000 day rows. Kept in the same statement as the day rows
-- (modules/reports/summaries.ts), rebuilt from them; filled right after this migration.
CREATE TABLE trade_product_months (
  shop_id          text NOT NULL REFERENCES shops (id),
  side             text NOT NULL CHECK (side IN ('sale', 'purchase')),
  month            date NOT NULL CHECK (extract(day FROM month) = 1),
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
  PRIMARY KEY (shop_id, side, month, product_id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);
