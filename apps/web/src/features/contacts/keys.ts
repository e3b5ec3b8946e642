/**
 * Query keys of contacts and the due book (which uses them as `dueKeys`), per shop. A due entry changes balances, histories,
 * lists and totals: everything sits under `contactKeys.shop(shopId)`, so one invalidation refreshes it.
 */
export const contactKeys = {
  all: ['dues'] as const,
  shop: (shopId: string) => [...contactKeys.all, shopId] as const,
  contacts: (shopId: string, type: string, q: string, inactive = false) =>
    [...contactKeys.shop(shopId), 'contacts', { type, q, inactive }] as const,
  /** The contact picker's answers (types joined, q as sent). */
  contactSearch: (shopId: string, types: string, q: string, limit: number) =>
    [...contactKeys.shop(shopId), 'contact-search', { types, q, limit }] as const,
  contact: (shopId: string, contactId: string) => [...contactKeys.shop(shopId), 'contact', contactId] as const,
  history: (shopId: string, contactId: string) => [...contactKeys.shop(shopId), 'history', contactId] as const,
  /** The due book's entries under its filters (features/dues). */
  entries: <F extends object>(shopId: string, filters: F) => [...contactKeys.shop(shopId), 'entries', filters] as const,
  summary: (shopId: string) => [...contactKeys.shop(shopId), 'summary'] as const,
};
