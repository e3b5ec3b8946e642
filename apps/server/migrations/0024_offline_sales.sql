-- Sales made on a device while the network was down (decision 0013): when the sale really happened,
-- the provisional number printed on its receipt, and whether the stock had gone short by the time
-- it arrived (the goods had left the shop: the server takes it and marks it for the owner to review).
-- The purchase table gets the same columns so the shared trade code reads both sides alike; a
-- purchase is never made offline (they stay null / false).
ALTER TABLE sales
  ADD COLUMN offline_made_at timestamptz,
  ADD COLUMN offline_number text,
  ADD COLUMN stock_short boolean NOT NULL DEFAULT false;
ALTER TABLE purchases
  ADD COLUMN offline_made_at timestamptz,
  ADD COLUMN offline_number text,
  ADD COLUMN stock_short boolean NOT NULL DEFAULT false;
-- The owner's list of sales to review: few rows, found without scanning the book.
CREATE INDEX sales_stock_short ON sales (shop_id, sale_date DESC, id) WHERE stock_short;
