/** The storefront module's public face: the public shop pages and the own-domain mapping. */
export { registerStorefront } from './storefront.routes.tsx';
export { StoreDomains } from './domains.ts';
