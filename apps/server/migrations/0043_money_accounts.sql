-- Money accounts (docs/PRODUCT.md "Money accounts and the day's close", decision 0026): where the
-- shop's money is — cash drawers, mobile wallets, bank accounts — each an append-only ledger like
-- stock and dues: the account row keeps its balance and the position of its last movement, both
-- changed only by modules/money/post-money.ts in the transaction of what moved the money, under
-- the account's row lock (money accounts are locked last, in id order).
CREATE TABLE money_accounts (
  shop_id          text NOT NULL REFERENCES shops (id),
  id               text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('cash', 'mobile', 'bank')),
  -- an account the app made ('cash': every shop's drawer; 'mobile', 'bank': made when a payment
  -- by that method first came in): named from i18n by this key while `name` is null
  default_key      text CHECK (default_key = kind),
  name             text,
  -- set on the one account of its kind that payments land in when none is named
  default_for      text CHECK (default_for = kind),
  -- a wallet: bkash, nagad, rocket, upay, other; a bank account: the bank's name
  provider         text,
  number           text,
  wallet_type      text CHECK (wallet_type IN ('personal', 'agent', 'merchant')),
  opening_balance  bigint NOT NULL DEFAULT 0,
  opening_date     date NOT NULL,
  -- Σ of its movements, and the last movement's seq
  balance          bigint NOT NULL DEFAULT 0,
  last_seq         bigint NOT NULL DEFAULT 0,
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, default_key),
  UNIQUE (shop_id, default_for),
  CHECK (name IS NOT NULL OR default_key IS NOT NULL),
  CHECK (default_for IS NULL OR status = 'active')
);

-- One row per movement of an account's money: signed (in +, out −), with its position in the
-- account's ledger and the balance after it; what caused it is (kind, ref_type, ref_id).
CREATE TABLE money_movements (
  shop_id        text NOT NULL,
  id             text NOT NULL,
  account_id     text NOT NULL,
  seq            bigint NOT NULL CHECK (seq > 0),
  entry_date     date NOT NULL,
  occurred_at    timestamptz NOT NULL,
  amount         bigint NOT NULL CHECK (amount <> 0),
  balance_after  bigint NOT NULL,
  kind           text NOT NULL,
  ref_type       text,
  ref_id         text,
  note           text,
  created_by     text REFERENCES users (id),
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, account_id, seq),
  FOREIGN KEY (shop_id, account_id) REFERENCES money_accounts (shop_id, id)
);
-- what a sale, a due entry or an expense moved (its void moves the same accounts back)
CREATE INDEX money_movements_ref_idx ON money_movements (shop_id, ref_id) WHERE ref_id IS NOT NULL;
-- a period of every account, newest first
CREATE INDEX money_movements_date_idx ON money_movements (shop_id, entry_date, occurred_at, id);

-- Money moved from one of the shop's accounts to another (a bank deposit, a wallet cash-out), with
-- the fee the sending side paid (an expense of its own, `fee_expense_id`).
CREATE TABLE money_transfers (
  shop_id          text NOT NULL REFERENCES shops (id),
  id               text NOT NULL,
  from_account_id  text NOT NULL,
  to_account_id    text NOT NULL,
  amount           bigint NOT NULL CHECK (amount > 0),
  fee              bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  fee_expense_id   text,
  note             text,
  entry_date       date NOT NULL,
  occurred_at      timestamptz NOT NULL,
  created_by       text REFERENCES users (id),
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, from_account_id) REFERENCES money_accounts (shop_id, id),
  FOREIGN KEY (shop_id, to_account_id) REFERENCES money_accounts (shop_id, id),
  FOREIGN KEY (shop_id, fee_expense_id) REFERENCES expenses (shop_id, id),
  CHECK (from_account_id <> to_account_id)
);

-- The new features: whoever sells runs their own shift; the ready Manager and Accountant see the money.
UPDATE roles SET features = array_append(features, 'shift') WHERE 'sell' = ANY (features) AND NOT ('shift' = ANY (features));
UPDATE roles SET features = array_append(features, 'money')
  WHERE default_key IN ('manager', 'accountant') AND NOT ('money' = ANY (features));

-- The fill (src/migration-fills.ts) gives every shop its cash drawer and posts its past payments.
