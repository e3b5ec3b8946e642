-- The contact's due balance right after the sale or purchase was posted, kept on the invoice so a
-- receipt printed again later shows the balance as it was then (decision 0004).
ALTER TABLE sales ADD COLUMN balance_after bigint;
ALTER TABLE purchases ADD COLUMN balance_after bigint;
