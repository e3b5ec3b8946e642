-- The trade's month summary (decision 0018): trade_days summed by month — the same
-- columns (made LIKE it, so they stay the same), one row per shop, side and month. A report over a
-- long period (the sales and purchase reports by month, the overview, the transactions report's
-- totals) reads its whole months here and only its ends from trade_days: three years are ~38 rows a
-- side, not ~1,100. Kept in the same statement as the day row by every posting, return and void
-- (modules/trade/summaries.ts: the month row is taken before its day row), rebuilt from trade_days;
-- filled right after this migration.
CREATE TABLE trade_months (LIKE trade_days INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES);
ALTER TABLE trade_months RENAME COLUMN day TO month;
ALTER TABLE trade_months RENAME CONSTRAINT trade_days_side_check TO trade_months_side_check;
ALTER TABLE trade_months ADD CONSTRAINT trade_months_month_check CHECK (extract(day FROM month) = 1);
ALTER TABLE trade_months ADD CONSTRAINT trade_months_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES shops (id);
