/**
 * Reports (issue: reports). First slice: the overview of a period (the home page's figures).
 * Business dates are in the shop's timezone; money is decimal strings.
 */
import { z } from 'zod';
import { dateInput, moneyOut } from './decimal.ts';
import { ulidSchema } from './common.ts';

/** The longest period a report covers, in days (from and to inclusive). */
export const REPORT_MAX_DAYS = 366;

export const reportRangeQuery = z
  .object({
    from: dateInput.optional().meta({ description: 'first business date (inclusive); default: `to`, or today' }),
    to: dateInput.optional().meta({ description: 'last business date (inclusive); default today' }),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.dateRange', path: ['to'] });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const reportParams = z.object({ shopId: ulidSchema });

export const overviewRecentSale = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  customerName: z.string().nullable(),
  total: moneyOut,
  due: moneyOut.meta({ description: 'still owed on the sale (0 once void)' }),
  status: z.enum(['completed', 'void']),
});
export type OverviewRecentSale = z.infer<typeof overviewRecentSale>;

export const reportCategoryAmount = z.object({
  categoryId: z.string(),
  name: z.string().meta({ description: 'the category name (a default category in the caller’s language, unless renamed)' }),
  amount: moneyOut,
});
export type ReportCategoryAmount = z.infer<typeof reportCategoryAmount>;

export const reportOverviewAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    sales: z.object({
      count: z.number().int().meta({ description: 'sales posted in the period (by sale date)' }),
      total: moneyOut.meta({ description: 'Σ total of the sales posted in the period' }),
      returns: moneyOut.meta({ description: 'Σ amount of the returns of the period (by return date)' }),
      voids: moneyOut.meta({ description: 'Σ of what the voids of the period undid: total − returned amount' }),
      revenue: moneyOut.meta({ description: 'sales − VAT − (returns − their VAT) − voided revenue' }),
      cogs: moneyOut.meta({ description: 'cost of goods sold: sale cost − returned cost − voided remaining cost' }),
      grossProfit: moneyOut,
    }),
    expenses: moneyOut.meta({ description: 'Σ expenses of the period (not voided, by entry date)' }),
    expensesByCategory: z
      .array(reportCategoryAmount)
      .meta({ description: 'the expenses of the period by category, largest first; they add up to `expenses`' }),
    income: moneyOut.meta({ description: 'Σ other income of the period (not voided, by entry date)' }),
    incomeByCategory: z
      .array(reportCategoryAmount)
      .meta({ description: 'the other income of the period by category, largest first; they add up to `income`' }),
    netProfit: moneyOut.meta({ description: 'gross profit − expenses + income' }),
    receivable: moneyOut.meta({ description: 'what contacts owe the shop now' }),
    payable: moneyOut.meta({ description: 'what the shop owes contacts now' }),
    lowStockCount: z.number().int().meta({ description: 'active products at or below their low-stock alert, now' }),
    recent: z.array(overviewRecentSale).meta({ description: 'the last 10 sales up to `to`, newest first' }),
  })
  .meta({ id: 'ReportOverview' });
export type ReportOverview = z.infer<typeof reportOverviewAnswer>;
