/** The products module's public face. */
export { toProduct } from './product.dto.ts';
export type { PhotoForProduct } from './product.dto.ts';
export { registerProductRoutes } from './products.routes.ts';
export { createProduct } from './products.service.ts';
export { listProducts } from './list-products.ts';
export { fillSoundKeys } from './sound-keys.ts';
export { productSearchColumns } from './search.ts';
