-- A store may ask a customer to confirm their number with a code before an order is placed
-- (online_shops.checkout_otp, migration 0020): the OTP codes and tokens get the purpose 'checkout'.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('signup', 'reset-pin', 'checkout'));
ALTER TABLE otp_tokens DROP CONSTRAINT otp_tokens_purpose_check;
ALTER TABLE otp_tokens ADD CONSTRAINT otp_tokens_purpose_check CHECK (purpose IN ('signup', 'reset-pin', 'checkout'));
