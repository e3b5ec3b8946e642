import type { TFunction } from 'i18next';
import {
  STOCK_DECREASE_REASONS,
  STOCK_REASONS,
  STOCK_UPDATE_REASONS,
  type StockReason,
  type StockUpdateReason,
} from '@dokani/contracts/stock-reasons';

export { STOCK_DECREASE_REASONS, STOCK_REASONS, STOCK_UPDATE_REASONS };
export type { StockReason, StockUpdateReason };

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
