/** Filters of the sales and purchase books (GET /sales, /purchases). Empty strings mean "any". */
import type { PAYMENT_FILTERS } from '@dokani/contracts/trade';

export interface TradeFilters {
  from: string;
  to: string;
  contactId: string;
  payment: '' | (typeof PAYMENT_FILTERS)[number];
  dueOnly: boolean;
  /** Sales only: the offline sales that arrived after the stock had gone short (to review). */
  stockShort?: boolean;
  status: '' | 'completed' | 'void' | 'all';
  q: string;
}

export type TradeKind = 'sales' | 'purchases';

/**
 * Query keys of sales and purchases, per shop. A sale also changes stock, products and dues: the
 * mutations in api.ts invalidate those features' keys too.
 */
export const tradeKeys = {
  all: ['trade'] as const,
  shop: (shopId: string) => [...tradeKeys.all, shopId] as const,
  kind: (shopId: string, kind: TradeKind) => [...tradeKeys.shop(shopId), kind] as const,
  list: (shopId: string, kind: TradeKind, filters: TradeFilters) => [...tradeKeys.kind(shopId, kind), 'list', filters] as const,
  detail: (shopId: string, kind: TradeKind, id: string) => [...tradeKeys.kind(shopId, kind), 'detail', id] as const,
};
