/**
 * Reports. First slice: the overview of a period (the home page's figures).
 * Business dates are in the shop's timezone; money is decimal strings.
 */
import { z } from 'zod';
import { dateInput, moneyOut, profitMoneyOut, quantityOut } from './decimal.ts';
import { ulidSchema } from './common.ts';
import { COUNT_LIMITS, TEXT_LIMITS } from './text-limits.ts';

/** The longest period a report covers: 10 years (the summaries keep even that fast). */
export const REPORT_MAX_YEARS = 10;
/** … in days (from and to inclusive). */
export const REPORT_MAX_DAYS = REPORT_MAX_YEARS * 366;

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

/**
 * How a report's series is bucketed: by day up to REPORT_DAY_BUCKET_MAX days, by month beyond
 * (a year by day is too many points for a chart on a phone).
 */
export const REPORT_DAY_BUCKET_MAX = 62;
export const reportBucket = z.enum(['day', 'month']);
export type ReportBucket = z.infer<typeof reportBucket>;
const period = z.string().meta({ description: 'the bucket: a date `YYYY-MM-DD` (day) or a month `YYYY-MM`' });

/** /reports/overview?compare=1 adds the previous period of the same length and a trend series. */
export const overviewCompareQuery = z
  .object({
    from: dateInput.optional(),
    to: dateInput.optional(),
    compare: z.enum(['0', '1']).optional().meta({ description: '1: add `previous` and `trend`' }),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.dateRange', path: ['to'] });
export type OverviewCompareQuery = z.infer<typeof overviewCompareQuery>;

export const overviewKpis = z.object({
  from: z.string(),
  to: z.string(),
  salesCount: z.number().int(),
  sales: moneyOut.meta({ description: 'net sales: total − returns (void sales left out)' }),
  grossProfit: profitMoneyOut,
  expenses: moneyOut,
  income: moneyOut,
  netProfit: profitMoneyOut,
  purchases: moneyOut.meta({ description: 'net purchases: total − returns (void purchases left out)' }),
});
export type OverviewKpis = z.infer<typeof overviewKpis>;

export const overviewTrendRow = z.object({
  period,
  sales: moneyOut,
  grossProfit: profitMoneyOut,
  expenses: moneyOut,
  netProfit: profitMoneyOut,
});
export type OverviewTrendRow = z.infer<typeof overviewTrendRow>;

export const overviewCompare = z.object({
  current: overviewKpis,
  previous: overviewKpis.meta({ description: 'the same number of days just before `from`' }),
  bucket: reportBucket,
  trend: z.array(overviewTrendRow).meta({ description: 'every bucket of the current period, oldest first' }),
});
export type OverviewCompare = z.infer<typeof overviewCompare>;

export const reportOverviewAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    sales: z.object({
      count: z.number().int().meta({ description: 'sales of the period that stand (by sale date; void ones left out)' }),
      total: moneyOut.meta({ description: 'Σ total of the sales of the period that stand' }),
      returns: moneyOut.meta({ description: 'Σ amount of the returns of the period (by return date) of sales that stand' }),
      voids: moneyOut.meta({ description: 'Σ total of the void sales of the period (by sale date), not counted in any other figure' }),
      revenue: moneyOut.meta({ description: 'sales − VAT − (returns − their VAT)' }),
      cogs: profitMoneyOut.meta({ description: 'cost of goods sold: sale cost − returned cost + cost adjustments' }),
      grossProfit: profitMoneyOut,
    }),
    expenses: moneyOut.meta({ description: 'Σ expenses of the period (not voided, by entry date)' }),
    expensesByCategory: z
      .array(reportCategoryAmount)
      .meta({ description: 'the expenses of the period by category, largest first; they add up to `expenses`' }),
    income: moneyOut.meta({ description: 'Σ other income of the period (not voided, by entry date)' }),
    incomeByCategory: z
      .array(reportCategoryAmount)
      .meta({ description: 'the other income of the period by category, largest first; they add up to `income`' }),
    netProfit: profitMoneyOut.meta({ description: 'gross profit − expenses + income' }),
    receivable: moneyOut.meta({ description: 'what contacts owe the shop now' }),
    payable: moneyOut.meta({ description: 'what the shop owes suppliers and employees now' }),
    customerCredit: moneyOut.meta({
      description: "what the shop owes customers now (an advance, a return worth more than they owed): a customer's credit, not a payable",
    }),
    lowStockCount: z.number().int().meta({ description: 'active products at or below their low-stock alert, now' }),
    recent: z.array(overviewRecentSale).meta({ description: 'the last 10 sales up to `to`, newest first' }),
    compare: overviewCompare.optional().meta({ description: 'with `compare=1`: this period against the one before, and the trend' }),
  })
  .meta({ id: 'ReportOverview' });
