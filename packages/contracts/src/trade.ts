/**
 * Sales and purchases (decision 0004): the bodies the counter posts and the answers the books read.
 * The two have one shape; a purchase's `unitPrice` is the unit cost and its contact a supplier.
 * The money rules live in packages/core/src/invoice.ts; these schemas only carry the numbers.
 */
import { z } from 'zod';
import { listQuerySchema, mobileInputSchema, optionalText, ulidSchema } from './common.ts';
import {
  dateInput,
  discountInput,
  discountOut,
  moneyInput,
  moneyOut,
  profitMoneyOut,
  percentInput,
  percentOut,
  quantityInput,
  quantityOut,
} from './decimal.ts';
import { COUNT_LIMITS, TEXT_LIMITS } from './text-limits.ts';

import { MAX_INVOICE_LINES, PAYMENT_FILTERS, PAYMENT_METHODS } from './constants.ts';

export { MAX_INVOICE_LINES, PAYMENT_FILTERS, PAYMENT_METHODS };
export type { PaymentMethod } from './constants.ts';

export const TRADE_STATUSES = ['completed', 'void'] as const;

const positiveQuantity = quantityInput.refine((v) => v > 0n, { message: 'validation.trade.quantityPositive' });
const positiveMoney = moneyInput.refine((v) => v > 0n, { message: 'validation.trade.amountPositive' });
const note = optionalText(TEXT_LIMITS.invoiceNote);

export const paymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS, { message: 'validation.trade.paymentMethod' }),
    amount: positiveMoney,
    accountId: ulidSchema.optional().meta({ description: 'the money account it lands in; default the method’s (cash: the cash drawer)' }),
    transactionId: z
      .string()
      .trim()
      .max(TEXT_LIMITS.providerRef, { message: 'validation.tooLong' })
      .optional()
      .meta({ description: 'the customer’s bKash/Nagad transaction id, kept on the account’s movement' }),
  })
  .strict();

/** A contact made on the spot: a number that is not a customer/supplier yet (an existing one with it is used). */
export const inlineContactInput = z
  .object({
    name: z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.personName, { message: 'validation.tooLong' }),
    mobile: mobileInputSchema,
    address: optionalText(TEXT_LIMITS.address),
  })
  .strict();

const saleLineInput = z
  .object({
    productId: ulidSchema,
    quantity: positiveQuantity,
    unitPrice: moneyInput
      .optional()
      .meta({ description: "default: the product's sell price, the bulk price from its minimum quantity on" }),
    discount: discountInput.nullable().optional().meta({ description: "left out: the product's own discount; null: none" }),
  })
  .strict();

const purchaseLineInput = z
  .object({
    productId: ulidSchema,
    quantity: positiveQuantity,
    unitPrice: moneyInput.optional().meta({ description: "the unit cost; default: the product's purchase price" }),
    discount: discountInput.nullable().optional(),
    vatPercent: percentInput.optional().meta({ description: 'VAT charged by the supplier on this line; default 0' }),
  })
  .strict();

const tradeCommon = {
  id: ulidSchema.meta({ description: 'the client’s ULID: posting the same body again answers the same sale (idempotent)' }),
  date: dateInput.optional().meta({ description: "business date; default today in the shop's timezone (back-dating allowed)" }),
  employeeId: ulidSchema.optional(),
  discount: discountInput.nullable().optional(),
  deliveryCharge: moneyInput.optional(),
  payments: z.array(paymentInput).max(COUNT_LIMITS.payments, { message: 'validation.trade.tooManyPayments' }).default([]),
  note,
  total: moneyInput
    .optional()
    .meta({ description: 'the total the client computed; the server refuses the sale (409 TRADE_TOTAL_MISMATCH) when its own differs' }),
};

export const quickSellInput = z
  .object({
    amount: positiveMoney,
    profit: moneyInput.optional().meta({ description: 'the profit of this sale when the shop knows it; cost = amount − profit' }),
  })
  .strict()
  .refine((q) => q.profit === undefined || q.profit <= q.amount, { message: 'validation.trade.profitAboveAmount', path: ['profit'] });

