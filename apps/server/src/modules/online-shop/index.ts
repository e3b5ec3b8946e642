/** The online-shop module's public face: its routes, and what the public storefront reads. */
export { registerOnlineShopRoutes } from './online-shop.routes.ts';
export { listStoreProducts, storeView } from './public-store.ts';
export type { StoreView } from './public-store.ts';
export { countVisit, publishedDomains, setStoreDomain, sitemapProducts, storeProduct, trackOrder } from './store-pages.ts';
export type { StorePageProduct } from './store-pages.ts';
export { featuredProducts, smallBannerUrl } from './store-look.ts';
