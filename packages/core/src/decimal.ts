import { toAsciiDigits } from './digits.ts';

/**
 * Fixed-point decimal strings ⇄ scaled bigints, the one place money and quantities cross the
 * string boundary. No floats are involved.
 */

const POW10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * Parse a plain decimal string (optional leading '-', digits, optional '.' and 1..`decimals`
 * fraction digits; Bangla digits accepted) into an integer scaled by 10^decimals.
 * Returns null for anything else: exponents, commas, spaces, '+', a bare '.', too many decimals.
 */
export function parseFixed(s: string, decimals: number): bigint | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(toAsciiDigits(s));
  if (m === null) return null;
  const [, sign = '', whole = '', frac = ''] = m;
  if (frac.length > decimals) return null;
  const v = BigInt(whole) * POW10(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return sign === '-' ? -v : v;
}

/**
 * Format an integer scaled by 10^decimals as a plain decimal string ("-0.05").
 * With `trim`, trailing fraction zeros (and a bare '.') are removed ("1.5", "2").
 */
export function formatFixed(v: bigint, decimals: number, trim = false): string {
  const neg = v < 0n;
  // One conversion to digits, then cut: a division and a remainder of bigints cost ~3× as much,
  // and reports format tens of thousands of figures per answer.
  const digits = (neg ? -v : v).toString();
  if (decimals === 0) return neg ? `-${digits}` : digits;
  const padded = digits.length > decimals ? digits : digits.padStart(decimals + 1, '0');
  const cut = padded.length - decimals;
  let frac = padded.slice(cut);
  if (trim) {
    let end = frac.length;
    while (end > 0 && frac.charCodeAt(end - 1) === 48) end--;
    frac = frac.slice(0, end);
  }
  const whole = padded.slice(0, cut);
  return (neg ? '-' : '') + (frac === '' ? whole : `${whole}.${frac}`);
}
