/**
 * Receipts shared by link or SMS: `/r/<token>` shows a sale's memo to anyone holding the
 * unguessable token. The public answer is the sale without what only the shop should see: costs,
 * profit, and the ids of users, contacts and products. Imported by subpath
 * (`@dokani/contracts/receipts`).
 */
import { z } from 'zod';
import { moneyOut, quantityOut } from './decimal.ts';
import { RECEIPT_PAPERS } from './settings.ts';
import { returnSchema, saleSchema, tradeLineSchema } from './trade.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export const receiptTokenParams = z.object({ token: z.string().max(TEXT_LIMITS.pathKey) });

export const receiptLinkAnswer = z
  .object({ url: z.string().meta({ description: 'the public path of the receipt: /r/<token>', example: '/r/Zq3v9XUpK1bT8wRmN2cY4A' }) })
  .meta({ id: 'ReceiptLink' });
export type ReceiptLink = z.infer<typeof receiptLinkAnswer>;

export const receiptSmsAnswer = z
  .object({
    url: z
      .string()
      .nullable()
      .meta({ description: 'the link sent, on PUBLIC_URL; null when no public address is configured (the SMS went without it)' }),
    to: z.string().meta({ description: "the customer's mobile (E.164)" }),
    text: z.string(),
    status: z.enum(['sent', 'failed']),
    parts: z.number().int().meta({ description: "SMS parts taken from the shop's credit (given back when it failed)" }),
  })
  .meta({ id: 'ReceiptSms' });
export type ReceiptSms = z.infer<typeof receiptSmsAnswer>;

/** The shop as a receipt's header shows it. */
export const receiptShopSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable().meta({ description: "the shop's public phone, else its phone" }),
  logoUrl: z.string().nullable(),
});
export type ReceiptShop = z.infer<typeof receiptShopSchema>;

const publicLine = tradeLineSchema.omit({ cost: true, productId: true });
const publicReturn = returnSchema.omit({ cost: true, createdBy: true, lines: true }).extend({
  lines: z.array(z.object({ lineNo: z.number().int(), quantity: quantityOut, amount: moneyOut })),
});

export const publicSaleSchema = saleSchema
  .omit({ cost: true, profit: true, createdBy: true, employeeId: true, customerId: true, stockShort: true, lines: true, returns: true })
  .extend({ lines: z.array(publicLine), returns: z.array(publicReturn) });
export type PublicSale = z.infer<typeof publicSaleSchema>;

export const publicReceiptSchema = z
  .object({
    shop: receiptShopSchema,
    footer: z.string().nullable().meta({ description: "the shop's receipt footer text" }),
    paper: z.enum(RECEIPT_PAPERS).meta({ description: "the shop's receipt paper" }),
    timezone: z.string().meta({ description: "the shop's time zone (the receipt's clock)", example: 'Asia/Dhaka' }),
    sale: publicSaleSchema,
  })
  .meta({ id: 'PublicReceipt' });
export type PublicReceipt = z.infer<typeof publicReceiptSchema>;
