-- The money summary (decision 0018): what the transactions report totals, by shop and
-- business day, so its totals over a period read day rows instead of every movement.
-- - The money of sales and purchases rides on trade_days, which every posting already updates:
--   `paid` (paid less change of the day's invoices, void ones too: their money moved) and
--   `paid_items` (one per payment method left with money), `refunded` and `refund_count` (the
--   refunds of returns on their date, and what voids handed back on the void date).
-- - The rest has a table of its own, one row per shop, day and kind: due money received and
--   given, expenses and other income not voided.
-- Kept in the movement's own transaction (modules/trade/summaries.ts, modules/money/money-days.ts),
-- rebuilt from the ledgers; the fill right after this migration rebuilds the day summaries whole.
ALTER TABLE trade_days
  ADD COLUMN paid          bigint NOT NULL DEFAULT 0,
  ADD COLUMN paid_items    integer NOT NULL DEFAULT 0,
  ADD COLUMN refunded      bigint NOT NULL DEFAULT 0,
  ADD COLUMN refund_count  integer NOT NULL DEFAULT 0;

CREATE TABLE money_days (
  shop_id  text NOT NULL REFERENCES shops (id),
  day      date NOT NULL,
  kind     text NOT NULL CHECK (kind IN ('due-received', 'due-given', 'expense', 'income')),
  amount   bigint NOT NULL DEFAULT 0,
  count    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, day, kind)
);
