import type { OrderStatus } from '@dokani/contracts/online-shop';

/** The orders list's filters (GET /orders): a status ('' for all of them) and the search text. */
export interface OrderFilters {
  status: OrderStatus | '';
  q: string;
}

/** Query keys of the shop's online store (its settings), its delivery packages, its orders, the dashboard's figures, the visitors' messages, the fraud check and the featured products. */
export const onlineKeys = {
  shop: (shopId: string) => ['online', shopId] as const,
  store: (shopId: string) => [...onlineKeys.shop(shopId), 'store'] as const,
  packages: (shopId: string) => [...onlineKeys.shop(shopId), 'shipping-packages'] as const,
  /** Every orders list and every order: a status move refreshes them all. */
  orders: (shopId: string) => [...onlineKeys.shop(shopId), 'orders'] as const,
  orderList: (shopId: string, filters: OrderFilters) => [...onlineKeys.orders(shopId), 'list', filters] as const,
  order: (shopId: string, orderId: string) => [...onlineKeys.orders(shopId), 'detail', orderId] as const,
  /** The dashboard's cards: an order move or a product put on sale changes them. */
  summary: (shopId: string) => [...onlineKeys.shop(shopId), 'summary'] as const,
  messages: (shopId: string) => [...onlineKeys.shop(shopId), 'messages'] as const,
  fraudCheck: (shopId: string, mobile: string) => [...onlineKeys.shop(shopId), 'fraud-check', mobile] as const,
  featured: (shopId: string) => [...onlineKeys.shop(shopId), 'featured'] as const,
};