export type ReportOverview = z.infer<typeof reportOverviewAnswer>;

// ---------------------------------------------------------------------------------------------
// The named reports. Paths: /shops/{shopId}/reports/{name}?from=&to= (docs/API.md).
// Every total is the sum of the rows it sums; every figure follows decision 0004 (each sale,
// return, expense and income counts in the period of its own business date) and decision 0009
// (a void invoice and its returns are left out of every count and amount; `voids` shows them apart).
// ---------------------------------------------------------------------------------------------

/** A period's trade figures of one side (sales or purchases); also each bucket of its series. */
export const tradeFigures = z.object({
  count: z.number().int().meta({ description: 'invoices that stand (by their own date; void ones left out)' }),
  total: moneyOut.meta({ description: 'Σ totals of the invoices that stand' }),
  returns: moneyOut.meta({ description: 'Σ returns (by return date) of invoices that stand' }),
  voids: moneyOut.meta({ description: 'Σ totals of the void invoices (by their own date), counted in no other figure' }),
  net: moneyOut.meta({ description: 'total − returns' }),
  vat: moneyOut.meta({ description: 'VAT of the net: VAT of the invoices that stand − returned VAT' }),
  due: moneyOut.meta({
    description:
      'Σ still owing on the invoices that stand: left unpaid when posted, less what returns took off (payments made later in the due book are not matched to invoices)',
  }),
  cost: profitMoneyOut.meta({ description: 'sales: cost of goods sold net of returns and voids; purchases: stock value bought, net' }),
  profit: profitMoneyOut.meta({ description: 'sales: revenue (net − VAT) − cost; purchases: 0' }),
});
export type TradeFigures = z.infer<typeof tradeFigures>;

export const tradeReportAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    bucket: reportBucket,
    totals: tradeFigures,
    rows: z
      .array(tradeFigures.extend({ period }))
      .meta({ description: 'every bucket of the period, oldest first (empty buckets included); they add up to `totals`' }),
  })
  .meta({ id: 'TradeReport' });
export type TradeReport = z.infer<typeof tradeReportAnswer>;

/** /reports/product: what each product did in the period (sales side net of returns and voids). */
export const productReportRow = z.object({
  productId: z.string(),
  name: z.string(),
  unit: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  soldQty: quantityOut.meta({ description: 'sold − returned − voided, by each event’s own date' }),
  revenue: moneyOut.meta({ description: 'line amounts after discounts, without VAT, net of returns and voids' }),
  cost: profitMoneyOut,
  profit: profitMoneyOut,
  purchasedQty: quantityOut.meta({ description: 'bought − returned to the supplier − voided' }),
  purchaseAmount: moneyOut,
  stock: quantityOut.meta({ description: 'in stock now' }),
});
export type ProductReportRow = z.infer<typeof productReportRow>;

export const productReportAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: z.object({ revenue: moneyOut, cost: profitMoneyOut, profit: profitMoneyOut, purchaseAmount: moneyOut }),
    rows: z
      .array(productReportRow)
      .meta({ description: 'products with any sale, purchase, return or void in the period; largest revenue first' }),
  })
  .meta({ id: 'ProductReport' });
