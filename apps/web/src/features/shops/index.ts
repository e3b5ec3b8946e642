/** The shops feature's public face. */
export { useShop, useShops } from './api';
