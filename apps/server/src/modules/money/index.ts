/** The money module's public face: the money summary that moving money keeps and the transactions report reads. */
export { MONEY_DIRECTION, addMoney, rebuildMoneyDays } from './money-days.ts';
export type { MoneyKind } from './money-days.ts';
