import { toAsciiDigits } from './digits.ts';

/** Separators users type inside a phone number; they are ignored. */
const SEPARATORS = /[\s\-.()]/g;
const LOCAL = /^01[3-9]\d{8}$/;
/** Country-code prefixes, longest first. */
const PREFIXES = ['+880', '00880', '880'] as const;

/**
 * Normalise a Bangladeshi mobile number to E.164 (`+8801XXXXXXXXX`).
 * Accepts Bangla digits, `+880` / `880` / `00880` prefixes, spaces, dashes, dots and parentheses.
 * Returns null for anything else (letters, wrong length, operator code 012, landlines, empty).
 */
export function normalizeBdMobile(input: string): string | null {
  let s = toAsciiDigits(input).replace(SEPARATORS, '');
  const prefix = PREFIXES.find((p) => s.startsWith(p));
  if (prefix !== undefined) {
    s = s.slice(prefix.length);
    // After the country code the trunk 0 is usually dropped (+880 17…), sometimes kept (+880 (0)17…).
    if (!s.startsWith('0')) s = '0' + s;
  }
  if (!LOCAL.test(s)) return null;
  return '+88' + s;
}

/** True when the input normalises to a Bangladeshi mobile number. */
export function isBdMobile(input: string): boolean {
  return normalizeBdMobile(input) !== null;
}

/** `+8801XXXXXXXXX` (or any accepted input) → local form `01XXXXXXXXX`; the input unchanged when invalid. */
export function toLocalMobile(e164: string): string {
  const n = normalizeBdMobile(e164);
  return n === null ? e164 : n.slice(3);
}

/**
 * A Bangladeshi landline with its area code, or an IP telephony number: the trunk 0, then an area
 * code that does not start with 1 (1 is the mobile range), then the subscriber number — 8 to 11
 * digits in all (Dhaka 02-9567890 or 02-223456789, Chattogram 031-612345, IP 09612-345678). With
 * +880 / 880 / 00880 the trunk 0 is dropped.
 */
const LANDLINE = /^0[2-9]\d{6,9}$/;

/**
 * True when the input is a phone number a Bangladeshi shop can be reached on: a mobile number
 * (`normalizeBdMobile`) or a landline with its area code. Bangla digits, spaces, dashes, dots and
 * parentheses are accepted; "12345", "0123" or letters are not.
 */
export function isBdPhone(input: string): boolean {
  if (isBdMobile(input)) return true;
  let s = toAsciiDigits(input).replace(SEPARATORS, '');
  const prefix = PREFIXES.find((p) => s.startsWith(p));
  if (prefix !== undefined) {
    s = s.slice(prefix.length);
    if (!s.startsWith('0')) s = '0' + s;
  }
  return LANDLINE.test(s);
}
