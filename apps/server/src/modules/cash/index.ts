/**
 * The cash module's public face: the screens of where the money is — the money accounts, their
 * ledgers and the transfers between them — over the money ledger (modules/money), which every
 * payment posts to.
 */
export { registerCashRoutes } from './cash.routes.ts';
