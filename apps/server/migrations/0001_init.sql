-- Dokani: accounts, sessions, OTP, shops, roles, members, settings, packages, subscriptions,
-- usage counters, idempotency keys, SMS log and audit log.
-- Instants are timestamptz; ids are ULIDs (text); money is bigint poisha.
-- Shop-owned tables carry shop_id with a primary key (shop_id, id) and shop-scoped foreign keys.

CREATE TABLE users (
  id                  text PRIMARY KEY,
  mobile              text NOT NULL UNIQUE CHECK (mobile ~ '^\+8801[3-9][0-9]{8}$'),
  name                text NOT NULL,
  pin_hash            text NOT NULL,
  failed_pin_attempts integer NOT NULL DEFAULT 0,
  locked_until        timestamptz,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);

CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  user_agent  text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One row per code sent; the newest row of (mobile, purpose) is the live one.
CREATE TABLE otp_codes (
  id           text PRIMARY KEY,
  mobile       text NOT NULL,
  purpose      text NOT NULL CHECK (purpose IN ('signup', 'reset-pin')),
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  sent_at      timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz
);
CREATE INDEX otp_codes_mobile_idx ON otp_codes (mobile, purpose, sent_at DESC);

-- Every OTP send, for the per-number resend wait and hourly cap.
CREATE TABLE otp_sends (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile   text NOT NULL,
  purpose  text NOT NULL,
  sent_at  timestamptz NOT NULL
);
CREATE INDEX otp_sends_mobile_idx ON otp_sends (mobile, sent_at DESC);

-- Proof that a number passed OTP: short-lived, one use, bound to mobile + purpose.
CREATE TABLE otp_tokens (
  token_hash  text PRIMARY KEY,
  mobile      text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('signup', 'reset-pin')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE shops (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  shop_type      text NOT NULL,
  address        text,
  phone          text,
  public_phone   text,
  division_id    text,
  district_id    text,
  area_id        text,
  online_sell    boolean NOT NULL DEFAULT false,
  logo_url       text,
  timezone       text NOT NULL DEFAULT 'Asia/Dhaka',
  currency       text NOT NULL DEFAULT 'BDT',
  owner_user_id  text NOT NULL REFERENCES users (id),
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);

CREATE TABLE roles (
  shop_id     text NOT NULL REFERENCES shops (id),
  id          text NOT NULL,
  name        text NOT NULL,
  features    text[] NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);

CREATE TABLE shop_members (
  shop_id     text NOT NULL REFERENCES shops (id),
  user_id     text NOT NULL REFERENCES users (id),
  is_owner    boolean NOT NULL DEFAULT false,
  role_id     text,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, user_id),
  FOREIGN KEY (shop_id, role_id) REFERENCES roles (shop_id, id),
  CHECK (is_owner OR role_id IS NOT NULL)
);
CREATE INDEX shop_members_user_idx ON shop_members (user_id);

CREATE TABLE shop_settings (
  shop_id               text PRIMARY KEY REFERENCES shops (id),
  allow_negative_stock  boolean NOT NULL DEFAULT false,
  updated_at            timestamptz NOT NULL
);

-- Create requests already handled: scope = shop id (or 'global' for shops themselves).
-- Key order (scope, id, resource) also serves the usage hook's "is this a retry?" lookup by (scope, id).
CREATE TABLE idempotency_keys (
  scope       text NOT NULL,
  resource    text NOT NULL,
  id          text NOT NULL,
  body_hash   text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, id, resource)
);

-- Packages and their limits are data. A limit absent from `limits` means unlimited.
CREATE TABLE packages (
  id      text PRIMARY KEY,
  name    text NOT NULL,
  rank    integer NOT NULL,
  limits  jsonb NOT NULL
);

CREATE TABLE package_prices (
  package_id  text NOT NULL REFERENCES packages (id),
  period      text NOT NULL CHECK (period IN ('monthly', 'half-yearly', 'yearly')),
  months      integer NOT NULL,
  price       bigint NOT NULL CHECK (price >= 0),
  PRIMARY KEY (package_id, period)
);

INSERT INTO packages (id, name, rank, limits) VALUES
  ('free', 'Free', 0, '{
    "sell": 300, "buy": 100, "expense": 100, "due": 100,
    "product-list": 100, "customer": 100, "supplier": 50, "employee": 5,
    "stock-list": 100, "expense-category": 10
  }'::jsonb),
  ('advanced', 'Advanced', 1, '{}'::jsonb);

-- Prices in poisha: ৳299 a month, ৳1,499 half-yearly, ৳2,699 a year.
INSERT INTO package_prices (package_id, period, months, price) VALUES
  ('advanced', 'monthly', 1, 29900),
  ('advanced', 'half-yearly', 6, 149900),
  ('advanced', 'yearly', 12, 269900);

CREATE TABLE shop_subscriptions (
  shop_id     text NOT NULL REFERENCES shops (id),
  id          text NOT NULL,
  package_id  text NOT NULL REFERENCES packages (id),
  period      text,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);

-- period: 'YYYY-MM' (shop timezone) for monthly features, 'all' for totals.
CREATE TABLE usage_counters (
  shop_id  text NOT NULL REFERENCES shops (id),
  feature  text NOT NULL,
  period   text NOT NULL,
  count    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, feature, period)
);

-- Every SMS we send; shop_id is null for system messages such as OTP.
CREATE TABLE sms_messages (
  id           text PRIMARY KEY,
  shop_id      text REFERENCES shops (id),
  to_mobile    text NOT NULL,
  text         text NOT NULL,
  purpose      text NOT NULL,
  segments     integer NOT NULL,
  status       text NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
  provider     text NOT NULL,
  provider_message_id text,
  error        text,
  created_at   timestamptz NOT NULL,
  sent_at      timestamptz
);
CREATE INDEX sms_messages_shop_idx ON sms_messages (shop_id, created_at DESC);

CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id    text REFERENCES shops (id),
  user_id    text REFERENCES users (id),
  action     text NOT NULL,
  entity     text NOT NULL,
  entity_id  text,
  details    jsonb,
  at         timestamptz NOT NULL
);
CREATE INDEX audit_log_shop_idx ON audit_log (shop_id, at DESC);
