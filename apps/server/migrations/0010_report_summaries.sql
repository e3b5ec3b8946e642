-- Report summaries (decision 0006). Kept in the same transaction as the posting,
-- return or void that changes them (modules/reports/summaries.ts), and rebuilt from the ledgers by
-- `npm run summaries:rebuild` (the same module): rebuilt must equal kept. What the ledgers already
-- hold when this migration runs is filled by that rebuild, right after it (src/migration-fills.ts).
--
-- Each event adds to the row of its own business date (decision 0004): an invoice on its date, a
-- return on its return date, a void on its void date. Nothing is derived by time of day.
--
-- side: 'sale' or 'purchase'. Money in poisha, quantities in thousandths, like the ledgers.

CREATE TABLE trade_days (
  shop_id          text NOT NULL REFERENCES shops (id),
  side             text NOT NULL CHECK (side IN ('sale', 'purchase')),
  day              date NOT NULL,
  -- invoices posted on `day`
  count            integer NOT NULL DEFAULT 0,
  total            bigint NOT NULL DEFAULT 0,
  vat              bigint NOT NULL DEFAULT 0,
  cost             bigint NOT NULL DEFAULT 0,
  due              bigint NOT NULL DEFAULT 0,
  delivery         bigint NOT NULL DEFAULT 0,
  quick_total      bigint NOT NULL DEFAULT 0,
  quick_cost       bigint NOT NULL DEFAULT 0,
  -- returns made on `day`
  return_count     integer NOT NULL DEFAULT 0,
  return_amount    bigint NOT NULL DEFAULT 0,
  return_vat       bigint NOT NULL DEFAULT 0,
  return_cost      bigint NOT NULL DEFAULT 0,
  -- voids made on `day`: what was left of the invoice (total − returned, and so on)
  void_count       integer NOT NULL DEFAULT 0,
  void_amount      bigint NOT NULL DEFAULT 0,
  void_vat         bigint NOT NULL DEFAULT 0,
  void_cost        bigint NOT NULL DEFAULT 0,
  void_delivery    bigint NOT NULL DEFAULT 0,
  void_quick_total bigint NOT NULL DEFAULT 0,
  void_quick_cost  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, side, day)
);

-- One row per product and day with any line, return line or voided line of that product.
-- amount = the line's final amount (after its share of the invoice discount, with VAT).
CREATE TABLE trade_product_days (
  shop_id          text NOT NULL REFERENCES shops (id),
  side             text NOT NULL CHECK (side IN ('sale', 'purchase')),
  day              date NOT NULL,
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
  PRIMARY KEY (shop_id, side, day, product_id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id)
);

