-- Secrets at rest: online orders' tracking tokens as hashes, OTP codes out of sms_messages.
--
-- Online orders' tracking tokens are kept as SHA-256 hashes (hex of the token's UTF-8 bytes, as
-- platform/hashing.ts `sha256` makes them), never as given: a tracking link's token is shown once
-- (the placed order's answer, the SMS at placing) and checked by its hash
-- (modules/online-shop/store-pages.ts). A retried placing answers a new link whose hash is added,
-- so every link given out keeps working (modules/online-shop/place-order.ts keeps at most 5, the
-- first always). The links sent before this migration keep working: their tokens are hashed here.
ALTER TABLE online_orders ADD COLUMN tracking_hashes text[];
UPDATE online_orders SET tracking_hashes = ARRAY[encode(sha256(convert_to(tracking_token, 'UTF8')), 'hex')];
ALTER TABLE online_orders ALTER COLUMN tracking_hashes SET NOT NULL;
ALTER TABLE online_orders ADD CONSTRAINT online_orders_tracking_hashes_some CHECK (cardinality(tracking_hashes) BETWEEN 1 AND 5);
ALTER TABLE online_orders DROP COLUMN tracking_token;

-- An OTP's row keeps its text with the code masked (modules/auth/otp.service.ts sends the code and
-- records `storedText`); the rows sent before lose their codes here.
UPDATE sms_messages SET text = regexp_replace(text, '[0-9০-৯]{6}', '••••••', 'g') WHERE purpose = 'otp';
