-- Sales and purchases in one shape, so one store reads and writes both sides
-- (src/modules/trade/trade.store.ts) without naming a column twice:
-- - the columns named after a side take the name both share: sale_date / purchase_date →
--   invoice_date, customer_* / supplier_* → contact_*, and sale_id / purchase_id → invoice_id in
--   the lines, payments, returns and return lines (a rename keeps every index, key and check);
-- - a purchase gets the columns only a sale had: its kind (always 'items': a purchase has no
--   quick sell), a public receipt link (never made for a purchase), and on its lines a warranty,
--   an expiry date and a batch number (empty until a purchase records them).
-- online_orders keeps sale_id and customer_*: an order is not an invoice.

ALTER TABLE sales RENAME COLUMN sale_date TO invoice_date;
ALTER TABLE sales RENAME COLUMN customer_id TO contact_id;
ALTER TABLE sales RENAME COLUMN customer_name TO contact_name;
ALTER TABLE sales RENAME COLUMN customer_mobile TO contact_mobile;
ALTER TABLE sales RENAME COLUMN customer_address TO contact_address;
ALTER TABLE sale_lines RENAME COLUMN sale_id TO invoice_id;
ALTER TABLE sale_payments RENAME COLUMN sale_id TO invoice_id;
ALTER TABLE sale_returns RENAME COLUMN sale_id TO invoice_id;
ALTER TABLE sale_return_lines RENAME COLUMN sale_id TO invoice_id;

ALTER TABLE purchases RENAME COLUMN purchase_date TO invoice_date;
ALTER TABLE purchases RENAME COLUMN supplier_id TO contact_id;
ALTER TABLE purchases RENAME COLUMN supplier_name TO contact_name;
ALTER TABLE purchases RENAME COLUMN supplier_mobile TO contact_mobile;
ALTER TABLE purchases RENAME COLUMN supplier_address TO contact_address;
ALTER TABLE purchase_lines RENAME COLUMN purchase_id TO invoice_id;
ALTER TABLE purchase_payments RENAME COLUMN purchase_id TO invoice_id;
ALTER TABLE purchase_returns RENAME COLUMN purchase_id TO invoice_id;
ALTER TABLE purchase_return_lines RENAME COLUMN purchase_id TO invoice_id;

ALTER TABLE purchases
  ADD COLUMN kind          text NOT NULL DEFAULT 'items' CHECK (kind = 'items'),
  ADD COLUMN receipt_token text CHECK (receipt_token IS NULL);
ALTER TABLE purchase_lines
  ADD COLUMN warranty_days    integer,
  ADD COLUMN warranty_ends_on date,
  ADD COLUMN expiry_date      date,
  ADD COLUMN batch_number     text;
