-- The money summary (issue 18, decision 0018): what the transactions report totals, by shop,
-- business day and kind of movement — the money kept at sales and paid at purchases (paid less
-- change, and how many payment items), refunds of returns and of voids, due money received and
-- given, expenses and other income not voided. The report's totals over a period read these day
-- rows (≤ 8 a day) instead of every movement. Kept in the same transaction as the movement
-- (modules/money/money-days.ts), rebuilt from the ledgers; filled right after this migration.
CREATE TABLE money_days (
  shop_id  text NOT NULL REFERENCES shops (id),
  day      date NOT NULL,
  kind     text NOT NULL CHECK (kind IN ('sale', 'sale-refund', 'purchase', 'purchase-refund', 'due-received', 'due-given', 'expense', 'income')),
  amount   bigint NOT NULL DEFAULT 0,
  count    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, day, kind)
);
