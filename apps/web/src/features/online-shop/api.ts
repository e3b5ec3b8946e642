import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateShippingPackageWire,
  OnlineShop,
  Order,
  OrderStatus,
  PatchOnlineShopWire,
  PatchShippingPackageWire,
  ShippingPackage,
  orderListAnswer,
} from '@dokani/contracts/online-shop';
import { api } from '@/shared/lib/http';
import { query, shopPath, useShopId } from '@/shared/lib/shop';
import { productKeys } from '@/features/products';
import { stockKeys } from '@/features/stock';
import { tradeKeys } from '@/features/trade';
import { onlineKeys, type OrderFilters } from './keys';

export type OrderPage = z.infer<typeof orderListAnswer>;

/** The store's settings: its web address, details, links, SEO and policies. */
export function useOnlineShop() {
  const shopId = useShopId();
  return useQuery({
    queryKey: onlineKeys.store(shopId),
    queryFn: ({ signal }) => api<OnlineShop>(shopPath(shopId, '/online-shop'), { signal }),
    enabled: shopId !== '',
  });
}

/**
 * Saves only the fields given (nested objects field by field; '' clears a text). The answer is the
 * whole store, kept as the cached one, so every page shows what was saved.
 */
export function useUpdateOnlineShop() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOnlineShopWire) => api<OnlineShop>(shopPath(shopId, '/online-shop'), { method: 'PATCH', body }),
    onSuccess: (saved) => qc.setQueryData(onlineKeys.store(shopId), saved),
  });
}

export function useShippingPackages() {
  const shopId = useShopId();
  return useQuery({
    queryKey: onlineKeys.packages(shopId),
    queryFn: ({ signal }) => api<{ items: ShippingPackage[] }>(shopPath(shopId, '/shipping-packages'), { signal }).then((a) => a.items),
    enabled: shopId !== '',
  });
}

/** A change to the delivery packages; the list is read again after it (the server orders it by fee). */
function usePackageMutation<V, R>(call: (shopId: string, v: V) => Promise<R>) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(shopId, v),
    onSettled: () => qc.invalidateQueries({ queryKey: onlineKeys.packages(shopId) }),
  });
}

const packagePath = (shopId: string, id: string) => shopPath(shopId, `/shipping-packages/${encodeURIComponent(id)}`);

/** Adds a package under the client's ULID (a retry adds it once). */
export const useCreateShippingPackage = () =>
  usePackageMutation((shopId, body: CreateShippingPackageWire) => api<ShippingPackage>(shopPath(shopId, '/shipping-packages'), { body }));
export const useUpdateShippingPackage = () =>
  usePackageMutation((shopId, v: { id: string; patch: PatchShippingPackageWire }) => api<ShippingPackage>(packagePath(shopId, v.id), { method: 'PATCH', body: v.patch }));
export const useDeleteShippingPackage = () => usePackageMutation((shopId, id: string) => api<void>(packagePath(shopId, id), { method: 'DELETE' }));

const ORDER_PAGE_SIZE = 30;
const orderPath = (shopId: string, id: string, rest = '') => shopPath(shopId, `/orders/${encodeURIComponent(id)}${rest}`);

/** The orders of a status (or all), newest first, searched by number, name or mobile; a page at a time, each with the count of every status. */
export function useOrders(filters: OrderFilters) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: onlineKeys.orderList(shopId, filters),
    queryFn: ({ pageParam, signal }) =>
      api<OrderPage>(shopPath(shopId, '/orders') + query({ status: filters.status, q: filters.q.trim(), limit: ORDER_PAGE_SIZE, cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: shopId !== '',
  });
}

/** One order with its lines and the history of its status. */
export function useOrder(orderId: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: onlineKeys.order(shopId, orderId),
    queryFn: ({ signal }) => api<Order>(orderPath(shopId, orderId), { signal }),
    enabled: shopId !== '' && orderId !== '',
  });
}

/**
 * Moves an order to its next status. The answer is kept as the order; then every order and list is
 * read again (the counts change), and the stock, products and sales too: accepting holds stock,
 * shipping and returning move it, completing makes a sale. A refused move (someone moved it first)
 * reads the order again as well.
 */
export function useMoveOrder(orderId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: Exclude<OrderStatus, 'placed'>) => api<Order>(orderPath(shopId, orderId, '/status'), { body: { status } }),
    onSuccess: (order) => {
      qc.setQueryData(onlineKeys.order(shopId, orderId), order);
      void qc.invalidateQueries({ queryKey: stockKeys.shop(shopId) });
      void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
      if (order.status === 'completed') void qc.invalidateQueries({ queryKey: tradeKeys.kind(shopId, 'sales') });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: onlineKeys.orders(shopId) }),
  });
}
