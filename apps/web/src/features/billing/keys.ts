/**
 * Query keys of the packages (one list for everyone), the shop's subscription, usage and payments,
 * and a sandbox payment (public). A bought package refreshes the shop's keys.
 */
export const billingKeys = {
  packages: () => ['billing', 'packages'] as const,
  shop: (shopId: string) => ['billing', shopId] as const,
  subscription: (shopId: string) => [...billingKeys.shop(shopId), 'subscription'] as const,
  usage: (shopId: string) => [...billingKeys.shop(shopId), 'usage'] as const,
  payment: (shopId: string, id: string) => [...billingKeys.shop(shopId), 'payment', id] as const,
  sandbox: (id: string) => ['billing', 'sandbox', id] as const,
};
