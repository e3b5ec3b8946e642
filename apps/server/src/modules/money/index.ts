/**
 * The money module's public face: the money ledger every payment posts to (`postMoney`, in the
 * caller's transaction, like `moveStock` and `postDue`), and the money summary the transactions
 * report reads. The accounts' own screens — accounts, transfers — are the cash module's.
 */
export { MONEY_DIRECTION, addMoney, rebuildMoneyDays } from './money-days.ts';
export type { MoneyKind } from './money-days.ts';
export { METHOD_ACCOUNTS, addCashDrawer, netMoneyOf, postMoney, reverseMoneyOf } from './post-money.ts';
export type { MoneyContext, MoneyPosting, PostedMoney } from './post-money.ts';
// Migration 0043's fill: every shop's cash drawer, and its past payments posted.
export { postPastPayments, postShopPastPayments } from './past-payments.ts';
