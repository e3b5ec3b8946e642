-- Subscriptions paid for (decision 0010): the list price of each period and its discount are data, a
-- payment is a record with its provider's references and states, and a subscription bought
-- remembers the payment that bought it.

ALTER TABLE package_prices ADD COLUMN discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0);
ALTER TABLE package_prices ADD CONSTRAINT package_prices_discount_le_price CHECK (discount <= price);
-- The amounts paid stay ৳299 / ৳1,499 / ৳2,699; longer periods now show what they save on
-- the monthly price (6 × ৳299 = ৳1,794, 12 × ৳299 = ৳3,588).
UPDATE package_prices SET discount = months * 29900 - price, price = months * 29900
  WHERE package_id = 'advanced' AND period IN ('half-yearly', 'yearly');

CREATE TABLE payments (
  id            text PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES shops (id),
  -- The item bought, e.g. 'advanced-yearly' (package id and period).
  package_id    text NOT NULL,
  period        text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  provider      text NOT NULL CHECK (provider IN ('sandbox', 'bkash', 'sslcommerz')),
  status        text NOT NULL CHECK (status IN ('initiated', 'succeeded', 'failed', 'cancelled')),
  -- The provider's id for the checkout (bKash paymentID, SSLCommerz session key).
  provider_ref  text,
  -- The provider's transaction number once paid (bKash trxID, SSLCommerz bank_tran_id / val_id).
  transaction_id text,
  redirect_url  text,
  created_by    text NOT NULL REFERENCES users (id),
  created_at    timestamptz NOT NULL,
  completed_at  timestamptz,
  FOREIGN KEY (package_id, period) REFERENCES package_prices (package_id, period)
);
CREATE INDEX payments_shop_idx ON payments (shop_id, created_at DESC);
CREATE UNIQUE INDEX payments_provider_ref_uq ON payments (provider, provider_ref);

ALTER TABLE shop_subscriptions ADD COLUMN payment_id text REFERENCES payments (id);
CREATE UNIQUE INDEX shop_subscriptions_payment_uq ON shop_subscriptions (payment_id);
