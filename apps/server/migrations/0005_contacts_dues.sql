-- Contacts and the due book. Money: bigint poisha.
-- Sign convention (packages/core/src/due.ts): balance > 0 = the contact owes the shop (receivable),
-- balance < 0 = the shop owes the contact (payable). 'given' adds, 'received' subtracts.

CREATE TABLE contacts (
  shop_id         text NOT NULL REFERENCES shops (id),
  id              text NOT NULL,
  type            text NOT NULL CHECK (type IN ('customer', 'supplier', 'employee')),
  name            text NOT NULL,
  -- NFC, lower-cased, ASCII digits, words separated by one space; compared byte-wise
  search_name     text COLLATE "C" NOT NULL,
  mobile          text,
  address         text,
  email           text,
  position        text,
  supplied_items  text,
  monthly_salary  bigint CHECK (monthly_salary >= 0),
  photo_url       text,
  -- Kept by the due ledger only, in the same transaction as the entry that changes it.
  balance         bigint NOT NULL DEFAULT 0,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  CHECK (type = 'employee' OR (position IS NULL AND monthly_salary IS NULL)),
  CHECK (type = 'supplier' OR supplied_items IS NULL)
);
CREATE UNIQUE INDEX contacts_mobile_uq ON contacts (shop_id, type, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX contacts_name_idx ON contacts (shop_id, type, search_name, id);
CREATE INDEX contacts_mobile_idx ON contacts (shop_id, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX contacts_balance_idx ON contacts (shop_id) WHERE balance <> 0;

-- The due ledger: append-only. contacts.balance = Σ (given ? amount : -amount), always.
CREATE TABLE due_entries (
  shop_id        text NOT NULL,
  id             text NOT NULL,
  contact_id     text NOT NULL,
  -- 1, 2, 3 … per contact, taken under the contact's row lock: the ledger order
  seq            integer NOT NULL CHECK (seq > 0),
  entry_date     date NOT NULL,
  occurred_at    timestamptz NOT NULL,
  direction      text NOT NULL CHECK (direction IN ('given', 'received')),
  due_type       text NOT NULL CHECK (due_type IN ('product', 'money')),
  amount         bigint NOT NULL CHECK (amount > 0),
  balance_after  bigint NOT NULL,
  note           text,
  send_sms       boolean NOT NULL DEFAULT false,
  -- null: no SMS asked; pending → sent | failed; no-mobile when the contact has no number
  sms_status     text CHECK (sms_status IN ('pending', 'sent', 'failed', 'no-mobile')),
  -- a correction is a reversing entry pointing at the entry it reverses (at most one)
  reverses_id    text,
  -- what caused it: ('sale', sale id), ('purchase', purchase id) …
  ref_type       text,
  ref_id         text,
  created_by     text REFERENCES users (id),
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, contact_id) REFERENCES contacts (shop_id, id),
  FOREIGN KEY (shop_id, reverses_id) REFERENCES due_entries (shop_id, id)
);
CREATE UNIQUE INDEX due_entries_seq_uq ON due_entries (shop_id, contact_id, seq);
CREATE UNIQUE INDEX due_entries_reverses_uq ON due_entries (shop_id, reverses_id) WHERE reverses_id IS NOT NULL;
CREATE INDEX due_entries_date_idx ON due_entries (shop_id, entry_date, id);
CREATE INDEX due_entries_ref_idx ON due_entries (shop_id, ref_type, ref_id) WHERE ref_type IS NOT NULL;

-- The language of the SMS the shop sends its contacts (due notices, reminders).
ALTER TABLE shop_settings ADD COLUMN sms_language text NOT NULL DEFAULT 'bn' CHECK (sms_language IN ('bn', 'en'));
