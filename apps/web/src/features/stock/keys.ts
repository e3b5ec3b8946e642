import type { StockReason } from '@dokani/contracts/stock-reasons';
import { stockRootKey } from '@/features/products';

/** Filters of the stock book's product list (GET /products). */
export interface StockListParams {
  q: string;
  sort: StockSort;
  lowStock: boolean;
}
export const STOCK_SORTS = ['name', 'stock', '-stock'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** Filters of the stock history (GET /stock-movements). Empty strings mean "any". */
export interface MovementFilters {
  productId: string;
  reason: '' | StockReason;
  from: string;
  to: string;
}

export type WarrantyStatus = 'active' | 'expired' | 'all';

/**
 * Query keys of the stock feature, per shop. Everything a stock movement can change sits under
 * `stockKeys.shop(shopId)`, so one invalidation refreshes it (other modules that move stock —
 * sales, purchases — can do the same).
 */
export const stockKeys = {
  all: ['stock'] as const,
  shop: (shopId: string) => stockRootKey(shopId),
  summary: (shopId: string) => [...stockKeys.shop(shopId), 'summary'] as const,
  products: (shopId: string, params: StockListParams) => [...stockKeys.shop(shopId), 'products', params] as const,
  product: (shopId: string, productId: string) => [...stockKeys.shop(shopId), 'product', productId] as const,
  search: (shopId: string, q: string, includeInactive: boolean) =>
    [...stockKeys.shop(shopId), 'product-search', { q, includeInactive }] as const,
  movements: (shopId: string, filters: MovementFilters) => [...stockKeys.shop(shopId), 'movements', filters] as const,
  expiring: (shopId: string, days: number) => [...stockKeys.shop(shopId), 'expiring', days] as const,
  warranty: (shopId: string, status: WarrantyStatus) => ['warranty', shopId, status] as const,
};
