import { formatFixed, parseFixed } from './decimal.ts';

/**
 * Money and quantity arithmetic (docs/ARCHITECTURE.md rule 1).
 * Money is a bigint number of poisha (1 taka = 100 poisha); quantity is a bigint number of
 * thousandths. Rounding is always half away from zero, and only here.
 */

export const MONEY_DECIMALS = 2;
export const QUANTITY_DECIMALS = 3;
/** Quantity scale: 1 unit = 1000 thousandths. */
export const QUANTITY_SCALE = 1000n;

/** "125.50" → 12550n; "-0.05" → -5n; Bangla digits accepted. Null on anything else (incl. >2 decimals). */
export function parseMoney(s: string): bigint | null {
  return parseFixed(s, MONEY_DECIMALS);
}

/** 12550n → "125.50"; -5n → "-0.05". Always two decimals, no grouping. */
export function formatMoneyDecimal(p: bigint): string {
  return formatFixed(p, MONEY_DECIMALS);
}

/** "1.5" → 1500n; at most 3 decimals, Bangla digits accepted; null on anything else. */
export function parseQuantity(s: string): bigint | null {
  return parseFixed(s, QUANTITY_DECIMALS);
}

/** 1500n → "1.5"; 2000n → "2"; 250n → "0.25" (trailing zeros trimmed). */
export function formatQuantity(q: bigint): string {
  return formatFixed(q, QUANTITY_DECIMALS, true);
}

/** n / d rounded half away from zero. Throws RangeError when d is 0. */
export function roundDiv(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('roundDiv: division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return negative ? -q : q;
}

/**
 * The price of one of `count` things bought together for `totalPoisha` (an SMS pack's price per
 * SMS): rounded to the poisha, and whether that is exact (a screen shows "about" otherwise).
 */
export function pricePerUnit(totalPoisha: bigint, count: number): { poisha: bigint; exact: boolean } {
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError('pricePerUnit: count must be a positive integer');
  const d = BigInt(count);
  return { poisha: roundDiv(totalPoisha, d), exact: totalPoisha % d === 0n };
}

/** Line total in poisha: quantity (thousandths) × unit price (poisha), rounded to the poisha. */
export function mulQtyPrice(qtyThousandths: bigint, unitPoisha: bigint): bigint {
  return roundDiv(qtyThousandths * unitPoisha, QUANTITY_SCALE);
}

/**
 * `percentStr` percent of an amount in poisha, rounded to the poisha ("7.5" → 7.5 %).
 * The percent is a plain decimal string (optional '-', up to 6 decimals, Bangla digits accepted).
 * Throws RangeError on a malformed percent.
 */
export function percentOf(amountPoisha: bigint, percentStr: string): bigint {
  const PERCENT_DECIMALS = 6;
  const scaled = parseFixed(percentStr, PERCENT_DECIMALS);
  if (scaled === null) throw new RangeError(`percentOf: not a percentage: ${percentStr}`);
  return roundDiv(amountPoisha * scaled, 100n * 10n ** BigInt(PERCENT_DECIMALS));
}
