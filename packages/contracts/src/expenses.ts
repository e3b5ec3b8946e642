/**
 * Expenses and other income: categories (a default set shown in the user's language,
 * plus the shop's own), entries that are voided, never erased, and totals by category.
 * Both books have the same shapes; only the paths differ (/expenses, /incomes).
 */
import { z } from 'zod';
import { listQuerySchema, ulidSchema } from './common.ts';
import { dateInput, moneyInput, moneyOut } from './decimal.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export const CASHBOOK_CATEGORY_STATUSES = ['active', 'inactive'] as const;

const categoryName = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(TEXT_LIMITS.categoryName, { message: 'validation.tooLong' });

export const createCashbookCategoryBody = z.object({ id: ulidSchema, name: categoryName }).strict();
export const patchCashbookCategoryBody = z
  .object({
    name: categoryName.optional(),
    status: z.enum(CASHBOOK_CATEGORY_STATUSES, { message: 'validation.invalidValue' }).optional(),
  })
  .strict();

export const cashbookCategorySchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'a default category is named in the caller’s language until the shop renames it' }),
    isDefault: z.boolean(),
    defaultKey: z.string().nullable().meta({ description: 'stable key of a default category, e.g. shop-rent' }),
    status: z.enum(CASHBOOK_CATEGORY_STATUSES),
  })
  .meta({ id: 'CashbookCategory' });
export type CashbookCategory = z.infer<typeof cashbookCategorySchema>;
export const cashbookCategoryListQuery = z
  .object({
    status: z
      .enum([...CASHBOOK_CATEGORY_STATUSES, 'all'])
      .optional()
      .meta({ description: 'default all' }),
  })
  .strict();
export const cashbookCategoryListAnswer = z.object({ items: z.array(cashbookCategorySchema) });
export const cashbookCategoryParams = z.object({ shopId: ulidSchema, categoryId: ulidSchema });

/** "HH:MM" or "HH:MM:SS", 24-hour, in the shop's timezone. */
export const timeInput = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'validation.time' })
  .meta({ description: 'HH:MM (24-hour) in the shop timezone', example: '23:30' });

const longText = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' }).nullable().optional();

/** An amount > 0 (the ≥ 0 money input plus the non-zero rule). */
const positiveMoney = moneyInput.refine((v) => v > 0n, { message: 'validation.amountPositive' });

export const createCashbookEntryBody = z
  .object({
    id: ulidSchema,
    categoryId: ulidSchema,
    amount: positiveMoney,
    date: dateInput.optional().meta({ description: 'business date in the shop timezone; default today' }),
    time: timeInput.optional().meta({ description: 'default: now (today) or the current time of day (another date)' }),
    employeeId: ulidSchema.nullable().optional().meta({ description: 'an employee contact (e.g. a salary)' }),
    accountId: ulidSchema.optional().meta({ description: 'the money account it was paid from (an income: into); default the cash drawer' }),
    note: longText(TEXT_LIMITS.entryNote).meta({ description: 'what the entry was for: the one free text the app asks for' }),
    reason: longText(TEXT_LIMITS.entryReason).meta({ description: 'kept for older clients; the app writes only `note`' }),
    details: longText(TEXT_LIMITS.entryDetails).meta({ description: 'kept for older clients; the app writes only `note`' }),
  })
  .strict();
export type CreateCashbookEntryBody = z.infer<typeof createCashbookEntryBody>;
export type CreateCashbookEntryWire = z.input<typeof createCashbookEntryBody>;

export const voidCashbookEntryBody = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(TEXT_LIMITS.entryVoidReason, { message: 'validation.tooLong' }),
  })
  .strict();

export const cashbookEntrySchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    amount: moneyOut,
    date: z.string().meta({ description: 'business date in the shop timezone' }),
    occurredAt: z.string(),
    employeeId: z.string().nullable(),
    note: z.string().nullable(),
    reason: z.string().nullable(),
    details: z.string().nullable(),
    status: z.enum(['active', 'void']),
    voidedAt: z.string().nullable(),
    voidReason: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CashbookEntry' });
export type CashbookEntry = z.infer<typeof cashbookEntrySchema>;

export const cashbookEntryListQuery = listQuerySchema
  .extend({
    categoryId: ulidSchema.optional(),
    employeeId: ulidSchema.optional(),
    from: dateInput.optional(),
    to: dateInput.optional(),
    status: z.enum(['active', 'void', 'all']).optional().meta({ description: 'default all' }),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.dateRange', path: ['to'] });
export type CashbookEntryListQuery = z.infer<typeof cashbookEntryListQuery>;
export const cashbookEntryListAnswer = z.object({ items: z.array(cashbookEntrySchema), nextCursor: z.string().nullable() });
export const cashbookEntryParams = z.object({ shopId: ulidSchema, entryId: ulidSchema });

export const cashbookSummaryQuery = z
  .object({
    from: dateInput.optional().meta({ description: 'default: first day of this month' }),
    to: dateInput.optional().meta({ description: 'default: today (inclusive)' }),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.dateRange', path: ['to'] });
export const cashbookSummaryAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    total: moneyOut,
    count: z.number().int(),
    byCategory: z.array(z.object({ categoryId: z.string(), name: z.string(), total: moneyOut, count: z.number().int() })),
  })
  .meta({ id: 'CashbookSummary' });
export type CashbookSummary = z.infer<typeof cashbookSummaryAnswer>;
