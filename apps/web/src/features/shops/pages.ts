/** The shop list and forms (their texts come with the shop layout). */
export const PAGES = {
  list: () => import('./pages/ShopListPage'),
  add: () => import('./pages/AddShopPage'),
  edit: () => import('./pages/EditShopPage'),
};
