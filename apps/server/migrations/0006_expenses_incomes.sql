-- Expenses and other income. Two books with the same shape: categories per shop (a
-- default set, named from i18n by `default_key` until the shop renames one, plus the shop's own)
-- and entries that are voided, never erased. Money: bigint poisha.

CREATE TABLE expense_categories (
  shop_id      text NOT NULL REFERENCES shops (id),
  id           text NOT NULL,
  -- set for the default categories ('shop-rent', …); their name comes from i18n while `name` is null
  default_key  text,
  -- the shop's own name (custom categories, or a default the shop renamed)
  name         text,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, default_key),
  CHECK (name IS NOT NULL OR default_key IS NOT NULL)
);
CREATE UNIQUE INDEX expense_categories_name_uq ON expense_categories (shop_id, lower(name)) WHERE name IS NOT NULL;

CREATE TABLE income_categories (
  shop_id      text NOT NULL REFERENCES shops (id),
  id           text NOT NULL,
  default_key  text,
  name         text,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, default_key),
  CHECK (name IS NOT NULL OR default_key IS NOT NULL)
);
CREATE UNIQUE INDEX income_categories_name_uq ON income_categories (shop_id, lower(name)) WHERE name IS NOT NULL;

-- employee_id: an employee contact (contacts, migration 0005). No foreign key yet: the contacts
-- table is being built alongside; the service checks the id. Add
-- FOREIGN KEY (shop_id, employee_id) REFERENCES contacts (shop_id, id) in a later migration.
CREATE TABLE expenses (
  shop_id      text NOT NULL REFERENCES shops (id),
  id           text NOT NULL,
  category_id  text NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  occurred_at  timestamptz NOT NULL,
  -- the business date of occurred_at in the shop timezone
  entry_date   date NOT NULL,
  employee_id  text,
  note         text,
  reason       text,
  details      text,
  created_by   text,
  created_at   timestamptz NOT NULL,
  voided_at    timestamptz,
  void_reason  text,
  voided_by    text,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, category_id) REFERENCES expense_categories (shop_id, id),
  CHECK ((voided_at IS NULL) = (void_reason IS NULL))
);
CREATE INDEX expenses_occurred_idx ON expenses (shop_id, occurred_at DESC, id DESC);
CREATE INDEX expenses_date_idx ON expenses (shop_id, entry_date, category_id);
CREATE INDEX expenses_category_idx ON expenses (shop_id, category_id);
CREATE INDEX expenses_employee_idx ON expenses (shop_id, employee_id) WHERE employee_id IS NOT NULL;

CREATE TABLE incomes (
  shop_id      text NOT NULL REFERENCES shops (id),
  id           text NOT NULL,
  category_id  text NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  occurred_at  timestamptz NOT NULL,
  entry_date   date NOT NULL,
  employee_id  text,
  note         text,
  reason       text,
  details      text,
  created_by   text,
  created_at   timestamptz NOT NULL,
  voided_at    timestamptz,
  void_reason  text,
  voided_by    text,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, category_id) REFERENCES income_categories (shop_id, id),
  CHECK ((voided_at IS NULL) = (void_reason IS NULL))
);
CREATE INDEX incomes_occurred_idx ON incomes (shop_id, occurred_at DESC, id DESC);
CREATE INDEX incomes_date_idx ON incomes (shop_id, entry_date, category_id);
CREATE INDEX incomes_category_idx ON incomes (shop_id, category_id);
CREATE INDEX incomes_employee_idx ON incomes (shop_id, employee_id) WHERE employee_id IS NOT NULL;
