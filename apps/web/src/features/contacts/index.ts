/**
 * The contacts feature's public face: the picker the counter, books and due book use, its search
 * (SMS recipients), a balance as words, a contact's history and reminders, and the cache keys the
 * due book shares.
 */
export { ContactPicker } from './components/ContactPicker';
export { useContact, useContactSearch } from './api';
export { refreshContactSnapshot } from './offline';
export { BalanceText } from './components/BalanceText';
export { useContactTransactions, useRemind, useRemindPreview } from './api';
export { contactKeys } from './keys';
