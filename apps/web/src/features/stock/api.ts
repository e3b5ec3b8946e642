import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateStockMovementWire, expiringAnswer, warrantyAnswer } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { productKeys } from '@/features/products';
import { stockKeys, type MovementFilters, type StockListParams, type WarrantyStatus } from './keys';

export { useShopId };

export { stockKeys };

export type ExpiringItem = z.infer<typeof expiringAnswer>['items'][number];
export type WarrantyItem = z.infer<typeof warrantyAnswer>['items'][number];

/** The body of POST /stock-movements as it travels: the contract's own wire type. */
export type StockMovementRequest = CreateStockMovementWire;

/**
 * Stock figures change with every sale and purchase, possibly on another device: they count as
 * fresh for one minute, not the app-wide 30 (which still applies to everything else).
 */
const LEDGER_STALE_MS = 60_000;
const PAGE_SIZE = 30;

export function useStockSummary() {
  const shopId = useShopId();
  return useQuery({
    queryKey: stockKeys.summary(shopId),
    queryFn: ({ signal }) => api('GET /shops/:shopId/stock-summary', { params: { shopId }, signal }),
    staleTime: LEDGER_STALE_MS,
  });
}

/** The stock book: products with their stock and value, a page at a time. */
export function useStockProducts(params: StockListParams) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: stockKeys.products(shopId, params),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/products', {
        params: { shopId },
        query: {
          q: params.q.trim(),
          sort: params.sort,
          lowStock: params.lowStock ? 'true' : undefined,
          limit: PAGE_SIZE,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: LEDGER_STALE_MS,
  });
}

/** One product (the picker's preselection and the update form's current stock). */
export function useStockProduct(productId: string | null) {
  const shopId = useShopId();
  return useQuery({
    queryKey: stockKeys.product(shopId, productId ?? ''),
    queryFn: ({ signal }) => api('GET /shops/:shopId/products/:productId', { params: { shopId, productId: productId ?? '' }, signal }),
    enabled: Boolean(productId),
    staleTime: 0,
  });
}

/** Products by name or barcode for the searchable picker (first 20). */
export function useProductSearch(q: string, { enabled, includeInactive }: { enabled: boolean; includeInactive: boolean }) {
  const shopId = useShopId();
  return useQuery({
    queryKey: stockKeys.search(shopId, q, includeInactive),
    queryFn: ({ signal }) =>
      api('GET /shops/:shopId/products', {
        params: { shopId },
        query: { q: q.trim(), limit: 20, status: includeInactive ? 'all' : undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    select: (d) => d.items,
    staleTime: LEDGER_STALE_MS,
  });
}

/** The stock history (newest first), a page at a time. */
export function useStockMovements(filters: MovementFilters, enabled = true) {
  const shopId = useShopId();
  return useInfiniteQuery({
    enabled,
    queryKey: stockKeys.movements(shopId, filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/stock-movements', {
        params: { shopId },
        query: { ...filters, reason: filters.reason || undefined, limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: LEDGER_STALE_MS,
  });
}

/** A manual stock update. The body carries its client ULID, so a retry never moves stock twice. */
export function useCreateStockMovement() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StockMovementRequest) => api('POST /shops/:shopId/stock-movements', { params: { shopId }, body }),
    onSuccess: () => {
      // Summary, product list, history, the product itself, expiring list: all under the shop key.
      void qc.invalidateQueries({ queryKey: stockKeys.shop(shopId) });
      // The product screens' own cache (lists and details show the stock too).
      void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
    },
  });
}

/** Products expired or expiring within `days`. */
export function useExpiringProducts(days: number) {
  const shopId = useShopId();
  return useQuery({
    queryKey: stockKeys.expiring(shopId, days),
    queryFn: ({ signal }) => api('GET /shops/:shopId/products/expiring', { params: { shopId }, query: { days }, signal }),
    placeholderData: keepPreviousData,
    staleTime: LEDGER_STALE_MS,
    select: (d) => d.items,
  });
}

/** Sold items under warranty, a page at a time. */
export function useWarrantyItems(status: WarrantyStatus) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: stockKeys.warranty(shopId, status),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/warranty-items', {
        params: { shopId },
        query: { status, limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
