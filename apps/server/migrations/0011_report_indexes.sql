-- Indexes for the reports read live from the ledgers (decision 0006), measured
-- with `npm run bench -- reports` on 3 years of a busy shop (~300,000 sales).

-- Customer and employee reports: a year's invoices with a customer / an employee, grouped by
-- them, as index-only scans (the parallel sequential scan of all sales took ~190 ms; this ~17 ms).
CREATE INDEX sales_customer_period_idx ON sales (shop_id, sale_date) INCLUDE (customer_id, total) WHERE customer_id IS NOT NULL;
CREATE INDEX sales_employee_period_idx ON sales (shop_id, sale_date) INCLUDE (employee_id, total) WHERE employee_id IS NOT NULL;
CREATE INDEX purchases_employee_period_idx ON purchases (shop_id, purchase_date) INCLUDE (employee_id, total) WHERE employee_id IS NOT NULL;
-- Customer / supplier reports: the due book's entries of a period by contact.
CREATE INDEX due_entries_period_idx ON due_entries (shop_id, entry_date) INCLUDE (contact_id, direction, amount);

-- Transactions (modules/reports/transactions.ts): the invoices with money kept (paid > change),
-- newest first for the page's keyset walk, and Σ (paid − change) of a period as an index-only scan
-- (with the id, to find the invoices paid by several payments); 1-year totals and page ~1,100 ms
-- → well under 100 ms.
CREATE INDEX sales_money_idx ON sales (shop_id, sale_date, occurred_at) INCLUDE (id, paid, change_given) WHERE paid > change_given;
CREATE INDEX purchases_money_idx ON purchases (shop_id, purchase_date, occurred_at) INCLUDE (id, paid, change_given) WHERE paid > change_given;
-- The invoices paid by several payments (one row each: their payment of seq 2), whose items are
-- counted from their payments.
CREATE INDEX sale_payments_second_idx ON sale_payments (shop_id, sale_id) WHERE seq = 2;
CREATE INDEX purchase_payments_second_idx ON purchase_payments (shop_id, purchase_id) WHERE seq = 2;
-- The due book's money entries by direction and date: the page's walk and the totals (index-only).
CREATE INDEX due_entries_money_idx ON due_entries (shop_id, direction, entry_date, occurred_at) INCLUDE (amount) WHERE due_type = 'money';
