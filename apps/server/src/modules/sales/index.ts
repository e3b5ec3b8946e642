/** The sales module's public face: its routes (selling, the sales book, returns, void) and its book's use cases (the demo seed sells with them; receipts read a sale through `salesBook.store`). */
export { registerSaleRoutes } from './sales.routes.ts';
export { salesBook } from './sales.book.ts';
