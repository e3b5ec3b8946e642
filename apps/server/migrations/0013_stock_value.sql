-- Stock kept at its exact value (docs/decisions/0008-exact-stock-value.md).
-- products.stock_value is the Σ of the product's movement cost totals from here on, in poisha,
-- never rounded again: a decrease costs round(value × qty ÷ stock) and takes that from it, so
-- buying and selling everything leaves exactly 0. An existing product starts at its stock × its
-- current average, rounded half away from zero; posted movements and sales keep their costs.
ALTER TABLE products ADD COLUMN stock_value bigint NOT NULL DEFAULT 0;
UPDATE products SET stock_value = round(current_stock::numeric * average_cost / 1000)::bigint WHERE current_stock <> 0;
ALTER TABLE products
  ADD CONSTRAINT products_stock_value_ck CHECK ((current_stock <> 0 OR stock_value = 0) AND (current_stock < 0 OR stock_value >= 0));

-- A cost adjustment (reason 'cost-adjustment') moves no stock: when an increase covers stock sold
-- below zero, what that shortfall really cost minus what it was costed at is written as an entry
-- of its own, with change 0 and the difference in cost_total (signed as a decrease: negative = more
-- cost of goods). Profit and loss counts it in cost of goods on its business date.
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_change_check;
ALTER TABLE stock_movements
  ADD CONSTRAINT stock_movements_change_check CHECK (change <> 0 OR reason = 'cost-adjustment');
CREATE INDEX stock_movements_adjustment_idx ON stock_movements (shop_id, business_date, product_id)
  INCLUDE (cost_total) WHERE reason = 'cost-adjustment';
