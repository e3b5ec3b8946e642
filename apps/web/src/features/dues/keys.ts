/** Filters of the due history (GET /due-entries). Empty strings mean "any". */
export interface DueFilters {
  contactId: string;
  direction: '' | 'given' | 'received';
  from: string;
  to: string;
}

/**
 * Query keys of contacts and the due book, per shop. A due entry changes balances, histories,
 * lists and totals: everything sits under `dueKeys.shop(shopId)`, so one invalidation refreshes it.
 */
export const dueKeys = {
  all: ['dues'] as const,
  shop: (shopId: string) => [...dueKeys.all, shopId] as const,
  contacts: (shopId: string, type: string, q: string, inactive = false) =>
    [...dueKeys.shop(shopId), 'contacts', { type, q, inactive }] as const,
  /** The contact picker's answers (types joined, q as sent). */
  contactSearch: (shopId: string, types: string, q: string, limit: number) =>
    [...dueKeys.shop(shopId), 'contact-search', { types, q, limit }] as const,
  contact: (shopId: string, contactId: string) => [...dueKeys.shop(shopId), 'contact', contactId] as const,
  history: (shopId: string, contactId: string) => [...dueKeys.shop(shopId), 'history', contactId] as const,
  entries: (shopId: string, filters: DueFilters) => [...dueKeys.shop(shopId), 'entries', filters] as const,
  summary: (shopId: string) => [...dueKeys.shop(shopId), 'summary'] as const,
};
