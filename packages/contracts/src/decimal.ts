import { z } from 'zod';
import { parseFixed, parseMoney, parseQuantity } from '@dokani/core';
import { DISCOUNT_TYPE_VALUES } from './constants.ts';
import { TEXT_LIMITS } from './text-limits.ts';

/**
 * Money and quantities travel as decimal strings (docs/API.md) and become bigint inside
 * (money: poisha, quantity: thousandths). Parsing is core's, one way everywhere.
 */
const MAX_MONEY = 100_000_000_000n; // ৳1,000,000,000.00 — far above anything a shop writes
const MAX_QTY = 1_000_000_000_000n; // 1,000,000,000 units

/** Money ≥ 0 as "125.50" (at most 2 decimals) → bigint poisha. */
export const moneyInput = z
  .string()
  .max(TEXT_LIMITS.decimalText, { message: 'validation.money' })
  .transform((v, ctx) => {
    const p = parseMoney(v.trim());
    if (p === null || p < 0n || p > MAX_MONEY) {
      ctx.addIssue({ code: 'custom', message: 'validation.money' });
      return z.NEVER;
    }
    return p;
  })
  .meta({ description: 'Money in taka, decimal string with at most 2 decimals', example: '125.50' });

/** Quantity ≥ 0 as "1.5" (at most 3 decimals) → bigint thousandths. */
export const quantityInput = z
  .string()
  .max(TEXT_LIMITS.decimalText, { message: 'validation.quantity' })
  .transform((v, ctx) => {
    const q = parseQuantity(v.trim());
    if (q === null || q < 0n || q > MAX_QTY) {
      ctx.addIssue({ code: 'custom', message: 'validation.quantity' });
      return z.NEVER;
    }
    return q;
  })
  .meta({ description: 'Quantity, decimal string with at most 3 decimals', example: '2.5' });

/** A signed, non-zero quantity change ("-2", "5.250") → bigint thousandths. */
export const quantityChangeInput = z
  .string()
  .max(TEXT_LIMITS.decimalText + 1 /* its sign */, { message: 'validation.quantity' })
  .transform((v, ctx) => {
    const q = parseQuantity(v.trim());
    if (q === null || q === 0n || q > MAX_QTY || q < -MAX_QTY) {
      ctx.addIssue({ code: 'custom', message: 'validation.quantityChange' });
      return z.NEVER;
    }
    return q;
  })
  .meta({ description: 'Signed quantity change, non-zero, at most 3 decimals', example: '-2' });

/** A percentage 0–100 with at most 2 decimals ("7.5") → bigint hundredths of a percent (750n). */
export const percentInput = z
  .string()
  .max(TEXT_LIMITS.percentText, { message: 'validation.percent' })
  .transform((v, ctx) => {
    const p = parseFixed(v.trim(), 2);
    if (p === null || p < 0n || p > 10_000n) {
      ctx.addIssue({ code: 'custom', message: 'validation.percent' });
      return z.NEVER;
    }
    return p;
  })
  .meta({ description: 'Percent 0–100, at most 2 decimals', example: '7.5' });

/** A business date YYYY-MM-DD (a real calendar day). */
export const dateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { message: 'validation.date' },
  )
  .meta({ description: 'YYYY-MM-DD', example: '2026-11-21' });

/** Decimal strings in answers. */
export const moneyOut = z.string().meta({ description: 'Money in taka, 2 decimals', example: '125.50' });

/**
 * The names of answers' cost and profit fields: a member whose role lacks `see-profit` gets each
 * of them as null, in every answer (apps/server/src/platform/profit-fields.ts).
 */
export const PROFIT_FIELDS = [
  'cost',
  'cogs',
  'profit',
  'grossProfit',
  'netProfit',
  'purchasePrice',
  'averageCost',
  'stockValue',
  'unitCost',
  'costTotal',
  'averageCostAfter',
] as const;

/** Money that is cost or profit: null for a role without `see-profit`. */
export const profitMoneyOut = z.string().nullable().meta({
  description: "Money in taka, 2 decimals; null when the member's role may not see cost and profit (`see-profit`)",
  example: '125.50',
});
export const quantityOut = z.string().meta({ description: 'Quantity, up to 3 decimals', example: '2.5' });
export const percentOut = z.string().meta({ description: 'Percent, up to 2 decimals', example: '7.5' });

export { DISCOUNT_TYPE_VALUES };
export const discountInput = z
  .object({ type: z.enum(DISCOUNT_TYPE_VALUES), value: z.string().max(TEXT_LIMITS.decimalText) })
  .strict()
  .transform((d, ctx) => {
    const value = parseFixed(d.value.trim(), 2);
    const max = d.type === 'PERCENT' ? 10_000n : MAX_MONEY;
    if (value === null || value < 0n || value > max) {
      ctx.addIssue({ code: 'custom', message: d.type === 'PERCENT' ? 'validation.percent' : 'validation.money', path: ['value'] });
      return z.NEVER;
    }
    return { type: d.type, value };
  })
  .meta({ description: 'Discount: AMOUNT in taka or PERCENT (0–100), value as a decimal string' });
export const discountOut = z.object({ type: z.enum(DISCOUNT_TYPE_VALUES), value: z.string() }).meta({ id: 'Discount' });
