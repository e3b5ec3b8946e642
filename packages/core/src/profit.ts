/**
 * The spec's profit and percentage helpers (section 9), on plain numbers.
 * These are display helpers only; ledger money is bigint poisha and goes through money.ts.
 */

export const DISCOUNT_TYPES = ['AMOUNT', 'PERCENT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * Profit from `first` (e.g. sell total) and `second` (e.g. cost):
 * - no discount type: first − second;
 * - 'PERCENT': (first − second) / (1 − rate/100), `value` being the rate;
 * - 'AMOUNT': first + amount − second, `value` being the amount.
 * A missing `value` counts as 0. For 'PERCENT' a rate of 100 or more has no meaningful answer
 * (division by zero, or a sign flip above 100), so the result is null.
 */
export function profit(first: number, second: number): number;
export function profit(first: number, second: number, discountType: 'AMOUNT' | null | undefined, value?: number): number;
export function profit(first: number, second: number, discountType?: DiscountType | null, value?: number): number | null;
export function profit(first: number, second: number, discountType?: DiscountType | null, value = 0): number | null {
  if (discountType === 'PERCENT') {
    if (value >= 100) return null;
    return (first - second) / (1 - value / 100);
  }
  if (discountType === 'AMOUNT') return first + value - second;
  return first - second;
}

/** `percent` percent of `value` (percentage(200, 15) === 30). */
export function percentage(value: number, percent: number): number {
  return (value * percent) / 100;
}
