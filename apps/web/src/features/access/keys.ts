/** Query keys of the shop's people and roles: a change to either refreshes both (a role's member count). */
export const accessKeys = {
  shop: (shopId: string) => ['access', shopId] as const,
  members: (shopId: string) => [...accessKeys.shop(shopId), 'members'] as const,
  roles: (shopId: string) => [...accessKeys.shop(shopId), 'roles'] as const,
};
