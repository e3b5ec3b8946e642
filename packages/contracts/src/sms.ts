/**
 * SMS (docs/API.md "SMS", decision 0014): the shop's SMS credit and the quote of a message to a list of
 * recipients. Counting is core's `countSms`, one function for the screen and the server.
 */
import { z } from 'zod';
import { listQuerySchema, ulidSchema } from './common.ts';
import { moneyOut } from './decimal.ts';
import { MAX_SMS_RECIPIENTS, MAX_SMS_TEXT, PAYMENT_PROVIDERS, SMS_RECIPIENT_GROUPS } from './constants.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export { MAX_SMS_RECIPIENTS, MAX_SMS_TEXT, SMS_FREE_MONTHLY, SMS_RECIPIENT_GROUPS } from './constants.ts';

export const smsBalanceAnswer = z
  .object({
    free: z.number().int().meta({ description: "this month's free SMS parts left (30 a month, used first)" }),
    paid: z.number().int().meta({ description: 'bought SMS parts left' }),
    total: z.number().int(),
  })
  .meta({ id: 'SmsBalance' });
export type SmsBalance = z.infer<typeof smsBalanceAnswer>;

const typedNumbers = z
  .array(z.string().max(TEXT_LIMITS.typedMobile))
  .max(MAX_SMS_RECIPIENTS, { message: 'validation.sms.tooManyRecipients' })
  .default([]);

/**
 * The typed numbers are `mobiles`, the API's fixed name; `numbers` (the name this contract first used) is still
 * taken, and the two are merged into `mobiles`.
 */
export const smsRecipientsInput = z
  .object({
    groups: z
      .array(z.enum(SMS_RECIPIENT_GROUPS))
      .max(SMS_RECIPIENT_GROUPS.length)
      .default([])
      .meta({ description: "the shop's contacts by group: all customers, suppliers, employees, or the customers who owe" }),
    contactIds: z.array(ulidSchema).max(MAX_SMS_RECIPIENTS, { message: 'validation.sms.tooManyRecipients' }).default([]),
    mobiles: typedNumbers.meta({ description: 'typed numbers (Bangla digits, +880 and spaces allowed); bad ones are listed back' }),
    numbers: typedNumbers.meta({ description: 'the former name of `mobiles`, still taken (merged with it)', deprecated: true }),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.mobiles.length + r.numbers.length > MAX_SMS_RECIPIENTS)
      ctx.addIssue({ code: 'custom', path: ['mobiles'], message: 'validation.sms.tooManyRecipients' });
  })
  .transform(({ groups, contactIds, mobiles, numbers }) => ({ groups, contactIds, mobiles: [...mobiles, ...numbers] }));

export const smsQuoteBody = z
  .object({
    text: z.string().max(MAX_SMS_TEXT, { message: 'validation.sms.tooLong' }),
    recipients: smsRecipientsInput,
  })
  .strict();
export type SmsQuoteWire = z.input<typeof smsQuoteBody>;

export const smsQuoteAnswer = z
  .object({
    characters: z.number().int().meta({
      description:
        "the (first recipient's) text's length in its encoding's units: GSM-7 septets (extension characters 2), UTF-16 units for UCS-2",
    }),
    encoding: z.enum(['GSM-7', 'UCS-2']),
    parts: z
      .number()
      .int()
      .meta({ description: "SMS parts of one message (the most any recipient's takes, when {name} or {due} make them differ)" }),
    recipients: z.number().int().meta({ description: 'unique numbers after groups, contacts and typed numbers are normalised and merged' }),
    smsCount: z
      .number()
      .int()
      .meta({ description: "parts × recipients: the credit the message takes (with {name} or {due}, the sum of each recipient's parts)" }),
    preview: z
      .string()
      .meta({ description: 'the text as the first recipient gets it, placeholders filled ({shop} alone when there is no recipient yet)' }),
    personal: z.boolean().meta({ description: 'the text names {name} or {due}: each recipient gets their own' }),
    enough: z.boolean().meta({ description: 'the balance covers smsCount' }),
    balance: smsBalanceAnswer,
    invalidNumbers: z.array(z.string()).meta({ description: 'typed numbers that are not Bangladeshi mobiles, as typed' }),
    duplicates: z.number().int().meta({ description: 'numbers given more than once (left out of recipients)' }),
    tooMany: z.boolean().meta({ description: `more than the ${MAX_SMS_RECIPIENTS} recipients a campaign may have` }),
  })
  .meta({ id: 'SmsQuote' });
export type SmsQuote = z.infer<typeof smsQuoteAnswer>;

export const SMS_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;

