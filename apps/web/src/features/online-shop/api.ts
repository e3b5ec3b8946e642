import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateShippingPackageWire,
  FeaturedProduct,
  OnlineMessage,
  Order,
  OrderStatus,
  PatchOnlineShopWire,
  PatchShippingPackageWire,
  PublishProductsWire,
  PutFeaturedWire,
  onlineMessageListAnswer,
} from '@dokani/contracts/online-shop';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { useShopMutation, useShopQuery } from '@/shared/lib/shop-query';
import { productKeys } from '@/features/products';
import { stockKeys } from '@/features/stock';
import { tradeKeys } from '@/features/trade';
import { onlineKeys, type OrderFilters } from './keys';

export type MessagePage = z.infer<typeof onlineMessageListAnswer>;

/** The store's settings: its web address, details, links, SEO and policies. */
export function useOnlineShop() {
  return useShopQuery(onlineKeys.store, (shopId, signal) => api('GET /shops/:shopId/online-shop', { params: { shopId }, signal }));
}

/**
 * Saves only the fields given (nested objects field by field; '' clears a text). The answer is the
 * whole store, kept as the cached one, so every page shows what was saved.
 */
export function useUpdateOnlineShop() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOnlineShopWire) => api('PATCH /shops/:shopId/online-shop', { params: { shopId }, body }),
    onSuccess: (saved) => qc.setQueryData(onlineKeys.store(shopId), saved),
  });
}

/**
 * PUT …/online-shop/banner (multipart, the one image in `file`, as the shop's logo): the server
 * crops it to BANNER_SIZE; the answer is the store with its new bannerUrl, kept as the cached one.
 * Never retried by itself (an upload is big on a slow line).
 */
export function useSetBanner() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => {
      const form = new FormData();
      form.append('file', file, name);
      return api('PUT /shops/:shopId/online-shop/banner', { params: { shopId }, body: form });
    },
    retry: false,
    onSuccess: (saved) => qc.setQueryData(onlineKeys.store(shopId), saved),
  });
}

/** DELETE …/online-shop/banner: the store without a banner (the answer, kept as the cached one). */
export function useRemoveBanner() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /shops/:shopId/online-shop/banner', { params: { shopId } }),
    onSuccess: (saved) => qc.setQueryData(onlineKeys.store(shopId), saved),
  });
}

/** The products the store shows first on its home page, in the owner's order. */
export function useFeatured() {
  return useShopQuery(onlineKeys.featured, (shopId, signal) =>
    api('GET /shops/:shopId/online-shop/featured', { params: { shopId }, signal }).then((a) => a.items),
  );
}

/** Replaces the featured list (the ids in their order); the answer is the new list, kept as the cached one. */
export function useSaveFeatured() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PutFeaturedWire) => api('PUT /shops/:shopId/online-shop/featured', { params: { shopId }, body }),
    onSuccess: (saved) => qc.setQueryData<FeaturedProduct[]>(onlineKeys.featured(shopId), saved.items),
  });
}

export function useShippingPackages() {
  return useShopQuery(onlineKeys.packages, (shopId, signal) =>
    api('GET /shops/:shopId/shipping-packages', { params: { shopId }, signal }).then((a) => a.items),
  );
}

/** A change to the delivery packages; the list is read again after it (the server orders it by fee). */
const usePackageMutation = <V, R>(call: (shopId: string, v: V) => Promise<R>) => useShopMutation(call, onlineKeys.packages);

/** Adds a package under the client's ULID (a retry adds it once). */
export const useCreateShippingPackage = () =>
  usePackageMutation((shopId, body: CreateShippingPackageWire) =>
    api('POST /shops/:shopId/shipping-packages', { params: { shopId }, body }),
  );
export const useUpdateShippingPackage = () =>
  usePackageMutation((shopId, v: { id: string; patch: PatchShippingPackageWire }) =>
    api('PATCH /shops/:shopId/shipping-packages/:packageId', { params: { shopId, packageId: v.id }, body: v.patch }),
  );
export const useDeleteShippingPackage = () =>
  usePackageMutation((shopId, id: string) =>
    api('DELETE /shops/:shopId/shipping-packages/:packageId', { params: { shopId, packageId: id } }),
  );

const ORDER_PAGE_SIZE = 30;

