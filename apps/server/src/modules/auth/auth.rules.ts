/** The sign-in rules of docs/PRODUCT.md "Sign-in", in one place. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_ATTEMPTS = 5;
/** The proof of a verified number, exchanged for sign-up or a new PIN. */
export const OTP_TOKEN_TTL_SECONDS = 10 * 60;
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;
