/** /api/v1/shops/{shopId}: the due book (feature 'dues') — entries, reversals, totals, a contact's history, reminders. */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { createDueEntry } from './create-due-entry.ts';
import { loadEntry } from './due-entry.dto.ts';
import { dueSummary } from './due-summary.ts';
import { contactHistory, listDueEntries } from './list-due-entries.ts';
import { remindContact, remindPreview } from './remind-contact.ts';
import { reverseDueEntry } from './reverse-due-entry.ts';

export function registerDueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['dues'] });
  const policy = { auth: 'shop', feature: 'dues' } as const;

  route(
    'GET /shops/:shopId/due-entries',
    {
      ...policy,
      summary: 'Due history: every entry, newest first, with totals given / received over the filter',
      description: 'Filters: contactId, direction, from/to (business dates, inclusive). Keyset pagination.',
    },
    async (req) => listDueEntries(deps, requireShop(req), req.query),
  );

  route(
    'POST /shops/:shopId/due-entries',
    {
      ...policy,
      usage: 'due',
      summary: 'Write a due entry (given: the contact owes more; received: the contact paid)',
      description:
        'Idempotent by the client id, which becomes the entry id. Give contactId, or name + mobile for a number that is ' +
        'not a contact yet (a customer is made; an existing customer with the number is used). sendSms sends the contact ' +
        "the amount and the new balance after the entry is saved, in the shop's SMS language; smsStatus tells how it went.",
    },
    async (req, reply) => {
      const { created, entry } = await createDueEntry(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  route('GET /shops/:shopId/due-entries/:entryId', { ...policy, summary: 'One due entry' }, async (req) =>
    loadEntry(deps.db, requireShop(req).id, req.params.entryId),
  );

  route(
    'POST /shops/:shopId/due-entries/:entryId/reverse',
    {
      ...policy,
      summary: 'Correct an entry: writes the reversing entry (visible in history)',
      description: 'A second reverse of the same entry → 409 DUE_ALREADY_REVERSED; reversing a reversal → 409 DUE_REVERSAL_NOT_REVERSIBLE.',
    },
    async (req, reply) => {
      const entry = await reverseDueEntry(deps, requireShop(req), requireSession(req).user, req.params.entryId, req.body.note ?? null);
      return reply.code(201).send(entry);
    },
  );

  route(
    'GET /shops/:shopId/due-summary',
    { ...policy, summary: 'Totals receivable and payable, and how many contacts have a due' },
    async (req) => dueSummary(deps, requireShop(req)),
  );

  route(
    'GET /shops/:shopId/contacts/:contactId/history',
    {
      auth: 'shop',
      feature: ['contacts', 'dues'],
      summary: "A contact's due entries in ledger order, newest first, each with the balance after it",
    },
    async (req) => contactHistory(deps, requireShop(req), req.params.contactId, req.query),
  );

  route(
    'GET /shops/:shopId/contacts/:contactId/remind',
    {
      ...policy,
      summary: 'What a due reminder would say, how many SMS it takes and when it would go (asked before sending)',
      description: 'Nothing is sent. The same refusals as sending: 409 DUE_NOTHING_TO_REMIND, 409 CONTACT_NO_MOBILE.',
    },
    async (req) => remindPreview(deps, requireShop(req), req.params.contactId),
  );

  route(
    'POST /shops/:shopId/contacts/:contactId/remind',
    {
      ...policy,
      summary: 'Send the contact a due reminder SMS with the current balance',
      description:
        "Charged to the shop's SMS credit (402 SMS_CREDIT_SHORT). Asked between 9 pm and 9 am (Dhaka) it is held and sent at 9 am (`held`, `sendsAt`). " +
        '409 DUE_NOTHING_TO_REMIND when the balance is not positive, 409 CONTACT_NO_MOBILE without a number; once an hour a contact (409 DUE_REMIND_TOO_SOON).',
    },
    async (req) => remindContact(deps, requireShop(req), requireSession(req).user, req.params.contactId),
  );
}
