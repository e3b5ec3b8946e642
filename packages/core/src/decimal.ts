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
  const abs = neg ? -v : v;
  const scale = POW10(decimals);
  const whole = (abs / scale).toString();
  let frac = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0') : '';
  if (trim) frac = frac.replace(/0+$/, '');
  return (neg ? '-' : '') + whole + (frac === '' ? '' : '.' + frac);
}
