-- Selling and purchasing. The sales and sale_lines tables of 0002 get what the counter
-- posts; purchases mirror them. Money bigint poisha, quantity bigint thousandths, percentages
-- bigint hundredths of a percent. The arithmetic is packages/core/src/invoice.ts.
--
-- Nothing is edited in place: a return is a new row with its lines; a void marks the invoice void
-- (with its business date, so reports count it in the period it happens) and writes reversing
-- stock movements and due entries. The returned_* columns are running sums of the returns, kept in
-- the same transaction as each return, under the invoice's row lock.

ALTER TABLE sales
  ADD COLUMN kind             text NOT NULL DEFAULT 'items' CHECK (kind IN ('items', 'quick')),
  ADD COLUMN customer_address text,
  ADD COLUMN employee_name    text,
  ADD COLUMN discount_type    text CHECK (discount_type IN ('AMOUNT', 'PERCENT')),
  ADD COLUMN discount_value   bigint CHECK (discount_value >= 0),
  ADD COLUMN returned_amount  bigint NOT NULL DEFAULT 0,
  ADD COLUMN returned_vat     bigint NOT NULL DEFAULT 0,
  ADD COLUMN returned_cost    bigint NOT NULL DEFAULT 0,
  -- Σ of what returns took off the customer's due for this sale (never more than `due`)
  ADD COLUMN due_reduced      bigint NOT NULL DEFAULT 0,
  ADD COLUMN void_date        date,
  ADD COLUMN voided_at        timestamptz,
  ADD COLUMN voided_by        text REFERENCES users (id),
  ADD COLUMN void_reason      text,
  ADD CONSTRAINT sales_customer_fk FOREIGN KEY (shop_id, customer_id) REFERENCES contacts (shop_id, id),
  ADD CONSTRAINT sales_employee_fk FOREIGN KEY (shop_id, employee_id) REFERENCES contacts (shop_id, id),
  ADD CONSTRAINT sales_void_ck CHECK ((status = 'void') = (voided_at IS NOT NULL) AND (voided_at IS NULL) = (void_date IS NULL)),
  ADD CONSTRAINT sales_due_ck CHECK (due >= 0 AND due_reduced BETWEEN 0 AND due),
  ADD CONSTRAINT sales_discount_ck CHECK ((discount_type IS NULL) = (discount_value IS NULL));
-- A sale's public receipt link (/r/<token>): 128 random bits, made the first time it is shared.
ALTER TABLE sales ADD COLUMN receipt_token text;
CREATE UNIQUE INDEX sales_receipt_token_uq ON sales (receipt_token) WHERE receipt_token IS NOT NULL;
CREATE INDEX sales_customer_idx ON sales (shop_id, customer_id, sale_date) WHERE customer_id IS NOT NULL;
CREATE INDEX sales_due_idx ON sales (shop_id, sale_date, id) WHERE due > 0;
CREATE INDEX sales_void_idx ON sales (shop_id, void_date) WHERE void_date IS NOT NULL;

ALTER TABLE sale_lines
  ADD COLUMN product_name     text NOT NULL DEFAULT '',
  ADD COLUMN unit             text NOT NULL DEFAULT '',
  ADD COLUMN discount_share   bigint NOT NULL DEFAULT 0,
  ADD COLUMN returned_amount  bigint NOT NULL DEFAULT 0,
  ADD COLUMN returned_vat     bigint NOT NULL DEFAULT 0,
  ADD COLUMN returned_cost    bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT sale_lines_returned_ck CHECK (returned_quantity <= quantity);

CREATE TABLE sale_payments (
  shop_id  text NOT NULL,
  sale_id  text NOT NULL,
  seq      integer NOT NULL,
  method   text NOT NULL CHECK (method IN ('cash', 'qr-code', 'bank-check', 'online-order')),
  amount   bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (shop_id, sale_id, seq),
  FOREIGN KEY (shop_id, sale_id) REFERENCES sales (shop_id, id)
);

