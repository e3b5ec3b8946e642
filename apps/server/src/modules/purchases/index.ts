/** The purchases module's public face: its routes (buying, the purchase book, returns, void) and its book's use cases (the demo seed buys with them). */
export { registerPurchaseRoutes } from './purchases.routes.ts';
export { purchasesBook } from './purchases.book.ts';