export const createSmsCampaignBody = smsQuoteBody
  .extend({
    id: ulidSchema.meta({ description: "the client's ULID: posting again answers the same campaign" }),
    sendAt: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'when to send; default now. Held for the next 9 am – 9 pm window (Dhaka) either way' }),
  })
  .strict();
export type CreateSmsCampaignWire = z.input<typeof createSmsCampaignBody>;

const smsCounts = z.object({ queued: z.number().int(), sent: z.number().int(), delivered: z.number().int(), failed: z.number().int() });

export const smsCampaignSchema = z
  .object({
    id: z.string(),
    status: z.enum(['scheduled', 'sending', 'done']),
    text: z.string(),
    encoding: z.enum(['GSM-7', 'UCS-2']),
    parts: z.number().int(),
    recipients: z.number().int(),
    smsCount: z.number().int(),
    sendAt: z.string(),
    /** Held for the sending window (asked for earlier, or sent outside 9 am – 9 pm Dhaka). */
    heldForWindow: z.boolean(),
    counts: smsCounts,
    refunded: z.number().int().meta({ description: 'SMS parts given back for messages that failed' }),
    /** The campaign this one sends again to the numbers that failed; null for a new message. */
    resendOf: z.string().nullable(),
    /** The campaign that sent this one's failed messages again, once it has been. */
    resentAs: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SmsCampaign' });
export type SmsCampaign = z.infer<typeof smsCampaignSchema>;

export const smsCampaignDetailSchema = smsCampaignSchema
  .extend({
    messages: z.array(
      z.object({
        id: z.string(),
        mobile: z.string(),
        status: z.enum(SMS_MESSAGE_STATUSES),
        error: z.string().nullable(),
        attempts: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SmsCampaignDetail' });
export type SmsCampaignDetail = z.infer<typeof smsCampaignDetailSchema>;

export const smsCampaignListAnswer = z.object({ items: z.array(smsCampaignSchema), nextCursor: z.string().nullable() });
export const smsCampaignParams = z.object({ shopId: ulidSchema, campaignId: ulidSchema });

/** Sends a campaign's failed messages again, as a new campaign with the client's id (credit taken again). */
export const resendSmsCampaignBody = z
  .object({ id: ulidSchema.meta({ description: "the new campaign's id (posting again answers the same one)" }) })
  .strict();

/**
 * The SMS a shop sends one person, each charged to its credit: the due notice with a due entry,
 * the due reminder, a receipt link, an answer to a storefront message, an online order's notice.
 */
export const SMS_NOTICE_PURPOSES = ['due-notice', 'due-reminder', 'receipt', 'online-message', 'online-order'] as const;

export const smsNoticeSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(SMS_NOTICE_PURPOSES),
    mobile: z.string(),
    /** The shop's contact with this number, if there is one. */
    contactName: z.string().nullable(),
    text: z.string(),
    parts: z.number().int(),
    status: z.enum(SMS_MESSAGE_STATUSES),
    error: z.string().nullable(),
    createdAt: z.string(),
    /** The notice that sent this one again after it failed, once it has been. */
    resentAs: z.string().nullable(),
  })
  .meta({ id: 'SmsNotice' });
export type SmsNotice = z.infer<typeof smsNoticeSchema>;
export const smsNoticeListAnswer = z.object({ items: z.array(smsNoticeSchema), nextCursor: z.string().nullable() });
export const smsNoticeParams = z.object({ shopId: ulidSchema, messageId: ulidSchema });

/** SMS credit bought: each paid SMS pack, newest first. */
export const smsPurchaseSchema = z
  .object({
    paymentId: z.string(),
    packageId: z.string(),
    smsCount: z.number().int(),
    amount: moneyOut,
    provider: z.enum(PAYMENT_PROVIDERS),
    transactionId: z.string().nullable(),
    paidAt: z.string(),
  })
  .meta({ id: 'SmsPurchase' });
export type SmsPurchase = z.infer<typeof smsPurchaseSchema>;
export const smsPurchaseListAnswer = z.object({ items: z.array(smsPurchaseSchema) });

/** The answer to a gateway's delivery report: how many of its messages were taken in. */
export const smsDeliveryAnswer = z.object({ received: z.number().int() });

/** A page of campaigns or notices: only the cursor. */
export const smsPageQuery = listQuerySchema.pick({ cursor: true });

/** SSL Wireless's delivery reports: the secret key in the address; the body is the gateway's own, read by its adapter. */
export const smsDeliveryQuery = z.object({ key: z.string().max(TEXT_LIMITS.token).optional() });
export const smsDeliveryBody = z.unknown();
