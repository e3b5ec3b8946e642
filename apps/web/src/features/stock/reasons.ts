import type { TFunction } from 'i18next';
import type { StockReason, StockUpdateReason } from '@dokani/contracts/stock';

export type { StockReason, StockUpdateReason };

/*
 * The reason lists of the contract (packages/contracts/src/stock.ts), mirrored here as plain
 * constants: importing them at runtime would bring the contract's zod schemas (≈28 kB gzip) into
 * the stock pages, which validate without zod. The types below refuse a list that misses a reason
 * of the contract, and reasons.test.ts checks both lists equal the contract's, in order.
 */
export const STOCK_UPDATE_REASONS = [
  'count-correction',
  'damaged',
  'lost',
  'expired',
  'gift',
  'returned-to-supplier',
  'other',
] as const satisfies readonly StockUpdateReason[];

export const STOCK_DECREASE_REASONS: readonly StockUpdateReason[] = ['damaged', 'lost', 'expired', 'gift', 'returned-to-supplier'];

export const STOCK_REASONS = [
  ...STOCK_UPDATE_REASONS,
  'opening',
  'purchase',
  'purchase-return',
  'purchase-void',
  'sale',
  'sale-return',
  'sale-void',
  'online-order',
  'online-order-return',
] as const satisfies readonly StockReason[];

type Complete<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const updateListComplete: Complete<StockUpdateReason, (typeof STOCK_UPDATE_REASONS)[number]> = true;
const reasonListComplete: Complete<StockReason, (typeof STOCK_REASONS)[number]> = true;
void updateListComplete;
void reasonListComplete;

/** Reasons that only take stock out: the person types how many go, the change sent is negative. */
export function isDecreaseReason(reason: StockUpdateReason): boolean {
  return STOCK_DECREASE_REASONS.includes(reason);
}

export function isStockReason(v: string): v is StockReason {
  return (STOCK_REASONS as readonly string[]).includes(v);
}

export function isUpdateReason(v: string): v is StockUpdateReason {
  return (STOCK_UPDATE_REASONS as readonly string[]).includes(v);
}

/** The reason in words (every movement reason has a label in both languages). */
export function reasonLabel(reason: string, t: TFunction): string {
  return isStockReason(reason) ? t(`stock:reasons.${reason}`) : reason;
}
