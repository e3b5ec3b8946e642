/** The stock module's only public face: the one way to move stock, and the routes. */
export { moveStock } from './stock.service.ts';
export type { LockedStockRow, StockMove, StockMoveContext, StockMoveResult } from './stock.types.ts';
export { registerStockRoutes } from './stock.routes.ts';