/** A sale made on a device while the network was down (decision 0013). */
export const offlineSaleInput = z
  .object({
    madeAt: z.iso.datetime({ offset: true }).meta({ description: 'when the sale was made on the device' }),
    number: z
      .string()
      .trim()
      .min(1)
      .max(TEXT_LIMITS.offlineNumber, { message: 'validation.trade.offlineNumber' })
      .meta({ description: 'the provisional number its receipt printed' }),
  })
  .strict();

export const createSaleBody = z
  .object({
    ...tradeCommon,
    offline: offlineSaleInput.optional().meta({
      description: 'made offline: dated when made, taken even if the stock went short meanwhile (then marked stockShort for review)',
    }),
    customerId: ulidSchema.optional(),
    customer: inlineContactInput.optional(),
    lines: z.array(saleLineInput).max(MAX_INVOICE_LINES, { message: 'validation.trade.tooManyLines' }).optional(),
    quickSell: quickSellInput.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.customerId !== undefined && b.customer !== undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.trade.contactOnce', path: ['customer'] });
    if ((b.lines === undefined) === (b.quickSell === undefined))
      ctx.addIssue({ code: 'custom', message: 'validation.trade.linesOrQuickSell', path: ['lines'] });
    if (b.lines !== undefined && b.lines.length === 0)
      ctx.addIssue({ code: 'custom', message: 'validation.trade.emptyCart', path: ['lines'] });
    if (b.quickSell !== undefined && (b.discount != null || b.deliveryCharge !== undefined))
      ctx.addIssue({ code: 'custom', message: 'validation.trade.quickSellPlain', path: ['quickSell'] });
  });
export type CreateSaleBody = z.infer<typeof createSaleBody>;
/** The body of POST /sales as the client sends it (before the schema's defaults and transforms). */
export type CreateSaleWire = z.input<typeof createSaleBody>;

export const createPurchaseBody = z
  .object({
    ...tradeCommon,
    supplierId: ulidSchema.optional(),
    supplier: inlineContactInput.optional(),
    lines: z
      .array(purchaseLineInput)
      .min(1, { message: 'validation.trade.emptyCart' })
      .max(MAX_INVOICE_LINES, { message: 'validation.trade.tooManyLines' }),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.supplierId !== undefined && b.supplier !== undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.trade.contactOnce', path: ['supplier'] });
  });
export type CreatePurchaseBody = z.infer<typeof createPurchaseBody>;
export type CreatePurchaseWire = z.input<typeof createPurchaseBody>;

/** A return: which lines (1-based `lineNo` of the sale or purchase) and how much of each. */
export const createReturnBody = z
  .object({
    id: ulidSchema,
    date: dateInput.optional(),
    lines: z
      .array(z.object({ lineNo: z.number().int().min(1), quantity: positiveQuantity }).strict())
      .min(1, { message: 'validation.trade.emptyReturn' })
      .max(COUNT_LIMITS.returnLines),
    note,
    accountId: ulidSchema
      .optional()
      .meta({ description: 'the money account a refund is paid from (a purchase return: into); default the cash drawer' }),
  })
  .strict();
export type CreateReturnBody = z.infer<typeof createReturnBody>;
export type CreateReturnWire = z.input<typeof createReturnBody>;

export const voidBody = z.object({ reason: optionalText(TEXT_LIMITS.invoiceVoidReason) }).strict();
export type VoidBody = z.infer<typeof voidBody>;
export type VoidWire = z.input<typeof voidBody>;

// --- answers ---

export const tradeLineSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  unit: z.string(),
  quantity: quantityOut,
  returnedQuantity: quantityOut,
  unitPrice: moneyOut,
  discount: discountOut.nullable(),
  discountAmount: moneyOut,
  vatPercent: percentOut,
  vat: moneyOut,
  total: moneyOut.meta({ description: 'quantity × unitPrice − discountAmount + vat' }),
  discountShare: moneyOut.meta({ description: "this line's part of the invoice discount" }),
  cost: profitMoneyOut.meta({
    description: 'sales: cost of goods of the line, from the stock ledger; purchases: what the line added to stock value',
  }),
  warrantyEndsOn: z.string().nullable(),
});

export const paymentOut = z.object({ method: z.enum(PAYMENT_METHODS), amount: moneyOut });

