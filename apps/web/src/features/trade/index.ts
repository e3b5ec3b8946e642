/** Sales and purchases' public face: their cache keys (a completed online order becomes a sale). */
export { tradeKeys } from './keys';
