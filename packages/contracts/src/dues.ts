import { z } from 'zod';
import { listQuerySchema, mobileInputSchema, ulidSchema } from './common.ts';
import { CONTACT_TYPES } from './contacts.ts';
import { dateInput, moneyInput, moneyOut } from './decimal.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export const DUE_DIRECTION_VALUES = ['given', 'received'] as const;
export const DUE_TYPES = ['product', 'money'] as const;
export const DUE_SMS_STATUSES = ['pending', 'sent', 'failed', 'no-mobile'] as const;

/** A due amount: money > 0. */
const dueAmountInput = moneyInput.refine((v) => v > 0n, { message: 'validation.due.amountPositive' });

/**
 * A due entry by hand. Either `contactId`, or `name` + `mobile` of a number that is not a contact
 * yet (a customer is made for it; an existing customer with that number is used).
 */
export const createDueEntryBody = z
  .object({
    id: ulidSchema,
    contactId: ulidSchema.optional(),
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(TEXT_LIMITS.personName, { message: 'validation.tooLong' })
      .optional(),
    mobile: mobileInputSchema.optional(),
    direction: z.enum(DUE_DIRECTION_VALUES, { message: 'validation.due.direction' }),
    dueType: z.enum(DUE_TYPES, { message: 'validation.due.dueType' }),
    amount: dueAmountInput,
    note: z.string().trim().max(TEXT_LIMITS.dueNote, { message: 'validation.tooLong' }).nullable().optional(),
    date: dateInput.optional().meta({ description: "business date; default today in the shop's timezone" }),
    sendSms: z.boolean().optional().meta({ description: 'send the contact an SMS with the amount and the new balance' }),
    accountId: ulidSchema
      .optional()
      .meta({ description: 'a money entry: the money account the money went into (received) or out of (given); default the cash drawer' }),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.contactId !== undefined) {
      if (b.name !== undefined || b.mobile !== undefined)
        ctx.addIssue({ code: 'custom', message: 'validation.due.contactOrNumber', path: ['contactId'] });
      return;
    }
    if (b.mobile === undefined) ctx.addIssue({ code: 'custom', message: 'validation.due.contactOrNumber', path: ['mobile'] });
    if (b.name === undefined) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['name'] });
  });
export type CreateDueEntryBody = z.infer<typeof createDueEntryBody>;
export type CreateDueEntryWire = z.input<typeof createDueEntryBody>;

export const reverseDueEntryBody = z
  .object({ note: z.string().trim().max(TEXT_LIMITS.dueNote, { message: 'validation.tooLong' }).nullable().optional() })
  .strict()
  .meta({ description: '{} or { note }: why the entry is corrected' });

export const dueEntrySchema = z
  .object({
    id: z.string(),
    contactId: z.string(),
    contactName: z.string(),
    contactType: z.enum(CONTACT_TYPES),
    date: z.string().meta({ description: 'business date' }),
    occurredAt: z.string(),
    direction: z.enum(DUE_DIRECTION_VALUES).meta({ description: 'given: the contact owes more; received: the contact paid' }),
    dueType: z.enum(DUE_TYPES),
    amount: moneyOut,
    balanceAfter: moneyOut.meta({ description: "the contact's balance after this entry (positive = owes the shop)" }),
    note: z.string().nullable(),
    sendSms: z.boolean(),
    smsStatus: z.enum(DUE_SMS_STATUSES).nullable(),
    reversesId: z.string().nullable().meta({ description: 'the entry this one reverses (a correction)' }),
    reversedById: z.string().nullable().meta({ description: 'the entry that reversed this one' }),
    refType: z.string().nullable(),
    refId: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DueEntry' });
export type DueEntry = z.infer<typeof dueEntrySchema>;

export const dueEntryListQuery = listQuerySchema.omit({ q: true }).extend({
  contactId: ulidSchema.optional(),
  direction: z.enum(DUE_DIRECTION_VALUES).optional(),
  from: dateInput.optional(),
  to: dateInput.optional(),
});
export type DueEntryListQuery = z.infer<typeof dueEntryListQuery>;

export const dueEntryListAnswer = z.object({
  items: z.array(dueEntrySchema),
  nextCursor: z.string().nullable(),
  totals: z.object({ given: moneyOut, received: moneyOut }).meta({ description: 'over all entries of the filter, not only this page' }),
});

export const contactHistoryQuery = listQuerySchema.omit({ q: true });
export const contactHistoryAnswer = z.object({ items: z.array(dueEntrySchema), nextCursor: z.string().nullable() });

export const dueSummaryAnswer = z.object({
  receivable: moneyOut.meta({ description: 'Σ of positive balances: what contacts owe the shop' }),
  payable: moneyOut.meta({ description: 'Σ of negative balances, as a positive amount: what the shop owes' }),
  receivableContacts: z.number().int(),
  payableContacts: z.number().int(),
  contactsWithDue: z.number().int(),
});

export const dueEntryParams = z.object({ shopId: ulidSchema, entryId: ulidSchema });

export const remindAnswer = z.object({
  smsStatus: z
    .enum(['sent', 'failed', 'held'])
    .meta({ description: 'held: asked for between 9 pm and 9 am (Dhaka), charged now and sent at `sendsAt`' }),
  segments: z.number().int(),
  text: z.string(),
  sendsAt: z.string().nullable().meta({ description: 'when a held reminder goes (9 am Dhaka); null when it went at once' }),
});

/** What a reminder would say, cost and when it would go: asked before the owner confirms. */
export const remindPreviewAnswer = z.object({
  text: z.string(),
  segments: z.number().int().meta({ description: "SMS parts it takes from the shop's credit" }),
  sendsAt: z.string().nullable().meta({ description: 'null: at once; else 9 am Dhaka (asked between 9 pm and 9 am)' }),
});