CREATE TABLE sale_returns (
  shop_id      text NOT NULL,
  id           text NOT NULL,
  sale_id      text NOT NULL,
  return_date  date NOT NULL,
  occurred_at  timestamptz NOT NULL,
  -- value of the goods back (their part of the lines, after discounts, with VAT); vat: its VAT part
  amount       bigint NOT NULL CHECK (amount >= 0),
  vat          bigint NOT NULL DEFAULT 0,
  cost         bigint NOT NULL,
  due_reduced  bigint NOT NULL DEFAULT 0 CHECK (due_reduced >= 0),
  refunded     bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  note         text,
  created_by   text REFERENCES users (id),
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, sale_id) REFERENCES sales (shop_id, id),
  CHECK (due_reduced + refunded = amount)
);
CREATE INDEX sale_returns_sale_idx ON sale_returns (shop_id, sale_id);
CREATE INDEX sale_returns_date_idx ON sale_returns (shop_id, return_date);

CREATE TABLE sale_return_lines (
  shop_id     text NOT NULL,
  return_id   text NOT NULL,
  sale_id     text NOT NULL,
  line_no     integer NOT NULL,
  product_id  text NOT NULL,
  quantity    bigint NOT NULL CHECK (quantity > 0),
  amount      bigint NOT NULL,
  vat         bigint NOT NULL DEFAULT 0,
  cost        bigint NOT NULL,
  PRIMARY KEY (shop_id, return_id, line_no),
  FOREIGN KEY (shop_id, return_id) REFERENCES sale_returns (shop_id, id),
  FOREIGN KEY (shop_id, sale_id, line_no) REFERENCES sale_lines (shop_id, sale_id, line_no)
);

CREATE TABLE purchases (
  shop_id          text NOT NULL REFERENCES shops (id),
  id               text NOT NULL,
  number           text NOT NULL,
  purchase_date    date NOT NULL,
  occurred_at      timestamptz NOT NULL,
  supplier_id      text,
  supplier_name    text,
  supplier_mobile  text,
  supplier_address text,
  employee_id      text,
  employee_name    text,
  status           text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'void')),
  subtotal         bigint NOT NULL,
  discount_type    text CHECK (discount_type IN ('AMOUNT', 'PERCENT')),
  discount_value   bigint CHECK (discount_value >= 0),
  discount_amount  bigint NOT NULL DEFAULT 0,
  vat              bigint NOT NULL DEFAULT 0,
  delivery_charge  bigint NOT NULL DEFAULT 0,
  total            bigint NOT NULL,
  paid             bigint NOT NULL DEFAULT 0,
  due              bigint NOT NULL DEFAULT 0,
  change_given     bigint NOT NULL DEFAULT 0,
  -- what the purchase added to stock value (Σ line cost)
  cost             bigint NOT NULL DEFAULT 0,
  returned_amount  bigint NOT NULL DEFAULT 0,
  returned_vat     bigint NOT NULL DEFAULT 0,
  returned_cost    bigint NOT NULL DEFAULT 0,
  due_reduced      bigint NOT NULL DEFAULT 0,
  note             text,
  created_by       text REFERENCES users (id),
  created_at       timestamptz NOT NULL,
  void_date        date,
  voided_at        timestamptz,
  voided_by        text REFERENCES users (id),
  void_reason      text,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, number),
  FOREIGN KEY (shop_id, supplier_id) REFERENCES contacts (shop_id, id),
  FOREIGN KEY (shop_id, employee_id) REFERENCES contacts (shop_id, id),
  CHECK ((status = 'void') = (voided_at IS NOT NULL) AND (voided_at IS NULL) = (void_date IS NULL)),
  CHECK (due >= 0 AND due_reduced BETWEEN 0 AND due),
  CHECK ((discount_type IS NULL) = (discount_value IS NULL))
);
CREATE INDEX purchases_date_idx ON purchases (shop_id, purchase_date, id);
CREATE INDEX purchases_supplier_idx ON purchases (shop_id, supplier_id, purchase_date) WHERE supplier_id IS NOT NULL;
CREATE INDEX purchases_due_idx ON purchases (shop_id, purchase_date, id) WHERE due > 0;
CREATE INDEX purchases_void_idx ON purchases (shop_id, void_date) WHERE void_date IS NOT NULL;