export const returnSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    occurredAt: z.string(),
    lines: z.array(
      z.object({ lineNo: z.number().int(), productId: z.string(), quantity: quantityOut, amount: moneyOut, cost: profitMoneyOut }),
    ),
    amount: moneyOut.meta({ description: 'value of the goods returned (their part of the lines, discounts and VAT)' }),
    cost: profitMoneyOut,
    dueReduced: moneyOut.meta({ description: 'taken off what the contact still owed (or what the shop owed) for this invoice' }),
    refunded: moneyOut.meta({ description: 'the rest, paid back in cash' }),
    note: z.string().nullable(),
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'TradeReturn' });

const tradeBase = {
  id: z.string(),
  number: z.string().meta({ example: 'S-000123' }),
  date: z.string(),
  occurredAt: z.string(),
  status: z.enum(TRADE_STATUSES),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  lines: z.array(tradeLineSchema),
  payments: z.array(paymentOut),
  subtotal: moneyOut,
  discount: discountOut.nullable(),
  discountAmount: moneyOut,
  vat: moneyOut,
  deliveryCharge: moneyOut,
  total: moneyOut,
  paid: moneyOut,
  due: moneyOut,
  change: moneyOut,
  returnedAmount: moneyOut,
  returns: z.array(returnSchema),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
};

export const saleSchema = z
  .object({
    ...tradeBase,
    kind: z.enum(['items', 'quick']),
    customerId: z.string().nullable(),
    customerName: z.string().nullable(),
    customerMobile: z.string().nullable(),
    customerAddress: z.string().nullable(),
    customerBalance: moneyOut.nullable().meta({ description: "the customer's due balance right after this sale (for the receipt)" }),
    customerBalanceNow: moneyOut
      .nullable()
      .meta({ description: "the customer's due balance now (a receipt printed again after a return or a void shows it)" }),
    cost: profitMoneyOut,
    profit: profitMoneyOut.meta({ description: 'revenue (total − VAT − returns) − cost of goods sold (net of returns)' }),
    offline: z
      .object({ madeAt: z.string(), number: z.string() })
      .nullable()
      .meta({ description: 'made offline: when, and the provisional number on its receipt' }),
    stockShort: z.boolean().meta({ description: 'an offline sale that arrived after the stock had gone short: for the owner to review' }),
  })
  .meta({ id: 'Sale' });
export type Sale = z.infer<typeof saleSchema>;

export const purchaseSchema = z
  .object({
    ...tradeBase,
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    supplierMobile: z.string().nullable(),
    supplierAddress: z.string().nullable(),
    supplierBalance: moneyOut
      .nullable()
      .meta({ description: 'the due balance with the supplier right after this purchase (negative: the shop owes)' }),
    supplierBalanceNow: moneyOut.nullable().meta({ description: 'the due balance with the supplier now' }),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;

/** A row of a book (list): no lines, no returns. */
export const saleRowSchema = saleSchema.omit({ lines: true, returns: true }).extend({ lineCount: z.number().int() });
export const purchaseRowSchema = purchaseSchema.omit({ lines: true, returns: true }).extend({ lineCount: z.number().int() });

export const tradeListQuery = listQuerySchema.extend({
  from: dateInput.optional(),
  to: dateInput.optional(),
  contactId: ulidSchema.optional(),
  payment: z.enum(PAYMENT_FILTERS).optional(),
  dueOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  status: z.enum([...TRADE_STATUSES, 'all']).optional(),
  stockShort: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: 'sales only: only the offline sales that arrived after the stock had gone short' }),
});
export type TradeListQuery = z.infer<typeof tradeListQuery>;

/** Totals over every row of the filter (not only the page). Void rows are counted apart. */
const tradeTotals = {
  count: z.number().int(),
  total: moneyOut,
  paid: moneyOut,
  due: moneyOut,
  returnedAmount: moneyOut,
  voidCount: z.number().int(),
};
export const saleListAnswer = z.object({
  items: z.array(saleRowSchema),
  nextCursor: z.string().nullable(),
  totals: z.object({ ...tradeTotals, profit: profitMoneyOut }),
});
export const purchaseListAnswer = z.object({
  items: z.array(purchaseRowSchema),
  nextCursor: z.string().nullable(),
  totals: z.object(tradeTotals),
});

export const saleParams = z.object({ shopId: ulidSchema, saleId: ulidSchema });
export const purchaseParams = z.object({ shopId: ulidSchema, purchaseId: ulidSchema });
