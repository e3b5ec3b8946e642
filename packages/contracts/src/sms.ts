/**
 * SMS (issue 17; API.md "SMS"): the shop's SMS credit and the quote of a message to a list of
 * recipients. Counting is core's `countSms`, one function for the screen and the server.
 */
import { z } from 'zod';
import { ulidSchema } from './common.ts';
import { MAX_SMS_RECIPIENTS, MAX_SMS_TEXT, SMS_RECIPIENT_GROUPS } from './constants.ts';

export { MAX_SMS_RECIPIENTS, MAX_SMS_TEXT, SMS_FREE_MONTHLY, SMS_RECIPIENT_GROUPS } from './constants.ts';

export const smsBalanceAnswer = z
  .object({
    free: z.number().int().meta({ description: "this month's free SMS parts left (30 a month, used first)" }),
    paid: z.number().int().meta({ description: 'bought SMS parts left' }),
    total: z.number().int(),
  })
  .meta({ id: 'SmsBalance' });
export type SmsBalance = z.infer<typeof smsBalanceAnswer>;

export const smsRecipientsInput = z
  .object({
    groups: z.array(z.enum(SMS_RECIPIENT_GROUPS)).max(SMS_RECIPIENT_GROUPS.length).default([]).meta({ description: "the shop's contacts by group: all customers, suppliers, employees, or the customers who owe" }),
    contactIds: z.array(ulidSchema).max(MAX_SMS_RECIPIENTS, { message: 'validation.sms.tooManyRecipients' }).default([]),
    numbers: z.array(z.string().max(40)).max(MAX_SMS_RECIPIENTS, { message: 'validation.sms.tooManyRecipients' }).default([]).meta({ description: 'typed numbers (Bangla digits, +880 and spaces allowed); bad ones are listed back' }),
  })
  .strict();

export const smsQuoteBody = z
  .object({
    text: z.string().max(MAX_SMS_TEXT, { message: 'validation.sms.tooLong' }),
    recipients: smsRecipientsInput,
  })
  .strict();
export type SmsQuoteWire = z.input<typeof smsQuoteBody>;

export const smsQuoteAnswer = z
  .object({
    characters: z.number().int().meta({ description: "the text's length in its encoding's units: GSM-7 septets (extension characters 2), UTF-16 units for UCS-2" }),
    encoding: z.enum(['GSM-7', 'UCS-2']),
    parts: z.number().int().meta({ description: 'SMS parts of one message' }),
    recipients: z.number().int().meta({ description: 'unique numbers after groups, contacts and typed numbers are normalised and merged' }),
    smsCount: z.number().int().meta({ description: 'parts × recipients: the credit the message takes' }),
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
    sendAt: z.iso.datetime({ offset: true }).optional().meta({ description: 'when to send; default now. Held for the next 9 am – 9 pm window (Dhaka) either way' }),
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
    createdAt: z.string(),
  })
  .meta({ id: 'SmsCampaign' });
export type SmsCampaign = z.infer<typeof smsCampaignSchema>;

export const smsCampaignDetailSchema = smsCampaignSchema
  .extend({
    messages: z.array(z.object({ id: z.string(), mobile: z.string(), status: z.enum(SMS_MESSAGE_STATUSES), error: z.string().nullable(), attempts: z.number().int() })),
  })
  .meta({ id: 'SmsCampaignDetail' });
export type SmsCampaignDetail = z.infer<typeof smsCampaignDetailSchema>;

export const smsCampaignListAnswer = z.object({ items: z.array(smsCampaignSchema), nextCursor: z.string().nullable() });
export const smsCampaignParams = z.object({ shopId: ulidSchema, campaignId: ulidSchema });