CREATE TABLE purchase_lines (
  shop_id            text NOT NULL,
  purchase_id        text NOT NULL,
  line_no            integer NOT NULL,
  product_id         text NOT NULL,
  product_name       text NOT NULL,
  unit               text NOT NULL,
  quantity           bigint NOT NULL CHECK (quantity > 0),
  returned_quantity  bigint NOT NULL DEFAULT 0 CHECK (returned_quantity >= 0),
  unit_price         bigint NOT NULL CHECK (unit_price >= 0),
  discount_type      text CHECK (discount_type IN ('AMOUNT', 'PERCENT')),
  discount_value     bigint,
  discount_amount    bigint NOT NULL DEFAULT 0,
  discount_share     bigint NOT NULL DEFAULT 0,
  vat_percent        bigint NOT NULL DEFAULT 0,
  vat                bigint NOT NULL DEFAULT 0,
  total              bigint NOT NULL,
  -- what the line added to stock value: its final amount (after discounts, with VAT)
  cost               bigint NOT NULL,
  returned_amount    bigint NOT NULL DEFAULT 0,
  returned_vat       bigint NOT NULL DEFAULT 0,
  returned_cost      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, purchase_id, line_no),
  FOREIGN KEY (shop_id, purchase_id) REFERENCES purchases (shop_id, id),
  FOREIGN KEY (shop_id, product_id) REFERENCES products (shop_id, id),
  CHECK (returned_quantity <= quantity)
);
CREATE INDEX purchase_lines_product_idx ON purchase_lines (shop_id, product_id);

CREATE TABLE purchase_payments (
  shop_id      text NOT NULL,
  purchase_id  text NOT NULL,
  seq          integer NOT NULL,
  method       text NOT NULL CHECK (method IN ('cash', 'qr-code', 'bank-check', 'online-order')),
  amount       bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (shop_id, purchase_id, seq),
  FOREIGN KEY (shop_id, purchase_id) REFERENCES purchases (shop_id, id)
);

CREATE TABLE purchase_returns (
  shop_id       text NOT NULL,
  id            text NOT NULL,
  purchase_id   text NOT NULL,
  return_date   date NOT NULL,
  occurred_at   timestamptz NOT NULL,
  amount        bigint NOT NULL CHECK (amount >= 0),
  vat           bigint NOT NULL DEFAULT 0,
  -- stock value taken out (at the moving average, from the stock ledger)
  cost          bigint NOT NULL,
  due_reduced   bigint NOT NULL DEFAULT 0 CHECK (due_reduced >= 0),
  refunded      bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  note          text,
  created_by    text REFERENCES users (id),
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, purchase_id) REFERENCES purchases (shop_id, id),
  CHECK (due_reduced + refunded = amount)
);
CREATE INDEX purchase_returns_purchase_idx ON purchase_returns (shop_id, purchase_id);
CREATE INDEX purchase_returns_date_idx ON purchase_returns (shop_id, return_date);

CREATE TABLE purchase_return_lines (
  shop_id      text NOT NULL,
  return_id    text NOT NULL,
  purchase_id  text NOT NULL,
  line_no      integer NOT NULL,
  product_id   text NOT NULL,
  quantity     bigint NOT NULL CHECK (quantity > 0),
  amount       bigint NOT NULL,
  vat          bigint NOT NULL DEFAULT 0,
  cost         bigint NOT NULL,
  PRIMARY KEY (shop_id, return_id, line_no),
  FOREIGN KEY (shop_id, return_id) REFERENCES purchase_returns (shop_id, id),
  FOREIGN KEY (shop_id, purchase_id, line_no) REFERENCES purchase_lines (shop_id, purchase_id, line_no)
);

-- Receipts: the paper the shop prints on, a footer line, and whether the receipt opens for
-- printing right after a sale.
ALTER TABLE shop_settings
  ADD COLUMN receipt_paper    text NOT NULL DEFAULT '80' CHECK (receipt_paper IN ('58', '80', 'a4')),
  ADD COLUMN receipt_footer   text CHECK (char_length(receipt_footer) <= 200),
  ADD COLUMN print_after_sale boolean NOT NULL DEFAULT false;