/** The orders of a status (or all), newest first, searched by number, name or mobile; a page at a time, each with the count of every status. */
export function useOrders(filters: OrderFilters) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: onlineKeys.orderList(shopId, filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/orders', {
        params: { shopId },
        query: { status: filters.status || undefined, q: filters.q.trim(), limit: ORDER_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
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
    queryFn: ({ signal }) => api('GET /shops/:shopId/orders/:orderId', { params: { shopId, orderId }, signal }),
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
    mutationFn: (status: Exclude<OrderStatus, 'placed'>) =>
      api('POST /shops/:shopId/orders/:orderId/status', { params: { shopId, orderId }, body: { status } }),
    onSuccess: ({ sms: _sms, ...order }) => {
      qc.setQueryData<Order>(onlineKeys.order(shopId, orderId), order);
      void qc.invalidateQueries({ queryKey: stockKeys.shop(shopId) });
      void qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
      if (order.status === 'completed') void qc.invalidateQueries({ queryKey: tradeKeys.kind(shopId, 'sales') });
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: onlineKeys.summary(shopId) });
      return qc.invalidateQueries({ queryKey: onlineKeys.orders(shopId) });
    },
  });
}

/** The dashboard's cards: active orders, products on sale online, what completed orders earned, visits. */
export function useOnlineSummary() {
  return useShopQuery(onlineKeys.summary, (shopId, signal) =>
    api('GET /shops/:shopId/online-shop/summary', { params: { shopId }, signal }),
  );
}

/** At most what the server takes in one call; more are sent in turns. */
const PUBLISH_BATCH = 500;

/**
 * Puts products on sale in the store, or takes them off; then every products list (the products
 * pages and this feature's tabs) and the dashboard's count are read again.
 */
export function usePublishProducts() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ productIds, onlineSale }: { productIds: readonly string[]; onlineSale: boolean }) => {
      let updated = 0;
      for (let i = 0; i < productIds.length; i += PUBLISH_BATCH) {
        const body: PublishProductsWire = { productIds: productIds.slice(i, i + PUBLISH_BATCH), onlineSale };
        updated += (await api('POST /shops/:shopId/online-shop/products/publish', { params: { shopId }, body })).updated;
      }
      return { updated };
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: onlineKeys.summary(shopId) });
      return qc.invalidateQueries({ queryKey: productKeys.all(shopId) });
    },
  });
}

/** Visitors' messages, newest first, a page at a time; each page carries the number unread. */
export function useMessages() {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: onlineKeys.messages(shopId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/online-shop/messages', { params: { shopId }, query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: shopId !== '',
  });
}

/** The server's answer about one message put in the cached list, the unread count going down when it was read now. */
function useMessageMutation<V>(call: (shopId: string, v: V) => Promise<OnlineMessage>, retry?: false) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(shopId, v),
    ...(retry === false ? { retry } : {}),
    onSuccess: (saved) =>
      qc.setQueryData<InfiniteData<MessagePage, string | null>>(onlineKeys.messages(shopId), (old) => {
        if (!old) return old;
        const before = old.pages.flatMap((p) => p.items).find((m) => m.id === saved.id);
        const nowRead = before !== undefined && before.readAt === null && saved.readAt !== null ? 1 : 0;
        return {
          ...old,
          pages: old.pages.map((p) => ({
            ...p,
            unread: Math.max(0, p.unread - nowRead),
            items: p.items.map((m) => (m.id === saved.id ? saved : m)),
          })),
        };
      }),
  });
}

/** Marks a message read (opening it does). */
export const useMarkMessageRead = () =>
  useMessageMutation((shopId, id: string) =>
    api('POST /shops/:shopId/online-shop/messages/:messageId/read', { params: { shopId, messageId: id } }),
  );

/** Answers a message: kept with it, and sent to the visitor's mobile by SMS (never retried by itself: a second try could send a second SMS). */
export const useReplyMessage = () =>
  useMessageMutation(
    (shopId, v: { id: string; text: string }) =>
      api('POST /shops/:shopId/online-shop/messages/:messageId/reply', { params: { shopId, messageId: v.id }, body: { text: v.text } }),
    false,
  );

/** A number's online orders on every Dokani store (counts only); '' asks nothing. */
export function useFraudCheck(mobile: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: onlineKeys.fraudCheck(shopId, mobile),
    queryFn: ({ signal }) => api('GET /shops/:shopId/fraud-check', { params: { shopId }, query: { mobile }, signal }),
    enabled: shopId !== '' && mobile !== '',
    staleTime: 0,
  });
}
