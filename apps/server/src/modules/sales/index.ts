/** The sales module's public face: its routes (selling, the sales book, returns, void). */
export { registerSaleRoutes } from './sales.routes.ts';
/** The sales tables read into the shared invoice shapes (for modules that show a sale, e.g. receipts: `loadDetail(db, saleStore, …)`). */
export { saleStore } from './sales.service.ts';
export { createSale, returnSale } from './sales.service.ts';
