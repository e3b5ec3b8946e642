/** Query keys of the shop's online store (its settings) and its delivery packages. */
export const onlineKeys = {
  shop: (shopId: string) => ['online', shopId] as const,
  store: (shopId: string) => [...onlineKeys.shop(shopId), 'store'] as const,
  packages: (shopId: string) => [...onlineKeys.shop(shopId), 'shipping-packages'] as const,
};
