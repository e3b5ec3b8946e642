/** Filters of the due history (GET /due-entries). Empty strings mean "any". */
export interface DueFilters {
  contactId: string;
  direction: '' | 'given' | 'received';
  from: string;
  to: string;
}

/** The due book's keys are the contacts' (one key space: a due entry changes balances, histories and lists). */
export { contactKeys as dueKeys } from '@/features/contacts';
