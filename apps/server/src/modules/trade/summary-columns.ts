/**
 * The columns of the report summaries (migrations 0010, 0012, 0030, 0032 and 0034): what a day row
 * (`trade_days`, `trade_months`) and a product row (`trade_product_days`, `…_months`, `…_years`)
 * hold. Kept (summaries.ts) and rebuilt (rebuild-summaries.ts) write the same columns.
 */
import type { TradeDaysTable, TradeProductDaysTable } from '../../platform/db/schema.ts';

export type SummarySide = 'sale' | 'purchase';

export type DayFigures = Omit<TradeDaysTable, 'shop_id' | 'side' | 'day'>;
export type ProductFigures = Omit<TradeProductDaysTable, 'shop_id' | 'side' | 'day' | 'product_id'>;

/** What the trade reports sum: the invoices, returns and voids of a day (not the money paid and refunded). */
export const TRADE_COLUMNS = [
  'count',
  'total',
  'vat',
  'cost',
  'due',
  'delivery',
  'quick_total',
  'quick_cost',
  'return_count',
  'return_amount',
  'return_vat',
  'return_cost',
  'void_count',
  'void_amount',
  'void_vat',
  'void_cost',
  'void_delivery',
  'void_quick_total',
  'void_quick_cost',
] as const satisfies readonly (keyof DayFigures)[];

export const DAY_COLUMNS = [
  ...TRADE_COLUMNS,
  'paid',
  'paid_items',
  'refunded',
  'refund_count',
] as const satisfies readonly (keyof DayFigures)[];

export const PRODUCT_COLUMNS = [
  'quantity',
  'amount',
  'vat',
  'cost',
  'return_quantity',
  'return_amount',
  'return_vat',
  'return_cost',
  'void_quantity',
  'void_amount',
  'void_vat',
  'void_cost',
] as const satisfies readonly (keyof ProductFigures)[];
