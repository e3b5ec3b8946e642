/** The catalogue's public face: finding a product (by search, barcode or camera) and its cache keys. */
export { fetchProduct, findByBarcode, useProductList } from './api';
export { refreshProductSnapshot, takeOfflineStock } from './offline';
export { DEFAULT_FILTERS, productKeys, stockRootKey } from './keys';
export { looksLikeBarcode, normalizeCode, productForScan } from './lib/search';
export { cameraAvailable } from './lib/camera-scan';
