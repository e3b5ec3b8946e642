/** The online-shop module's public face: its routes. */
export { registerOnlineShopRoutes } from './online-shop.routes.ts';
