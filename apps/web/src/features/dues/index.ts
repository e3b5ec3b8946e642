/** The due book's public face: balances as text, a contact's dues, and its cache keys. */
export { BalanceText } from './components/BalanceText';
export { useContactTransactions, useRemind, useRemindPreview } from './api';
export { dueKeys } from './keys';
