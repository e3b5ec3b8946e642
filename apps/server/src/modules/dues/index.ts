/** The dues module's only public face: the one way to change a contact's balance, and the routes. */
export { postDue } from './dues.service.ts';
export type { DueContext, DuePostResult, DuePosting } from './dues.types.ts';
export { sendDueNotice } from './due-sms.ts';
export { registerDueRoutes } from './dues.routes.ts';
export { createDueEntry } from './create-due-entry.ts';
