/** The stock book's public face: its cache keys. */
export { stockKeys } from './keys';
