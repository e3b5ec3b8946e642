/**
 * Sales and purchases over the API: post, list (the books), read, return, void. One file for both
 * kinds, because the server gives them one shape (packages/contracts/src/trade.ts).
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiQuery } from '@dokani/contracts/api';
import type {
  CreatePurchaseWire,
  CreateReturnWire,
  CreateSaleWire,
  Purchase,
  Sale,
  purchaseRowSchema,
  saleRowSchema,
} from '@dokani/contracts';
import { api, ApiError } from '@/shared/lib/http';
import { MUTATION_RETRIES, retryUnlessClientError } from '@/shared/lib/query';
import { useShopId } from '@/shared/lib/shop';
import { dueKeys } from '@/features/dues';
import { productKeys } from '@/features/products';
import { stockKeys } from '@/features/stock';
import { tradeKeys, type TradeFilters, type TradeKind } from './keys';

export { tradeKeys };
export type { Purchase, Sale, TradeFilters, TradeKind };
export type SaleRow = z.infer<typeof saleRowSchema>;
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

/** The bodies as they travel: the contract's own wire types. */
export type SaleRequest = CreateSaleWire;
export type PurchaseRequest = CreatePurchaseWire;
export type ReturnRequest = CreateReturnWire;
export type DiscountRequest = NonNullable<CreateSaleWire['discount']>;
export type PaymentRequest = NonNullable<CreateSaleWire['payments']>[number];
export type InlineContactRequest = NonNullable<CreateSaleWire['customer']>;

const PAGE_SIZE = 30;

/** A sale or purchase moves stock and dues: refresh the books, products, stock screens and the due book. */
function tradeChanged(qc: QueryClient, shopId: string, kind: TradeKind): void {
  void qc.invalidateQueries({ queryKey: tradeKeys.kind(shopId, kind) });
  void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
  void qc.invalidateQueries({ queryKey: stockKeys.shop(shopId) });
  void qc.invalidateQueries({ queryKey: dueKeys.shop(shopId) });
}

/** What the browser says of the network (true where it cannot tell). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** A counter post that has had no answer for this long has failed: the screen says so. */
export const COUNTER_POST_TIMEOUT_MS = 20_000;

/**
 * The counter's posts run even when the browser says it is offline (TanStack Query would pause
 * them, and the button would spin forever), give up after COUNTER_POST_TIMEOUT_MS, and are not
 * retried while offline: the screen says at once that the network is down. The cart and its ULID
 * stay, so the next tap books it once.
 */
const counterPost = {
  networkMode: 'always' as const,
  retry: (failures: number, error: Error) => isOnline() && retryUnlessClientError(MUTATION_RETRIES)(failures, error),
};
const timeout = () => AbortSignal.timeout(COUNTER_POST_TIMEOUT_MS);

export function useCreateSale() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    ...counterPost,
    mutationFn: (body: SaleRequest) => api('POST /shops/:shopId/sales', { params: { shopId }, body, signal: timeout() }),
    onSuccess: (sale) => {
      qc.setQueryData(tradeKeys.detail(shopId, 'sales', sale.id), sale);
      tradeChanged(qc, shopId, 'sales');
    },
  });
}

export function useCreatePurchase() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    ...counterPost,
    mutationFn: (body: PurchaseRequest) => api('POST /shops/:shopId/purchases', { params: { shopId }, body, signal: timeout() }),
    onSuccess: (purchase) => {
      qc.setQueryData(tradeKeys.detail(shopId, 'purchases', purchase.id), purchase);
      tradeChanged(qc, shopId, 'purchases');
    },
  });
}

/** A book's query: the filters set (an empty one is left out). */
function listQuery(filters: TradeFilters, cursor: string | null): ApiQuery<'GET /shops/:shopId/sales' | 'GET /shops/:shopId/purchases'> {
  return {
    from: filters.from,
    to: filters.to,
    contactId: filters.contactId,
    payment: filters.payment || undefined,
    dueOnly: filters.dueOnly ? 'true' : undefined,
    stockShort: filters.stockShort ? 'true' : undefined,
    status: filters.status || undefined,
    q: filters.q.trim(),
    limit: PAGE_SIZE,
    cursor: cursor ?? undefined,
  };
}

/** A book (sales or purchases), newest first, a page at a time, with totals over the whole filter. */
export function useSalesBook(filters: TradeFilters) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: tradeKeys.list(shopId, 'sales', filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/sales', { params: { shopId }, query: listQuery(filters, pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseBook(filters: TradeFilters) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: tradeKeys.list(shopId, 'purchases', filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/purchases', { params: { shopId }, query: listQuery(filters, pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useSale(id: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: tradeKeys.detail(shopId, 'sales', id),
    queryFn: async ({ signal }) => {
      try {
        return await api('GET /shops/:shopId/sales/:saleId', { params: { shopId, saleId: id }, signal });
      } catch (e) {
        // a sale made offline and not sent yet (or no network): the one kept on this device
        if (!(e instanceof ApiError) || (e.code !== 'NETWORK' && e.status !== 404)) throw e;
        const { outboxEntry } = await import('@/shared/offline/outbox');
        const kept = await outboxEntry(id).catch(() => undefined);
        if (!kept || kept.shopId !== shopId) throw e;
        return kept.local as Sale;
      }
    },
    networkMode: 'always',
    enabled: Boolean(id),
  });
}

export function usePurchase(id: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: tradeKeys.detail(shopId, 'purchases', id),
    queryFn: ({ signal }) => api('GET /shops/:shopId/purchases/:purchaseId', { params: { shopId, purchaseId: id }, signal }),
    enabled: Boolean(id),
  });
}

/** A return on a sale or purchase; the answer is the invoice as it now stands. */
export function useTradeReturn(kind: TradeKind, invoiceId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest): Promise<Sale | Purchase> =>
      kind === 'sales'
        ? api('POST /shops/:shopId/sales/:saleId/returns', { params: { shopId, saleId: invoiceId }, body })
        : api('POST /shops/:shopId/purchases/:purchaseId/returns', { params: { shopId, purchaseId: invoiceId }, body }),
    onSuccess: () => tradeChanged(qc, shopId, kind),
  });
}

export function useTradeVoid(kind: TradeKind, invoiceId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null): Promise<Sale | Purchase> =>
      kind === 'sales'
        ? api('POST /shops/:shopId/sales/:saleId/void', { params: { shopId, saleId: invoiceId }, body: { reason } })
        : api('POST /shops/:shopId/purchases/:purchaseId/void', { params: { shopId, purchaseId: invoiceId }, body: { reason } }),
    onSuccess: (invoice) => {
      qc.setQueryData(tradeKeys.detail(shopId, kind, invoiceId), invoice);
      tradeChanged(qc, shopId, kind);
    },
  });
}
