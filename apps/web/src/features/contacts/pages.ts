import { withTexts } from '@/shared/lib/i18n';

/** Contacts speak the due book's namespace, and 'stock' for the list states they share. */
const CONTACTS = ['dues', 'stock'];

/** The contact list and a contact's page, with their texts. */
export const PAGES = {
  list: withTexts(CONTACTS, () => import('./pages/ContactListPage')),
  detail: withTexts(CONTACTS, () => import('./pages/ContactDetailPage')),
};
