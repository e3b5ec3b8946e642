-- SMS packs (decision 0014): bought like a package, through the same payments, but what they buy is
-- SMS credit (parts added to the shop's paid pool, migration 0025) rather than a subscription.
-- A pack is a package of kind 'sms' with one price of period 'pack' (it never runs out).
ALTER TABLE packages ADD COLUMN kind text NOT NULL DEFAULT 'subscription' CHECK (kind IN ('subscription', 'sms'));
ALTER TABLE packages ADD COLUMN sms_count integer CHECK (sms_count > 0);
ALTER TABLE packages ADD CONSTRAINT packages_sms_count_kind CHECK ((kind = 'sms') = (sms_count IS NOT NULL));
-- an SMS pack's id says so (the server sends the browser back to the SMS packs page by it)
ALTER TABLE packages ADD CONSTRAINT packages_sms_id CHECK ((kind = 'sms') = (id LIKE 'sms-%'));
ALTER TABLE package_prices DROP CONSTRAINT package_prices_period_check;
ALTER TABLE package_prices ADD CONSTRAINT package_prices_period_check CHECK (period IN ('monthly', 'half-yearly', 'yearly', 'pack'));

-- ৳0.50, ৳0.45, ৳0.40 and ৳0.35 an SMS part.
INSERT INTO packages (id, name, rank, limits, kind, sms_count) VALUES
  ('sms-500', '500 SMS', 100, '{}', 'sms', 500),
  ('sms-1000', '1,000 SMS', 101, '{}', 'sms', 1000),
  ('sms-5000', '5,000 SMS', 102, '{}', 'sms', 5000),
  ('sms-10000', '10,000 SMS', 103, '{}', 'sms', 10000);
INSERT INTO package_prices (package_id, period, months, price, discount) VALUES
  ('sms-500', 'pack', 0, 25000, 0),
  ('sms-1000', 'pack', 0, 45000, 0),
  ('sms-5000', 'pack', 0, 200000, 0),
  ('sms-10000', 'pack', 0, 350000, 0);
