-- The shop's SMS credit (decision 0014): an append-only ledger, one row a movement, in SMS parts.
-- `free`: the month's free parts (30 a month, counted from this ledger: 30 + Σ of the month's
-- free rows); `paid`: bought parts (Σ of the paid rows). A use takes the month's free parts first.
-- The balance is always the ledger's sum; nothing is updated or deleted.
CREATE TABLE sms_credit_entries (
  shop_id text NOT NULL REFERENCES shops(id),
  id text NOT NULL,
  pool text NOT NULL CHECK (pool IN ('free', 'paid')),
  -- the shop's calendar month of a free-pool row (YYYY-MM); null on the paid pool
  month text CHECK ((pool = 'free') = (month IS NOT NULL)),
  parts integer NOT NULL CHECK (parts <> 0),
  reason text NOT NULL CHECK (reason IN ('bought', 'used', 'refunded')),
  ref_type text,
  ref_id text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX sms_credit_entries_pool ON sms_credit_entries (shop_id, pool, month);
