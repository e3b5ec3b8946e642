export { registerShopRoutes } from './shops.routes.ts';
export { createShopIn, listShops } from './shops.service.ts';
