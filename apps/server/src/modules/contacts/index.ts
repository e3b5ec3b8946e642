/** The contacts module's public face: routes, what the due book needs to find and make contacts, and the contact summaries. */
export { registerContactRoutes } from './contacts.routes.ts';
export { insertContactIn, loadContact, withMobileRace } from './contacts.service.ts';
export { findByMobile as findContactByMobile } from './contacts.repo.ts';
export { toContact } from './contact.dto.ts';
export { createContact } from './contacts.service.ts';
export { contactMobiles, contactNamesByMobile, contactsForSms } from './mobiles.ts';
export {
  CONTACT_COLUMNS,
  ContactSums,
  LOWERING_REFS,
  contactLedgerRows,
  dueColumn,
  invoiceContacts,
  rebuildContactSummaries,
} from './contact-summaries.ts';
export type { ContactFigures, ContactType, LedgerRange } from './contact-summaries.ts';
export { contactSearchColumns } from './search.ts';