export type ProductReport = z.infer<typeof productReportAnswer>;

/** A slice of revenue and its cost: one product, one category, or one of the other sources. */
export const profitSlice = z.object({ revenue: moneyOut, cost: profitMoneyOut, profit: profitMoneyOut });
export type ProfitSlice = z.infer<typeof profitSlice>;

export const profitLossDetailsAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: profitSlice.meta({ description: 'the same revenue, cost of goods sold and gross profit as /reports/profit-loss' }),
    byProduct: z
      .array(
        profitSlice.extend({
          productId: z.string(),
          name: z.string(),
          unit: z.string(),
          categoryName: z.string().nullable(),
          quantity: quantityOut,
        }),
      )
      .meta({ description: 'largest revenue first' }),
    byCategory: z
      .array(
        profitSlice.extend({
          categoryId: z.string().nullable().meta({ description: 'null: products without a category' }),
          name: z.string().nullable(),
        }),
      )
      .meta({ description: 'largest revenue first' }),
    other: z.array(profitSlice.extend({ source: z.enum(['delivery', 'quick-sell']) })).meta({
      description: 'revenue not on a product line: delivery charges, quick sales. byProduct + other = totals; byCategory + other = totals',
    }),
  })
  .meta({ id: 'ProfitLossDetails' });
export type ProfitLossDetails = z.infer<typeof profitLossDetailsAnswer>;

/** /reports/stock: the stock now, valued, with what moved in the period. */
export const stockReportRow = z.object({
  productId: z.string(),
  name: z.string(),
  unit: z.string(),
  categoryName: z.string().nullable(),
  stock: quantityOut,
  averageCost: profitMoneyOut,
  sellPrice: moneyOut,
  stockValue: profitMoneyOut.meta({ description: 'the stock’s exact value at average cost (0 when the stock is not positive)' }),
  saleValue: moneyOut.meta({ description: 'stock × sell price (0 when the stock is negative)' }),
  lowStock: z.boolean(),
  soldQty: quantityOut.meta({ description: 'sold in the period, net of returns and voids' }),
  purchasedQty: quantityOut.meta({ description: 'bought in the period, net of returns and voids' }),
});
export type StockReportRow = z.infer<typeof stockReportRow>;

export const stockReportAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: z.object({ products: z.number().int(), lowStock: z.number().int(), stockValue: profitMoneyOut, saleValue: moneyOut }),
    rows: z.array(stockReportRow).meta({ description: 'active products, by name' }),
  })
  .meta({ id: 'StockReport' });
export type StockReport = z.infer<typeof stockReportAnswer>;

/** /reports/customer and /reports/supplier: each contact's trade and dues in the period, and its balance now. */
export const partyReportRow = z.object({
  contactId: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  count: z.number().int().meta({ description: 'invoices of the period that stand (void ones left out)' }),
  total: moneyOut,
  returns: moneyOut,
  voids: moneyOut,
  net: moneyOut,
  dueGiven: moneyOut.meta({
    description: 'Σ due-book entries `given` in the period (the shop gave goods or money), those of returns and voids left out',
  }),
  dueReceived: moneyOut.meta({ description: 'Σ due-book entries `received` in the period, those of returns and voids left out' }),
  dueLowered: moneyOut.meta({
    description:
      "Σ due-book entries returns and voids wrote in the period: the due the contact's invoices no longer ask for (a customer's lowers what they owe, a supplier's what the shop owes)",
  }),
  balance: moneyOut.meta({ description: 'the due balance now (positive: the contact owes the shop)' }),
});
export type PartyReportRow = z.infer<typeof partyReportRow>;

