import { z } from 'zod';
import { listQuerySchema, ulidSchema } from './common.ts';
import { dateInput, moneyInput, moneyOut, profitMoneyOut, quantityChangeInput, quantityInput, quantityOut } from './decimal.ts';
import { STOCK_DECREASE_REASONS, STOCK_REASONS, STOCK_UPDATE_REASONS } from './stock-reasons.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export * from './stock-reasons.ts';

/**
 * A manual stock update (POST /stock-movements). Either `change` (signed) or, for a count
 * correction, `countedStock` — the server then moves the difference under the row lock.
 */
export const createStockMovementBody = z
  .object({
    id: ulidSchema,
    productId: ulidSchema,
    reason: z.enum(STOCK_UPDATE_REASONS, { message: 'validation.stock.reason' }),
    change: quantityChangeInput.optional(),
    countedStock: quantityInput.optional(),
    unitCost: moneyInput
      .optional()
      .meta({ description: 'cost per unit of an increase; default the current average (or the purchase price when there is none)' }),
    note: z.string().trim().max(TEXT_LIMITS.stockNote, { message: 'validation.tooLong' }).nullable().optional(),
    deviceName: z.string().trim().max(TEXT_LIMITS.deviceName, { message: 'validation.tooLong' }).nullable().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.change === undefined) === (b.countedStock === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'validation.stock.changeOrCount', path: ['change'] });
    }
    if (b.countedStock !== undefined && b.reason !== 'count-correction') {
      ctx.addIssue({ code: 'custom', message: 'validation.stock.countOnlyForCorrection', path: ['countedStock'] });
    }
    if (b.change !== undefined && b.change > 0n && STOCK_DECREASE_REASONS.includes(b.reason)) {
      ctx.addIssue({ code: 'custom', message: 'validation.stock.mustDecrease', path: ['change'] });
    }
  });
export type CreateStockMovementBody = z.infer<typeof createStockMovementBody>;
export type CreateStockMovementWire = z.input<typeof createStockMovementBody>;

export const stockMovementSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    unit: z.string(),
    occurredAt: z.string(),
    date: z.string().meta({ description: 'business date in the shop timezone' }),
    reason: z.enum(STOCK_REASONS),
    change: quantityOut,
    previousStock: quantityOut,
    afterStock: quantityOut,
    unitCost: profitMoneyOut.meta({ description: 'the stock price of this movement: cost per unit' }),
    costTotal: profitMoneyOut.meta({ description: 'signed: quantity × unit cost, fixed when the movement happened' }),
    averageCostAfter: profitMoneyOut,
    note: z.string().nullable(),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    deviceName: z.string().nullable(),
    refType: z.string().nullable(),
    refId: z.string().nullable(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementListQuery = listQuerySchema.extend({
  productId: ulidSchema.optional(),
  reason: z.enum(STOCK_REASONS).optional(),
  from: dateInput.optional(),
  to: dateInput.optional(),
});
export const stockMovementListAnswer = z.object({ items: z.array(stockMovementSchema), nextCursor: z.string().nullable() });

/** Stock book totals over all active products. */
export const stockSummaryAnswer = z.object({
  productCount: z.number().int(),
  totalQuantity: quantityOut.meta({ description: 'sum of positive stock (mixed units; for a glance only)' }),
  totalValue: moneyOut,
  lowStockCount: z.number().int(),
  outOfStockCount: z.number().int(),
});

/** Sold items under warranty: end date = sale date + warranty days. */
export const warrantyQuery = listQuerySchema.extend({ status: z.enum(['active', 'expired', 'all']).optional() });
export const warrantyItem = z.object({
  saleId: z.string(),
  saleNumber: z.string(),
  saleDate: z.string(),
  productId: z.string(),
  productName: z.string(),
  quantity: quantityOut,
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
  warrantyDays: z.number().int(),
  warrantyEndsOn: z.string(),
  daysLeft: z.number().int(),
});
export const warrantyAnswer = z.object({ items: z.array(warrantyItem), nextCursor: z.string().nullable() });
