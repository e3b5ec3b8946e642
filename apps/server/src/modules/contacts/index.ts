/** The contacts module's public face: routes, and what the due book needs to find and make contacts. */
export { registerContactRoutes } from './contacts.routes.ts';
export { insertContactIn, loadContact, withMobileRace } from './contacts.service.ts';
export { findByMobile as findContactByMobile } from './contacts.repo.ts';
export { toContact } from './contact.dto.ts';
export { createContact } from './contacts.service.ts';
export { contactMobiles, contactNamesByMobile, contactsForSms } from './mobiles.ts';
