/**
 * The stock movement reasons, as plain constants with no zod: the web's stock pages import this
 * file alone (`@dokani/contracts/stock-reasons`) without pulling the schemas into their bundle.
 */
/** Reasons a person picks on /stock/update. */
export const STOCK_UPDATE_REASONS = ['count-correction', 'damaged', 'lost', 'expired', 'gift', 'returned-to-supplier', 'other'] as const;
export type StockUpdateReason = (typeof STOCK_UPDATE_REASONS)[number];
/** Update reasons that only take stock out (their change must be negative). */
export const STOCK_DECREASE_REASONS: readonly StockUpdateReason[] = ['damaged', 'lost', 'expired', 'gift', 'returned-to-supplier'];

/** Every reason a movement can have: the updates above plus what other modules post. */
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
  // moves no stock: re-costs a shortfall sold below zero when stock comes in (core costing)
  'cost-adjustment',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
