-- A void invoice is left out of every report figure, on its own date, with its returns (decision
-- 0009). The report summaries are rebuilt right after this migration (src/migration-fills.ts),
-- and the indexes the customer and employee reports read index-only carry void_date, so the void
-- invoices can be told apart without visiting the table.
DROP INDEX sales_customer_period_idx;
DROP INDEX sales_employee_period_idx;
DROP INDEX purchases_employee_period_idx;
CREATE INDEX sales_customer_period_idx ON sales (shop_id, sale_date) INCLUDE (customer_id, total, void_date) WHERE customer_id IS NOT NULL;
CREATE INDEX sales_employee_period_idx ON sales (shop_id, sale_date) INCLUDE (employee_id, total, void_date) WHERE employee_id IS NOT NULL;
CREATE INDEX purchases_employee_period_idx ON purchases (shop_id, purchase_date) INCLUDE (employee_id, total, void_date) WHERE employee_id IS NOT NULL;
