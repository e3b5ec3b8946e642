/**
 * The web app's clock. Everything time-dependent on the client (session expiry, OTP resend
 * countdowns) reads `clock.now()`, so tests can move time by replacing it.
 */
export const clock = {
  now: (): number => Date.now(),
};
