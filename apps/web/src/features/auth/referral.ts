/**
 * The code of the invite link the app was opened on (`/auth?ref=<code>`), kept for this tab until
 * the sign-up sends it (api.ts `signup`; the server counts it once, or ignores a code it does not
 * know). Kept off the contract's modules: the sign-in page carries every byte of this.
 */
const KEY = 'dokani-ref';
/** The contract's `TEXT_LIMITS.referralCode`: longer is no code. */
const MAX = 32;

export function rememberReferral(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  try {
    if (ref) sessionStorage.setItem(KEY, ref.slice(0, MAX));
  } catch {
    // no storage: the sign-up goes without it
  }
}

/** The kept code, if any. */
export function storedReferral(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgotten once the account is made. */
export function forgetReferral(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