export const partyReportAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: partyReportRow.omit({ contactId: true, name: true, mobile: true }).extend({ contacts: z.number().int() }),
    rows: z
      .array(partyReportRow)
      .meta({ description: 'contacts with an invoice or a due entry in the period, or a balance now; largest net first' }),
  })
  .meta({ id: 'PartyReport' });
export type PartyReport = z.infer<typeof partyReportAnswer>;

/** /reports/employee: sales and purchases each employee made, and what was paid to them. */
export const employeeReportRow = z.object({
  contactId: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  salesCount: z.number().int(),
  salesTotal: moneyOut.meta({ description: 'Σ totals of the sales posted by the employee in the period' }),
  purchaseCount: z.number().int(),
  purchaseTotal: moneyOut,
  paid: moneyOut.meta({ description: 'Σ expenses (salary and the like) with this employee, not voided' }),
  balance: moneyOut,
});
export type EmployeeReportRow = z.infer<typeof employeeReportRow>;

export const employeeReportAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: employeeReportRow.omit({ contactId: true, name: true, mobile: true, balance: true }),
    rows: z.array(employeeReportRow).meta({ description: 'active employees and any with activity in the period, by name' }),
  })
  .meta({ id: 'EmployeeReport' });
export type EmployeeReport = z.infer<typeof employeeReportAnswer>;

/** /reports/expense and /reports/income: by category and over time. */
export const bookReportAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    bucket: reportBucket,
    total: moneyOut,
    count: z.number().int(),
    byCategory: z.array(reportCategoryAmount).meta({ description: 'largest first; adds up to `total`' }),
    rows: z
      .array(z.object({ period, amount: moneyOut, count: z.number().int() }))
      .meta({ description: 'every bucket, oldest first; adds up to `total`' }),
  })
  .meta({ id: 'BookReport' });
export type BookReport = z.infer<typeof bookReportAnswer>;

/** /reports/transactions: every money movement, newest first, a page at a time. */
export const TRANSACTION_KINDS = [
  'sale', // money taken at a sale (paid − change)
  'sale-refund', // money given back on a sale return
  'purchase', // money paid at a purchase
  'purchase-refund', // money the supplier gave back on a purchase return
  'due-received', // money received in the due book
  'due-given', // money given in the due book
  'expense',
  'income',
] as const;
export const transactionKind = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof transactionKind>;

export const transactionsQuery = z
  .object({
    from: dateInput.optional(),
    to: dateInput.optional(),
    kind: transactionKind.optional(),
    cursor: z.string().max(TEXT_LIMITS.token).optional().meta({ description: 'the `nextCursor` of the previous page' }),
    limit: z.coerce.number().int().min(1).max(COUNT_LIMITS.reportPage).default(50),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.dateRange', path: ['to'] });
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export const transactionItem = z.object({
  id: z.string().meta({
    description:
      'stable id of the movement: `<kind>:<source id>` with `:<payment seq>` for an invoice payment, `:void` for the money a void gives back',
  }),
  kind: transactionKind,
  direction: z.enum(['in', 'out']),
  date: z.string(),
  occurredAt: z.string(),
  amount: moneyOut.meta({ description: 'always positive; `direction` says in or out' }),
  method: z.string().nullable().meta({ description: 'payment method of an invoice payment; null otherwise' }),
  party: z.string().nullable().meta({ description: 'the contact’s name, or the category of an expense / income' }),
  reference: z
    .object({ type: z.enum(['sale', 'purchase', 'due', 'expense', 'income']), id: z.string(), number: z.string().nullable() })
    .meta({ description: 'what the movement belongs to (an invoice, a due entry, an expense or income entry)' }),
});
export type TransactionItem = z.infer<typeof transactionItem>;

export const transactionsAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: z
      .object({ in: moneyOut, out: moneyOut, net: moneyOut, count: z.number().int() })
      .meta({ description: 'of the whole filter, not only this page' }),
    items: z.array(transactionItem),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'Transactions' });
export type Transactions = z.infer<typeof transactionsAnswer>;
