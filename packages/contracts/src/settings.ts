import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';

/** The language of the SMS a shop sends its contacts (due notices, reminders). */
export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** Receipt paper: 58 mm or 80 mm thermal roll, or A4. */
export const RECEIPT_PAPERS = ['58', '80', 'a4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];

/** The most copies of a receipt a shop prints at once. */
export const MAX_RECEIPT_COPIES = 5;

export const shopSettingsSchema = z
  .object({
    allowNegativeStock: z.boolean(),
    smsLanguage: z.enum(SMS_LANGUAGES),
    receiptPaper: z.enum(RECEIPT_PAPERS),
    receiptFooter: z.string().nullable(),
    printAfterSale: z.boolean(),
    /** Copies of each receipt (1–5). */
    receiptCopies: z.number().int(),
    /** A thermal printer opens the cash drawer after a sale's receipt. */
    openDrawer: z.boolean(),
    /** A thermal printer cuts the paper after each receipt. */
    cutPaper: z.boolean(),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const patchShopSettingsBody = z
  .object({
    allowNegativeStock: z.boolean().optional(),
    smsLanguage: z.enum(SMS_LANGUAGES).optional(),
    receiptPaper: z.enum(RECEIPT_PAPERS).optional(),
    receiptFooter: z.string().trim().max(TEXT_LIMITS.receiptFooter, { message: 'validation.tooLong' }).nullable().optional(),
    printAfterSale: z.boolean().optional(),
    receiptCopies: z.number().int({ message: 'validation.copies' }).min(1, { message: 'validation.copies' }).max(MAX_RECEIPT_COPIES, { message: 'validation.copies' }).optional(),
    openDrawer: z.boolean().optional(),
    cutPaper: z.boolean().optional(),
  })
  .strict();
