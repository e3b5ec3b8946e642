import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';

import { MAX_RECEIPT_COPIES, RECEIPT_PAPERS, SMS_LANGUAGES } from './constants.ts';

export { MAX_RECEIPT_COPIES, RECEIPT_PAPERS, SMS_LANGUAGES };
export type { ReceiptPaper, SmsLanguage } from './constants.ts';

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
    receiptCopies: z
      .number()
      .int({ message: 'validation.copies' })
      .min(1, { message: 'validation.copies' })
      .max(MAX_RECEIPT_COPIES, { message: 'validation.copies' })
      .optional(),
    openDrawer: z.boolean().optional(),
    cutPaper: z.boolean().optional(),
  })
  .strict();
