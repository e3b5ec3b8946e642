import type { ApiQuery } from '@dokani/contracts/api';
import type { PRODUCT_SORTS } from '@dokani/contracts';

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductStatusFilter = 'active' | 'inactive' | 'all';

/** What the product list asks the server for (besides the cursor). */
export interface ProductListFilters {
  q: string;
  categoryId: string;
  status: ProductStatusFilter;
  lowStock: boolean;
  /** '' = both, 'true' = sold online, 'false' = not sold online. */
  online: '' | 'true' | 'false';
  sort: ProductSort;
}

export const DEFAULT_FILTERS: ProductListFilters = { q: '', categoryId: '', status: 'active', lowStock: false, online: '', sort: 'name' };

/**
 * Query keys of the products feature, per shop. Anything that changes stock or a product
 * (e.g. a stock update, a sale) can invalidate `productKeys.all(shopId)` to refresh lists and
 * details at once.
 */
export const productKeys = {
  all: (shopId: string) => ['products', shopId] as const,
  lists: (shopId: string) => [...productKeys.all(shopId), 'list'] as const,
  list: (shopId: string, filters: ProductListFilters) => [...productKeys.lists(shopId), filters] as const,
  detail: (shopId: string, productId: string) => [...productKeys.all(shopId), 'detail', productId] as const,
};

/**
 * The root of the stock book's keys (features/stock builds its keys under it): what changes a
 * product changes what the stock screens show, so the catalogue refreshes them through this.
 */
export const stockRootKey = (shopId: string) => ['stock', shopId] as const;

export const categoryKeys = {
  all: (shopId: string) => ['categories', shopId] as const,
  list: (shopId: string) => [...categoryKeys.all(shopId), 'list'] as const,
};

/** The list's query: only what differs from the server's defaults. */
export function listQuery(f: ProductListFilters, cursor: string | null, limit: number): ApiQuery<'GET /shops/:shopId/products'> {
  return {
    q: f.q.trim(),
    categoryId: f.categoryId,
    status: f.status !== 'active' ? f.status : undefined,
    lowStock: f.lowStock ? 'true' : undefined,
    online: f.online || undefined,
    sort: f.sort !== 'name' ? f.sort : undefined,
    limit,
    cursor: cursor ?? undefined,
  };
}
