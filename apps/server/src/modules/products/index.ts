/** The products module's public face. */
export { toProduct } from './product.dto.ts';
export type { PhotoForProduct } from './product.dto.ts';
export { registerProductRoutes } from './products.routes.ts';
