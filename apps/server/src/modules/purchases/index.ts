/** The purchases module's public face: its routes (buying, the purchase book, returns, void). */
export { registerPurchaseRoutes } from './purchases.routes.ts';
export { createPurchase } from './purchases.service.ts';
