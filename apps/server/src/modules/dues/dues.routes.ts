/** /api/v1/shops/{shopId}: the due book (feature 'dues') — entries, reversals, totals, a contact's history, reminders. */
import {
  contactHistoryAnswer,
  contactHistoryQuery,
  contactParams,
  createDueEntryBody,
  dueEntryListAnswer,
  dueEntryListQuery,
  dueEntryParams,
  dueEntrySchema,
  dueSummaryAnswer,
  remindAnswer,
  remindPreviewAnswer,
  reverseDueEntryBody,
  shopParams,
} from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createDueEntry } from './create-due-entry.ts';
import { loadEntry } from './due-entry.dto.ts';
import { dueSummary } from './due-summary.ts';
import { contactHistory, listDueEntries } from './list-due-entries.ts';
import { remindContact, remindPreview } from './remind-contact.ts';
import { reverseDueEntry } from './reverse-due-entry.ts';

const tags = ['dues'];

export function registerDueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/due-entries',
    {
      config: { auth: 'shop', feature: 'dues' },
      schema: {
        summary: 'Due history: every entry, newest first, with totals given / received over the filter',
        description: 'Filters: contactId, direction, from/to (business dates, inclusive). Keyset pagination.',
        tags,
        params: shopParams,
        querystring: dueEntryListQuery,
        response: { 200: dueEntryListAnswer },
      },
    },
    async (req) => listDueEntries(deps, requireShop(req), req.query),
  );

  r.post(
    '/shops/:shopId/due-entries',
    {
      config: { auth: 'shop', feature: 'dues', usage: 'due' },
      schema: {
        summary: 'Write a due entry (given: the contact owes more; received: the contact paid)',
        description:
          'Idempotent by the client id, which becomes the entry id. Give contactId, or name + mobile for a number that is ' +
          'not a contact yet (a customer is made; an existing customer with the number is used). sendSms sends the contact ' +
          "the amount and the new balance after the entry is saved, in the shop's SMS language; smsStatus tells how it went.",
        tags,
        params: shopParams,
        body: createDueEntryBody,
        response: { 200: dueEntrySchema, 201: dueEntrySchema },
      },
    },
    async (req, reply) => {
      const { created, entry } = await createDueEntry(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  r.get(
    '/shops/:shopId/due-entries/:entryId',
    {
      config: { auth: 'shop', feature: 'dues' },
      schema: { summary: 'One due entry', tags, params: dueEntryParams, response: { 200: dueEntrySchema } },
    },
    async (req) => loadEntry(deps.db, requireShop(req).id, req.params.entryId),
  );

  r.post(
    '/shops/:shopId/due-entries/:entryId/reverse',
    {
      config: { auth: 'shop', feature: 'dues' },
      schema: {
        summary: 'Correct an entry: writes the reversing entry (visible in history)',
        description:
          'A second reverse of the same entry → 409 DUE_ALREADY_REVERSED; reversing a reversal → 409 DUE_REVERSAL_NOT_REVERSIBLE.',
        tags,
        params: dueEntryParams,
        body: reverseDueEntryBody,
        response: { 201: dueEntrySchema },
      },
    },
    async (req, reply) => {
      const entry = await reverseDueEntry(deps, requireShop(req), requireSession(req).user, req.params.entryId, req.body.note ?? null);
      return reply.code(201).send(entry);
    },
  );

  r.get(
    '/shops/:shopId/due-summary',
    {
      config: { auth: 'shop', feature: 'dues' },
      schema: {
        summary: 'Totals receivable and payable, and how many contacts have a due',
        tags,
        params: shopParams,
        response: { 200: dueSummaryAnswer },
      },
    },
    async (req) => dueSummary(deps, requireShop(req)),
  );

  r.get(
    '/shops/:shopId/contacts/:contactId/history',
    {
      config: { auth: 'shop', feature: ['contacts', 'dues'] },
      schema: {
        summary: "A contact's due entries in ledger order, newest first, each with the balance after it",
        tags,
        params: contactParams,
        querystring: contactHistoryQuery,
        response: { 200: contactHistoryAnswer },
      },
    },
    async (req) => contactHistory(deps, requireShop(req), req.params.contactId, req.query),
  );

  r.get(
    '/shops/:shopId/contacts/:contactId/remind',
    {
      config: { auth: 'shop', feature: 'dues' },
      schema: {
        summary: 'What a due reminder would say, how many SMS it takes and when it would go (asked before sending)',
        description: 'Nothing is sent. The same refusals as sending: 409 DUE_NOTHING_TO_REMIND, 409 CONTACT_NO_MOBILE.',
        tags,
        params: contactParams,
        response: { 200: remindPreviewAnswer },
      },
    },
    async (req) => remindPreview(deps, requireShop(req), req.params.contactId),
  );

  r.post(
    '/shops/:shopId/contacts/:contactId/remind',
    {
      config: { auth: 'shop', feature: 'dues' },
      schema: {
        summary: 'Send the contact a due reminder SMS with the current balance',
        description:
          "Charged to the shop's SMS credit (402 SMS_CREDIT_SHORT). Asked between 9 pm and 9 am (Dhaka) it is held and sent at 9 am (`held`, `sendsAt`). " +
          '409 DUE_NOTHING_TO_REMIND when the balance is not positive, 409 CONTACT_NO_MOBILE without a number; once an hour a contact (409 DUE_REMIND_TOO_SOON).',
        tags,
        params: contactParams,
        response: { 200: remindAnswer },
      },
    },
    async (req) => remindContact(deps, requireShop(req), requireSession(req).user, req.params.contactId),
  );
}
